import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CsvError, csvRow, parseCsv, unguardField } from './csv';

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, and numbers lines', () => {
    const text = 'a,b,c\r\n1,"two, too","say ""hi"""\n"multi\nline",x,\n\n last ,y,z';
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ['a', 'b', 'c'] },
      { line: 2, fields: ['1', 'two, too', 'say "hi"'] },
      { line: 3, fields: ['multi\nline', 'x', ''] },
      { line: 6, fields: [' last ', 'y', 'z'] },
    ]);
  });

  it('skips a byte-order mark and a final line break', () => {
    expect(parseCsv('\ufeffa,b\n1,2\n')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['1', '2'] },
    ]);
  });

  it('names the line of an unclosed quote or a stray quote', () => {
    expect(() => parseCsv('a,b\n1,"open\n2,3')).toThrow(CsvError);
    try {
      parseCsv('a,b\n1,"open\n2,3');
    } catch (error) {
      expect((error as CsvError).line).toBe(2);
    }
    expect(() => parseCsv('a,b\n1,ab"c"')).toThrow(/quote inside an unquoted field/);
  });
});

describe('csvRow', () => {
  it('quotes what needs it and round-trips through parseCsv', () => {
    const values = ['plain', 'with, comma', 'a "quote"', 'two\nlines', '=SUM(A1)', '-3 + 5', 7, -2];
    const row = csvRow(values);
    expect(row).toBe(
      'plain,"with, comma","a ""quote""","two\nlines",\'=SUM(A1),\'-3 + 5,7,\'-2\r\n',
    );
    const [parsed] = parseCsv(row);
    expect(parsed?.fields.map(unguardField)).toEqual(values.map(String));
  });
});

/** What a spreadsheet may run as a formula (OWASP's CSV injection rule). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell text: any text, and text built from the characters where the guard has to decide. */
const cellText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc
    .array(
      fc.constantFrom("'", '=', '+', '-', '@', '\t', '\r', '\n', '"', ',', ' ', '.', '1', 'a'),
      {
        maxLength: 8,
      },
    )
    .map((chars) => chars.join('')),
);

describe('the formula guard of the export, undone by the import', () => {
  it.each([
    "-1+cmd|' /C calc'!A0",
    "- 1+cmd|' /C calc'!A0",
    "-.5+cmd|' /C calc'!A0",
    '=HYPERLINK("http://x")',
    '+1',
    '@SUM(A1)',
    '\t=1',
    '\r=1',
  ])('guards %j', (text) => {
    const [parsed] = parseCsv(csvRow([text]));
    const cell = parsed?.fields[0] as string;
    expect(cell).toBe(`'${text}`);
    expect(unguardField(cell)).toBe(text);
  });

  it("keeps an author's own leading apostrophe, before a formula character too", () => {
    for (const text of ["'tis the season", "'=1+1", "''", "'-3", "'"]) {
      const [parsed] = parseCsv(csvRow([text, 'x']));
      expect(unguardField(parsed?.fields[0] as string)).toBe(text);
    }
    // A file written by hand: an apostrophe before ordinary text is the author's.
    expect(unguardField("'tis")).toBe("'tis");
  });

  it('any cell text → export → import → the same text; no exported cell begins with a formula character', () => {
    fc.assert(
      fc.property(fc.array(cellText, { minLength: 1, maxLength: 6 }), (texts) => {
        // After a header row, as in an export (a file's first character may be a BOM).
        const records = parseCsv(csvRow(['header']) + csvRow(texts));
        // A row of one empty cell is a blank line, which CSV cannot tell from no row.
        if (texts.length === 1 && texts[0] === '') return records.length === 1;
        expect(records).toHaveLength(2);
        const cells = records[1]?.fields as string[];
        for (const cell of cells) expect(cell).not.toMatch(FORMULA_START);
        expect(cells.map(unguardField)).toEqual(texts);
        return true;
      }),
      { numRuns: 1000 },
    );
  });
});

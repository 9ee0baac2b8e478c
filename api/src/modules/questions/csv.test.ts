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
    const values = ['plain', 'with, comma', 'a "quote"', 'two\nlines', '=SUM(A1)', '-3 + 5', 7];
    const row = csvRow(values);
    expect(row).toBe('plain,"with, comma","a ""quote""","two\nlines",\'=SUM(A1),-3 + 5,7\r\n');
    const [parsed] = parseCsv(row);
    expect(parsed?.fields.map(unguardField)).toEqual(values.map(String));
  });
});

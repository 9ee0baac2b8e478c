/**
 * CSV as RFC 4180 describes it: comma-separated, fields in double quotes when they hold a
 * comma, a quote or a line break, quotes doubled inside. Used by the bulk import and export.
 */

export type CsvRecord = {
  /** The file's line on which the record starts (1 = the first line). */
  line: number;
  fields: string[];
};

export class CsvError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

/** Every record of a CSV text (a BOM and a final line break are allowed; blank lines skipped). */
export function parseCsv(text: string): CsvRecord[] {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let quoteLine = 0;
  let fieldStarted = false;
  const endField = () => {
    fields.push(field);
    field = '';
    fieldStarted = false;
  };
  const endRecord = () => {
    endField();
    // A blank line is no record.
    if (!(fields.length === 1 && fields[0] === '')) records.push({ line: recordLine, fields });
    fields = [];
  };
  for (let i = 0; i < source.length; i++) {
    const c = source[i] as string;
    if (quoted) {
      if (c === '"') {
        if (source[i + 1] === '"') {
          field += '"';
          i++;
        } else {
          quoted = false;
        }
      } else {
        if (c === '\n') line++;
        field += c;
      }
      continue;
    }
    if (c === '"') {
      if (fieldStarted && field !== '') {
        throw new CsvError(
          line,
          'A quote inside an unquoted field: put the field in quotes and double the quote.',
        );
      }
      quoted = true;
      quoteLine = line;
      fieldStarted = true;
    } else if (c === ',') {
      endField();
    } else if (c === '\r' || c === '\n') {
      if (c === '\r' && source[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else {
      field += c;
      fieldStarted = true;
    }
  }
  if (quoted) throw new CsvError(quoteLine, 'A quoted field is never closed.');
  if (field !== '' || fields.length > 0) endRecord();
  return records;
}

/*
 * The formula guard (decision 0023). Spreadsheets run a cell that starts with =, +, -, @, a
 * tab or a carriage return as a formula (OWASP's CSV injection rule), so the export puts an
 * apostrophe before such a cell, which keeps it text. The import removes a leading apostrophe
 * exactly when what follows starts with one of those characters or with another apostrophe,
 * and the export adds one in exactly those cases too: every text comes back as it was, an
 * author's own leading apostrophe included ("'=1" is written "''=1"), and an apostrophe
 * before ordinary text in a file written by hand ("'tis") is kept.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const GUARD = "'";

/** Text that the import would change: a guard mark followed by what it guards. */
function looksGuarded(text: string): boolean {
  return text.startsWith(GUARD) && (FORMULA_START.test(text.slice(1)) || text[1] === GUARD);
}

/** The cell text kept inert: an apostrophe before a formula start or before a guard-like text. */
export function guardField(text: string): string {
  return FORMULA_START.test(text) || looksGuarded(text) ? GUARD + text : text;
}

/** Undoes guardField on import (exactly: unguardField(guardField(t)) === t for every t). */
export function unguardField(text: string): string {
  return looksGuarded(text) ? text.slice(1) : text;
}

/** A field as CSV text: numbers and booleans too are guarded (a negative number starts with -). */
export function csvField(value: string | number | boolean): string {
  const text = guardField(String(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: readonly (string | number | boolean)[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

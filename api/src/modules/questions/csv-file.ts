import { QUESTION_CSV_COLUMNS, QUESTION_CSV_IGNORED, QUESTION_CSV_REQUIRED } from '@app/domain';
import type { AdminQuestionRow } from './admin-repo';
import { CsvError, csvRow, parseCsv, unguardField } from './csv';
import type { FileRecord, ReadFile } from './file-item';

/**
 * The question bank as CSV (decision 0030): a header row of QUESTION_CSV_COLUMNS (in any
 * order; the required ones at least), one question per row, an empty cell an absent field.
 */

const KNOWN = new Set<string>([...QUESTION_CSV_COLUMNS, ...QUESTION_CSV_IGNORED]);
const FIELDS = new Set<string>(QUESTION_CSV_COLUMNS);

export function readCsvFile(text: string, maxRows: number): ReadFile {
  let records: ReturnType<typeof parseCsv>;
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvError) {
      return {
        records: [],
        rows: 0,
        problems: [{ line: error.line, field: 'file', problem: error.message }],
      };
    }
    throw error;
  }
  const [header, ...rows] = records;
  if (!header) return { records: [], rows: 0, problems: [] };
  const columns = header.fields.map((name) => name.trim());
  const missing = QUESTION_CSV_REQUIRED.filter((name) => !columns.includes(name));
  const unknown = columns.filter((name) => !KNOWN.has(name));
  const twice = columns.filter((name, i) => columns.indexOf(name) !== i);
  const headerProblems = [
    ...(missing.length
      ? [
          `The header row must name the columns ${QUESTION_CSV_REQUIRED.join(', ')}; missing: ${missing.join(', ')}`,
        ]
      : []),
    ...(unknown.length
      ? [
          `Unknown column${unknown.length > 1 ? 's' : ''} ${unknown.map((c) => `"${c}"`).join(', ')}: the columns are ${QUESTION_CSV_COLUMNS.join(', ')} (and an export's id and status, which are not read)`,
        ]
      : []),
    ...(twice.length ? [`The header names ${twice.join(', ')} more than once`] : []),
  ];
  if (headerProblems.length) {
    return {
      records: [],
      rows: rows.length,
      problems: headerProblems.map((problem) => ({ line: header.line, field: 'header', problem })),
    };
  }
  if (rows.length > maxRows) return { records: [], rows: rows.length, problems: [] };
  const out: FileRecord[] = [];
  const problems: ReadFile['problems'] = [];
  for (const record of rows) {
    if (record.fields.length !== columns.length) {
      problems.push({
        line: record.line,
        field: 'row',
        problem: `The row has ${record.fields.length} fields; the header names ${columns.length}.`,
      });
      continue;
    }
    const fields: Record<string, unknown> = {};
    columns.forEach((name, i) => {
      if (FIELDS.has(name)) fields[name] = unguardField(record.fields[i] ?? '');
    });
    out.push({ line: record.line, fields });
  }
  return { records: out, problems, rows: rows.length };
}

/** The export's header row: an id, the columns, a status. */
export function csvHeader(): string {
  return csvRow(['id', ...QUESTION_CSV_COLUMNS, 'status']);
}

/** A question as a row of the export (every column, empty when the field is absent). */
export function csvLine(row: AdminQuestionRow): string {
  const numeric = row.item_type === 'numeric';
  const values: Record<(typeof QUESTION_CSV_COLUMNS)[number], string | number> = {
    examTypeId: row.exam_type_id,
    category: row.category,
    type: row.item_type,
    passage: row.passage ?? '',
    questionText: row.question_text,
    optionA: numeric ? '' : row.option_a,
    optionB: numeric ? '' : row.option_b,
    optionC: numeric ? '' : row.option_c,
    optionD: numeric ? '' : row.option_d,
    optionE: row.option_e ?? '',
    optionF: row.option_f ?? '',
    correctAnswer: row.correct_answer,
    unit: row.unit ?? '',
    tolerance: row.tolerance ?? '',
    explanation: row.explanation,
    difficulty: row.difficulty,
    key: row.seed_key ?? '',
    topic: row.topic ?? '',
    subarea: row.subarea ?? '',
  };
  return csvRow([
    row.id,
    ...QUESTION_CSV_COLUMNS.map((c) => values[c]),
    row.is_active === 1 ? 'active' : 'retired',
  ]);
}

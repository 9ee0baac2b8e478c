import {
  ADMIN_MESSAGES,
  findExamBySlug,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_PROBLEMS,
  IMPORT_MAX_ROWS,
  type ImportProblem,
  type ImportReport,
  QUESTION_CSV_COLUMNS,
  type QuestionInput,
  type QuestionSeed,
  questionInputSchema,
  questionSeedSchema,
} from '@app/domain';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { isoAt } from '../../lib/clock';
import { type AuditActor, recordAudit } from '../admin/audit-repo';
import { catalogueCategory, contentOf } from './admin-service';
import { QuestionContentError } from './content-check';
import { CsvError, parseCsv, unguardField } from './csv';
import { currentQuestionsOfExam, insertImportedQuestions, takenSeedKeys } from './import-repo';
import { announceQuestionChanges } from './question-changes';
import type { QuestionContent } from './revise';
import { seedContent } from './seed';

/** One question of the file, with where it is. */
type Candidate = {
  line: number;
  content: QuestionContent;
  /** JSON (seed format): the item's key, kept as the question's seed key. */
  key: string | null;
};

type Parsed = { candidates: Candidate[]; problems: ImportProblem[]; rows: number };

const FIELD_NAMES = new Set<string>(QUESTION_CSV_COLUMNS);
/** Columns a file may leave out (or leave empty): medium, no passage, four options. */
const OPTIONAL_COLUMNS = new Set(['difficulty', 'passage', 'optionE']);

function issuesOf(line: number, error: z.ZodError, prefix = ''): ImportProblem[] {
  return error.issues.map((issue) => ({
    line,
    field: prefix + (issue.path.map(String).join('.') || 'row'),
    problem: issue.message,
  }));
}

/** A row's content refused while it was built: its text, or a category outside the exam. */
function problemOf(line: number, error: unknown): ImportProblem {
  const field = error instanceof QuestionContentError ? error.field : 'category';
  return { line, field, problem: (error as Error).message };
}

/** The row's input as the single-question form would send it, or its problems. */
function checkInput(line: number, raw: Record<string, unknown>) {
  const parsed = questionInputSchema.safeParse(raw);
  if (!parsed.success) return { problems: issuesOf(line, parsed.error) };
  try {
    return { content: contentOf(parsed.data as QuestionInput) };
  } catch (error) {
    return { problems: [problemOf(line, error)] };
  }
}

/** A multiple-select, ordered or fill-in item (JSON only; the seed schema checked its key). */
function checkAlternate(line: number, examTypeId: number, category: string, q: QuestionSeed) {
  try {
    return {
      content: seedContent(
        q,
        examTypeId,
        catalogueCategory(examTypeId, category),
      ) satisfies QuestionContent,
    };
  } catch (error) {
    return { problems: [problemOf(line, error)] };
  }
}

function parseCsvFile(text: string): Parsed {
  let records: ReturnType<typeof parseCsv>;
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvError) {
      return {
        candidates: [],
        rows: 0,
        problems: [{ line: error.line, field: 'file', problem: error.message }],
      };
    }
    throw error;
  }
  const [header, ...rows] = records;
  if (!header) return { candidates: [], rows: 0, problems: [] };
  const columns = header.fields.map((name) => name.trim());
  const missing = QUESTION_CSV_COLUMNS.filter(
    (name) => !OPTIONAL_COLUMNS.has(name) && !columns.includes(name),
  );
  if (missing.length) {
    return {
      candidates: [],
      rows: rows.length,
      problems: [
        {
          line: header.line,
          field: 'header',
          problem: `The header row must name the columns ${QUESTION_CSV_COLUMNS.join(', ')}; missing: ${missing.join(', ')}`,
        },
      ],
    };
  }
  if (rows.length > IMPORT_MAX_ROWS) {
    return { candidates: [], rows: rows.length, problems: [] };
  }
  const candidates: Candidate[] = [];
  const problems: ImportProblem[] = [];
  for (const record of rows) {
    if (record.fields.length !== columns.length) {
      problems.push({
        line: record.line,
        field: 'row',
        problem: `The row has ${record.fields.length} fields; the header names ${columns.length}.`,
      });
      continue;
    }
    const raw: Record<string, unknown> = {};
    columns.forEach((name, i) => {
      const value = unguardField(record.fields[i] ?? '');
      // Unknown columns (an export's id and status) are ignored; an empty difficulty defaults
      // and an empty option E means a four-option question.
      if (FIELD_NAMES.has(name) && !(OPTIONAL_COLUMNS.has(name) && value.trim() === '')) {
        raw[name] = value;
      }
    });
    const checked = checkInput(record.line, raw);
    if (checked.problems) problems.push(...checked.problems);
    else candidates.push({ line: record.line, content: checked.content, key: null });
  }
  return { candidates, problems, rows: rows.length };
}

function parseJsonFile(text: string): Parsed {
  let value: unknown;
  try {
    value = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (error) {
    return {
      candidates: [],
      rows: 0,
      problems: [
        { line: 0, field: 'file', problem: `Not valid JSON: ${(error as Error).message}` },
      ],
    };
  }
  const files = Array.isArray(value) ? value : [value];
  const candidates: Candidate[] = [];
  const problems: ImportProblem[] = [];
  let item = 0;
  for (const [f, file] of files.entries()) {
    const where = files.length > 1 ? `[${f}].` : '';
    const shape = file as { exam?: unknown; category?: unknown; questions?: unknown };
    if (typeof shape !== 'object' || shape === null || !Array.isArray(shape.questions)) {
      problems.push({
        line: 0,
        field: `${where}questions`,
        problem: 'Expected { "exam": "<slug>", "category": "<title>", "questions": [ … ] }',
      });
      continue;
    }
    const exam = typeof shape.exam === 'string' ? findExamBySlug(shape.exam) : undefined;
    if (!exam) {
      problems.push({
        line: 0,
        field: `${where}exam`,
        problem:
          'Exam must be a catalogue slug: ati-teas-7, ged, hesi-a2, accuplacer, nex, clep or cna',
      });
    }
    for (const raw of shape.questions as unknown[]) {
      item++;
      if (item > IMPORT_MAX_ROWS) continue;
      const parsed = questionSeedSchema.safeParse(raw);
      if (!parsed.success) {
        problems.push(...issuesOf(item, parsed.error));
        continue;
      }
      if (!exam) continue;
      const q = parsed.data;
      const category = typeof shape.category === 'string' ? shape.category : '';
      const checked =
        q.type && q.type !== 'single'
          ? checkAlternate(item, exam.id, category, q)
          : checkInput(item, {
              examTypeId: exam.id,
              category,
              passage: q.passage,
              questionText: q.questionText,
              optionA: q.optionA,
              optionB: q.optionB,
              optionC: q.optionC,
              optionD: q.optionD,
              optionE: q.optionE,
              correctAnswer: q.correctAnswer,
              explanation: q.explanation,
              difficulty: q.difficulty,
            });
      if (checked.problems) problems.push(...checked.problems);
      else candidates.push({ line: item, content: checked.content, key: q.key });
    }
  }
  return { candidates, problems, rows: item };
}

/** Question text compared for duplicates: case, spacing and final punctuation ignored. */
export function stemOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[\s.?!:]+$/, '')
    .trim();
}

async function duplicateProblems(deps: AppDeps, candidates: Candidate[]): Promise<ImportProblem[]> {
  const problems: ImportProblem[] = [];
  const firstLine = new Map<string, number>();
  for (const c of candidates) {
    const stem = `${c.content.exam_type_id}|${stemOf(`${c.content.passage ?? ''} ${c.content.question_text}`)}`;
    const earlier = firstLine.get(stem);
    if (earlier !== undefined) {
      problems.push({
        line: c.line,
        field: 'questionText',
        problem: `The same question as line ${earlier} of this file.`,
      });
    } else firstLine.set(stem, c.line);
  }
  // Against the bank: the current version of every question of the exams in the file.
  const exams = [...new Set(candidates.map((c) => c.content.exam_type_id))];
  const inBank = new Map<string, number>();
  for (const examTypeId of exams) {
    const rows = await currentQuestionsOfExam(deps.db, examTypeId);
    for (const row of rows) {
      inBank.set(`${examTypeId}|${stemOf(`${row.passage ?? ''} ${row.question_text}`)}`, row.id);
    }
  }
  const keys = candidates.flatMap((c) => (c.key ? [c.key] : []));
  const takenKeys = new Set<string>();
  for (let i = 0; i < keys.length; i += 500) {
    const rows = await takenSeedKeys(deps.db, keys.slice(i, i + 500));
    for (const row of rows) if (row.seed_key) takenKeys.add(row.seed_key);
  }
  const seenKeys = new Map<string, number>();
  for (const c of candidates) {
    const id = inBank.get(
      `${c.content.exam_type_id}|${stemOf(`${c.content.passage ?? ''} ${c.content.question_text}`)}`,
    );
    if (id !== undefined) {
      problems.push({
        line: c.line,
        field: 'questionText',
        problem: `The bank already holds this question (id ${id}).`,
      });
    }
    if (c.key) {
      if (takenKeys.has(c.key)) {
        problems.push({
          line: c.line,
          field: 'key',
          problem: `The bank already holds key ${c.key}.`,
        });
      }
      const earlier = seenKeys.get(c.key);
      if (earlier !== undefined) {
        problems.push({
          line: c.line,
          field: 'key',
          problem: `Key ${c.key} is also used by item ${earlier} of this file.`,
        });
      } else seenKeys.set(c.key, c.line);
    }
  }
  return problems;
}

export type ImportFile = { filename: string; content: string };

function formatOf(file: ImportFile): 'csv' | 'json' | null {
  const name = file.filename.toLowerCase();
  if (name.endsWith('.csv')) return 'csv';
  if (name.endsWith('.json')) return 'json';
  const start = file.content.trimStart()[0];
  if (start === '{' || start === '[') return 'json';
  if (file.content.includes(',')) return 'csv';
  return null;
}

function report(rows: number, imported: number, problems: ImportProblem[]): ImportReport {
  const sorted = [...problems].sort((a, b) => a.line - b.line);
  return {
    rows,
    imported,
    problems: sorted.slice(0, IMPORT_MAX_PROBLEMS),
    moreProblems: Math.max(0, sorted.length - IMPORT_MAX_PROBLEMS),
  };
}

/**
 * A bulk import of a CSV (header row of QUESTION_CSV_COLUMNS) or JSON (the seed files'
 * format) file: every row is checked, and nothing is written unless every row is valid and
 * new; then all rows are written in one transaction, with one audit record.
 */
export async function importQuestions(
  deps: AppDeps,
  actor: AuditActor,
  file: ImportFile,
): Promise<ImportReport> {
  const fileProblem = (problem: string) => report(0, 0, [{ line: 0, field: 'file', problem }]);
  if (Buffer.byteLength(file.content) > IMPORT_MAX_BYTES) {
    return fileProblem(ADMIN_MESSAGES.importTooLarge(IMPORT_MAX_BYTES / 1024 / 1024));
  }
  const format = formatOf(file);
  if (!format) return fileProblem(ADMIN_MESSAGES.importUnknownFormat);
  const parsed = format === 'csv' ? parseCsvFile(file.content) : parseJsonFile(file.content);
  if (parsed.rows > IMPORT_MAX_ROWS) {
    return report(parsed.rows, 0, [
      { line: 0, field: 'file', problem: ADMIN_MESSAGES.importTooManyRows(IMPORT_MAX_ROWS) },
    ]);
  }
  if (parsed.rows === 0 && parsed.problems.length === 0) {
    return fileProblem(ADMIN_MESSAGES.importEmpty);
  }
  const problems = [...parsed.problems, ...(await duplicateProblems(deps, parsed.candidates))];
  if (problems.length > 0) return report(parsed.rows, 0, problems);

  const now = deps.clock.now();
  const ids = await deps.db.transaction().execute(async (trx) => {
    const created: number[] = [];
    for (let i = 0; i < parsed.candidates.length; i += 200) {
      const added = await insertImportedQuestions(
        trx,
        parsed.candidates.slice(i, i + 200).map((c) => ({
          ...c.content,
          seed_key: c.key,
          created_by: actor.id,
          created_at: isoAt(now),
          updated_at: isoAt(now),
        })),
      );
      created.push(...added);
    }
    await recordAudit(
      trx,
      actor,
      {
        action: 'question.import',
        entity: 'import',
        entityId: file.filename.slice(0, 80) || 'upload',
        after: { filename: file.filename, format, questions: created.length, ids: created },
      },
      now,
    );
    return created;
  });
  announceQuestionChanges(
    deps,
    parsed.candidates.map((c) => c.content.exam_type_id),
  );
  return report(parsed.rows, ids.length, []);
}

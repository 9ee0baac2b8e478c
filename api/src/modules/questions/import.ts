import {
  ADMIN_MESSAGES,
  checkQuestionItem,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_PROBLEMS,
  IMPORT_MAX_ROWS,
  type ImportProblem,
  type ImportReport,
} from '@app/domain';
import type { AppDeps } from '../../deps';
import { isoAt } from '../../lib/clock';
import { type AuditActor, recordAudit } from '../admin/audit-repo';
import { QuestionContentError } from './content-check';
import { readCsvFile } from './csv-file';
import { type ReadFile, rowOfItem } from './file-item';
import { readGiftFile } from './gift-format';
import { currentStems, insertImportedQuestions, takenSeedKeys } from './import-repo';
import { readJsonFile } from './json-file';
import { announceQuestionChanges } from './question-changes';

/*
 * A bulk import (decision 0030): a CSV, JSON or GIFT file is read into one record of named
 * fields per question, every record is checked by the one validation (@app/domain
 * checkQuestionItem) and against the bank, and nothing is written unless every question is
 * valid and new. Any problem with the file is a report (a 4xx), never a half-written import.
 */

/** One question of the file, checked, as it will be written, with where it is. */
type Candidate = { line: number; content: ReturnType<typeof rowOfItem> };

/** The file's questions checked: those ready to write, and every problem of the others. */
function checked(read: ReadFile): { candidates: Candidate[]; problems: ImportProblem[] } {
  const candidates: Candidate[] = [];
  const problems = [...read.problems];
  for (const record of read.records) {
    const result = checkQuestionItem(record.fields);
    if (result.problems) {
      problems.push(...result.problems.map((p) => ({ line: record.line, ...p })));
      continue;
    }
    try {
      candidates.push({ line: record.line, content: rowOfItem(result.item) });
    } catch (error) {
      if (!(error instanceof QuestionContentError)) throw error;
      problems.push({ line: record.line, field: error.field, problem: error.message });
    }
  }
  return { candidates, problems };
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
    for (const row of await currentStems(deps.db, examTypeId)) {
      inBank.set(`${examTypeId}|${stemOf(`${row.passage ?? ''} ${row.question_text}`)}`, row.id);
    }
  }
  const takenKeys = await takenSeedKeys(
    deps.db,
    candidates.flatMap((c) => (c.content.seed_key ? [c.content.seed_key] : [])),
  );
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
    const key = c.content.seed_key;
    if (key) {
      if (takenKeys.has(key)) {
        problems.push({
          line: c.line,
          field: 'key',
          problem: `The bank already holds key ${key}.`,
        });
      }
      const earlier = seenKeys.get(key);
      if (earlier !== undefined) {
        problems.push({
          line: c.line,
          field: 'key',
          problem: `Key ${key} is also used by line ${earlier} of this file.`,
        });
      } else seenKeys.set(key, c.line);
    }
  }
  return problems;
}

export type ImportFile = { filename: string; content: string };

export type ImportFormat = 'csv' | 'json' | 'gift';

/** GIFT's marks: a comment, $CATEGORY or ::title:: first, or an answer block. */
function looksLikeGift(content: string): boolean {
  const first = content.replace(/^\uFEFF/, '').trimStart();
  return /^(\/\/|\$CATEGORY:|::)/.test(first) || /\{\s*[=~#]/.test(content);
}

/** The file's format: by its name's extension, else (.txt, no extension) by its content. */
export function formatOf(file: ImportFile): ImportFormat | null {
  const name = file.filename.toLowerCase();
  if (name.endsWith('.csv')) return 'csv';
  if (name.endsWith('.json')) return 'json';
  if (name.endsWith('.gift')) return 'gift';
  const start = file.content.replace(/^\uFEFF/, '').trimStart()[0];
  if (start === '{' || start === '[') return 'json';
  if (looksLikeGift(file.content)) return 'gift';
  if (file.content.includes(',')) return 'csv';
  return null;
}

const READERS: Record<ImportFormat, (text: string, maxRows: number) => ReadFile> = {
  csv: readCsvFile,
  json: readJsonFile,
  gift: readGiftFile,
};

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
 * A bulk import of a CSV (header row of QUESTION_CSV_COLUMNS), JSON (the seed files' format)
 * or GIFT file: every question is checked, and nothing is written unless every one is valid
 * and new; then all are written in one transaction, with one audit record.
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
  const read = READERS[format](file.content, IMPORT_MAX_ROWS);
  if (read.rows > IMPORT_MAX_ROWS) {
    return report(read.rows, 0, [
      { line: 0, field: 'file', problem: ADMIN_MESSAGES.importTooManyRows(IMPORT_MAX_ROWS) },
    ]);
  }
  if (read.rows === 0 && read.problems.length === 0) {
    return fileProblem(ADMIN_MESSAGES.importEmpty);
  }
  const parsed = checked(read);
  const problems = [...parsed.problems, ...(await duplicateProblems(deps, parsed.candidates))];
  if (problems.length > 0) return report(read.rows, 0, problems);

  const now = deps.clock.now();
  const ids = await deps.db.transaction().execute(async (trx) => {
    const created: number[] = [];
    for (let i = 0; i < parsed.candidates.length; i += 200) {
      const added = await insertImportedQuestions(
        trx,
        // Every row names every column (a missing one would be NULL in a multi-row insert).
        parsed.candidates.slice(i, i + 200).map((c) => ({
          ...c.content,
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
  return report(read.rows, ids.length, []);
}

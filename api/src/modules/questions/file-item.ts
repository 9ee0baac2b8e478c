import {
  findExamById,
  type ImportProblem,
  type ItemType,
  type QuestionImportItem,
  type QuestionSeed,
} from '@app/domain';
import type { AdminQuestionRow } from './admin-repo';
import { seedContent } from './seed';

/**
 * What every question file (CSV, JSON, GIFT) is read into and written from (decision 0030):
 * a record of the item's named fields per question, checked by the one validation
 * (@app/domain checkQuestionItem), and a row of the questions table written back as the
 * same fields.
 */

/** One question of a file, as named fields, with where it is. */
export type FileRecord = { line: number; fields: Record<string, unknown> };

/** A file read: its questions' records, what could not be read, and how many questions. */
export type ReadFile = { records: FileRecord[]; problems: ImportProblem[]; rows: number };

/** A checked item as the questions table holds it, with its key. */
export function rowOfItem(item: QuestionImportItem) {
  return {
    ...seedContent(item, item.examTypeId, item.category),
    seed_key: item.key ?? null,
  };
}

/** A question in a file, in the seed format's fields (absent ones left out). */
export type FileItem = Partial<Omit<QuestionSeed, 'key'>> & {
  key?: string;
  questionText: string;
  correctAnswer: string;
  explanation: string;
};

/** A row of the questions table as a file's item: what `rowOfItem` reads back to the row. */
export function itemOfRow(row: AdminQuestionRow): FileItem {
  const type = row.item_type as ItemType;
  const numeric = type === 'numeric';
  return {
    ...(row.seed_key ? { key: row.seed_key } : {}),
    ...(type !== 'single' ? { type } : {}),
    difficulty: row.difficulty as FileItem['difficulty'],
    ...(row.topic ? { topic: row.topic } : {}),
    ...(row.subarea ? { subarea: row.subarea } : {}),
    ...(row.passage ? { passage: row.passage } : {}),
    questionText: row.question_text,
    ...(numeric
      ? {}
      : {
          optionA: row.option_a,
          optionB: row.option_b,
          optionC: row.option_c,
          optionD: row.option_d,
        }),
    ...(row.option_e ? { optionE: row.option_e } : {}),
    ...(row.option_f ? { optionF: row.option_f } : {}),
    correctAnswer: row.correct_answer,
    ...(row.unit ? { unit: row.unit } : {}),
    ...(row.tolerance !== null ? { tolerance: row.tolerance } : {}),
    explanation: row.explanation,
  };
}

/** The exam's slug (what JSON and GIFT files name an exam by). */
export function examSlugOf(examTypeId: number): string {
  return findExamById(examTypeId)?.slug ?? String(examTypeId);
}

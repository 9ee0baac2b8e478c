import type { QuestionSeed } from '@app/domain';
import type { Db } from '../../db/kysely';
import { isoAt } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import { checkedContent } from './content-check';
import { reviseQuestion } from './revise';
import { readQuestionBank, type SeedQuestion } from './seed-files';
import {
  insertSeedQuestions,
  SEED_CONTENT_FIELDS,
  SEED_TAG_FIELDS,
  seededQuestions,
  setQuestionTags,
} from './seed-repo';

/** A question's fields in the seed format, its key aside (what seed files and imports hold). */
export type SeedItemFields = Omit<QuestionSeed, 'key'>;

/**
 * A question of the seed format as the questions table holds it: the seed files, and every
 * imported file (CSV, JSON, GIFT) once its item is checked.
 */
export function seedContent(q: SeedItemFields, examTypeId: number, category: string) {
  return checkedContent({
    exam_type_id: examTypeId,
    category,
    question_text: q.questionText,
    passage: q.passage ?? null,
    // Fill-in items have no options: empty text keeps spec §3's four option fields.
    option_a: q.optionA ?? '',
    option_b: q.optionB ?? '',
    option_c: q.optionC ?? '',
    option_d: q.optionD ?? '',
    option_e: q.optionE ?? null,
    option_f: q.optionF ?? null,
    item_type: q.type ?? 'single',
    unit: q.unit ?? null,
    tolerance: q.tolerance ?? null,
    topic: q.topic ?? null,
    subarea: q.subarea ?? null,
    correct_answer: q.correctAnswer,
    explanation: q.explanation,
    difficulty: q.difficulty,
  });
}

const toRow = (q: SeedQuestion) => seedContent(q, q.examTypeId, q.category);

/**
 * Loads the seed bank into `questions` (idempotent, by seed key): new questions are added,
 * edited ones updated. Questions
 * added by admins are never touched. An edited question students were served is copied on
 * write (decision 0011), so a past review never shows text the student was not shown. One transaction: all or nothing.
 */
export async function seedQuestionBank(
  db: Db,
  dir: string,
  nowMs: number,
  log: Logger,
): Promise<{ added: number; updated: number }> {
  const bank = readQuestionBank(dir);
  if (bank.length === 0) return { added: 0, updated: 0 };
  const now = isoAt(nowMs);
  return db.transaction().execute(async (trx) => {
    const existing = await seededQuestions(trx);
    const byKey = new Map(existing.map((row) => [row.seed_key as string, row]));
    const fresh: ReturnType<typeof toRow>[] = [];
    const keys: string[] = [];
    let updated = 0;
    let retagged = 0;
    for (const q of bank) {
      const row = toRow(q);
      const current = byKey.get(q.key);
      if (!current) {
        fresh.push(row);
        keys.push(q.key);
        continue;
      }
      if (SEED_CONTENT_FIELDS.some((field) => current[field] !== row[field])) {
        // Copy on write when students were served it: their reviews keep what they saw.
        await reviseQuestion(trx, current.id, row, now);
        updated++;
      } else if (SEED_TAG_FIELDS.some((field) => current[field] !== row[field])) {
        await setQuestionTags(trx, current.id, { topic: row.topic, subarea: row.subarea });
        retagged++;
      }
    }
    // Batches keep each statement under SQLite's bound-parameter limit.
    for (let i = 0; i < fresh.length; i += 200) {
      await insertSeedQuestions(
        trx,
        fresh.slice(i, i + 200).map((row, j) => ({
          ...row,
          seed_key: keys[i + j] as string,
          created_at: now,
          updated_at: now,
        })),
      );
    }
    if (fresh.length || updated || retagged) {
      log.info('loaded the question bank', { added: fresh.length, updated, retagged });
    }
    return { added: fresh.length, updated };
  });
}

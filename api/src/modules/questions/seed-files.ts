import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { findExamBySlug, type QuestionSeed, questionSeedFileSchema } from '@app/domain';

export type SeedQuestion = QuestionSeed & { examTypeId: number; category: string; file: string };

/**
 * Reads the seed question bank: `<dir>/<exam-slug>/<category-slug>.json`. Every file must
 * name an exam of the catalogue and one of its categories; a bad file stops start-up with a
 * message naming it (a silently skipped file would hide questions students paid for).
 */
export function readQuestionBank(dir: string): SeedQuestion[] {
  let examDirs: string[];
  try {
    examDirs = readdirSync(dir).filter((name) => statSync(join(dir, name)).isDirectory());
  } catch {
    return [];
  }
  const questions: SeedQuestion[] = [];
  for (const examDir of examDirs.sort()) {
    const files = readdirSync(join(dir, examDir))
      .filter((f) => f.endsWith('.json'))
      .sort();
    for (const file of files) {
      const path = join(dir, examDir, file);
      const name = relative(dir, path);
      let raw: unknown;
      try {
        raw = JSON.parse(readFileSync(path, 'utf8'));
      } catch (error) {
        throw new Error(`Question bank file ${name} is not valid JSON: ${String(error)}`);
      }
      const parsed = questionSeedFileSchema.safeParse(raw);
      if (!parsed.success) {
        const first = parsed.error.issues[0];
        throw new Error(
          `Question bank file ${name} is invalid at ${first?.path.join('.')}: ${first?.message}`,
        );
      }
      const exam = findExamBySlug(parsed.data.exam);
      if (!exam || exam.slug !== examDir) {
        throw new Error(`Question bank file ${name} names exam '${parsed.data.exam}'`);
      }
      const category = exam.categories.find((c) => c.title === parsed.data.category);
      if (!category || `${category.slug}.json` !== file) {
        throw new Error(`Question bank file ${name} names category '${parsed.data.category}'`);
      }
      for (const q of parsed.data.questions) {
        questions.push({ ...q, examTypeId: exam.id, category: category.title, file: name });
      }
    }
  }
  return questions;
}

import {
  ANSWER_LETTERS,
  DIFFICULTIES,
  findExamById,
  keyProblem,
  optionCountOf,
  optionLetters,
} from '@app/domain';
import { unitProblem } from './asked-unit';
import type { SeedQuestion } from './seed-files';

/**
 * The seed question bank's content rules, written once: the data test
 * (question-bank.test.ts) applies them to the whole bank, and an author applies them to a file
 * while writing it (scripts/check-question-bank.mjs bundles this module). The shape of a file
 * (fields, lengths, a key that suits its item) is the seed schema's (questionSeedFileSchema in
 * @app/domain); the cues a test-wise student would exploit are bank-quality.ts's.
 *
 * Each function returns the problems found, one line each, empty when there are none.
 */

/** Every category of every exam has at least this many questions. */
export const MIN_PER_CATEGORY = 20;
/** No letter keys more than this share of a file's single-answer items. */
export const MAX_KEY_SHARE = 0.4;

type Item = Pick<
  SeedQuestion,
  | 'key'
  | 'type'
  | 'difficulty'
  | 'topic'
  | 'passage'
  | 'questionText'
  | 'optionA'
  | 'optionB'
  | 'optionC'
  | 'optionD'
  | 'optionE'
  | 'optionF'
  | 'correctAnswer'
  | 'tolerance'
  | 'unit'
  | 'explanation'
  | 'examTypeId'
>;

/** Sentences: a full stop, ? or ! (after any closing quote or bracket) then a space or the end. */
export const sentenceCount = (text: string) =>
  text.split(/[.!?]["”’')\]]*(?:\s+|$)/).filter((s) => s.trim().length > 2).length;

/** What makes two items the same question: passage and stem, case and spacing aside. */
export const stemOf = (q: Pick<Item, 'passage' | 'questionText'>) =>
  `${q.passage ?? ''} ${q.questionText}`.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * One item: a key that suits its type, four or more distinct options (none on a fill-in), a
 * fill-in's unit the one its stem asks for (asked-unit.ts), no "all/none of the above", an explanation of at least two sentences; a CLEP item has five
 * options and names the CLEP subject it serves in `topic`.
 */
export function itemProblems(q: Item): string[] {
  const problems: string[] = [];
  const type = q.type ?? 'single';
  const optionCount = optionCountOf(q);
  const problem = keyProblem({
    type,
    optionCount,
    correctAnswer: q.correctAnswer,
    tolerance: q.tolerance,
  });
  if (problem) problems.push(problem);
  if (type === 'single' && !(optionLetters(q) as string[]).includes(q.correctAnswer)) {
    problems.push('the key names an option the item does not have');
  }
  if (type === 'numeric' && optionCount !== 0) problems.push('a fill-in item has no options');
  const unit = type === 'numeric' ? unitProblem(q) : null;
  if (unit) problems.push(unit);
  if (type !== 'numeric' && optionCount < 4) problems.push('four or more options');
  const options = [q.optionA, q.optionB, q.optionC, q.optionD, q.optionE, q.optionF]
    .filter((o): o is string => o !== undefined)
    .map((o) => o.trim().toLowerCase());
  if (new Set(options).size !== optionCount) problems.push('options not distinct');
  if (options.some((o) => /\b(all|none) of the above\b/.test(o))) {
    problems.push('an option is "all/none of the above"');
  }
  if (sentenceCount(q.explanation) < 2) problems.push('explanation needs at least two sentences');
  if (findExamById(q.examTypeId)?.slug === 'clep') {
    if (!q.optionE) problems.push('CLEP items have five options');
    if (!q.topic) problems.push('CLEP items name their CLEP subject in topic');
  }
  return problems.map((p) => `${q.key}: ${p}`);
}

/** Across items (the whole bank, or the files an author checks): no key or stem twice. */
export function repeatProblems(items: readonly Item[]): string[] {
  const problems: string[] = [];
  const keys = new Set<string>();
  const stems = new Map<string, string>();
  for (const q of items) {
    if (keys.has(q.key)) problems.push(`${q.key}: key used twice`);
    keys.add(q.key);
    const stem = stemOf(q);
    const first = stems.get(stem);
    if (first !== undefined) problems.push(`${q.key}: repeats the stem of ${first}`);
    else stems.set(stem, q.key);
  }
  return problems;
}

/** One category (`label`): at least MIN_PER_CATEGORY questions, of every difficulty. */
export function categoryProblems(label: string, items: readonly Item[]): string[] {
  const problems: string[] = [];
  if (items.length < MIN_PER_CATEGORY) {
    problems.push(`${label}: ${items.length} questions, at least ${MIN_PER_CATEGORY}`);
  }
  for (const difficulty of DIFFICULTIES) {
    if (!items.some((q) => q.difficulty === difficulty)) {
      problems.push(`${label}: no ${difficulty} question`);
    }
  }
  return problems;
}

/** One file (`label`): no letter keys more than MAX_KEY_SHARE of its single-answer items. */
export function keySpreadProblems(label: string, items: readonly Item[]): string[] {
  const singles = items.filter((q) => (q.type ?? 'single') === 'single');
  if (singles.length === 0) return [];
  const problems: string[] = [];
  for (const letter of ANSWER_LETTERS) {
    const share = singles.filter((q) => q.correctAnswer === letter).length / singles.length;
    if (share > MAX_KEY_SHARE) {
      problems.push(
        `${label}: ${letter} keys ${Math.round(share * 100)}% of the single-answer items (at most ${MAX_KEY_SHARE * 100}%)`,
      );
    }
  }
  return problems;
}

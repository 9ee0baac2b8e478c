import {
  ANSWER_SHARES_MIN,
  MISSED_QUESTIONS_PREVIEW,
  type Placement,
  PRACTICE_MESSAGES,
  type SessionSection,
  scorePercent,
  type TestResult,
} from '@app/domain';
import type { Db } from '../../db/kysely';
import { AppError } from '../../errors';
import { type AccessUser, hasPremiumAccess } from '../subscriptions/service';
import { answerShareRows } from './answer-shares-repo';
import { placementsOf } from './placement';
import type { QuestionRecord } from './repo';
import { type SessionRow, sessionAnswerRows } from './repo';
import { isValidResponse } from './responses';
import { sectionsOf, unscoredIdsOf } from './sections';
import { servedQuestions } from './served-questions';
import { ownedSession, type PracticeDeps } from './session-guard';
import { parseIds, type QuestionRow, toQuestion } from './views';

type AnswerRecord = Awaited<ReturnType<typeof sessionAnswerRows>>[number];

/** The graded result; the review is complete for premium users, the top misses otherwise. */
export async function sessionResult(
  deps: PracticeDeps,
  user: AccessUser,
  row: SessionRow,
  /** The test's questions and graded answers when the caller has just read them (a submit). */
  known?: { questions: readonly QuestionRecord[]; answers: readonly AnswerRecord[] },
): Promise<TestResult> {
  if (row.submitted_at === null) throw new AppError('CONFLICT', PRACTICE_MESSAGES.notSubmitted);
  const ids = parseIds(row.question_ids);
  const [questionRows, answerRows, premium, shares] = await Promise.all([
    known?.questions ?? servedQuestions(deps.db, ids),
    known?.answers ?? sessionAnswerRows(deps.db, row.id),
    hasPremiumAccess(deps.db, user, row.exam_type_id, deps.clock.now()),
    answerSharesOf(deps.db, ids),
  ]);
  const byId = new Map(questionRows.map((q) => [q.id, toQuestion(q as QuestionRow)]));
  const rowsById = new Map(questionRows.map((q) => [q.id, q as QuestionRow]));
  const invalidAnswers = answerRows.flatMap((a) => {
    const question = rowsById.get(a.question_id);
    return a.chosen !== null && question && !isValidResponse(question, a.chosen)
      ? [a.question_id]
      : [];
  });
  // In the test's order (sessionAnswerRows sorts by position): the number the student saw.
  const reviewed = answerRows.flatMap((a, index) => {
    const q = byId.get(a.question_id);
    if (!q) return [];
    // Shares of options mean something where options are chosen, not ordered or typed.
    const choosesOptions = q.type === 'single' || q.type === 'multiple-select';
    return [
      {
        ...q,
        userAnswer: a.chosen ?? null,
        isCorrect: a.is_correct === 1,
        number: index + 1,
        flagged: Boolean(a.flagged),
        answerShares: (choosesOptions && shares.get(a.question_id)) || null,
      },
    ];
  });
  const exam = deps.exams.get(row.exam_type_id);
  const order = exam?.categories.map((c) => c.title) ?? [];
  // Unscored (pretest) items of a simulation count in no score, as on the real exam.
  const unscored = unscoredIdsOf(row);
  const perCategory = new Map<string, { correct: number; total: number }>();
  for (const r of reviewed) {
    if (unscored.has(r.id)) continue;
    const entry = perCategory.get(r.category) ?? { correct: 0, total: 0 };
    entry.total++;
    if (r.isCorrect) entry.correct++;
    perCategory.set(r.category, entry);
  }
  const categories = [...perCategory]
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
    .map(([category, v]) => ({ category, ...v, accuracy: scorePercent(v.correct, v.total) }));
  const review = premium
    ? reviewed
    : reviewed.filter((r) => !r.isCorrect).slice(0, MISSED_QUESTIONS_PREVIEW);
  const sections = sectionsOf(row);
  const placements = sections ? await placementsOf(deps, row, sections, reviewed) : [];
  return {
    sessionId: row.id,
    examTypeId: row.exam_type_id,
    mode: row.mode as TestResult['mode'],
    score: row.score ?? 0,
    correctCount: row.correct_count ?? 0,
    // Out of the scored questions, as the score is: a simulation's unscored ones are apart.
    total: row.total - unscored.size,
    answeredCount: row.answered_count ?? 0,
    timeSpent: row.time_spent ?? 0,
    completedAt: row.submitted_at,
    submittedBy: row.submitted_by === 'timer' ? 'timer' : 'student',
    categories,
    review,
    isPremium: premium,
    hiddenExplanations: reviewed.length - review.length,
    invalidAnswers,
    sections: sections && sectionResults(sections, reviewed, unscored, placements),
    unscoredCount: unscored.size,
  };
}

/** Each simulation section's score, its unscored items left out; its placement where adaptive. */
function sectionResults(
  sections: readonly SessionSection[],
  reviewed: readonly { id: number; isCorrect: boolean }[],
  unscored: ReadonlySet<number>,
  placements: readonly (Placement | null)[],
): NonNullable<TestResult['sections']> {
  return sections.map((section, i) => {
    const items = reviewed.slice(section.start, section.start + section.count);
    const scored = items.filter((r) => !unscored.has(r.id));
    const correct = scored.filter((r) => r.isCorrect).length;
    return {
      label: section.label,
      correct,
      total: scored.length,
      unscored: items.length - scored.length,
      accuracy: scorePercent(correct, scored.length),
      adaptive: section.adaptive,
      placement: placements[i] ?? null,
    };
  });
}

type AnswerShares = NonNullable<TestResult['review'][number]['answerShares']>;

/**
 * How students answered each question (from the item statistics), for those with at least
 * ANSWER_SHARES_MIN counted answers; shares rounded to whole percents.
 */
async function answerSharesOf(db: Db, ids: readonly number[]): Promise<Map<number, AnswerShares>> {
  if (ids.length === 0) return new Map();
  const rows = await answerShareRows(db, ids, ANSWER_SHARES_MIN);
  const share = (n: number, of: number) => Math.round((100 * Number(n)) / of) / 100;
  return new Map(
    rows.map((r) => {
      const of = Number(r.answered);
      return [
        r.question_id,
        {
          answered: of,
          A: share(r.chose_a, of),
          B: share(r.chose_b, of),
          C: share(r.chose_c, of),
          D: share(r.chose_d, of),
          ...(Number(r.chose_e) > 0 ? { E: share(r.chose_e, of) } : {}),
          ...(Number(r.chose_f) > 0 ? { F: share(r.chose_f, of) } : {}),
        },
      ];
    }),
  );
}

export async function getSessionResult(deps: PracticeDeps, user: AccessUser, sessionId: string) {
  return sessionResult(deps, user, await ownedSession(deps, user, sessionId));
}

import {
  type Blueprint,
  blueprintMinutes,
  type Difficulty,
  PRACTICE_MESSAGES,
  SECTION_CATEGORY_WEIGHTS,
  type SessionView,
  sessionDurationSeconds,
  splitAcross,
  type TestMode,
} from '@app/domain';
import { AppError } from '../../errors';
import type { PoolEntry } from '../questions/pool';
import { pickByQuota, type QuestionHistory, type Random, shuffle } from './selection';
import { type HistorySource, pickPreferringUnseen } from './unseen-sample';

export type Plan = {
  mode: TestMode;
  questionIds: number[];
  sections: NonNullable<SessionView['sections']> | null;
  durationSeconds: number | null;
  notice: string | null;
};

type Choice = {
  pool: readonly PoolEntry[];
  history: ReadonlyMap<number, QuestionHistory>;
  random?: Random;
};

type SampledChoice = Omit<Choice, 'history'> & { history: HistorySource };

/**
 * A test balanced across `categories` (a random category takes any remainder, so over many
 * tests no category is favoured), questions in random order.
 */
export async function planBalanced(
  mode: TestMode,
  categories: readonly string[],
  count: number,
  { pool, history, random = Math.random }: SampledChoice,
  difficulty?: Difficulty,
): Promise<Plan> {
  const candidates = difficulty ? pool.filter((q) => q.difficulty === difficulty) : pool;
  const quotas = splitAcross(count, shuffle(categories, random));
  const picked = await pickPreferringUnseen(candidates, quotas, history, random);
  const questionIds = shuffle([...picked.values()].flat(), random);
  if (questionIds.length === 0)
    throw new AppError('BAD_REQUEST', PRACTICE_MESSAGES.noQuestions, { appCode: 'NO_QUESTIONS' });
  return {
    mode,
    questionIds,
    sections: null,
    durationSeconds: sessionDurationSeconds(mode, questionIds.length),
    notice: null,
  };
}

/**
 * A full-length simulation: the blueprint's sections in order, each with its item count
 * split over its categories (by the section's weights where the exam publishes them). When
 * the bank has fewer questions than a section calls for, the section is shortened and its
 * time scaled by the same ratio, and the notice says so.
 */
export function planSimulation(
  blueprint: Blueprint,
  sectionLabels: readonly string[] | undefined,
  { pool, history, random = Math.random }: Choice,
): Plan {
  const wanted = sectionLabels?.length ? sectionLabels : null;
  for (const label of wanted ?? []) {
    if (!blueprint.sections.some((s) => s.label === label)) {
      throw new AppError('BAD_REQUEST', PRACTICE_MESSAGES.unknownSection(label));
    }
  }
  const chosen = blueprint.sections.filter((s) => !wanted || wanted.includes(s.label));
  const questionIds: number[] = [];
  const sections: NonNullable<Plan['sections']> = [];
  let planned = 0;
  for (const section of chosen) {
    const weights = SECTION_CATEGORY_WEIGHTS[`${blueprint.edition}/${section.label}`];
    const quotas = splitAcross(section.questions, section.categories, weights);
    const picked = pickByQuota(pool, quotas, history, random);
    const ids = shuffle([...picked.values()].flat(), random);
    planned += section.questions;
    if (ids.length === 0) continue;
    const minutes =
      section.minutes === null
        ? null
        : Math.ceil((section.minutes * ids.length) / section.questions);
    sections.push({ label: section.label, start: questionIds.length, count: ids.length, minutes });
    questionIds.push(...ids);
  }
  if (questionIds.length === 0)
    throw new AppError('BAD_REQUEST', PRACTICE_MESSAGES.noQuestions, { appCode: 'NO_QUESTIONS' });
  const minutes = blueprintMinutes(
    sections.map((s) => ({ ...s, categories: [], questions: s.count })),
  );
  return {
    mode: 'simulation',
    questionIds,
    sections,
    durationSeconds: minutes === null ? null : minutes * 60,
    notice:
      questionIds.length < planned
        ? PRACTICE_MESSAGES.simulationShortened(questionIds.length, planned)
        : null,
  };
}

/** The student's bookmarked questions of an exam, newest first, in that order. */
export function planBookmarks(questionIds: readonly number[]): Plan {
  if (questionIds.length === 0) throw new AppError('CONFLICT', PRACTICE_MESSAGES.noBookmarks);
  return {
    mode: 'bookmarks',
    questionIds: [...questionIds],
    sections: null,
    durationSeconds: sessionDurationSeconds('bookmarks', questionIds.length),
    notice: null,
  };
}

/** Due missed questions, most overdue first, in that order. */
export function planReview(dueQuestionIds: readonly number[]): Plan {
  if (dueQuestionIds.length === 0) throw new AppError('CONFLICT', PRACTICE_MESSAGES.noReviewDue);
  return {
    mode: 'review',
    questionIds: [...dueQuestionIds],
    sections: null,
    durationSeconds: sessionDurationSeconds('review', dueQuestionIds.length),
    notice: null,
  };
}

import {
  type Blueprint,
  type BlueprintSection,
  blueprintTests,
  DIAGNOSTIC_QUESTIONS,
  type Difficulty,
  diagnosticParts,
  diagnosticQuotas,
  findBlueprint,
  PRACTICE_MESSAGES,
  SECTION_CATEGORY_WEIGHTS,
  type SessionSection,
  sectionAccepts,
  sessionDurationSeconds,
  splitAcross,
  type TestMode,
} from '@app/domain';
import { AppError } from '../../errors';
import type { PoolEntry } from '../questions/pool';
import { firstAdaptiveItem, sectionPool } from './adaptive';
import { pickByQuota, type QuestionHistory, type Random, shuffle } from './selection';
import { type HistorySource, pickPreferringUnseen } from './unseen-sample';

export type Plan = {
  mode: TestMode;
  questionIds: number[];
  sections: SessionSection[] | null;
  /** A simulation's unscored (pretest) items: kept on the server, left out of the score. */
  unscoredIds: number[];
  durationSeconds: number | null;
  notice: string | null;
};

type Choice = {
  pool: readonly PoolEntry[];
  history: ReadonlyMap<number, QuestionHistory>;
  random?: Random;
  /** Item difficulties (logits) for adaptive sections' first items (calibration/item-difficulties.ts). */
  difficulties?: ReadonlyMap<number, { b: number }>;
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
    unscoredIds: [],
    durationSeconds: sessionDurationSeconds(mode, questionIds.length),
    notice: null,
  };
}

/**
 * A custom quiz's candidates: the whole pool, or, when blueprint sections are named (what to
 * study next links to a sub-area such as ACCUPLACER's Arithmetic), only the items those
 * sections draw on: their categories, within their topics and sub-areas.
 */
export function customQuizPool(
  examTypeId: number,
  pool: readonly PoolEntry[],
  sectionLabels: readonly string[] | undefined,
): readonly PoolEntry[] {
  if (!sectionLabels?.length) return pool;
  const sections = findBlueprint(examTypeId)?.sections ?? [];
  const chosen = [...new Set(sectionLabels)].map((label) => {
    const section = sections.find((s) => s.label === label);
    if (!section) throw new AppError('BAD_REQUEST', PRACTICE_MESSAGES.unknownSection(label));
    return section;
  });
  return pool.filter((entry) =>
    chosen.some((s) => s.categories.includes(entry.category) && sectionAccepts(s, entry)),
  );
}

/** Extended time and breaks a simulation applies to every clock (the student's setting). */
export type ClockAccommodations = { timeMultiplier: number; extraBreaks: boolean };

/** The length of a break the exam does not have, given to a student granted extra breaks. */
export const EXTRA_BREAK_MINUTES = 10;

/**
 * The sections a simulation holds: every one, those named, or (where the exam's subjects are
 * separate tests) the one named, with the parts that run on its clock (GED Math).
 */
export function chosenSections(
  blueprint: Blueprint,
  sectionLabels: readonly string[] | undefined,
): BlueprintSection[] {
  const wanted = sectionLabels?.length ? [...new Set(sectionLabels)] : null;
  const groups = blueprintTests(blueprint);
  for (const label of wanted ?? []) {
    if (!groups.some((g) => g[0]?.label === label)) {
      throw new AppError('BAD_REQUEST', PRACTICE_MESSAGES.unknownSection(label));
    }
  }
  if (blueprint.choose === 'one' && wanted?.length !== 1) {
    throw new AppError(
      'BAD_REQUEST',
      PRACTICE_MESSAGES.chooseOneSection(groups.map((g) => g[0]?.label ?? '')),
    );
  }
  return groups.filter((g) => !wanted || wanted.includes(g[0]?.label ?? '')).flat();
}

/**
 * A full-length simulation: the chosen sections in order, each with its item count split over
 * its categories (by the section's weights where the exam publishes them), drawn only from its
 * sub-areas where it has them, never the same question twice; the exam's unscored items are
 * picked at random among each section's items. Clocks and breaks are scaled by the student's
 * extended time. When the bank has fewer questions than a section calls for, the section is
 * shortened and its time scaled by the same ratio, and the notice says so. An adaptive section
 * (decision 0040) gets its first item chosen for the prior's ability; its other slots hold
 * provisional items the server replaces as the student answers, and it has no unscored items.
 */
export function planSimulation(
  blueprint: Blueprint,
  sectionLabels: readonly string[] | undefined,
  { pool, history, random = Math.random, difficulties }: Choice,
  accommodations: ClockAccommodations = { timeMultiplier: 1, extraBreaks: false },
): Plan {
  const chosen = chosenSections(blueprint, sectionLabels);
  const questionIds: number[] = [];
  const unscoredIds: number[] = [];
  const sections: SessionSection[] = [];
  const used = new Set<number>();
  const scale = (minutes: number) => Math.ceil(minutes * accommodations.timeMultiplier);
  let planned = 0;
  for (const [i, section] of chosen.entries()) {
    const weights = SECTION_CATEGORY_WEIGHTS[`${blueprint.edition}/${section.label}`];
    const quotas = splitAcross(section.questions, section.categories, weights);
    const candidates = pool.filter(
      (q) =>
        !used.has(q.id) &&
        (!section.topics || (q.topic !== null && section.topics.includes(q.topic))) &&
        (!section.subarea || q.subarea === section.subarea),
    );
    const picked = pickByQuota(candidates, quotas, history, random);
    let ids = shuffle([...picked.values()].flat(), random);
    planned += section.questions;
    if (ids.length === 0) continue;
    const adaptive = section.adaptive && difficulties !== undefined;
    if (adaptive) {
      const first = firstAdaptiveItem(
        sectionPool(candidates, section),
        history,
        difficulties,
        random,
      );
      if (first !== null) ids = [first, ...ids.filter((id) => id !== first)].slice(0, ids.length);
    }
    for (const id of ids) used.add(id);
    // Unscored items in proportion when the section is shortened (none where items adapt).
    const unscored = adaptive ? 0 : Math.floor((section.unscored * ids.length) / section.questions);
    unscoredIds.push(...shuffle(ids, random).slice(0, unscored));
    const minutes =
      section.minutes === null
        ? null
        : scale(Math.ceil((section.minutes * ids.length) / section.questions));
    const isLast = i === chosen.length - 1;
    const nextContinues = chosen[i + 1]?.continuesClock ?? false;
    const breakAfter =
      section.breakAfterMinutes ??
      (accommodations.extraBreaks && !isLast && !nextContinues ? EXTRA_BREAK_MINUTES : null);
    sections.push({
      label: section.label,
      start: questionIds.length,
      count: ids.length,
      minutes,
      continuesClock: section.continuesClock && sections.length > 0,
      navigation: section.navigation,
      mustAnswer: section.mustAnswer,
      calculator: section.calculator,
      formulaSheet: section.formulaSheet,
      highlighter: section.highlighter,
      breakAfterMinutes: isLast || breakAfter === null ? null : scale(breakAfter),
      adaptive,
    });
    questionIds.push(...ids);
  }
  if (questionIds.length === 0)
    throw new AppError('BAD_REQUEST', PRACTICE_MESSAGES.noQuestions, { appCode: 'NO_QUESTIONS' });
  const minutes = sections.some((s) => s.minutes === null && !s.continuesClock)
    ? null
    : sections.reduce((n, s) => n + (s.minutes ?? 0), 0);
  return {
    mode: 'simulation',
    questionIds,
    sections,
    unscoredIds,
    durationSeconds: minutes === null ? null : minutes * 60,
    notice:
      questionIds.length < planned
        ? PRACTICE_MESSAGES.simulationShortened(questionIds.length, planned)
        : null,
  };
}

/**
 * The diagnostic (decision 0042): DIAGNOSTIC_QUESTIONS spread over the blueprint's parts by
 * weight (diagnostic.ts), among the parts the bank has questions for, unseen questions first,
 * never the same question twice; in random order, untimed.
 */
export async function planDiagnostic(
  blueprint: Blueprint,
  { pool, history, random = Math.random }: SampledChoice,
): Promise<Plan> {
  const parts = diagnosticParts(blueprint)
    .map((part) => ({
      ...part,
      candidates: pool.filter(
        (q) => q.category === part.category && sectionAccepts(part.section, q),
      ),
    }))
    .filter((part) => part.candidates.length > 0);
  const quotas = diagnosticQuotas(parts, DIAGNOSTIC_QUESTIONS);
  const used = new Set<number>();
  for (const [i, part] of parts.entries()) {
    const quota = quotas[i] ?? 0;
    if (quota === 0) continue;
    const free = part.candidates.filter((q) => !used.has(q.id));
    const picked = await pickPreferringUnseen(
      free,
      new Map([[part.category, quota]]),
      history,
      random,
    );
    for (const id of picked.get(part.category) ?? []) used.add(id);
  }
  const questionIds = shuffle([...used], random);
  if (questionIds.length === 0)
    throw new AppError('BAD_REQUEST', PRACTICE_MESSAGES.noQuestions, { appCode: 'NO_QUESTIONS' });
  return {
    mode: 'diagnostic',
    questionIds,
    sections: null,
    unscoredIds: [],
    durationSeconds: sessionDurationSeconds('diagnostic', questionIds.length),
    notice: null,
  };
}

/** The student's bookmarked questions of an exam, newest first, in that order. */
export function planBookmarks(questionIds: readonly number[]): Plan {
  if (questionIds.length === 0) throw new AppError('CONFLICT', PRACTICE_MESSAGES.noBookmarks);
  return {
    mode: 'bookmarks',
    questionIds: [...questionIds],
    sections: null,
    unscoredIds: [],
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
    unscoredIds: [],
    durationSeconds: sessionDurationSeconds('review', dueQuestionIds.length),
    notice: null,
  };
}

import {
  ADAPTIVE_TOP_ITEMS,
  adaptiveAbility,
  type BlueprintSection,
  findBlueprint,
  isResponseCorrect,
  nextAdaptiveItem,
  type SessionSection,
} from '@app/domain';
import { itemDifficulties } from '../calibration/item-difficulties';
import type { PoolEntry } from '../questions/pool';
import { questionHistoryOf } from './history-repo';
import { sessionAnswerRows } from './repo';
import type { Sectioned } from './sections';
import type { QuestionHistory, Random } from './selection';
import { servedQuestions } from './served-questions';
import type { PracticeDeps } from './session-guard';
import { gradableOf, parseIds, type QuestionRow } from './views';

/*
 * Computer-adaptive subtests (ACCUPLACER; decision 0040). A session holds an adaptive section
 * as `count` slots: the first item is chosen when the test starts (at the prior's ability, the
 * same for everyone), each next one by the server when the student moves on, from the answers
 * so far. Slots not yet reached hold provisional items (the plan's draw), which the client never
 * sees; the item chosen for a slot is either one of them (moved into place) or an item of the
 * subtest's pool not in the test (put in its place).
 */

/** The pool entries a section draws from: its categories, narrowed to its sub-areas. */
export function sectionPool(
  pool: readonly PoolEntry[],
  section: Pick<BlueprintSection, 'categories' | 'topics' | 'subarea'>,
): PoolEntry[] {
  return pool.filter(
    (q) =>
      section.categories.includes(q.category) &&
      (!section.topics || (q.topic !== null && section.topics.includes(q.topic))) &&
      (!section.subarea || q.subarea === section.subarea),
  );
}

/** Unseen candidates when there are enough to draw among; otherwise all of them. */
export function preferUnseen<T extends { id: number }>(
  candidates: readonly T[],
  history: ReadonlyMap<number, QuestionHistory | string>,
): T[] {
  const unseen = candidates.filter((c) => !history.has(c.id));
  return unseen.length >= ADAPTIVE_TOP_ITEMS ? unseen : [...candidates];
}

/**
 * The first item of an adaptive section, before any answer: drawn among the unseen candidates
 * most informative at the prior's ability (θ = 0). Null when no candidate has a difficulty.
 */
export function firstAdaptiveItem(
  candidates: readonly PoolEntry[],
  history: ReadonlyMap<number, QuestionHistory>,
  difficulties: ReadonlyMap<number, { b: number }>,
  random: Random,
): number | null {
  const scored = preferUnseen(candidates, history).flatMap((c) => {
    const d = difficulties.get(c.id);
    return d ? [{ id: c.id, difficulty: d.b }] : [];
  });
  return nextAdaptiveItem(scored, 0, random);
}

/** The blueprint section a session's section was planned from (by its label). */
function blueprintSectionOf(examTypeId: number, label: string): BlueprintSection | undefined {
  return findBlueprint(examTypeId)?.sections.find((s) => s.label === label);
}

/**
 * The item for slot `position` of the open adaptive section: the ability is the EAP of the
 * section's answers so far (its slots before `position`), and the item is drawn among the
 * unseen candidates most informative there. Candidates: the section's provisional items from
 * `position` on, and the subtest's pool items not in the test. Null when there is none (the
 * provisional item stays).
 */
export async function chooseAdaptiveItem(
  deps: PracticeDeps,
  current: Sectioned,
  section: SessionSection,
  position: number,
  random: Random = Math.random,
): Promise<number | null> {
  const { row } = current;
  const ids = parseIds(row.question_ids);
  const inTest = new Set(ids);
  const served = ids.slice(section.start, section.start + position);
  const upcoming = ids.slice(section.start + position, section.start + section.count);
  const source = blueprintSectionOf(row.exam_type_id, section.label);
  const reserve = source
    ? sectionPool(await deps.questionPool.forExam(row.exam_type_id), source)
        .map((q) => q.id)
        .filter((id) => !inTest.has(id))
    : [];
  const candidateIds = [...upcoming, ...reserve];
  const [answerRows, questions, history, difficulties] = await Promise.all([
    sessionAnswerRows(deps.db, row.id),
    servedQuestions(deps.db, served),
    questionHistoryOf(deps.db, row.user_id, row.exam_type_id, candidateIds),
    itemDifficulties(deps, [...served, ...candidateIds]),
  ]);
  const chosen = new Map(answerRows.map((a) => [a.question_id, a.chosen]));
  const byId = new Map(questions.map((q) => [q.id, q as QuestionRow]));
  const answers = served.flatMap((id) => {
    const response = chosen.get(id);
    const question = byId.get(id);
    const difficulty = difficulties.get(id);
    if (response == null || !question || !difficulty) return [];
    return [
      { difficulty: difficulty.b, correct: isResponseCorrect(gradableOf(question), response) },
    ];
  });
  const seen = new Map(history.map((h) => [h.question_id, h.status]));
  const candidates = preferUnseen(
    candidateIds.flatMap((id) => {
      const d = difficulties.get(id);
      return d ? [{ id, difficulty: d.b }] : [];
    }),
    seen,
  );
  return nextAdaptiveItem(candidates, adaptiveAbility(answers), random);
}

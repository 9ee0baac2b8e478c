import {
  allSectionsClosed,
  closeSectionAt,
  endBreakAt,
  onIntro,
  PRACTICE_MESSAGES,
  type SectionState,
  type SessionSection,
  type SimulationState,
  secondsUntil,
  sectionOfQuestion,
  sessionSectionSchema,
  settleSections,
  startSectionAt,
  TIMER_GRACE_MS,
} from '@app/domain';
import { z } from 'zod';
import { AppError } from '../../errors';
import { chooseAdaptiveItem } from './adaptive';
import { finalize } from './finalize';
import { findSession, placeItem, type SessionRow, updateSectionState } from './repo';
import type { PracticeDeps } from './session-guard';
import { parseIds } from './views';

/**
 * The rules of a sectioned simulation, enforced on the server (issue 25): a section locks when
 * it is closed or its clock ends, breaks sit between sections, and where the exam shows one
 * item at a time there is no going back and (where it says so) no skipping.
 */

const sectionsSchema = z.array(sessionSectionSchema);

/** The sections a session holds (older sessions: the defaults of their rules), or null. */
export function sectionsOf(row: Pick<SessionRow, 'sections'>): SessionSection[] | null {
  return row.sections ? sectionsSchema.parse(JSON.parse(row.sections)) : null;
}

type StoredState = SectionState & { timeMultiplier: number };

export function storedState(state: SectionState, timeMultiplier: number): string {
  return JSON.stringify({ ...state, timeMultiplier } satisfies StoredState);
}

function stateOf(row: Pick<SessionRow, 'section_state'>): StoredState | null {
  if (!row.section_state) return null;
  const state = JSON.parse(row.section_state) as StoredState;
  // Stored before intros held the clock: the open section's clock already runs.
  return { ...state, introUntil: state.introUntil ?? null };
}

/** The unscored (pretest) questions of a simulation. */
export function unscoredIdsOf(row: Pick<SessionRow, 'unscored_ids'>): Set<number> {
  return new Set(row.unscored_ids ? (JSON.parse(row.unscored_ids) as number[]) : []);
}

/** A sectioned simulation in progress: its sections and where it stands. */
export type Sectioned = { row: SessionRow; sections: SessionSection[]; state: StoredState };

function sectioned(row: SessionRow): Sectioned | null {
  const sections = sectionsOf(row);
  const state = stateOf(row);
  return sections && state ? { row, sections, state } : null;
}

/** An adaptive section's next item, put in its slot (index in the test) as the state moves. */
type Placement = { index: number; questionId: number };

/**
 * Moves the state to `next` if nobody moved it meanwhile (compare and set on the stored
 * JSON), with the item chosen for an adaptive slot put in place in the same transaction; a
 * session whose last section closed is graded. Returns the session as it now is.
 */
async function moveTo(
  deps: PracticeDeps,
  { row, sections, state }: Sectioned,
  next: SectionState,
  by: 'student' | 'timer',
  placement?: Placement,
): Promise<SessionRow> {
  const json = storedState(next, state.timeMultiplier);
  const from = row.section_state as string;
  let questionIds = row.question_ids;
  let moved: boolean;
  if (placement) {
    const ids = parseIds(row.question_ids);
    const displaced = ids[placement.index] as number;
    // A provisional item of a later slot moves into place (and the displaced one to its slot);
    // an item of the pool takes the displaced one's place.
    const swapFrom = ids.indexOf(placement.questionId);
    ids[placement.index] = placement.questionId;
    if (swapFrom !== -1) ids[swapFrom] = displaced;
    questionIds = JSON.stringify(ids);
    moved = await placeItem(deps.db, row.id, from, json, questionIds, {
      position: placement.index,
      questionId: placement.questionId,
      displaced,
      swapFrom: swapFrom === -1 ? null : swapFrom,
    });
  } else {
    moved = await updateSectionState(deps.db, row.id, from, json);
  }
  if (!moved) {
    const fresh = await findSession(deps.db, row.id);
    if (!fresh) throw new AppError('NOT_FOUND', PRACTICE_MESSAGES.sessionNotFound);
    return fresh;
  }
  const updated = { ...row, section_state: json, question_ids: questionIds };
  return allSectionsClosed(sections, next) ? finalize(deps, updated, by) : updated;
}

/**
 * The session with its sections' time brought up to now: breaks that ran out ended, sections
 * whose clock ran out closed (graded when the last one closes). Other sessions as they are.
 */
export async function settledSession(deps: PracticeDeps, row: SessionRow): Promise<SessionRow> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const current = row.submitted_at === null ? sectioned(row) : null;
    if (!current) return row;
    const next = settleSections(current.sections, current.state, deps.clock.now(), TIMER_GRACE_MS);
    if (next === current.state) return row;
    row = await moveTo(deps, current, next, 'timer');
  }
  return row;
}

/** What the exam screen shows of the simulation's clock and position (null: not sectioned). */
export function simulationView(row: SessionRow, nowMs: number): SimulationState | null {
  const current = sectioned(row);
  if (!current) return null;
  const { state } = current;
  return {
    sectionIndex: state.index,
    sectionDeadlineAt: state.deadlineAt,
    sectionRemainingSeconds: secondsUntil(state.deadlineAt, nowMs),
    onBreak: state.breakUntil !== null,
    breakEndsAt: state.breakUntil,
    breakRemainingSeconds: secondsUntil(state.breakUntil, nowMs),
    position: state.position,
    introEndsAt: state.introUntil,
    introRemainingSeconds: secondsUntil(state.introUntil, nowMs),
    timeMultiplier: state.timeMultiplier,
  };
}

const conflict = (message: string, appCode: ConstructorParameters<typeof AppError>[2]) =>
  new AppError('CONFLICT', message, appCode);

/**
 * Refuses a change to the item at `index` of the test (an answer, a flag, a mark) that the
 * exam's rules forbid now: a closed or not yet open section, a break, an item already left or
 * not yet reached where the exam goes forward only.
 */
export function assertItemOpen(current: Sectioned, index: number): void {
  const { sections, state } = current;
  const at = sectionOfQuestion(sections, index);
  if (state.breakUntil !== null) {
    throw conflict(PRACTICE_MESSAGES.onBreak, { appCode: 'ON_BREAK' });
  }
  if (at < state.index) {
    throw conflict(PRACTICE_MESSAGES.sectionClosed, { appCode: 'SECTION_CLOSED' });
  }
  if (at > state.index) {
    throw conflict(PRACTICE_MESSAGES.sectionNotOpen, { appCode: 'SECTION_NOT_OPEN' });
  }
  if (onIntro(state)) {
    throw conflict(PRACTICE_MESSAGES.sectionNotStarted, { appCode: 'SECTION_NOT_STARTED' });
  }
  const section = sections[at] as SessionSection;
  if (section.navigation !== 'forward-only') return;
  const position = index - section.start;
  if (position < state.position) {
    throw conflict(PRACTICE_MESSAGES.noGoingBack, { appCode: 'NO_GOING_BACK' });
  }
  if (position > state.position) {
    throw conflict(PRACTICE_MESSAGES.answerFirst, { appCode: 'ANSWER_REQUIRED' });
  }
}

/** The session's sections and state, or a 400 for a test that has none. */
export function requireSectioned(row: SessionRow): Sectioned {
  const current = sectioned(row);
  if (!current) {
    throw new AppError('BAD_REQUEST', PRACTICE_MESSAGES.notSectioned, {
      appCode: 'NOT_SECTIONED',
    });
  }
  return current;
}

/** The sectioned state of an open session, or null for every other test. */
export function sectionedOrNull(row: SessionRow): Sectioned | null {
  return row.submitted_at === null ? sectioned(row) : null;
}

/** Test numbers (1-based) of the section's items left unanswered, for a must-answer rule. */
export function unansweredNumbers(
  section: SessionSection,
  questionIds: readonly number[],
  answered: ReadonlySet<number>,
  upTo = section.count,
): number[] {
  const numbers: number[] = [];
  for (let i = section.start; i < section.start + upTo; i++) {
    const id = questionIds[i];
    if (id !== undefined && !answered.has(id)) numbers.push(i + 1);
  }
  return numbers;
}

/** Closes the open section now (the student's choice); a 409 for any other section. */
export async function closeOpenSection(
  deps: PracticeDeps,
  current: Sectioned,
  sectionIndex: number,
  answeredIds: ReadonlySet<number>,
  questionIds: readonly number[],
): Promise<SessionRow> {
  const { sections, state } = current;
  if (state.breakUntil !== null) {
    throw conflict(PRACTICE_MESSAGES.onBreak, { appCode: 'ON_BREAK' });
  }
  if (sectionIndex < state.index) {
    throw conflict(PRACTICE_MESSAGES.sectionClosed, { appCode: 'SECTION_CLOSED' });
  }
  if (sectionIndex > state.index) {
    throw conflict(PRACTICE_MESSAGES.sectionNotOpen, { appCode: 'SECTION_NOT_OPEN' });
  }
  const section = sections[sectionIndex] as SessionSection;
  if (section.mustAnswer) {
    const missing = unansweredNumbers(section, questionIds, answeredIds);
    if (missing.length > 0) {
      throw conflict(PRACTICE_MESSAGES.answerRequired(missing.slice(0, 10)), {
        appCode: 'ANSWER_REQUIRED',
      });
    }
  }
  return moveTo(deps, current, closeSectionAt(sections, state, deps.clock.now()), 'student');
}

/**
 * Starts the open section's clock now (the student leaves its intro); a section already
 * running is left as it is (a second click, a retried request). A 409 for any other section.
 */
export async function startOpenSection(
  deps: PracticeDeps,
  current: Sectioned,
  sectionIndex: number,
): Promise<SessionRow> {
  const { sections, state } = current;
  if (state.breakUntil !== null) {
    throw conflict(PRACTICE_MESSAGES.onBreak, { appCode: 'ON_BREAK' });
  }
  if (sectionIndex < state.index) {
    throw conflict(PRACTICE_MESSAGES.sectionClosed, { appCode: 'SECTION_CLOSED' });
  }
  if (sectionIndex > state.index) {
    throw conflict(PRACTICE_MESSAGES.sectionNotOpen, { appCode: 'SECTION_NOT_OPEN' });
  }
  if (!onIntro(state)) return current.row;
  return moveTo(deps, current, startSectionAt(sections, state, deps.clock.now()), 'student');
}

/** Ends the break now; a 409 when there is none. */
export async function endOpenBreak(deps: PracticeDeps, current: Sectioned): Promise<SessionRow> {
  if (current.state.breakUntil === null) {
    throw conflict(PRACTICE_MESSAGES.notOnBreak, { appCode: 'NOT_ON_BREAK' });
  }
  return moveTo(
    deps,
    current,
    endBreakAt(current.sections, current.state, deps.clock.now()),
    'student',
  );
}

/**
 * Moves on from the item on screen where the exam shows one at a time: a must-answer section
 * refuses an unanswered item; leaving the last item closes the section. In an adaptive section
 * the server chooses the next item from the answers so far (`choose`).
 */
export async function advanceFrom(
  deps: PracticeDeps,
  current: Sectioned,
  index: number,
  answered: boolean,
  choose: typeof chooseAdaptiveItem = chooseAdaptiveItem,
): Promise<SessionRow> {
  assertItemOpen(current, index);
  const { sections, state } = current;
  const section = sections[state.index] as SessionSection;
  if (section.navigation !== 'forward-only') {
    throw new AppError('BAD_REQUEST', PRACTICE_MESSAGES.notSectioned, {
      appCode: 'NOT_SECTIONED',
    });
  }
  if (section.mustAnswer && !answered) {
    throw conflict(PRACTICE_MESSAGES.answerRequired([index + 1]), { appCode: 'ANSWER_REQUIRED' });
  }
  const last = state.position + 1 >= section.count;
  if (last)
    return moveTo(deps, current, closeSectionAt(sections, state, deps.clock.now()), 'student');
  const position = state.position + 1;
  const next = { ...state, position };
  const questionId = section.adaptive ? await choose(deps, current, section, position) : null;
  return moveTo(
    deps,
    current,
    next,
    'student',
    questionId === null ? undefined : { index: section.start + position, questionId },
  );
}

/**
 * How many of the test's items (from the first) the student may see now: all of them, except
 * in a simulation in progress with adaptive sections, where the items not yet served (the open
 * adaptive section's after the one on screen, and those of later sections) are not shown.
 */
export function visibleItems(row: SessionRow, total: number): number {
  const current = sectionedOrNull(row);
  if (!current) return total;
  const { sections, state } = current;
  for (const [i, section] of sections.entries()) {
    if (!section.adaptive || i < state.index) continue;
    const here = i === state.index && state.breakUntil === null;
    return section.start + (here ? state.position + 1 : 0);
  }
  return total;
}

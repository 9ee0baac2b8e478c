/**
 * The clock of a sectioned simulation (issue 25): which section is open, when its time ends,
 * breaks between sections, and the item on screen where the exam shows one at a time. Pure
 * functions of the session's sections and the time: the server keeps the state and enforces
 * it; the exam screen shows it.
 */

/** The rules of one section of a simulation, as the session stores them. */
export type ClockSection = {
  /** Index of its first question in the session's question list. */
  start: number;
  count: number;
  /** Section time (already scaled by the student's extended time); null when untimed. */
  minutes: number | null;
  /** Runs on the previous section's clock (GED Math's two parts). */
  continuesClock: boolean;
  /** A break after this section (already scaled), or null. */
  breakAfterMinutes: number | null;
};

export type SectionState = {
  /** The section in progress, or the one after the break; sections.length once all closed. */
  index: number;
  /** When the open section's clock ends (ISO); null when untimed or on a break. */
  deadlineAt: string | null;
  /** While on a break: when it ends (ISO); otherwise null. */
  breakUntil: string | null;
  /** The item on screen, counted within the section (used where the exam goes forward only). */
  position: number;
};

const MINUTE_MS = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();
const ms = (at: string) => new Date(at).getTime();

function clockOf(section: ClockSection, atMs: number, previousDeadline: string | null) {
  if (section.continuesClock) return previousDeadline;
  return section.minutes === null ? null : iso(atMs + section.minutes * MINUTE_MS);
}

/** The state at the start of a simulation: the first section open, its clock running. */
export function firstSectionState(sections: readonly ClockSection[], nowMs: number): SectionState {
  const first = sections[0];
  return {
    index: 0,
    deadlineAt: first ? clockOf({ ...first, continuesClock: false }, nowMs, null) : null,
    breakUntil: null,
    position: 0,
  };
}

export function allSectionsClosed(sections: readonly ClockSection[], state: SectionState) {
  return state.index >= sections.length;
}

/**
 * Closes the open section at `atMs` (the student closed it, or its clock ended then): a break
 * follows if the section has one; otherwise the next section opens with its own clock (or the
 * same clock, for a continuing part).
 */
export function closeSectionAt(
  sections: readonly ClockSection[],
  state: SectionState,
  atMs: number,
): SectionState {
  const current = sections[state.index];
  const next = sections[state.index + 1];
  if (!current || !next) {
    return { index: sections.length, deadlineAt: null, breakUntil: null, position: 0 };
  }
  if (current.breakAfterMinutes !== null) {
    return {
      index: state.index + 1,
      deadlineAt: null,
      breakUntil: iso(atMs + current.breakAfterMinutes * MINUTE_MS),
      position: 0,
    };
  }
  return {
    index: state.index + 1,
    deadlineAt: clockOf(next, atMs, state.deadlineAt),
    breakUntil: null,
    position: 0,
  };
}

/** Ends the break at `atMs` (the student ended it early, or its time ran out then). */
export function endBreakAt(
  sections: readonly ClockSection[],
  state: SectionState,
  atMs: number,
): SectionState {
  const section = sections[state.index];
  if (state.breakUntil === null || !section) return state;
  return {
    index: state.index,
    deadlineAt: clockOf({ ...section, continuesClock: false }, atMs, null),
    breakUntil: null,
    position: 0,
  };
}

/**
 * The state at `nowMs`: breaks that ran out have ended and sections whose clock (plus the
 * grace for answers in flight) ran out are closed, each at the moment its time ended, so the
 * next section's clock started then, as at a test centre.
 */
export function settleSections(
  sections: readonly ClockSection[],
  state: SectionState,
  nowMs: number,
  graceMs: number,
): SectionState {
  let current = state;
  for (let step = 0; step <= 2 * sections.length; step++) {
    if (allSectionsClosed(sections, current)) return current;
    if (current.breakUntil !== null) {
      if (nowMs < ms(current.breakUntil)) return current;
      current = endBreakAt(sections, current, ms(current.breakUntil));
    } else if (current.deadlineAt !== null && nowMs > ms(current.deadlineAt) + graceMs) {
      current = closeSectionAt(sections, current, ms(current.deadlineAt));
    } else {
      return current;
    }
  }
  return current;
}

/** The section holding the question at `index` of the session's list, or -1. */
export function sectionOfQuestion(sections: readonly ClockSection[], index: number): number {
  return sections.findIndex((s) => index >= s.start && index < s.start + s.count);
}

/**
 * The latest moment the whole simulation can end (every clock and break used in full), for
 * the session's deadline; null when a section is untimed (the test then has no overall end).
 */
export function latestEndMs(sections: readonly ClockSection[], startMs: number): number | null {
  let total = 0;
  for (const s of sections) {
    if (s.continuesClock) continue;
    if (s.minutes === null) return null;
    total += s.minutes;
  }
  for (const s of sections.slice(0, -1)) total += s.breakAfterMinutes ?? 0;
  return startMs + total * MINUTE_MS;
}

/** Seconds left until an ISO moment (never below 0), or null. */
export function secondsUntil(at: string | null, nowMs: number): number | null {
  return at === null ? null : Math.max(0, Math.ceil((ms(at) - nowMs) / 1000));
}

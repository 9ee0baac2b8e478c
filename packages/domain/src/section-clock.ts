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
  /**
   * While a timed section's intro is on screen and its clock has not started: when the clock
   * starts by itself (INTRO_LIMIT_MINUTES after the section opened). Null once it runs, and
   * for untimed sections, parts on the previous part's clock and breaks. States stored before
   * this existed have none: their clock started when the section opened.
   */
  introUntil: string | null;
};

/**
 * How long a timed section's intro may stay on screen before its clock starts by itself. Our
 * rule, not the exam bodies' (ATI: "your time will not start again until you begin the next
 * section"): it bounds how long a test can last, so an abandoned test still ends.
 */
export const INTRO_LIMIT_MINUTES = 5;

const MINUTE_MS = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();
const ms = (at: string) => new Date(at).getTime();

/**
 * How a section opens at `atMs`: a part on the previous part's clock goes on with it; an
 * untimed section has no clock; a timed one shows its intro, its clock not yet started.
 */
function opening(
  section: ClockSection,
  atMs: number,
  previousDeadline: string | null,
): Pick<SectionState, 'deadlineAt' | 'introUntil'> {
  if (section.continuesClock) return { deadlineAt: previousDeadline, introUntil: null };
  if (section.minutes === null) return { deadlineAt: null, introUntil: null };
  return { deadlineAt: null, introUntil: iso(atMs + INTRO_LIMIT_MINUTES * MINUTE_MS) };
}

/** The state at the start of a simulation: the first section open, on its intro. */
export function firstSectionState(sections: readonly ClockSection[], nowMs: number): SectionState {
  const first = sections[0];
  return {
    index: 0,
    ...(first
      ? opening({ ...first, continuesClock: false }, nowMs, null)
      : { deadlineAt: null, introUntil: null }),
    breakUntil: null,
    position: 0,
  };
}

export function allSectionsClosed(sections: readonly ClockSection[], state: SectionState) {
  return state.index >= sections.length;
}

/** The open section's intro is on screen and its clock has not started. */
export function onIntro(state: SectionState): boolean {
  return (state.introUntil ?? null) !== null;
}

/**
 * Starts the open section's clock at `atMs` (the student started the section, or its intro's
 * limit ran out then). A section already running is left as it is.
 */
export function startSectionAt(
  sections: readonly ClockSection[],
  state: SectionState,
  atMs: number,
): SectionState {
  const section = sections[state.index];
  if (!onIntro(state) || !section || section.minutes === null) return state;
  return {
    ...state,
    deadlineAt: iso(atMs + section.minutes * MINUTE_MS),
    introUntil: null,
  };
}

/**
 * Closes the open section at `atMs` (the student closed it, or its clock ended then): a break
 * follows if the section has one; otherwise the next section opens on its intro (or, for a
 * continuing part, on the same clock).
 */
export function closeSectionAt(
  sections: readonly ClockSection[],
  state: SectionState,
  atMs: number,
): SectionState {
  const current = sections[state.index];
  const next = sections[state.index + 1];
  if (!current || !next) {
    return {
      index: sections.length,
      deadlineAt: null,
      breakUntil: null,
      position: 0,
      introUntil: null,
    };
  }
  if (current.breakAfterMinutes !== null) {
    return {
      index: state.index + 1,
      deadlineAt: null,
      breakUntil: iso(atMs + current.breakAfterMinutes * MINUTE_MS),
      position: 0,
      introUntil: null,
    };
  }
  return {
    index: state.index + 1,
    ...opening(next, atMs, state.deadlineAt),
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
    ...opening({ ...section, continuesClock: false }, atMs, null),
    breakUntil: null,
    position: 0,
  };
}

/**
 * The state at `nowMs`: breaks that ran out have ended, intros that reached their limit have
 * started their section's clock, and sections whose clock (plus the grace for answers in
 * flight) ran out are closed, each at the moment its time ended, so the
 * next section's clock started then, as at a test centre.
 */
export function settleSections(
  sections: readonly ClockSection[],
  state: SectionState,
  nowMs: number,
  graceMs: number,
): SectionState {
  let current = state;
  for (let step = 0; step <= 3 * sections.length; step++) {
    if (allSectionsClosed(sections, current)) return current;
    if (current.breakUntil !== null) {
      if (nowMs < ms(current.breakUntil)) return current;
      current = endBreakAt(sections, current, ms(current.breakUntil));
    } else if (onIntro(current)) {
      const limit = ms(current.introUntil as string);
      if (nowMs < limit) return current;
      current = startSectionAt(sections, current, limit);
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
 * The latest moment the whole simulation can end (every intro, clock and break used in full),
 * for the session's deadline; null when a section is untimed (the test then has no overall end).
 */
export function latestEndMs(sections: readonly ClockSection[], startMs: number): number | null {
  let total = 0;
  for (const s of sections) {
    if (s.continuesClock) continue;
    if (s.minutes === null) return null;
    total += INTRO_LIMIT_MINUTES + s.minutes;
  }
  for (const s of sections.slice(0, -1)) total += s.breakAfterMinutes ?? 0;
  return startMs + total * MINUTE_MS;
}

/** Seconds left until an ISO moment (never below 0), or null. */
export function secondsUntil(at: string | null, nowMs: number): number | null {
  return at === null ? null : Math.max(0, Math.ceil((ms(at) - nowMs) / 1000));
}

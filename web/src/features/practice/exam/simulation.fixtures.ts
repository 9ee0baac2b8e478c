import type { SessionSection, SessionView, SimulationState } from '@app/domain';

/** A section as a session holds it, free navigation and no tools unless given. */
export function section(
  label: string,
  start: number,
  count: number,
  rules: Partial<SessionSection> = {},
): SessionSection {
  return {
    label,
    start,
    count,
    minutes: 10,
    continuesClock: false,
    navigation: 'free',
    mustAnswer: false,
    calculator: 'none',
    formulaSheet: false,
    highlighter: false,
    breakAfterMinutes: null,
    adaptive: false,
    ...rules,
  };
}

export function simulationState(over: Partial<SimulationState> = {}): SimulationState {
  return {
    sectionIndex: 0,
    sectionDeadlineAt: '2026-11-26T10:00:00.000Z',
    sectionRemainingSeconds: 600,
    onBreak: false,
    breakEndsAt: null,
    breakRemainingSeconds: null,
    position: 0,
    introEndsAt: null,
    introRemainingSeconds: null,
    timeMultiplier: 1,
    ...over,
  };
}

/**
 * A simulation in progress: four single-answer items (ids 21–24) in two sections of two,
 * Reading then Math (with a four-function calculator and a break after Reading).
 */
export function simulationSession(over: Partial<SessionView> = {}): SessionView {
  const ids = [21, 22, 23, 24];
  return {
    id: 's-sim',
    examTypeId: 1,
    examType: { name: 'ATI TEAS 7', icon: 'book' },
    mode: 'simulation',
    status: 'in_progress',
    questionIds: ids,
    questions: ids.map((id) => ({
      id,
      examTypeId: 1,
      category: id < 23 ? 'Reading' : 'Math',
      type: 'single' as const,
      questionText: `What is item ${id}?`,
      optionA: `Alpha ${id}`,
      optionB: `Bravo ${id}`,
      optionC: `Charlie ${id}`,
      optionD: `Delta ${id}`,
      difficulty: 'easy' as const,
      createdAt: '2026-01-01T00:00:00.000Z',
    })),
    answers: {},
    flagged: [],
    bookmarked: [],
    feedback: {},
    sections: [
      section('Reading', 0, 2, { breakAfterMinutes: 10, highlighter: true }),
      section('Math', 2, 2, { calculator: 'four-function' }),
    ],
    marks: {},
    simulation: simulationState(),
    startedAt: '2026-11-26T09:00:00.000Z',
    deadlineAt: '2026-11-26T11:00:00.000Z',
    durationSeconds: 7200,
    remainingSeconds: 7000,
    score: null,
    completedAt: null,
    timeSpent: null,
    notice: null,
    ...over,
  };
}

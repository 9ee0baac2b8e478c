import { describe, expect, it } from 'vitest';
import {
  type ClockSection,
  closeSectionAt,
  endBreakAt,
  firstSectionState,
  INTRO_LIMIT_MINUTES,
  latestEndMs,
  onIntro,
  type SectionState,
  secondsUntil,
  sectionOfQuestion,
  settleSections,
  startSectionAt,
} from './section-clock';

const MIN = 60_000;
const T0 = Date.parse('2026-12-01T09:00:00.000Z');
const at = (minutes: number) => new Date(T0 + minutes * MIN).toISOString();

const section = (s: Partial<ClockSection> & Pick<ClockSection, 'start' | 'count'>) => ({
  minutes: 10,
  continuesClock: false,
  breakAfterMinutes: null,
  ...s,
});

// TEAS-like: four timed sections, a break after the second.
const teas: ClockSection[] = [
  section({ start: 0, count: 3, minutes: 10 }),
  section({ start: 3, count: 3, minutes: 20, breakAfterMinutes: 5 }),
  section({ start: 6, count: 3, minutes: 30 }),
  section({ start: 9, count: 2, minutes: 5 }),
];

const I = INTRO_LIMIT_MINUTES;

/** The state with the open section's clock started at `minutes`. */
const startedAt = (sections: ClockSection[], state: SectionState, minutes: number) =>
  startSectionAt(sections, state, T0 + minutes * MIN);

describe('the clock of a sectioned simulation', () => {
  it('opens the first section on its intro: its clock does not run until the student starts it', () => {
    const first = firstSectionState(teas, T0);
    expect(first).toEqual({
      index: 0,
      deadlineAt: null,
      breakUntil: null,
      position: 0,
      introUntil: at(I),
    });
    expect(onIntro(first)).toBe(true);
    // Two minutes on the intro cost nothing: the section has its full 10 from the start.
    expect(startedAt(teas, first, 2)).toEqual({
      index: 0,
      deadlineAt: at(12),
      breakUntil: null,
      position: 0,
      introUntil: null,
    });
    // Starting twice changes nothing.
    const running = startedAt(teas, first, 2);
    expect(startedAt(teas, running, 3)).toBe(running);
  });

  it('starts the clock by itself when the intro stays on screen past its limit', () => {
    const first = firstSectionState(teas, T0);
    expect(settleSections(teas, first, T0 + (I - 1) * MIN, 2000)).toBe(first);
    expect(settleSections(teas, first, T0 + (I + 1) * MIN, 2000)).toEqual({
      index: 0,
      deadlineAt: at(I + 10),
      breakUntil: null,
      position: 0,
      introUntil: null,
    });
  });

  it('opens the next section on its intro when one is closed early', () => {
    const running = startedAt(teas, firstSectionState(teas, T0), 0);
    const next = closeSectionAt(teas, running, T0 + 4 * MIN);
    expect(next).toEqual({
      index: 1,
      deadlineAt: null,
      breakUntil: null,
      position: 0,
      introUntil: at(4 + I),
    });
    expect(startedAt(teas, next, 5).deadlineAt).toBe(at(25));
  });

  it('puts a break after the section that has one; ending it early opens the next intro', () => {
    const second = startedAt(teas, closeSectionAt(teas, firstSectionState(teas, T0), T0), 0);
    const onBreak = closeSectionAt(teas, second, T0 + 15 * MIN);
    expect(onBreak).toEqual({
      index: 2,
      deadlineAt: null,
      breakUntil: at(20),
      position: 0,
      introUntil: null,
    });
    // No clock starts on a break.
    expect(startSectionAt(teas, onBreak, T0 + 16 * MIN)).toBe(onBreak);
    expect(endBreakAt(teas, onBreak, T0 + 17 * MIN)).toEqual({
      index: 2,
      deadlineAt: null,
      breakUntil: null,
      position: 0,
      introUntil: at(17 + I),
    });
  });

  it('closes sections whose time ran out at the moment it ran out, ends breaks and intros', () => {
    const start = startedAt(teas, firstSectionState(teas, T0), 0);
    // Within the grace the section is still open.
    expect(settleSections(teas, start, T0 + 10 * MIN + 1000, 2000)).toBe(start);
    // Long after: section 1 closed at 10; section 2's intro 10–15, its clock 15–35; the break
    // 35–40; section 3's intro from 40, its clock from 45.
    expect(settleSections(teas, start, T0 + 50 * MIN, 2000)).toEqual({
      index: 2,
      deadlineAt: at(45 + 30),
      breakUntil: null,
      position: 0,
      introUntil: null,
    });
    // After every clock: all closed.
    expect(settleSections(teas, start, T0 + 200 * MIN, 2000).index).toBe(4);
  });

  it('runs a continuing part on the clock of the part before it (GED Math)', () => {
    const ged: ClockSection[] = [
      section({ start: 0, count: 5, minutes: 115 }),
      section({ start: 5, count: 41, minutes: null, continuesClock: true }),
    ];
    const running = startedAt(ged, firstSectionState(ged, T0), 0);
    const part2 = closeSectionAt(ged, running, T0 + 7 * MIN);
    expect(part2.deadlineAt).toBe(at(115));
    // The second part has no intro of its own clock: the one clock goes on.
    expect(onIntro(part2)).toBe(false);
    // When the one clock ends, both parts are closed.
    expect(settleSections(ged, running, T0 + 116 * MIN, 0).index).toBe(2);
    expect(latestEndMs(ged, T0)).toBe(T0 + (I + 115) * MIN);
  });

  it('reads a state stored before intros existed as a running clock', () => {
    const old = { index: 0, deadlineAt: at(10), breakUntil: null, position: 0 } as SectionState;
    expect(onIntro(old)).toBe(false);
    expect(startSectionAt(teas, old, T0 + MIN)).toBe(old);
    expect(settleSections(teas, old, T0 + 11 * MIN, 0).index).toBe(1);
  });

  it('never closes an untimed section by itself (ACCUPLACER)', () => {
    const acc: ClockSection[] = [
      section({ start: 0, count: 20, minutes: null }),
      section({ start: 20, count: 20, minutes: null }),
    ];
    const start = firstSectionState(acc, T0);
    expect(start.deadlineAt).toBeNull();
    // No clock, so no intro to wait on either.
    expect(onIntro(start)).toBe(false);
    expect(settleSections(acc, start, T0 + 1000 * MIN, 0)).toBe(start);
    expect(latestEndMs(acc, T0)).toBeNull();
  });

  it('bounds the whole simulation by every intro, clock and break', () => {
    expect(latestEndMs(teas, T0)).toBe(T0 + (4 * I + 10 + 20 + 30 + 5 + 5) * MIN);
  });

  it('finds the section of a question and counts seconds down', () => {
    expect(sectionOfQuestion(teas, 0)).toBe(0);
    expect(sectionOfQuestion(teas, 5)).toBe(1);
    expect(sectionOfQuestion(teas, 10)).toBe(3);
    expect(sectionOfQuestion(teas, 11)).toBe(-1);
    expect(secondsUntil(at(1), T0)).toBe(60);
    expect(secondsUntil(at(1), T0 + 2 * MIN)).toBe(0);
    expect(secondsUntil(null, T0)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import {
  type ClockSection,
  closeSectionAt,
  endBreakAt,
  firstSectionState,
  latestEndMs,
  secondsUntil,
  sectionOfQuestion,
  settleSections,
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

describe('the clock of a sectioned simulation', () => {
  it('opens the first section with its own clock', () => {
    expect(firstSectionState(teas, T0)).toEqual({
      index: 0,
      deadlineAt: at(10),
      breakUntil: null,
      position: 0,
    });
  });

  it('starts the next section when one is closed early, with the full time of its own', () => {
    const next = closeSectionAt(teas, firstSectionState(teas, T0), T0 + 4 * MIN);
    expect(next).toEqual({ index: 1, deadlineAt: at(24), breakUntil: null, position: 0 });
  });

  it('puts a break after the section that has one; ending it early starts the next clock', () => {
    const second = closeSectionAt(teas, firstSectionState(teas, T0), T0 + 10 * MIN);
    const onBreak = closeSectionAt(teas, second, T0 + 25 * MIN);
    expect(onBreak).toEqual({ index: 2, deadlineAt: null, breakUntil: at(30), position: 0 });
    expect(endBreakAt(teas, onBreak, T0 + 27 * MIN)).toEqual({
      index: 2,
      deadlineAt: at(57),
      breakUntil: null,
      position: 0,
    });
  });

  it('closes sections whose time ran out at the moment it ran out, and ends breaks', () => {
    const start = firstSectionState(teas, T0);
    // Within the grace the section is still open.
    expect(settleSections(teas, start, T0 + 10 * MIN + 1000, 2000)).toBe(start);
    // Long after: section 1 closed at 10, section 2 ran 10–30, the break 30–35, section 3 from 35.
    expect(settleSections(teas, start, T0 + 40 * MIN, 2000)).toEqual({
      index: 2,
      deadlineAt: at(65),
      breakUntil: null,
      position: 0,
    });
    // After every clock: all closed.
    expect(settleSections(teas, start, T0 + 200 * MIN, 2000).index).toBe(4);
  });

  it('runs a continuing part on the clock of the part before it (GED Math)', () => {
    const ged: ClockSection[] = [
      section({ start: 0, count: 5, minutes: 115 }),
      section({ start: 5, count: 41, minutes: null, continuesClock: true }),
    ];
    const part2 = closeSectionAt(ged, firstSectionState(ged, T0), T0 + 7 * MIN);
    expect(part2.deadlineAt).toBe(at(115));
    // When the one clock ends, both parts are closed.
    expect(settleSections(ged, firstSectionState(ged, T0), T0 + 116 * MIN, 0).index).toBe(2);
    expect(latestEndMs(ged, T0)).toBe(T0 + 115 * MIN);
  });

  it('never closes an untimed section by itself (ACCUPLACER)', () => {
    const acc: ClockSection[] = [
      section({ start: 0, count: 20, minutes: null }),
      section({ start: 20, count: 20, minutes: null }),
    ];
    const start = firstSectionState(acc, T0);
    expect(start.deadlineAt).toBeNull();
    expect(settleSections(acc, start, T0 + 1000 * MIN, 0)).toBe(start);
    expect(latestEndMs(acc, T0)).toBeNull();
  });

  it('bounds the whole simulation by every clock and break', () => {
    expect(latestEndMs(teas, T0)).toBe(T0 + (10 + 20 + 30 + 5 + 5) * MIN);
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

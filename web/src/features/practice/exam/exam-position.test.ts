import type { SessionSection, SimulationState } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { examView } from './exam-position';

const section = (start: number, count: number, rules: Partial<SessionSection> = {}) => ({
  label: `S${start}`,
  start,
  count,
  minutes: 10,
  continuesClock: false,
  navigation: 'free' as const,
  mustAnswer: false,
  calculator: 'none' as const,
  formulaSheet: false,
  highlighter: false,
  breakAfterMinutes: null,
  adaptive: false,
  ...rules,
});

const state = (over: Partial<SimulationState> = {}): SimulationState => ({
  sectionIndex: 0,
  sectionDeadlineAt: null,
  sectionRemainingSeconds: 600,
  onBreak: false,
  breakEndsAt: null,
  breakRemainingSeconds: null,
  position: 0,
  introEndsAt: null,
  introRemainingSeconds: null,
  timeMultiplier: 1,
  ...over,
});

const ids = [10, 11, 12, 13, 14, 15];
const session = (sim: SimulationState, sections = [section(0, 3), section(3, 3)]) => ({
  questionIds: ids,
  sections,
  simulation: sim,
});

describe('examView', () => {
  it('introduces a section before its first item, then follows the address', () => {
    expect(examView(session(state()), {}, undefined, false)).toEqual({ kind: 'intro', section: 0 });
    expect(examView(session(state()), {}, 2, false)).toEqual({
      kind: 'item',
      section: 0,
      index: 1,
    });
    // An address in a section already closed: the open section's intro.
    expect(examView(session(state({ sectionIndex: 1 })), {}, 2, false)).toEqual({
      kind: 'intro',
      section: 1,
    });
  });

  it('keeps a timed section on its intro until the server has started its clock', () => {
    const held = state({ introEndsAt: '2026-11-26T10:05:00.000Z', introRemainingSeconds: 300 });
    // Whatever the address or the answers say: the clock has not started.
    expect(examView(session(held), {}, 2, false)).toEqual({ kind: 'intro', section: 0 });
    expect(examView(session(held), { 10: 'A' }, undefined, false)).toEqual({
      kind: 'intro',
      section: 0,
    });
  });

  it('resumes a section already begun at its first unanswered item, or reviews it', () => {
    expect(examView(session(state()), { 10: 'A' }, undefined, false)).toEqual({
      kind: 'item',
      section: 0,
      index: 1,
    });
    expect(examView(session(state()), { 10: 'A' }, 1, true)).toEqual({
      kind: 'review',
      section: 0,
    });
  });

  it('shows the break, and nothing once every section is closed', () => {
    expect(examView(session(state({ sectionIndex: 1, onBreak: true })), {}, 2, false)).toEqual({
      kind: 'break',
      section: 1,
    });
    expect(examView(session(state({ sectionIndex: 2 })), {}, 2, false)).toEqual({ kind: 'done' });
  });

  it('takes the item from the server where the exam goes forward only, whatever the address', () => {
    const forward = [section(0, 3, { navigation: 'forward-only', mustAnswer: true })];
    expect(examView(session(state(), forward), {}, undefined, false)).toEqual({
      kind: 'intro',
      section: 0,
    });
    expect(examView(session(state({ position: 2 }), forward), {}, 1, true)).toEqual({
      kind: 'item',
      section: 0,
      index: 2,
    });
  });
});

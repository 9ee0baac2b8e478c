import {
  BLUEPRINTS,
  blueprintMinutes,
  findBlueprint,
  INTRO_LIMIT_MINUTES,
  PRACTICE_MESSAGES,
} from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addQuestions, createPracticeContext, signUpPremium } from '../../test/practice-fixtures';
import type { TestContext } from '../../test/test-deps';

let t: TestContext;
const TEAS = 1;
const CLEP = 6;
const CNA = 7;
const HESI = 3;

beforeAll(async () => {
  t = await createPracticeContext();
  // Enough for the whole ATI TEAS 7 blueprint (50 is its largest section) and for CNA's 70.
  await addQuestions(t, TEAS, 55);
  await addQuestions(t, CNA, 40);
  await addQuestions(t, CLEP, 65);
  // HESI A2 stays small: its simulation is shortened.
  await addQuestions(t, HESI, 6);
});
afterAll(async () => {
  await t?.close();
});

const premium = (examTypeId: number) => signUpPremium(t, examTypeId, 'sim');

type Section = { label: string; start: number; count: number; minutes: number | null };
type Question = { id: number; category: string };

describe('full-length simulation', () => {
  it('follows the ATI TEAS 7 blueprint: sections in order, their counts, 209 minutes', async () => {
    const { client } = await premium(TEAS);
    const res = await client.post('/api/test-sessions', { examTypeId: TEAS, mode: 'simulation' });
    expect(res.status).toBe(201);
    const blueprint = findBlueprint(TEAS);
    const sections = res.body.sections as Section[];
    expect(sections.map((s) => [s.label, s.count, s.minutes])).toEqual(
      blueprint?.sections.map((s) => [s.label, s.questions, s.minutes]),
    );
    expect(res.body.questionIds).toHaveLength(170);
    expect(res.body.durationSeconds).toBe(209 * 60);
    // The whole test ends at the latest after every intro, every clock and the 10-minute break.
    expect(res.body.remainingSeconds).toBe((4 * INTRO_LIMIT_MINUTES + 219) * 60);
    // Reading opens on its intro: its 55 minutes start when the student starts it.
    expect(res.body.simulation).toMatchObject({
      sectionIndex: 0,
      sectionRemainingSeconds: null,
      introRemainingSeconds: INTRO_LIMIT_MINUTES * 60,
      onBreak: false,
      timeMultiplier: 1,
    });
    // The rules of each section travel with it: the calculator in Math, the break after it.
    expect(sections[1]).toMatchObject({
      calculator: 'four-function',
      breakAfterMinutes: 10,
      navigation: 'free',
    });
    expect(res.body.notice).toBeNull();
    // Each section holds only its own category's questions, contiguously.
    const questions = res.body.questions as Question[];
    for (const [i, section] of sections.entries()) {
      const categories = new Set(
        questions.slice(section.start, section.start + section.count).map((q) => q.category),
      );
      expect([...categories]).toEqual(blueprint?.sections[i]?.categories);
    }
  });

  it('weights a mixed section as the exam publishes (CNA: 70 items, 120 minutes)', async () => {
    const { client } = await premium(CNA);
    const res = await client.post('/api/test-sessions', { examTypeId: CNA, mode: 'simulation' });
    const questions = res.body.questions as Question[];
    expect(questions).toHaveLength(70);
    expect(res.body.durationSeconds).toBe(120 * 60);
    const count = (c: string) => questions.filter((q) => q.category === c).length;
    // Physical care 64% (basic skills + restorative), psychosocial 10%, role 26%.
    expect(count('Basic Nursing Skills') + count('Restorative Services')).toBe(45);
    expect(count('Psychosocial Care')).toBe(7);
    expect(count('Role of Nurse Aide')).toBe(18);
  });

  it('simulates one CLEP subject on its own', async () => {
    const { client } = await premium(CLEP);
    const res = await client.post('/api/test-sessions', {
      examTypeId: CLEP,
      mode: 'simulation',
      sections: ['College Algebra'],
    });
    expect(res.status).toBe(201);
    expect(res.body.sections).toEqual([
      {
        label: 'College Algebra',
        start: 0,
        count: 60,
        minutes: 90,
        continuesClock: false,
        navigation: 'free',
        mustAnswer: false,
        calculator: 'scientific',
        formulaSheet: false,
        highlighter: false,
        breakAfterMinutes: null,
        adaptive: false,
      },
    ]);
    expect(new Set((res.body.questions as Question[]).map((q) => q.category))).toEqual(
      new Set(['Math']),
    );
    expect(res.body.durationSeconds).toBe(90 * 60);
  });

  it('shortens sections the bank cannot fill, scales their time, and says so', async () => {
    const { client } = await premium(HESI);
    const res = await client.post('/api/test-sessions', { examTypeId: HESI, mode: 'simulation' });
    expect(res.status).toBe(201);
    const sections = res.body.sections as Section[];
    // Every HESI A2 section, Chemistry and Physics included, in the format's order.
    expect(sections.map((s) => s.label)).toEqual(findBlueprint(HESI)?.sections.map((s) => s.label));
    expect(sections.map((s) => s.label)).toEqual(expect.arrayContaining(['Chemistry', 'Physics']));
    expect(sections.every((s) => s.count === 6)).toBe(true);
    // Reading: 60 min for 55 items → 6 items take ceil(60 × 6 / 55) = 7 min.
    expect(sections[0]).toMatchObject({ label: 'Reading Comprehension', count: 6, minutes: 7 });
    const planned = findBlueprint(HESI)?.sections.reduce((n, s) => n + s.questions, 0) ?? 0;
    expect(res.body.notice).toBe(
      PRACTICE_MESSAGES.simulationShortened(sections.length * 6, planned),
    );
    expect(res.body.durationSeconds).toBe(sections.reduce((n, s) => n + (s.minutes ?? 0), 0) * 60);
  });

  it('simulates the HESI A2 sections a school chooses, Chemistry and Physics among them', async () => {
    const { client } = await premium(HESI);
    const res = await client.post('/api/test-sessions', {
      examTypeId: HESI,
      mode: 'simulation',
      sections: ['Chemistry', 'Physics'],
    });
    expect(res.status).toBe(201);
    const sections = res.body.sections as (Section & { breakAfterMinutes: number | null })[];
    // Six items of the 30 each: Chemistry's 25 minutes and Physics's 50 scaled to them.
    expect(sections.map((s) => [s.label, s.count, s.minutes])).toEqual([
      ['Chemistry', 6, Math.ceil((25 * 6) / 30)],
      ['Physics', 6, Math.ceil((50 * 6) / 30)],
    ]);
    const questions = res.body.questions as Question[];
    expect(questions.slice(0, 6).every((q) => q.category === 'Chemistry')).toBe(true);
    expect(questions.slice(6).every((q) => q.category === 'Physics')).toBe(true);
  });

  it('keeps every blueprint consistent with the exam catalogue', () => {
    for (const blueprint of BLUEPRINTS) {
      expect(blueprint.sections.length).toBeGreaterThan(0);
      for (const section of blueprint.sections) {
        expect(section.questions).toBeGreaterThan(0);
        expect(section.categories.length).toBeGreaterThan(0);
      }
    }
    expect(blueprintMinutes(findBlueprint(TEAS)?.sections ?? [])).toBe(209);
    // ACCUPLACER is untimed: its simulation has no timer.
    expect(blueprintMinutes(findBlueprint(4)?.sections ?? [])).toBeNull();
  });
});

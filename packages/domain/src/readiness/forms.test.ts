import { describe, expect, it } from 'vitest';
import { findBlueprint } from '../blueprints';
import { EXAMS } from '../exams';
import { abilityScopeOf, abilityScopes, type FormItem, readinessForms } from './forms';

/** Three items of every category (and of the sub-areas blueprints draw from) of an exam. */
function itemsOf(examTypeId: number): FormItem[] {
  const exam = EXAMS.find((e) => e.id === examTypeId);
  const blueprint = findBlueprint(examTypeId);
  const items: FormItem[] = [];
  for (const category of exam?.categories ?? []) {
    for (let i = 0; i < 3; i++) items.push({ category: category.title, difficulty: 0 });
  }
  for (const section of blueprint?.sections ?? []) {
    for (const topic of section.topics ?? []) {
      items.push({ category: section.categories[0] as string, topic, difficulty: 0 });
    }
    if (section.subarea) {
      items.push({
        category: section.categories[0] as string,
        subarea: section.subarea,
        difficulty: 0,
      });
    }
  }
  return items;
}

const form = (examTypeId: number) => {
  const blueprint = findBlueprint(examTypeId);
  if (!blueprint) throw new Error(`no blueprint ${examTypeId}`);
  return readinessForms(blueprint, itemsOf(examTypeId));
};

describe('readiness forms', () => {
  it('weigh the whole TEAS like its 150 scored items, section by section', () => {
    const { exam, tests } = form(1);
    expect(exam?.scored).toBe(150);
    expect(exam?.parts.map((p) => [p.category, p.count])).toEqual([
      ['Reading', 39],
      ['Math', 34],
      ['Science', 44],
      ['English Language Usage', 33],
    ]);
    expect(tests.map((t) => t.label)).toEqual([
      'Reading',
      'Math',
      'Science',
      'English and Language Usage',
    ]);
    // Its ability is the whole exam's.
    expect(abilityScopes({ exam, tests })).toEqual([exam]);
  });

  it('give each GED subject its own form, Math with its no-calculator part, and no whole-exam form', () => {
    const { exam, tests } = form(2);
    expect(exam).toBeNull();
    expect(tests.map((t) => [t.label, t.scored])).toEqual([
      ['Reasoning Through Language Arts', 46],
      ['Mathematical Reasoning', 46],
      ['Science', 34],
      ['Social Studies', 30],
    ]);
    expect(abilityScopes({ exam, tests })).toEqual(tests);
    const noCalculator = tests[1]?.parts[0];
    expect(noCalculator?.count).toBe(5);
    expect(noCalculator?.items.every((i) => i.subarea === 'no-calculator')).toBe(true);
  });

  it('split the NNAAP written exam by its published weights', () => {
    const { exam } = form(7);
    expect(exam?.scored).toBe(60);
    const counts = Object.fromEntries(exam?.parts.map((p) => [p.category, p.count]) ?? []);
    expect(counts['Basic Nursing Skills']).toBeGreaterThanOrEqual(31);
    expect(counts['Role of Nurse Aide']).toBeGreaterThanOrEqual(15);
    expect(counts['Psychosocial Care']).toBe(6);
  });

  it('draw ACCUPLACER Math subtests from their sub-areas only, and leave out a part with no items', () => {
    const blueprint = findBlueprint(4);
    if (!blueprint) throw new Error('no ACCUPLACER blueprint');
    const { tests } = readinessForms(blueprint, itemsOf(4));
    const arithmetic = tests.find((t) => t.label === 'Arithmetic');
    expect(arithmetic?.parts[0]?.items.every((i) => i.topic === 'arithmetic')).toBe(true);
    const withoutTopics = readinessForms(
      blueprint,
      itemsOf(4).filter((i) => !i.topic),
    ).tests.map((t) => t.label);
    expect(withoutTopics).toEqual(['Reading', 'Writing']);
  });

  it('key each item’s ability scope by its form’s label, so calibration and readiness agree', () => {
    const scopeOf = (examTypeId: number, item: Omit<FormItem, 'difficulty'>) => {
      const blueprint = findBlueprint(examTypeId);
      if (!blueprint) throw new Error(`no blueprint ${examTypeId}`);
      return abilityScopeOf(blueprint, item);
    };
    // TEAS is taken whole: one scope, the exam's form.
    const teas = form(1);
    expect(scopeOf(1, { category: 'Math' })).toBe(teas.exam?.label);
    expect(scopeOf(1, { category: 'Science' })).toBe(teas.exam?.label);
    // GED: each subject, the no-calculator part in Mathematical Reasoning.
    expect(scopeOf(2, { category: 'Math', subarea: 'no-calculator' })).toBe(
      'Mathematical Reasoning',
    );
    expect(scopeOf(2, { category: 'Math' })).toBe('Mathematical Reasoning');
    expect(scopeOf(2, { category: 'English' })).toBe('Reasoning Through Language Arts');
    // ACCUPLACER Math by sub-area; an item of no sub-area is in no test.
    expect(scopeOf(4, { category: 'Mathematics', topic: 'arithmetic' })).toBe('Arithmetic');
    expect(scopeOf(4, { category: 'Mathematics' })).toBeNull();
    // Every scope label is one of abilityScopes' forms.
    for (const examTypeId of [1, 2, 3, 4, 5, 6, 7]) {
      const labels = abilityScopes(form(examTypeId)).map((f) => f.label);
      for (const item of itemsOf(examTypeId)) {
        const scope = scopeOf(examTypeId, item);
        if (scope !== null) expect(labels).toContain(scope);
      }
    }
  });
});

import { describe, expect, it } from 'vitest';
import { EXAMS, findCategory, findExamById, findExamBySlug } from './exams';
import { examTypeListSchema } from './schemas/exams';

describe('exam catalogue (spec §1, §3)', () => {
  it('has the fixed ids, names and slugs', () => {
    expect(EXAMS.map((e) => `${e.id} ${e.name} ${e.slug}`)).toEqual([
      '1 ATI TEAS 7 ati-teas-7',
      '2 GED ged',
      '3 HESI A2 hesi-a2',
      '4 ACCUPLACER accuplacer',
      '5 NEX nex',
      '6 CLEP clep',
      '7 CNA cna',
    ]);
  });

  it('has the spec categories of every exam, plus HESI A2 Vocabulary, Chemistry and Physics (32 in all)', () => {
    const titles = Object.fromEntries(EXAMS.map((e) => [e.slug, e.categories.map((c) => c.title)]));
    expect(titles['ati-teas-7']).toEqual(['English Language Usage', 'Reading', 'Math', 'Science']);
    expect(titles['hesi-a2']).toEqual([
      'Reading and Comprehension',
      'Biology',
      'Math',
      'Anatomy and Physiology',
      'Grammar',
      'Vocabulary',
      'Chemistry',
      'Physics',
    ]);
    expect(titles.accuplacer).toEqual(['Reading', 'Writing', 'Mathematics']);
    expect(titles.ged).toEqual(['English', 'Math', 'Science', 'Reading', 'Social Studies']);
    expect(titles.nex).toEqual(['English', 'Math', 'Science', 'Reading']);
    expect(titles.clep).toEqual(['English', 'Math', 'Science', 'Reading']);
    expect(titles.cna).toEqual([
      'Basic Nursing Skills',
      'Restorative Services',
      'Psychosocial Care',
      'Role of Nurse Aide',
    ]);
    expect(EXAMS.reduce((n, e) => n + e.categories.length, 0)).toBe(32);
  });

  it('has unique category slugs within each exam', () => {
    for (const exam of EXAMS) {
      const slugs = exam.categories.map((c) => c.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
    }
  });

  it('carries the exam details of spec §9', () => {
    expect(findExamBySlug('ati-teas-7')?.details).toMatchObject({
      duration: '209 minutes',
      questionCount: '170 questions',
    });
    expect(findExamById(7)?.details).toMatchObject({
      duration: '90 minutes',
      questionCount: '75 questions',
    });
    expect(findExamById(2)?.details.duration).toBe('7.5 hours');
  });

  it('finds exams and categories by slug and rejects unknown ones', () => {
    const teas = findExamBySlug('ati-teas-7');
    expect(teas && findCategory(teas, 'english-language-usage')?.title).toBe(
      'English Language Usage',
    );
    expect(findExamBySlug('mcat')).toBeUndefined();
    expect(findExamById(8)).toBeUndefined();
  });

  it('matches the api output schema', () => {
    expect(examTypeListSchema.safeParse(EXAMS).success).toBe(true);
  });
});

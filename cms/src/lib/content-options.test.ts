import { EXAMS } from '@app/domain';
import { describe, expect, it } from 'vitest';
import type { ExamSlug } from '../seed/content/types';
import { EXAM_LABELS, EXAM_SLUGS } from './content-options';

/** Every value of the seed type ExamSlug (a missing or extra one fails to type-check). */
const SEED_EXAM_SLUGS: Record<ExamSlug, true> = {
  'ati-teas-7': true,
  'hesi-a2': true,
  accuplacer: true,
  ged: true,
  nex: true,
  clep: true,
  cna: true,
};

describe('exam options of the CMS', () => {
  it('are the catalogue exams, in order, and exactly the seed type ExamSlug', () => {
    expect(EXAM_SLUGS).toEqual(EXAMS.map((exam) => exam.slug));
    expect([...EXAM_SLUGS].sort()).toEqual(Object.keys(SEED_EXAM_SLUGS).sort());
    expect(EXAM_LABELS.cna).toBe('CNA');
  });
});

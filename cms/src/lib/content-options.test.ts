import { EXAMS, SITE_PAGE_SLUGS } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { EXAM_LABELS, EXAM_SLUGS, PAGE_SLUGS } from './content-options';

describe('EXAM_SLUGS', () => {
  it('matches the exam catalogue of @app/domain, in catalogue order', () => {
    expect([...EXAM_SLUGS]).toEqual(EXAMS.map((exam) => exam.slug));
    for (const exam of EXAMS) {
      expect(EXAM_LABELS[exam.slug as keyof typeof EXAM_LABELS]).toBe(exam.name);
    }
  });
});

describe('PAGE_SLUGS', () => {
  it('matches the page slugs the api accepts (@app/domain SITE_PAGE_SLUGS)', () => {
    expect([...PAGE_SLUGS]).toEqual([...SITE_PAGE_SLUGS]);
  });
});

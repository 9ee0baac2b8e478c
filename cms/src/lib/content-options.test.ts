import { EXAMS } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { EXAM_LABELS, EXAM_SLUGS } from './content-options';

describe('EXAM_SLUGS', () => {
  it('matches the exam catalogue of @app/domain, in catalogue order', () => {
    expect([...EXAM_SLUGS]).toEqual(EXAMS.map((exam) => exam.slug));
    for (const exam of EXAMS) {
      expect(EXAM_LABELS[exam.slug as keyof typeof EXAM_LABELS]).toBe(exam.name);
    }
  });
});

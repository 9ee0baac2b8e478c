import { describe, expect, it } from 'vitest';
import { examPages } from './exam-pages';
import { subjectPages } from './subjects';

describe('seed content links', () => {
  it('every subject card on an exam page opens a subject page', () => {
    const pages = new Set(subjectPages.map((page) => `${page.exam}/${page.slug}`));
    const missing = examPages.flatMap((exam) =>
      exam.subjects.map((s) => `${exam.exam}/${s.slug}`).filter((key) => !pages.has(key)),
    );
    expect(missing).toEqual([]);
  });
});

import { EXAMS, SEO_DESCRIPTION_MAX_CHARS, SEO_TITLE_MAX_CHARS } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { examPages } from './index';

const CLEP_SUBJECTS = [
  'Introductory Psychology',
  'College Composition',
  'U.S. History I',
  'U.S. History II',
  'American Government',
  'Human Growth and Development',
  'Introductory Sociology',
  'Biology',
  'Precalculus',
  'College Algebra',
  'Analyzing and Interpreting Literature',
];

/** Every string inside a value, with its path, for the no-empty-strings check. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${path}[${i}]`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`));
  }
  return [];
}

describe('exam page seeds', () => {
  it('has seven pages, one per catalogue exam, in catalogue order', () => {
    expect(examPages).toHaveLength(7);
    expect(examPages.map((page) => page.exam)).toEqual(EXAMS.map((exam) => exam.slug));
  });

  it.each(
    examPages.filter((page) => page.exam !== 'clep').map((page) => [page.exam, page] as const),
  )('%s lists exactly the catalogue categories as subjects', (slug, page) => {
    const exam = EXAMS.find((e) => e.slug === slug);
    expect(exam).toBeDefined();
    expect(page.subjects.map((s) => s.slug)).toEqual(exam?.categories.map((c) => c.slug));
    expect(page.subjects.map((s) => s.title)).toEqual(exam?.categories.map((c) => c.title));
  });

  it('gives CLEP its eleven subjects with unique kebab-case slugs', () => {
    const clep = examPages.find((page) => page.exam === 'clep');
    expect(clep?.subjects.map((s) => s.title)).toEqual(CLEP_SUBJECTS);
    const slugs = clep?.subjects.map((s) => s.slug) ?? [];
    expect(new Set(slugs).size).toBe(11);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it.each(examPages.map((page) => [page.exam, page] as const))(
    '%s keeps SEO text within limits',
    (_slug, page) => {
      expect(page.seo.title.length).toBeLessThanOrEqual(SEO_TITLE_MAX_CHARS);
      expect(page.seo.description.length).toBeLessThanOrEqual(SEO_DESCRIPTION_MAX_CHARS);
    },
  );

  it.each(examPages.map((page) => [page.exam, page] as const))(
    '%s has complete FAQs, 3–6 features and no empty strings',
    (_slug, page) => {
      expect(page.faqs.length).toBeGreaterThan(0);
      for (const faq of page.faqs) {
        expect(faq.question.trim()).not.toBe('');
        expect(faq.answer.trim()).not.toBe('');
      }
      expect(page.features.length).toBeGreaterThanOrEqual(3);
      expect(page.features.length).toBeLessThanOrEqual(6);
      const empty = strings(page).filter(([, value]) => value.trim() === '');
      expect(empty.map(([path]) => path)).toEqual([]);
    },
  );

  it('gives CNA exactly 3 FAQs and CLEP exactly 4', () => {
    expect(examPages.find((page) => page.exam === 'cna')?.faqs).toHaveLength(3);
    expect(examPages.find((page) => page.exam === 'clep')?.faqs).toHaveLength(4);
  });

  it('uses CSS hex colours', () => {
    for (const page of examPages) {
      expect(page.colors.primary).toMatch(/^#[0-9a-f]{6}$/i);
      expect(page.colors.accent).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });
});

import { EXAMS, SEO_DESCRIPTION_MAX_CHARS, SEO_TITLE_MAX_CHARS } from '@app/domain';
import { describe, expect, it } from 'vitest';
import type { SubjectPageSeed, TitledText } from '../types';
import { defaultStrategies, defaultStudyTips, subjectPages } from './index';

/** The CLEP exam subjects, with the slugs the CLEP exam page links to. */
const CLEP_SUBJECTS = [
  'introductory-psychology',
  'college-composition',
  'us-history-1',
  'us-history-2',
  'american-government',
  'human-growth-and-development',
  'introductory-sociology',
  'biology',
  'precalculus',
  'college-algebra',
  'analyzing-and-interpreting-literature',
];

const key = (page: Pick<SubjectPageSeed, 'exam' | 'slug'>) => `${page.exam}/${page.slug}`;
const find = (exam: string, slug: string) =>
  subjectPages.find((page) => page.exam === exam && page.slug === slug);

/** Every string inside a value, with its path, for the "no empty strings" check. */
function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => strings(v, `${path}.${k}`));
  }
  return [];
}

describe('subject pages', () => {
  it('has a page for every category of every exam, titled as in the catalogue', () => {
    for (const exam of EXAMS) {
      for (const category of exam.categories) {
        const page = find(exam.slug, category.slug);
        expect(page, `${exam.slug}/${category.slug}`).toBeDefined();
        expect(page?.title).toBe(category.title);
      }
    }
  });

  it('has the eleven CLEP exam subjects', () => {
    for (const slug of CLEP_SUBJECTS) {
      expect(find('clep', slug), `clep/${slug}`).toBeDefined();
    }
  });

  it('has no pages other than categories and CLEP subjects', () => {
    const expected = new Set([
      ...EXAMS.flatMap((exam) => exam.categories.map((c) => `${exam.slug}/${c.slug}`)),
      ...CLEP_SUBJECTS.map((slug) => `clep/${slug}`),
    ]);
    expect(new Set(subjectPages.map(key))).toEqual(expected);
  });

  it('keeps (exam, slug) pairs unique', () => {
    const keys = subjectPages.map(key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('lists the pages in catalogue order of exams', () => {
    const examOrder = EXAMS.map((exam) => exam.slug as string);
    const indices = subjectPages.map((page) => examOrder.indexOf(page.exam));
    expect(indices).not.toContain(-1);
    expect(indices).toEqual([...indices].sort((a, b) => a - b));
  });

  it('gives each ATI TEAS 7 subject exactly five tips and five strategies', () => {
    const teas = subjectPages.filter((page) => page.exam === 'ati-teas-7');
    expect(teas).toHaveLength(4);
    for (const page of teas) {
      expect(page.studyTips, key(page)).toHaveLength(5);
      expect(page.strategies, key(page)).toHaveLength(5);
    }
  });

  it('gives other subjects either none (the defaults apply) or exactly five', () => {
    for (const page of subjectPages.filter((p) => p.exam !== 'ati-teas-7')) {
      expect([0, 5], key(page)).toContain(page.studyTips.length);
      expect([0, 5], key(page)).toContain(page.strategies.length);
    }
  });

  it('gives every page an overview of two or three paragraphs', () => {
    for (const page of subjectPages) {
      expect(page.overview.length, key(page)).toBeGreaterThanOrEqual(2);
      expect(page.overview.length, key(page)).toBeLessThanOrEqual(3);
    }
  });

  it('keeps SEO titles and descriptions within the SEO limits', () => {
    for (const page of subjectPages) {
      expect(page.seo.title.length, `${key(page)} seo.title`).toBeLessThanOrEqual(
        SEO_TITLE_MAX_CHARS,
      );
      expect(page.seo.description.length, `${key(page)} seo.description`).toBeLessThanOrEqual(
        SEO_DESCRIPTION_MAX_CHARS,
      );
    }
  });

  it('has no empty or padded strings', () => {
    for (const page of subjectPages) {
      for (const [path, text] of strings(page, key(page))) {
        expect(text.trim(), path).not.toBe('');
        expect(text, path).toBe(text.trim());
      }
    }
  });

  it('does not repeat a tip or strategy title within a page', () => {
    for (const page of subjectPages) {
      for (const list of [page.studyTips, page.strategies]) {
        const titles = list.map((item) => item.title);
        expect(new Set(titles).size, key(page)).toBe(titles.length);
      }
    }
  });
});

describe('default tips and strategies', () => {
  const lists: [string, TitledText[]][] = [
    ['defaultStudyTips', defaultStudyTips],
    ['defaultStrategies', defaultStrategies],
  ];

  it.each(lists)('%s has exactly five items with a title and text', (name, list) => {
    expect(list).toHaveLength(5);
    for (const [path, text] of strings(list, name)) {
      expect(text.trim(), path).not.toBe('');
    }
    expect(new Set(list.map((item) => item.title)).size).toBe(5);
  });
});

/**
 * Checks the seed copy of the informational pages: each of the eight slugs once, the anchors
 * the footer links to, the SEO limits, kebab-case unique anchors and no empty text.
 */
import { SEO_DESCRIPTION_MAX_CHARS, SEO_TITLE_MAX_CHARS } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { PAGE_SLUGS } from '../../../lib/content-options';
import { type ContentBlock, wordCount } from '../../lexical';
import type { PageSeed } from '../types';
import { pages } from './index';

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Every string in the page, with where it is, to find empty ones. */
function strings(page: PageSeed): [string, string][] {
  const found: [string, string][] = [
    ['title', page.title],
    ['seo.title', page.seo.title],
    ['seo.description', page.seo.description],
    ['hero.title', page.hero.title],
    ['hero.subtitle', page.hero.subtitle],
  ];
  page.sections.forEach((section, i) => {
    found.push([`sections.${i}.heading`, section.heading]);
    if (section.anchor !== undefined) found.push([`sections.${i}.anchor`, section.anchor]);
    section.body.forEach((block: ContentBlock, j) => {
      for (const value of Object.values(block).flat() as string[]) {
        found.push([`sections.${i}.body.${j}`, value]);
      }
    });
  });
  return found;
}

const bySlug = (slug: PageSeed['slug']) => pages.find((p) => p.slug === slug) as PageSeed;
const anchorsOf = (slug: PageSeed['slug']) =>
  bySlug(slug).sections.flatMap((s) => (s.anchor ? [s.anchor] : []));

describe('informational pages seed', () => {
  it('has each of the eight slugs exactly once', () => {
    expect(pages.map((p) => p.slug).sort()).toEqual([...PAGE_SLUGS].sort());
  });

  it('has the anchors the footer and the pages link to', () => {
    expect(anchorsOf('about')).toEqual(expect.arrayContaining(['mission', 'team']));
    expect(anchorsOf('contact')).toEqual(
      expect.arrayContaining(['faq', 'help', 'technical', 'chat']),
    );
    expect(anchorsOf('resources')).toEqual(
      expect.arrayContaining([
        'study-guides',
        'practice-tests',
        'study-tips',
        'exam-strategies',
        'math-resources',
        'science-review',
      ]),
    );
  });

  it.each(pages.map((p) => [p.slug, p] as const))(
    '%s: SEO within limits, anchors kebab-case and unique',
    (_slug, page) => {
      expect(page.seo.title.length).toBeLessThanOrEqual(SEO_TITLE_MAX_CHARS);
      expect(page.seo.description.length).toBeLessThanOrEqual(SEO_DESCRIPTION_MAX_CHARS);
      const anchors = page.sections.flatMap((s) => (s.anchor !== undefined ? [s.anchor] : []));
      for (const anchor of anchors) expect(anchor).toMatch(KEBAB);
      expect(new Set(anchors).size).toBe(anchors.length);
    },
  );

  it.each(pages.map((p) => [p.slug, p] as const))(
    '%s: no empty strings, no empty sections, no placeholders',
    (_slug, page) => {
      expect(page.sections.length).toBeGreaterThan(0);
      for (const section of page.sections) expect(section.body.length).toBeGreaterThan(0);
      for (const [where, value] of strings(page)) {
        expect(value.trim(), where).not.toBe('');
        expect(value, where).not.toMatch(/lorem ipsum|placeholder|TODO/i);
      }
    },
  );

  it('gives every page substantial copy', () => {
    for (const page of pages) {
      const words = page.sections.reduce((n, s) => n + wordCount(s.body), 0);
      expect(words, page.slug).toBeGreaterThanOrEqual(150);
    }
  });

  it('states the business facts consistently and never offers to take an exam', () => {
    const text = pages.flatMap((p) => strings(p).map(([, v]) => v)).join('\n');
    expect(text).toContain('$100');
    expect(text).toMatch(/10 days/);
    expect(text).toMatch(/3 free questions/i);
    expect(text).toMatch(/48 hours/);
    expect(text).not.toMatch(/take (the|your) exam for (me|you)/i);
    expect(text).not.toMatch(/pass rate|success rate|\d[\d,]*\+? (students|users|customers)/i);
  });
});

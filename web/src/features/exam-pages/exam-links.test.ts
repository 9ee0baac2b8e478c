import { EXAMS } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { readableShade } from './colors';
import { hasBackToServices, otherExams, primaryTarget } from './exam-links';
import { isMissingPage } from './exam-queries';

describe('exam page links', () => {
  it('starts GED and NEX practice directly only when signed in', () => {
    expect(primaryTarget('ged', true)).toBe('/practice/2');
    expect(primaryTarget('nex', true)).toBe('/practice/5');
    expect(primaryTarget('ged', false)).toBe('/auth');
    expect(primaryTarget('ati-teas-7', true)).toBe('/auth');
  });

  it('links CNA and CLEP to each other and the four big exams', () => {
    expect(otherExams('cna').map((e) => e.slug)).toEqual([
      'ati-teas-7',
      'hesi-a2',
      'ged',
      'accuplacer',
      'clep',
    ]);
    expect(otherExams('clep').map((e) => e.slug)).toContain('cna');
    expect(otherExams('ged')).toHaveLength(EXAMS.length - 1);
  });

  it('has Back to Services on every page but GED and NEX', () => {
    expect(EXAMS.filter((e) => !hasBackToServices(e.slug)).map((e) => e.slug)).toEqual([
      'ged',
      'nex',
    ]);
  });

  it('reads api 404s and 400s as a missing page, other failures not', () => {
    expect(isMissingPage({ data: { code: 'NOT_FOUND', httpStatus: 404 } })).toBe(true);
    expect(isMissingPage({ data: { code: 'BAD_REQUEST', httpStatus: 400 } })).toBe(true);
    expect(isMissingPage({ data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 } })).toBe(false);
    expect(isMissingPage(new TypeError('Failed to fetch'))).toBe(false);
    expect(isMissingPage(null)).toBe(false);
  });
});

/** WCAG 2 contrast ratio of white text on a '#rrggbb' colour: the test's own oracle. */
function contrastWithWhite(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
    const s = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05);
}

describe('readableShade', () => {
  it('darkens every catalogue colour until white text on it reaches 4.5:1', () => {
    for (const exam of EXAMS) {
      expect(contrastWithWhite(readableShade(exam.color))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps colours that are already dark enough and replaces invalid ones', () => {
    expect(readableShade('#1e3a8a')).toBe('#1e3a8a');
    expect(readableShade('#fff')).not.toBe('#ffffff');
    expect(readableShade('not a colour')).toBe('#1864ab');
  });
});

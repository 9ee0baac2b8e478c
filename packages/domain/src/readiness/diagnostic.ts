/**
 * The diagnostic (issue 26, decision 0042): a short untimed test on the first visit of a paid
 * exam, its questions spread over the exam's blueprint by weight, so that the first estimate
 * and the first day of the plan rest on every part of the exam.
 */
import { blueprintTests, SECTION_CATEGORY_WEIGHTS, splitAcross } from '../blueprints';
import type { Blueprint, BlueprintSection } from '../exam-formats';

/** Questions in a diagnostic (about half an hour at the standard pace). */
export const DIAGNOSTIC_QUESTIONS = 25;

/** One part of the blueprint: a section's share of one category. */
export type DiagnosticPart = { section: BlueprintSection; category: string; share: number };

/**
 * Each part's share of the diagnostic: its scored items on the form. Where a student takes the
 * whole exam (TEAS, NEX, CNA) the shares follow the whole form; where each test is taken apart
 * (a GED subject, a HESI section) each test has an equal share, split inside it by its form.
 */
export function diagnosticParts(blueprint: Blueprint): DiagnosticPart[] {
  const tests = blueprintTests(blueprint);
  const parts: DiagnosticPart[] = [];
  for (const sections of tests) {
    const inTest: { section: BlueprintSection; category: string; count: number }[] = [];
    for (const section of sections) {
      const weights = SECTION_CATEGORY_WEIGHTS[`${blueprint.edition}/${section.label}`];
      const counts = splitAcross(section.questions - section.unscored, section.categories, weights);
      for (const category of section.categories) {
        const count = counts.get(category) ?? 0;
        if (count > 0) inTest.push({ section, category, count });
      }
    }
    const testTotal = inTest.reduce((n, p) => n + p.count, 0);
    for (const p of inTest) {
      parts.push({
        section: p.section,
        category: p.category,
        share: blueprint.choose === 'all' ? p.count : p.count / testTotal,
      });
    }
  }
  const sum = parts.reduce((n, p) => n + p.share, 0);
  return parts.map((p) => ({ ...p, share: p.share / sum }));
}

/** `total` questions over the parts by share (largest remainders), in the parts' order. */
export function diagnosticQuotas(parts: readonly DiagnosticPart[], total: number): number[] {
  const keys = parts.map((_, i) => String(i));
  const weights = Object.fromEntries(parts.map((p, i) => [String(i), p.share]));
  const split = splitAcross(total, keys, weights);
  return keys.map((k) => split.get(k) ?? 0);
}

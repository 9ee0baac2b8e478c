/**
 * The forms readiness is measured on (decision 0036): a full-length form weighted like the real
 * exam (exam-formats.ts), its scored items split over the bank's categories as a simulation
 * splits them, each part standing for "an item drawn at random from the bank's items of that
 * category (and sub-area)". A form is given for the whole exam where a student takes every
 * section (TEAS, NEX, CNA), and for each test, which is what the exam scores separately (a GED
 * subject, a CLEP exam, a HESI or TEAS section, an ACCUPLACER subtest).
 */
import { blueprintTests, SECTION_CATEGORY_WEIGHTS, splitAcross } from '../blueprints';
import type { Blueprint, BlueprintSection } from '../exam-formats';

/** A bank item as readiness needs it: where it belongs and its current difficulty. */
export type FormItem = {
  category: string;
  topic?: string | null;
  subarea?: string | null;
  difficulty: number;
};

export type FormPart<T extends FormItem = FormItem> = {
  section: string;
  category: string;
  /** Scored items of this part on the form. */
  count: number;
  /** The bank items that stand for it. */
  items: readonly T[];
};

export type ReadinessForm<T extends FormItem = FormItem> = {
  /** The test's name (its first section's), or the exam's edition for the whole exam. */
  label: string;
  scope: 'exam' | 'test';
  parts: readonly FormPart<T>[];
  /** Scored items on the form (parts with no bank item left out). */
  scored: number;
};

/**
 * Whether an item belongs to a section's sub-areas: the section's topics (seed `topic`) and its
 * finer sub-area (seed `subarea`), where it names them. The category is checked by the caller
 * (or by `inSection`).
 */
export function sectionAccepts(
  section: Pick<BlueprintSection, 'topics' | 'subarea'>,
  item: Pick<FormItem, 'topic' | 'subarea'>,
): boolean {
  return (
    (!section.topics || (item.topic != null && section.topics.includes(item.topic))) &&
    (!section.subarea || item.subarea === section.subarea)
  );
}

/** Whether a bank item is one a section draws from: its category, and its sub-areas when named. */
export function inSection(
  section: BlueprintSection,
  item: Pick<FormItem, 'category' | 'topic' | 'subarea'>,
): boolean {
  return section.categories.includes(item.category) && sectionAccepts(section, item);
}

function sectionParts<T extends FormItem>(
  blueprint: Blueprint,
  section: BlueprintSection,
  items: readonly T[],
): FormPart<T>[] {
  const weights = SECTION_CATEGORY_WEIGHTS[`${blueprint.edition}/${section.label}`];
  const counts = splitAcross(section.questions - section.unscored, section.categories, weights);
  const parts: FormPart<T>[] = [];
  for (const category of section.categories) {
    const count = counts.get(category) ?? 0;
    const members = items.filter(
      (item) => item.category === category && sectionAccepts(section, item),
    );
    if (count > 0 && members.length > 0) {
      parts.push({ section: section.label, category, count, items: members });
    }
  }
  return parts;
}

function form<T extends FormItem>(
  label: string,
  scope: ReadinessForm['scope'],
  parts: FormPart<T>[],
): ReadinessForm<T> {
  return { label, scope, parts, scored: parts.reduce((n, p) => n + p.count, 0) };
}

/** The exam's forms: the whole exam (when every section is taken) and each test. */
export function readinessForms<T extends FormItem>(
  blueprint: Blueprint,
  items: readonly T[],
): { exam: ReadinessForm<T> | null; tests: ReadinessForm<T>[] } {
  const tests = blueprintTests(blueprint)
    .map((sections) =>
      form(
        sections[0]?.label ?? blueprint.edition,
        'test',
        sections.flatMap((s) => sectionParts(blueprint, s, items)),
      ),
    )
    .filter((f) => f.scored > 0);
  const exam =
    blueprint.choose === 'all'
      ? form(
          blueprint.edition,
          'exam',
          tests.flatMap((t) => [...t.parts]),
        )
      : null;
  return { exam, tests };
}

/**
 * The scopes a student's ability is estimated on, and counted into item calibration with: the
 * whole exam where it is taken and reported whole (TEAS, NEX, CNA), otherwise each test (a GED
 * subject, a CLEP exam, a HESI section, an ACCUPLACER subtest), since those are separate
 * abilities scored separately.
 */
export function abilityScopes<T extends FormItem>(forms: {
  exam: ReadinessForm<T> | null;
  tests: ReadinessForm<T>[];
}): ReadinessForm<T>[] {
  return forms.exam ? [forms.exam] : forms.tests;
}

/**
 * The ability scope a bank item's answers count in (see abilityScopes), by its label: the
 * exam's edition where the exam is taken whole, otherwise the label of the test (its first
 * section's) that draws from it. Null for an item no section draws from: its answers estimate
 * no ability of the exam's, and calibration leaves it at its label's prior. The item
 * calibration job and the students' readiness both key abilities by this label.
 */
export function abilityScopeOf(
  blueprint: Blueprint,
  item: Pick<FormItem, 'category' | 'topic' | 'subarea'>,
): string | null {
  const test = blueprintTests(blueprint).find((sections) =>
    sections.some((section) => inSection(section, item)),
  );
  if (!test) return null;
  return blueprint.choose === 'all' ? blueprint.edition : (test[0]?.label ?? null);
}

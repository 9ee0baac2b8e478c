/** Reading the exam formats (exam-formats.ts): lookups and the arithmetic of sections. */
import { BLUEPRINTS, type Blueprint, type BlueprintSection } from './exam-formats';

export * from './exam-formats';

export function findBlueprint(examTypeId: number): Blueprint | undefined {
  return BLUEPRINTS.find((b) => b.examTypeId === examTypeId);
}

/**
 * The blueprint's tests: its sections, with each section that runs on the previous one's clock
 * (GED Math's calculator part) joined to that one. A test is what a student takes and is
 * scored on as one: a simulation's choice, a readiness figure.
 */
export function blueprintTests(blueprint: Blueprint): BlueprintSection[][] {
  const tests: BlueprintSection[][] = [];
  for (const section of blueprint.sections) {
    const last = tests[tests.length - 1];
    if (section.continuesClock && last) last.push(section);
    else tests.push([section]);
  }
  return tests;
}

/** Total minutes of a set of sections; null when any of them is untimed. */
export function blueprintMinutes(sections: readonly BlueprintSection[]): number | null {
  let total = 0;
  for (const s of sections) {
    if (s.minutes === null) return null;
    total += s.minutes;
  }
  return total;
}

/**
 * Splits `total` items over categories: by the given weights when there are any, otherwise
 * as evenly as possible (earlier categories take the remainder). Sums to `total` exactly.
 */
export function splitAcross(
  total: number,
  categories: readonly string[],
  weights?: Readonly<Record<string, number>>,
): Map<string, number> {
  const result = new Map<string, number>();
  if (categories.length === 0) return result;
  const w = categories.map((c) => weights?.[c] ?? 1);
  const sum = w.reduce((a, b) => a + b, 0);
  const exact = w.map((x) => (x / sum) * total);
  const floors = exact.map(Math.floor);
  let left = total - floors.reduce((a, b) => a + b, 0);
  const order = exact
    .map((x, i) => ({ i, frac: x - Math.floor(x) }))
    .sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i] = (floors[i] ?? 0) + 1;
    left--;
  }
  categories.forEach((c, i) => {
    result.set(c, floors[i] ?? 0);
  });
  return result;
}

const slugOf = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The question category that serves a subject page (/exam/{exam}/{subject}): the exam's
 * category of that slug, or the category of the blueprint section of that name (a CLEP
 * subject such as College Algebra draws on Math). Null for a subject the bank has no
 * questions for (CLEP's US History I, for one).
 */
export function subjectQuestionCategory(
  exam: { id: number; categories: readonly { slug: string; title: string }[] },
  subjectSlug: string,
): string | null {
  const category = exam.categories.find((c) => c.slug === subjectSlug);
  if (category) return category.title;
  const section = findBlueprint(exam.id)?.sections.find(
    (s) => slugOf(s.label) === subjectSlug && s.categories.length === 1,
  );
  return section?.categories[0] ?? null;
}

/** The subjects of an exam a student can practise: its categories' and sections' names. */
export function practisedSubjectNames(exam: {
  id: number;
  categories: readonly { title: string }[];
}): string[] {
  const sections = findBlueprint(exam.id)?.sections ?? [];
  return sections.length > 1 && sections.every((s) => s.categories.length === 1)
    ? sections.map((s) => s.label)
    : exam.categories.map((c) => c.title);
}

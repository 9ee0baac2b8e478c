/**
 * Section blueprints of the real exams, for full-length simulations. Versioned data: a new
 * edition is a new entry with its source named, not a code change. Figures are the published
 * ones (content guide); where an exam has a section we have no category for (HESI A2
 * Chemistry), the section is left out and the note says so.
 */

export type BlueprintSection = {
  /** Section name as the exam calls it. */
  label: string;
  /** Categories of our bank the section draws from (titles as in exams.ts). */
  categories: readonly string[];
  questions: number;
  /** Section time; null for an untimed section. */
  minutes: number | null;
};

export type Blueprint = {
  examTypeId: number;
  edition: string;
  source: string;
  sections: readonly BlueprintSection[];
  note?: string;
};

export const BLUEPRINTS: readonly Blueprint[] = [
  {
    examTypeId: 1,
    edition: 'ATI TEAS 7 (2022)',
    source: 'ATI published test plan: 170 items (150 scored + 20 unscored) in 209 minutes',
    sections: [
      { label: 'Reading', categories: ['Reading'], questions: 45, minutes: 55 },
      { label: 'Math', categories: ['Math'], questions: 38, minutes: 57 },
      { label: 'Science', categories: ['Science'], questions: 50, minutes: 60 },
      {
        label: 'English and Language Usage',
        categories: ['English Language Usage'],
        questions: 37,
        minutes: 37,
      },
    ],
    note: 'The real exam has a 10-minute break after Math.',
  },
  {
    examTypeId: 2,
    edition: 'GED (2014 series, current)',
    source: 'GED Testing Service subject test times; item counts are approximate',
    sections: [
      {
        label: 'Reasoning Through Language Arts',
        categories: ['Reading', 'English'],
        questions: 46,
        minutes: 150,
      },
      { label: 'Mathematical Reasoning', categories: ['Math'], questions: 46, minutes: 115 },
      { label: 'Science', categories: ['Science'], questions: 34, minutes: 90 },
      { label: 'Social Studies', categories: ['Social Studies'], questions: 30, minutes: 70 },
    ],
    note: 'Each subject is passed at 145 on the real exam.',
  },
  {
    examTypeId: 3,
    edition: 'HESI A2 (V1/V2)',
    source: 'Elsevier HESI A2 section item counts and recommended times',
    sections: [
      {
        label: 'Reading Comprehension',
        categories: ['Reading and Comprehension'],
        questions: 55,
        minutes: 60,
      },
      { label: 'Vocabulary', categories: ['Vocabulary'], questions: 55, minutes: 50 },
      { label: 'Grammar', categories: ['Grammar'], questions: 55, minutes: 50 },
      { label: 'Math', categories: ['Math'], questions: 55, minutes: 50 },
      { label: 'Biology', categories: ['Biology'], questions: 30, minutes: 25 },
      {
        label: 'Anatomy and Physiology',
        categories: ['Anatomy and Physiology'],
        questions: 30,
        minutes: 25,
      },
    ],
    note: 'Schools choose which sections they require; Chemistry is not in our bank yet.',
  },
  {
    examTypeId: 4,
    edition: 'Next-Generation ACCUPLACER',
    source: 'College Board ACCUPLACER test lengths (adaptive, untimed)',
    sections: [
      { label: 'Reading', categories: ['Reading'], questions: 20, minutes: null },
      { label: 'Writing', categories: ['Writing'], questions: 25, minutes: null },
      {
        label: 'Arithmetic, QAS and Advanced Algebra and Functions',
        categories: ['Mathematics'],
        questions: 60,
        minutes: null,
      },
    ],
    note: 'The real test is adaptive and lets you neither skip nor go back.',
  },
  {
    examTypeId: 5,
    edition: 'NLN NEX',
    source: 'NLN Nursing Entrance Exam: 163 items, 60 minutes per section',
    sections: [
      { label: 'Verbal', categories: ['Reading', 'English'], questions: 58, minutes: 60 },
      { label: 'Math', categories: ['Math'], questions: 45, minutes: 60 },
      { label: 'Science', categories: ['Science'], questions: 60, minutes: 60 },
    ],
  },
  {
    examTypeId: 6,
    edition: 'CLEP (subject exams)',
    source: 'College Board CLEP: most exams 90 minutes, about 60–100 items',
    sections: [
      { label: 'College Composition', categories: ['English'], questions: 60, minutes: 90 },
      { label: 'College Algebra', categories: ['Math'], questions: 60, minutes: 90 },
      { label: 'Biology', categories: ['Science'], questions: 60, minutes: 90 },
      {
        label: 'Analyzing and Interpreting Literature',
        categories: ['Reading'],
        questions: 60,
        minutes: 90,
      },
    ],
    note: 'Each CLEP subject is a separate exam: choose one section to simulate it.',
  },
  {
    examTypeId: 7,
    edition: 'NNAAP written examination',
    source:
      'NNAAP: 70 items (10 pretest) in 120 minutes; physical care 64%, psychosocial 10%, role 26%',
    sections: [
      {
        label: 'Written examination',
        categories: [
          'Basic Nursing Skills',
          'Restorative Services',
          'Psychosocial Care',
          'Role of Nurse Aide',
        ],
        questions: 70,
        minutes: 120,
      },
    ],
  },
];

/** Weights within a section drawing from several categories (share of the section's items). */
export const SECTION_CATEGORY_WEIGHTS: Readonly<Record<string, Readonly<Record<string, number>>>> =
  {
    // NNAAP outline: physical care 64% = activities of daily living 14% + basic nursing
    // skills 39% (our Basic Nursing Skills holds both) + restorative skills 11%.
    'NNAAP written examination/Written examination': {
      'Basic Nursing Skills': 0.53,
      'Restorative Services': 0.11,
      'Psychosocial Care': 0.1,
      'Role of Nurse Aide': 0.26,
    },
  };

export function findBlueprint(examTypeId: number): Blueprint | undefined {
  return BLUEPRINTS.find((b) => b.examTypeId === examTypeId);
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

/**
 * The question bank's minimums (issue 13): per exam and category, chosen so that every
 * exam's full-length blueprint fills twice without repeating a question (CLEP: each subject
 * exam twice). The data test enforces them.
 */
export const BANK_MINIMUMS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  // TEAS and GED: two forms with 25% to spare in every section (issue 27; the data test's
  // BANK_SLACK rule checks every section and sub-area too).
  'ati-teas-7': { Reading: 113, Math: 80, Science: 105, 'English Language Usage': 93 },
  'hesi-a2': {
    // Issue 27: two 55-item forms with 25% to spare.
    'Reading and Comprehension': 138,
    Grammar: 138,
    Math: 138,
    Vocabulary: 138,
    // Issue 27: two 30-item forms with 25% to spare (2 × 30 × 1.25 = 75).
    'Anatomy and Physiology': 75,
    Biology: 75,
    Chemistry: 75,
    Physics: 75,
  },
  // The adaptive Reading subtest draws from a pool of at least 80 (issue 27).
  // ACCUPLACER (issue 27): an adaptive pool of at least 80 items per subtest.
  accuplacer: { Reading: 80, Writing: 80, Mathematics: 240 },
  ged: { Math: 92, Science: 68, 'Social Studies': 60, English: 58, Reading: 58 },
  // 409 (issue 27): two forms (Verbal 58 split over English and Reading, Math 45, Science
  // 60) with 25% to spare.
  nex: { English: 73, Reading: 73, Math: 113, Science: 150 },
  // CLEP (issue 27): two real-length forms with slack — College Composition 2 × 50 + 25%,
  // College Algebra 2 × 60 + 25%, Biology 2 × 115 + 10%, Literature 2 × 80 + 10%.
  clep: { English: 125, Math: 150, Science: 253, Reading: 176 },
  cna: {
    // Two 70-item forms by the NNAAP weights with 25% to spare in each category (issue 27).
    'Basic Nursing Skills': 93,
    'Restorative Services': 25,
    'Psychosocial Care': 25,
    'Role of Nurse Aide': 45,
  },
};

/** Minimums of the tagged sub-areas (`topic`) that blueprints and the outline ask for. */
export const TOPIC_MINIMUMS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  'ati-teas-7/Science': {
    'anatomy-and-physiology': 45,
    biology: 20,
    chemistry: 20,
    'scientific-reasoning': 20,
  },
  // Each adaptive subtest draws from a pool of at least 80, spread over difficulty (issue 27).
  'accuplacer/Mathematics': {
    arithmetic: 80,
    'quantitative-reasoning-algebra-statistics': 80,
    'advanced-algebra-functions': 80,
  },
  // At least half of the GED Math minimum is algebra, functions and graphs.
  'ged/Math': { 'algebraic-problem-solving': 46 },
};

/** Categories whose real test is passage-based: the least number of items that read one. */
export const PASSAGE_MINIMUMS: Readonly<Record<string, number>> = {
  'accuplacer/Writing': 50,
};

/**
 * What the bank holds beyond its disjoint forms, in every section's category and sub-area
 * (issue 27), by exam id: 25% more than the forms need, so a retake or an adaptive test does
 * not meet only seen items; CLEP 10% (its forms are long: Biology 2 × 115, Literature 2 × 80,
 * the issue's own figures 253 and 176).
 */
export const BANK_SLACK: Readonly<Record<number, number>> = {
  1: 1.25,
  2: 1.25,
  3: 1.25,
  4: 1.25,
  5: 1.25,
  6: 1.1,
  7: 1.25,
};

/** Disjoint full-length forms each blueprint must fill from the bank (CLEP: per subject). */
export const BLUEPRINT_FORMS: Readonly<Record<number, number>> = {
  1: 2,
  2: 2,
  3: 2,
  4: 2,
  5: 2,
  6: 2,
  7: 2,
};

/**
 * The least share of an exam's items that use the real exam's other item types
 * (multiple-select, ordered, fill-in: item-types.ts), where the real exam uses them.
 */
export const ALTERNATE_TYPE_MIN_SHARE: Readonly<Record<string, number>> = {
  'ati-teas-7': 0.15,
  ged: 0.15,
};

/**
 * Each real exam's format, for full-length simulations (issue 25): sections in order, their
 * item counts (scored and unscored), clocks, breaks, navigation rules and on-screen tools.
 * Versioned data: when an exam body changes its format, only this data changes; each entry
 * names its edition and source (published figures: content guide). Where the bank has no
 * category for a section, the section is left out and the note says so.
 */

import type { ItemType } from './item-types';

/** How a student may move between the items of a section. */
export type SectionNavigation =
  /** Any item of the open section, in any order, until it is closed (or its clock ends). */
  | 'free'
  /** One item after another; an item left is never shown again (ACCUPLACER). */
  | 'forward-only';

/** The calculator the exam shows on screen in a section, if any. */
export type CalculatorKind = 'none' | 'four-function' | 'scientific';

export type BlueprintSection = {
  /** Section name as the exam calls it. */
  label: string;
  /** Categories of our bank the section draws from (titles as in exams.ts). */
  categories: readonly string[];
  /** Only items tagged with one of these sub-areas (seed `topic`), when set. */
  topics?: readonly string[];
  /** Only items of this finer sub-area (seed `subarea`), when set: GED's no-calculator items. */
  subarea?: string;
  /** Items the section shows, unscored ones included. */
  questions: number;
  /** Of those, the unscored (pretest) items: mixed in, left out of the score. */
  unscored: number;
  /** Section time; null for an untimed section. */
  minutes: number | null;
  /**
   * The section runs on the previous section's clock (GED Math's calculator part follows its
   * no-calculator part within one time limit); `minutes` is then null.
   */
  continuesClock: boolean;
  navigation: SectionNavigation;
  /** Every item must be answered before moving on (no skipping). */
  mustAnswer: boolean;
  calculator: CalculatorKind;
  formulaSheet: boolean;
  highlighter: boolean;
  /** A break after this section (minutes), which the student may end early; null for none. */
  breakAfterMinutes: number | null;
  /** Each next item chosen from the answers so far (computer-adaptive). */
  adaptive: boolean;
};

export type Blueprint = {
  examTypeId: number;
  edition: string;
  /** Where the figures come from (the exam body's published description). */
  source: string;
  /** Which sections a simulation holds: every one, the student's choice of one, or of some. */
  choose: 'all' | 'one' | 'some';
  /** The item types the real exam uses (our bank's types; others are not represented). */
  itemTypes: readonly ItemType[];
  sections: readonly BlueprintSection[];
  /** What the real exam has that the simulation does not represent, and other facts. */
  note?: string;
};

type SectionInput = Pick<BlueprintSection, 'label' | 'categories' | 'questions' | 'minutes'> &
  Partial<BlueprintSection>;

/** A section with the most common rules (free navigation, no tools, no break) unless given. */
function section(input: SectionInput): BlueprintSection {
  return {
    unscored: 0,
    continuesClock: false,
    navigation: 'free',
    mustAnswer: false,
    calculator: 'none',
    formulaSheet: false,
    highlighter: false,
    breakAfterMinutes: null,
    adaptive: false,
    ...input,
  };
}

const SINGLE_ONLY: readonly ItemType[] = ['single'];

export const BLUEPRINTS: readonly Blueprint[] = [
  {
    examTypeId: 1,
    edition: 'ATI TEAS 7 (2022)',
    source:
      'ATI TEAS 7 test plan (ATI Testing, 2022): 170 items, 150 scored and 20 unscored pretest ' +
      'items, in 209 minutes; four sections timed separately; an on-screen four-function ' +
      'calculator in Math; an optional 10-minute break after Math',
    choose: 'all',
    itemTypes: ['single', 'multiple-select', 'ordered', 'numeric'],
    sections: [
      section({
        label: 'Reading',
        categories: ['Reading'],
        questions: 45,
        unscored: 6,
        minutes: 55,
      }),
      section({
        label: 'Math',
        categories: ['Math'],
        questions: 38,
        unscored: 4,
        minutes: 57,
        calculator: 'four-function',
        breakAfterMinutes: 10,
      }),
      section({
        label: 'Science',
        categories: ['Science'],
        questions: 50,
        unscored: 6,
        minutes: 60,
      }),
      section({
        label: 'English and Language Usage',
        categories: ['English Language Usage'],
        questions: 37,
        unscored: 4,
        minutes: 37,
      }),
    ],
    note: 'The real exam also has hot-spot items (clicking a region of an image); our bank does not.',
  },
  {
    examTypeId: 2,
    edition: 'GED (2014 series, current)',
    source:
      'GED Testing Service test specifications: four subject tests taken separately; ' +
      'Mathematical Reasoning 115 minutes, about 46 items, the first 5 without a calculator, ' +
      'then the TI-30XS on screen and the formula sheet; Science 90 minutes and Social ' +
      'Studies 70 minutes with the calculator; Reasoning Through Language Arts 150 minutes ' +
      'including a 45-minute extended response and a 10-minute break; item counts approximate',
    choose: 'one',
    itemTypes: ['single', 'multiple-select', 'ordered', 'numeric'],
    sections: [
      section({
        label: 'Reasoning Through Language Arts',
        categories: ['Reading', 'English'],
        questions: 46,
        minutes: 95,
        highlighter: true,
      }),
      section({
        label: 'Mathematical Reasoning',
        categories: ['Math'],
        subarea: 'no-calculator',
        questions: 5,
        minutes: 115,
        formulaSheet: true,
        highlighter: true,
      }),
      section({
        label: 'Mathematical Reasoning: calculator part',
        categories: ['Math'],
        questions: 41,
        minutes: null,
        continuesClock: true,
        calculator: 'scientific',
        formulaSheet: true,
        highlighter: true,
      }),
      section({
        label: 'Science',
        categories: ['Science'],
        questions: 34,
        minutes: 90,
        calculator: 'scientific',
        highlighter: true,
      }),
      section({
        label: 'Social Studies',
        categories: ['Social Studies'],
        questions: 30,
        minutes: 70,
        calculator: 'scientific',
        highlighter: true,
      }),
    ],
    note:
      'Each subject is a separate test, passed at 145. Language Arts here is its 95 minutes ' +
      'of questions: the 45-minute extended response (an essay scored by readers) and the ' +
      '10-minute break are not represented. Drag-and-drop and drop-down items are given as ' +
      'ordered and single-answer items.',
  },
  {
    examTypeId: 3,
    edition: 'HESI A2 (V1/V2)',
    source:
      'Elsevier HESI Admission Assessment: schools choose the sections; each section timed, ' +
      'with 5 unscored pilot items; Reading 55 items in 60 minutes; Vocabulary, Grammar and ' +
      'Math 55 in 50; Biology, Chemistry and Anatomy and Physiology 30 in 25; Physics 30 in 50 ' +
      "(Elsevier's table of items and suggested times as schools publish it, e.g. Texas State " +
      'Technical College, tstc.libguides.com/hesi-a2); an on-screen calculator in Math',
    choose: 'some',
    itemTypes: SINGLE_ONLY,
    sections: [
      section({
        label: 'Reading Comprehension',
        categories: ['Reading and Comprehension'],
        questions: 55,
        unscored: 5,
        minutes: 60,
      }),
      section({
        label: 'Vocabulary',
        categories: ['Vocabulary'],
        questions: 55,
        unscored: 5,
        minutes: 50,
      }),
      section({
        label: 'Grammar',
        categories: ['Grammar'],
        questions: 55,
        unscored: 5,
        minutes: 50,
      }),
      section({
        label: 'Math',
        categories: ['Math'],
        questions: 55,
        unscored: 5,
        minutes: 50,
        calculator: 'four-function',
      }),
      section({
        label: 'Biology',
        categories: ['Biology'],
        questions: 30,
        unscored: 5,
        minutes: 25,
      }),
      section({
        label: 'Chemistry',
        categories: ['Chemistry'],
        questions: 30,
        unscored: 5,
        minutes: 25,
      }),
      section({
        label: 'Anatomy and Physiology',
        categories: ['Anatomy and Physiology'],
        questions: 30,
        unscored: 5,
        minutes: 25,
      }),
      section({
        label: 'Physics',
        categories: ['Physics'],
        questions: 30,
        unscored: 5,
        minutes: 50,
      }),
    ],
    note:
      'Schools choose which sections they require (Physics only a few). The Learning Style ' +
      'and Personality Profile questionnaires, which are not scored, and the Critical Thinking ' +
      'exam some schools add are not represented.',
  },
  {
    examTypeId: 4,
    edition: 'Next-Generation ACCUPLACER',
    source:
      'College Board Next-Generation ACCUPLACER: separate computer-adaptive placement tests, ' +
      'untimed; every item must be answered and none revisited; Reading 20, Writing 25, ' +
      'Arithmetic 20, Quantitative Reasoning, Algebra and Statistics 20, Advanced Algebra and ' +
      'Functions 20 items; a calculator and a highlighter on screen where an item allows them',
    choose: 'some',
    itemTypes: SINGLE_ONLY,
    sections: [
      ['Reading', ['Reading'], undefined, 20, 'none'],
      ['Writing', ['Writing'], undefined, 25, 'none'],
      ['Arithmetic', ['Mathematics'], ['arithmetic'], 20, 'none'],
      [
        'Quantitative Reasoning, Algebra and Statistics',
        ['Mathematics'],
        ['quantitative-reasoning-algebra-statistics'],
        20,
        'four-function',
      ],
      [
        'Advanced Algebra and Functions',
        ['Mathematics'],
        ['advanced-algebra-functions'],
        20,
        'scientific',
      ],
    ].map(([label, categories, topics, questions, calculator]) =>
      section({
        label: label as string,
        categories: categories as string[],
        ...(topics ? { topics: topics as string[] } : {}),
        questions: questions as number,
        minutes: null,
        navigation: 'forward-only',
        mustAnswer: true,
        adaptive: true,
        highlighter: true,
        calculator: calculator as CalculatorKind,
      }),
    ),
    note:
      'The real test shows its calculator only on the items that allow it; here it is ' +
      'available for the whole subtest. WritePlacer (the essay) is not represented.',
  },
  {
    examTypeId: 5,
    edition: 'NLN NEX',
    source:
      'NLN Nursing Entrance Exam: 163 items including unscored ones, Verbal 58, Math 45, ' +
      'Science 60, each section 60 minutes; an on-screen calculator in Math',
    choose: 'all',
    itemTypes: SINGLE_ONLY,
    sections: [
      section({ label: 'Verbal', categories: ['Reading', 'English'], questions: 58, minutes: 60 }),
      section({
        label: 'Math',
        categories: ['Math'],
        questions: 45,
        minutes: 60,
        calculator: 'four-function',
      }),
      section({ label: 'Science', categories: ['Science'], questions: 60, minutes: 60 }),
    ],
    note: 'The NLN does not publish which items are unscored: every item here is scored.',
  },
  {
    examTypeId: 6,
    edition: 'CLEP (subject exams)',
    source:
      'College Board CLEP exam descriptions: College Composition about 50 multiple-choice ' +
      'items (plus two essays); College Algebra about 60 items in 90 minutes with an ' +
      'on-screen scientific calculator; Biology about 115 items in 90 minutes; Analyzing and ' +
      'Interpreting Literature about 80 items in 90 minutes; five options per item',
    choose: 'one',
    itemTypes: SINGLE_ONLY,
    sections: [
      section({
        label: 'College Composition',
        categories: ['English'],
        questions: 50,
        minutes: 50,
      }),
      section({
        label: 'College Algebra',
        categories: ['Math'],
        questions: 60,
        minutes: 90,
        calculator: 'scientific',
      }),
      section({ label: 'Biology', categories: ['Science'], questions: 115, minutes: 90 }),
      section({
        label: 'Analyzing and Interpreting Literature',
        categories: ['Reading'],
        questions: 80,
        minutes: 90,
      }),
    ],
    note:
      'Each CLEP subject is a separate exam: choose one to simulate it. College Composition ' +
      'is given here as its multiple-choice part (50 minutes); its two essays (70 minutes, ' +
      'scored by readers) are not represented. CLEP mixes unscored pretest items in without ' +
      'saying how many: every item here is scored.',
  },
  {
    examTypeId: 7,
    edition: 'NNAAP written examination',
    source:
      'NNAAP candidate handbook: 70 items (10 unscored pretest items) in 120 minutes; ' +
      'physical care 64%, psychosocial 10%, role of the nurse aide 26%',
    choose: 'all',
    itemTypes: SINGLE_ONLY,
    sections: [
      section({
        label: 'Written examination',
        categories: [
          'Basic Nursing Skills',
          'Restorative Services',
          'Psychosocial Care',
          'Role of Nurse Aide',
        ],
        questions: 70,
        unscored: 10,
        minutes: 120,
      }),
    ],
    note: 'The skills demonstration of the certification is not represented.',
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

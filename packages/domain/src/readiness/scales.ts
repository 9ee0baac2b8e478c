/**
 * Each exam's own score scale, as versioned data with its source and the assumption that links
 * it to our bank (decision 0036). No exam body publishes how a percent of our questions maps to
 * its score: on a percent scale our expected percent stands in for the exam's percent; on a
 * scaled score it goes through a stated straight-line approximation anchored at the published
 * pass mark. Every screen that shows a score on these scales shows the assumption with it.
 * Only published figures are given; what could not be confirmed is left out and said so.
 */

export type ScoreBand = { label: string; from: number; to: number };

export type ExamScale = {
  examTypeId: number;
  /** Raised on every change of these figures; estimates stored with a scale keep its version. */
  version: number;
  /** When this version was written. */
  asOf: string;
  /** The score as the exam names it. */
  name: string;
  unit: 'percent' | 'points';
  min: number;
  max: number;
  /** The published pass mark on this scale; null where each school or college sets its own. */
  passMark: number | null;
  /** Bands the exam body publishes on this scale (empty when none is given here). */
  bands: readonly ScoreBand[];
  /**
   * From the expected percent on a form of our bank (0–100) to this scale: points joined by
   * straight lines, both coordinates increasing. [[0, 0], [100, 100]] on a percent scale.
   */
  conversion: readonly (readonly [percent: number, score: number])[];
  /** Where the scale's figures come from. */
  source: string;
  /** How our figure relates to the exam's: one or two sentences a screen can show as they are. */
  assumption: string;
  /** What a screen that asks for a target says of it (null: nothing beyond the scale). */
  targetNote: string | null;
};

const PERCENT: ExamScale['conversion'] = [
  [0, 0],
  [100, 100],
];

/**
 * The raw percent assumed to sit at a scaled pass mark (GED 145, CLEP 50). Not published by
 * either exam body: the anchor of the approximation, to be fitted to students' reported real
 * scores as they arrive (issue 26, "closing the loop").
 */
export const ASSUMED_PASS_PERCENT = 60;

export const EXAM_SCALES: readonly ExamScale[] = [
  {
    examTypeId: 1,
    version: 1,
    asOf: '2026-11',
    name: 'ATI TEAS score (percent)',
    unit: 'percent',
    min: 0,
    max: 100,
    passMark: null,
    bands: [],
    conversion: PERCENT,
    source:
      'ATI TEAS 7 score report: a total score and a score per section, each as a percent, and ' +
      'an academic preparedness level (Developmental, Basic, Proficient, Advanced, Exemplary); ' +
      'each nursing program sets the score it requires',
    assumption:
      'Your percent on a full-length TEAS-weighted form of our questions stands in for the TEAS ' +
      'percent; ATI adjusts its scores for the difficulty of each form and does not publish how, ' +
      'so the real score may differ. ATI’s preparedness levels are not shown because we could ' +
      'not confirm their TEAS 7 cut-offs.',
    targetNote: null,
  },
  {
    examTypeId: 2,
    version: 1,
    asOf: '2026-11',
    name: 'GED score (100–200 per test)',
    unit: 'points',
    min: 100,
    max: 200,
    passMark: 145,
    bands: [
      { label: 'Below passing', from: 100, to: 144 },
      { label: 'GED Passing Score', from: 145, to: 164 },
      { label: 'GED College Ready', from: 165, to: 174 },
      { label: 'GED College Ready + Credit', from: 175, to: 200 },
    ],
    conversion: [
      [0, 100],
      [ASSUMED_PASS_PERCENT, 145],
      [100, 200],
    ],
    source:
      'GED Testing Service: each of the four tests is scored from 100 to 200 and passed at 145; ' +
      '165–174 is GED College Ready and 175–200 GED College Ready + Credit',
    assumption:
      `An approximation: GED Testing Service does not publish how many answers make a 145, so we ` +
      `assume ${ASSUMED_PASS_PERCENT}% correct on a full-length form of our questions scores 145 ` +
      'and join it by straight lines to 100 at 0% and 200 at 100%.',
    targetNote: null,
  },
  {
    examTypeId: 3,
    version: 1,
    asOf: '2026-11',
    name: 'HESI A2 score (percent per section)',
    unit: 'percent',
    min: 0,
    max: 100,
    passMark: null,
    bands: [],
    conversion: PERCENT,
    source:
      'Elsevier HESI Admission Assessment: each section is scored as a percent, with a ' +
      'composite of the sections taken; each school chooses the sections and the score it requires',
    assumption:
      'Your percent on a full-length form of our questions for the section stands in for the ' +
      'HESI percent; the real exam’s questions may be harder or easier than ours.',
    targetNote: null,
  },
  {
    examTypeId: 4,
    version: 1,
    asOf: '2026-11',
    name: 'ACCUPLACER score (200–300 per test)',
    unit: 'points',
    min: 200,
    max: 300,
    passMark: null,
    bands: [],
    conversion: [
      [0, 200],
      [100, 300],
    ],
    source:
      'College Board, Next-Generation ACCUPLACER: each test has a scaled score range of 200–300, ' +
      'computed adaptively from the difficulty of the items answered; each college sets its own ' +
      'placement score ranges',
    assumption:
      'An approximation: the College Board does not publish a conversion from a percent of ' +
      'questions, so we draw a straight line from 200 at 0% to 300 at 100% correct on a ' +
      'full-length form of our questions.',
    targetNote: 'Enter your college’s placement score as your target.',
  },
  {
    examTypeId: 5,
    version: 1,
    asOf: '2026-11',
    name: 'Percent correct on a NEX-weighted form',
    unit: 'percent',
    min: 0,
    max: 100,
    passMark: null,
    bands: [],
    conversion: PERCENT,
    source:
      'NLN Nursing Entrance Exam: Verbal, Math and Science sections; each school sets the score ' +
      'it requires',
    assumption:
      'This is your percent on a full-length NEX-weighted form of our questions, not the NLN’s ' +
      'own score, which we do not convert to.',
    targetNote: null,
  },
  {
    examTypeId: 6,
    version: 1,
    asOf: '2026-11',
    name: 'CLEP score (20–80)',
    unit: 'points',
    min: 20,
    max: 80,
    passMark: 50,
    bands: [],
    conversion: [
      [0, 20],
      [ASSUMED_PASS_PERCENT, 50],
      [100, 80],
    ],
    source:
      'College Board CLEP: each exam is scored from 20 to 80; 50 is the score recommended for ' +
      'credit on most exams, and each college sets its own',
    assumption:
      `An approximation: the College Board does not publish how many answers make a 50, so we ` +
      `assume ${ASSUMED_PASS_PERCENT}% correct on a full-length form of our questions scores 50 ` +
      'and join it by straight lines to 20 at 0% and 80 at 100%.',
    targetNote: null,
  },
  {
    examTypeId: 7,
    version: 1,
    asOf: '2026-11',
    name: 'Percent correct on an NNAAP-weighted form',
    unit: 'percent',
    min: 0,
    max: 100,
    passMark: null,
    bands: [],
    conversion: PERCENT,
    source:
      'NNAAP written examination: reported as pass or fail; the passing standard is set for ' +
      'each state',
    assumption:
      'This is your percent on a full-length form of our questions weighted like the NNAAP ' +
      'written exam; the exam itself reports only pass or fail, at a standard your state sets.',
    targetNote: null,
  },
];

export function findExamScale(examTypeId: number): ExamScale | undefined {
  return EXAM_SCALES.find((s) => s.examTypeId === examTypeId);
}

function piecewise(points: readonly (readonly [number, number])[], x: number, from: 0 | 1): number {
  const to = from === 0 ? 1 : 0;
  const first = points[0] as readonly [number, number];
  const last = points[points.length - 1] as readonly [number, number];
  if (x <= first[from]) return first[to];
  if (x >= last[from]) return last[to];
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1] as readonly [number, number];
    const b = points[i] as readonly [number, number];
    if (x <= b[from]) return a[to] + ((x - a[from]) / (b[from] - a[from])) * (b[to] - a[to]);
  }
  return last[to];
}

/** Our expected percent (0–100) on the exam's scale. */
export function toScale(scale: ExamScale, percent: number): number {
  return piecewise(scale.conversion, percent, 0);
}

/** A score on the exam's scale back to our percent (0–100). */
export function fromScale(scale: ExamScale, score: number): number {
  return piecewise(scale.conversion, score, 1);
}

/** A score as shown: whole points or whole percents. */
export function displayScore(value: number): number {
  return Math.round(value);
}

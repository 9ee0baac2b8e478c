import { type ExamReadiness, findExamScale, type ScopeReadiness } from '@app/domain';

/** Readiness as the api answers it (readiness.overview), for the dashboard's tests. */

function scaleOf(examTypeId: number): ExamReadiness['scale'] {
  const scale = findExamScale(examTypeId);
  if (!scale) throw new Error(`no scale for ${examTypeId}`);
  const { version, name, unit, min, max, passMark, bands, source, assumption } = scale;
  return { version, name, unit, min, max, passMark, bands: [...bands], source, assumption };
}

const needs = (label: string, scope: 'exam' | 'test', answers: number): ScopeReadiness => ({
  label,
  scope,
  estimate: { kind: 'needs-answers', answers, needed: 20 - answers },
  peers: null,
});

const TEAS_SECTIONS = ['Reading', 'Math', 'Science', 'English and Language Usage'];

const studyNext: ExamReadiness['studyNext'] = [
  {
    section: 'Math',
    category: 'Math',
    weight: 0.227,
    answers: 14,
    expectedPercent: 41.2,
    sd: 0.52,
    targetPercent: 75,
    priority: 3.99,
    quiz: { category: 'Math', section: null, count: 10 },
  },
  {
    section: 'Science',
    category: 'Science',
    weight: 0.293,
    answers: 3,
    expectedPercent: 58,
    sd: 0.8,
    targetPercent: 75,
    priority: 3.98,
    quiz: { category: 'Science', section: null, count: 10 },
  },
];

/** ATI TEAS 7 with 12 answers: below the minimum everywhere. */
export function teasBelowMinimum(): ExamReadiness {
  return {
    examTypeId: 1,
    examName: 'ATI TEAS 7',
    scale: scaleOf(1),
    target: { examTypeId: 1, examDate: null, target: null, targetScore: null, updatedAt: null },
    answers: 12,
    overall: needs('ATI TEAS 7', 'exam', 12),
    tests: TEAS_SECTIONS.map((label) => needs(label, 'test', 3)),
    categories: [],
    studyNext: studyNext.map((s) => ({ ...s, answers: 3, targetPercent: null })),
    reviewDue: 0,
    difficulties: { items: 160, calibrated: 0 },
  };
}

/** ATI TEAS 7 with 64 answers, a target of 75% and an exam date: an estimate, by section. */
export function teasEstimated(examDate: string | null = null): ExamReadiness {
  const range = { estimate: 68.4, low: 61.9, high: 74.6 };
  return {
    ...teasBelowMinimum(),
    target: {
      examTypeId: 1,
      examDate,
      target: 75,
      targetScore: 75,
      updatedAt: '2026-05-01T10:00:00.000Z',
    },
    answers: 64,
    overall: {
      label: 'ATI TEAS 7',
      scope: 'exam',
      estimate: {
        kind: 'estimate',
        answers: 64,
        percent: range,
        score: range,
        target: { score: 75, chance: 0.214, band: 'not-yet' },
      },
      peers: { kind: 'hidden', students: 12, needed: 18 },
    },
    tests: [
      {
        label: 'Reading',
        scope: 'test',
        estimate: {
          kind: 'estimate',
          answers: 22,
          percent: { estimate: 77, low: 66.1, high: 85.2 },
          score: { estimate: 77, low: 66.1, high: 85.2 },
          target: { score: 75, chance: 0.58, band: 'too-close-to-call' },
        },
        peers: { kind: 'hidden', students: 9, needed: 21 },
      },
      needs('Math', 'test', 14),
      needs('Science', 'test', 16),
      needs('English and Language Usage', 'test', 12),
    ],
    studyNext,
    reviewDue: 4,
  };
}

/** GED: scored per test, on 100–200, judged against the pass mark 145 by default. */
export function gedEstimated(): ExamReadiness {
  return {
    examTypeId: 2,
    examName: 'GED',
    scale: scaleOf(2),
    target: { examTypeId: 2, examDate: null, target: null, targetScore: null, updatedAt: null },
    answers: 30,
    overall: null,
    tests: [
      {
        label: 'Mathematical Reasoning',
        scope: 'test',
        estimate: {
          kind: 'estimate',
          answers: 30,
          percent: { estimate: 55, low: 47, high: 63 },
          score: { estimate: 141.3, low: 135.3, high: 147.3 },
          target: { score: 145, chance: 0.36, band: 'too-close-to-call' },
        },
        peers: { kind: 'percentile', percentile: 41, students: 57 },
      },
      needs('Science', 'test', 0),
    ],
    categories: [],
    studyNext: [],
    reviewDue: 0,
    difficulties: { items: 400, calibrated: 400 },
  };
}

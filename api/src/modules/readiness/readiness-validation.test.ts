/**
 * The readiness model validated before any real answer exists (issue 26, decision 0036):
 * synthetic students of known ability answer the real question bank by the Rasch model, with
 * true difficulties drawn around their labels' prior means. The test calibrates the items from
 * a first cohort's answers, then estimates new students from 20 and from 200 answers, and
 * checks (a) the difficulties are recovered, (b) the 80% ability intervals hold the true
 * ability 75–85% of the time, (c) the chances of reaching a target on exam day are calibrated.
 * Seeded: the same figures every run (they are printed once, for the decision record).
 */
import {
  abilityScopes,
  calibrate,
  DIFFICULTY_PRIOR_MEAN,
  DIFFICULTY_PRIOR_SD,
  type Difficulty,
  difficultyPrior,
  EXAMS,
  estimateReadiness,
  type FormItem,
  findBlueprint,
  findExamScale,
  formCurve,
  fromScale,
  interpolateOnGrid,
  itemsForPercent,
  type ReadinessForm,
  readinessForms,
  type ScoredAnswer,
  toScale,
} from '@app/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  answers,
  baseRateBrier,
  brier,
  calibrationError,
  correlation,
  type Forecast,
  normal,
  type ReliabilityRow,
  reliabilityTable,
  rmse,
  sample,
  seeded,
} from '../../test/readiness-simulation';
import { readQuestionBank } from '../questions/seed-files';

const BANK_DIR = new URL('../../db/seed/questions/', import.meta.url).pathname;

/** The first cohort: each answers this many distinct items of their exam… */
const CALIBRATION_ANSWERS_PER_STUDENT = 50;
/** …and there are enough of them for about this many answers per item. */
const CALIBRATION_ANSWERS_PER_ITEM = 150;
/** New students per exam and per answer count. */
const STUDENTS_PER_EXAM = 300;
const ANSWER_COUNTS = [20, 200] as const;
/** Targets drawn uniformly between these percents. */
const TARGET_PERCENTS = [40, 85] as const;

type SimItem = FormItem & { label: Difficulty; trueDifficulty: number };

type Cohort = {
  answers: number;
  students: number;
  meanAnswers: number;
  covered: number;
  percentCovered: number;
  meanSd: number;
  meanPercentWidth: number;
  forecasts: Forecast[];
};

type ExamFigures = {
  exam: string;
  items: number;
  calibrationStudents: number;
  passes: number;
  correlation: number;
  rmse: number;
  priorRmse: number;
  seCoverage: number;
  /** Items whose fit was judged, and of those, flagged (every item here follows the model). */
  judged: number;
  flagged: number;
};

const figures: { exams: ExamFigures[]; all: ExamFigures; cohorts: Cohort[] } = {
  exams: [],
  all: {} as ExamFigures,
  cohorts: [],
};

const trueForm = (form: ReadinessForm<SimItem>): ReadinessForm<SimItem> => ({
  ...form,
  parts: form.parts.map((part) => ({
    ...part,
    items: part.items.map((item) => ({ ...item, difficulty: item.trueDifficulty })),
  })),
});

function simulate() {
  const random = seeded(26);
  const bank = readQuestionBank(BANK_DIR);
  const truths: number[] = [];
  const estimates: number[] = [];
  const labels: number[] = [];
  let seCovered = 0;
  const cohorts = new Map<number, Cohort>(
    ANSWER_COUNTS.map((n) => [
      n,
      {
        answers: n,
        students: 0,
        meanAnswers: 0,
        covered: 0,
        percentCovered: 0,
        meanSd: 0,
        meanPercentWidth: 0,
        forecasts: [],
      },
    ]),
  );

  for (const exam of EXAMS) {
    const items: SimItem[] = bank
      .filter((q) => q.examTypeId === exam.id)
      .map((q) => {
        const label = q.difficulty;
        return {
          category: q.category,
          topic: q.topic ?? null,
          subarea: q.subarea ?? null,
          label,
          trueDifficulty: DIFFICULTY_PRIOR_MEAN[label] + DIFFICULTY_PRIOR_SD * normal(random),
          difficulty: DIFFICULTY_PRIOR_MEAN[label],
        };
      });
    const indices = items.map((_, i) => i);

    // (a) A first cohort's answers calibrate the items.
    const cohortSize = Math.round(
      (items.length * CALIBRATION_ANSWERS_PER_ITEM) / CALIBRATION_ANSWERS_PER_STUDENT,
    );
    const students = Array.from({ length: cohortSize }, () => {
      const theta = normal(random);
      return sample(indices, CALIBRATION_ANSWERS_PER_STUDENT, random).map((item) => ({
        item,
        correct: answers(theta, (items[item] as SimItem).trueDifficulty, random),
      }));
    });
    const result = calibrate({ priors: items.map((i) => difficultyPrior(i.label)), students });
    result.items.forEach((estimate, i) => {
      const item = items[i] as SimItem;
      item.difficulty = estimate.difficulty;
      if (Math.abs(estimate.difficulty - item.trueDifficulty) <= 1.2816 * estimate.se) seCovered++;
    });
    const examTruths = items.map((i) => i.trueDifficulty);
    const examEstimates = items.map((i) => i.difficulty);
    const examLabels = items.map((i) => DIFFICULTY_PRIOR_MEAN[i.label]);
    figures.exams.push({
      exam: exam.name,
      items: items.length,
      calibrationStudents: cohortSize,
      passes: result.passes,
      correlation: correlation(examEstimates, examTruths),
      rmse: rmse(examEstimates, examTruths),
      priorRmse: rmse(examLabels, examTruths),
      seCoverage:
        result.items.filter(
          (e, i) => Math.abs(e.difficulty - (examTruths[i] as number)) <= 1.2816 * e.se,
        ).length / items.length,
      judged: result.items.filter((e) => e.misfit !== null).length,
      flagged: result.items.filter((e) => e.misfit === true).length,
    });
    truths.push(...examTruths);
    estimates.push(...examEstimates);
    labels.push(...examLabels);

    // (b), (c) New students on the exam's forms: the whole exam where it is taken whole,
    // otherwise one of its tests each.
    const blueprint = findBlueprint(exam.id);
    const scale = findExamScale(exam.id);
    if (!blueprint || !scale) throw new Error(`No blueprint or scale for ${exam.name}`);
    const forms = readinessForms(blueprint, items);
    const candidates = abilityScopes(forms);
    const curves = candidates.map((form) => ({
      form,
      estimated: formCurve(form),
      truth: formCurve(trueForm(form)),
      pool: [...new Set(form.parts.flatMap((p) => p.items))],
    }));
    for (const n of ANSWER_COUNTS) {
      const cohort = cohorts.get(n) as Cohort;
      for (let s = 0; s < STUDENTS_PER_EXAM; s++) {
        const { form, estimated, truth, pool } = curves[s % curves.length] as (typeof curves)[0];
        const theta = normal(random);
        const practised: ScoredAnswer[] = sample(pool, n, random).map((item) => ({
          difficulty: item.difficulty,
          correct: answers(theta, item.trueDifficulty, random),
        }));
        const targetPercent =
          TARGET_PERCENTS[0] + (TARGET_PERCENTS[1] - TARGET_PERCENTS[0]) * random();
        const readiness = estimateReadiness({
          answers: practised,
          curve: estimated,
          scale,
          target: toScale(scale, targetPercent),
        });
        if (readiness.kind !== 'estimate' || !readiness.target) {
          throw new Error(`No estimate from ${practised.length} answers`);
        }
        const { ability, percent } = readiness;
        const truePercent = 100 * interpolateOnGrid(truth.expected, theta);
        // Exam day: a fresh form drawn part by part, answered by the student's true ability.
        let correct = 0;
        for (const part of form.parts) {
          for (const item of sample(part.items, part.count, random)) {
            if (answers(theta, item.trueDifficulty, random)) correct++;
          }
        }
        const needed = itemsForPercent(estimated, fromScale(scale, readiness.target.score));
        cohort.students++;
        cohort.meanAnswers += practised.length;
        if (theta >= ability.low && theta <= ability.high) cohort.covered++;
        if (truePercent >= percent.low && truePercent <= percent.high) cohort.percentCovered++;
        cohort.meanSd += ability.sd;
        cohort.meanPercentWidth += percent.high - percent.low;
        cohort.forecasts.push({ predicted: readiness.target.chance, happened: correct >= needed });
      }
    }
  }

  figures.all = {
    exam: 'All exams',
    items: truths.length,
    calibrationStudents: figures.exams.reduce((n, e) => n + e.calibrationStudents, 0),
    passes: Math.max(...figures.exams.map((e) => e.passes)),
    correlation: correlation(estimates, truths),
    rmse: rmse(estimates, truths),
    priorRmse: rmse(labels, truths),
    seCoverage: seCovered / truths.length,
    judged: figures.exams.reduce((n, e) => n + e.judged, 0),
    flagged: figures.exams.reduce((n, e) => n + e.flagged, 0),
  };
  for (const cohort of cohorts.values()) {
    cohort.meanAnswers /= cohort.students;
    cohort.meanSd /= cohort.students;
    cohort.meanPercentWidth /= cohort.students;
    figures.cohorts.push(cohort);
  }
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

function report() {
  const lines = ['Readiness model validation (decision 0036)', '(a) item difficulties'];
  for (const e of [...figures.exams, figures.all]) {
    lines.push(
      `  ${e.exam.padEnd(12)} items ${String(e.items).padStart(4)}  students ${String(e.calibrationStudents).padStart(5)}  passes ${e.passes}  r ${e.correlation.toFixed(3)}  RMSE ${e.rmse.toFixed(3)} (label only ${e.priorRmse.toFixed(3)})  within ±1.28 SE ${pct(e.seCoverage)}  misfit ${e.flagged}/${e.judged}`,
    );
  }
  for (const c of figures.cohorts) {
    const rows = reliabilityTable(c.forecasts);
    lines.push(
      `(b, c) ${c.answers} answers (mean ${c.meanAnswers.toFixed(1)}), ${c.students} students: ability in its 80% interval ${pct(c.covered / c.students)}, expected percent in its range ${pct(c.percentCovered / c.students)}, mean posterior SD ${c.meanSd.toFixed(3)}, mean range width ${c.meanPercentWidth.toFixed(1)} points`,
      `  Brier ${brier(c.forecasts).toFixed(4)} (base rate alone ${baseRateBrier(c.forecasts).toFixed(4)}), calibration error ${calibrationError(rows).toFixed(4)}`,
      '  predicted   count  mean predicted  observed',
      ...rows.map(
        (r: ReliabilityRow) =>
          `  ${r.from.toFixed(1)}–${r.to.toFixed(1)}  ${String(r.count).padStart(6)}  ${r.predicted.toFixed(3).padStart(14)}  ${r.observed.toFixed(3).padStart(8)}`,
      ),
    );
  }
  console.info(lines.join('\n'));
}

describe('the readiness model on synthetic students answering the real bank (decision 0036)', () => {
  beforeAll(() => {
    simulate();
    report();
  });

  it('(a) recovers item difficulties from a cohort of answers', () => {
    expect(figures.all.correlation).toBeGreaterThanOrEqual(0.97);
    expect(figures.all.rmse).toBeLessThanOrEqual(0.25);
    for (const exam of figures.exams) {
      expect(exam.correlation, exam.exam).toBeGreaterThanOrEqual(0.95);
      expect(exam.rmse, exam.exam).toBeLessThanOrEqual(0.3);
      // Far closer than the label alone.
      expect(exam.rmse, exam.exam).toBeLessThan(exam.priorRmse / 3);
    }
    // The standard errors are honest: ±1.28 SE holds the truth about 80% of the time.
    expect(figures.all.seCoverage).toBeGreaterThanOrEqual(0.75);
    expect(figures.all.seCoverage).toBeLessThanOrEqual(0.85);
    // Items that follow the model are seldom flagged as misfitting.
    expect(figures.all.judged).toBeGreaterThan(figures.all.items / 2);
    expect(figures.all.flagged / figures.all.judged).toBeLessThanOrEqual(0.03);
  });

  it('(b) holds the true ability inside its 80% interval 75–85% of the time, at 20 and at 200 answers', () => {
    for (const cohort of figures.cohorts) {
      const coverage = cohort.covered / cohort.students;
      expect(coverage, `${cohort.answers} answers`).toBeGreaterThanOrEqual(0.75);
      expect(coverage, `${cohort.answers} answers`).toBeLessThanOrEqual(0.85);
      const percentCoverage = cohort.percentCovered / cohort.students;
      expect(percentCoverage, `${cohort.answers} answers`).toBeGreaterThanOrEqual(0.75);
      expect(percentCoverage, `${cohort.answers} answers`).toBeLessThanOrEqual(0.85);
    }
    // More answers, a narrower range.
    const [few, many] = figures.cohorts as [Cohort, Cohort];
    expect(many.meanPercentWidth).toBeLessThan(few.meanPercentWidth / 2);
  });

  it('(c) gives calibrated chances of reaching a target on exam day', () => {
    for (const cohort of figures.cohorts) {
      const rows = reliabilityTable(cohort.forecasts);
      const score = brier(cohort.forecasts);
      // Better than knowing only how often students pass…
      expect(score, `${cohort.answers} answers`).toBeLessThan(
        0.75 * baseRateBrier(cohort.forecasts),
      );
      // …and meaning what it says: overall, and in every bin of 30 or more forecasts, the
      // observed share is within sampling error (3 binomial SE, plus 0.02) of the forecast.
      expect(calibrationError(rows), `${cohort.answers} answers`).toBeLessThanOrEqual(0.04);
      for (const row of rows.filter((r) => r.count >= 30)) {
        const tolerance = 3 * Math.sqrt((row.predicted * (1 - row.predicted)) / row.count) + 0.02;
        expect(
          Math.abs(row.observed - row.predicted),
          `${cohort.answers} answers, forecasts ${row.from.toFixed(1)}–${row.to.toFixed(1)}`,
        ).toBeLessThanOrEqual(tolerance);
      }
    }
    const [few, many] = figures.cohorts as [Cohort, Cohort];
    expect(brier(many.forecasts)).toBeLessThan(brier(few.forecasts));
  });
});

import {
  DIFFICULTY_PRIOR_MEAN,
  type Difficulty,
  type ExamReadiness,
  type ExamType,
  earliestExamDate,
  findExamScale,
  READINESS_VIEW_MESSAGES as M,
  type PlanArea,
  PRACTICE_MESSAGES,
  peerStanding,
  type ReadinessTarget,
  type ScopeReadiness,
  type SetReadinessTargetInput,
  type TargetChoice,
  targetProblem,
  targetScore,
} from '@app/domain';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { isoAt } from '../../lib/clock';
import { enforceLimit } from '../../lib/rate-limit';
import { itemDifficulties } from '../calibration/item-difficulties';
import { dueReviewCounts } from '../practice/review-cards-repo';
import { type AccessUser, hasPremiumAccess, premiumExamIds } from '../subscriptions/service';
import {
  type AnsweredItem,
  categoryEstimates,
  type FormEstimate,
  formEstimates,
  quizSectionOf,
  studyCandidates,
  studyNext,
} from './estimate';
import { type ExamModel, examModel } from './model';
import {
  type EstimateRow,
  gradedAnswers,
  peerCounts,
  saveEstimates,
  saveTarget,
  storedEstimates,
  type TargetRow,
  targetsOf,
} from './repo';

type ReadinessDeps = Pick<AppDeps, 'db' | 'clock' | 'exams' | 'questionPool'>;

function requireExam(deps: ReadinessDeps, examTypeId: number): ExamType {
  const exam = deps.exams.get(examTypeId);
  if (!exam) throw new AppError('NOT_FOUND', PRACTICE_MESSAGES.examNotFound);
  return exam;
}

async function requirePaid(deps: ReadinessDeps, user: AccessUser, examTypeId: number) {
  if (!(await hasPremiumAccess(deps.db, user, examTypeId, deps.clock.now()))) {
    throw new AppError('FORBIDDEN', M.subscriptionRequired, { appCode: 'SUBSCRIPTION_REQUIRED' });
  }
}

function choiceOf(row: TargetRow | undefined): TargetChoice | null {
  if (!row?.target_kind) return null;
  if (row.target_kind === 'pass-mark') return 'pass-mark';
  return row.target_score;
}

function targetView(examTypeId: number, row: TargetRow | undefined): ReadinessTarget {
  const scale = findExamScale(examTypeId);
  const target = choiceOf(row);
  return {
    examTypeId,
    examDate: row?.exam_date ?? null,
    target,
    targetScore: scale ? targetScore(scale, target) : null,
    updatedAt: row?.updated_at ?? null,
  };
}

/**
 * The student's first graded answer to each question of the exam, with the question's current
 * difficulty. The first: a later answer to the same question (a review, a retake) comes after
 * its explanation was shown, and would measure memory of that item rather than ability.
 */
async function firstAnswers(
  deps: ReadinessDeps,
  userId: string,
  model: ExamModel,
): Promise<AnsweredItem[]> {
  const rows = await gradedAnswers(deps.db, userId, model.examTypeId);
  const first = new Map<number, (typeof rows)[number]>();
  for (const row of rows) if (!first.has(row.question_id)) first.set(row.question_id, row);
  // Questions no longer in the bank's pool (retired, or an earlier version) are looked up.
  const missing = [...first.keys()].filter((id) => !model.difficulties.has(id));
  const extra = missing.length ? await itemDifficulties(deps, missing) : new Map();
  return [...first.values()].map((row) => ({
    category: row.category,
    topic: row.topic,
    subarea: row.subarea,
    correct: row.is_correct === 1,
    difficulty:
      model.difficulties.get(row.question_id)?.b ??
      extra.get(row.question_id)?.b ??
      DIFFICULTY_PRIOR_MEAN[row.difficulty as Difficulty] ??
      0,
  }));
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/**
 * Stores the student's estimates (only those that changed) and reads where each stands among
 * the other students of the exam with one on the same form.
 */
async function peersOf(
  deps: ReadinessDeps,
  userId: string,
  model: ExamModel,
  forms: readonly FormEstimate[],
) {
  const stored = new Map(
    (await storedEstimates(deps.db, userId, model.examTypeId)).map((r) => [r.scope, r]),
  );
  const computedAt = isoAt(deps.clock.now());
  const changed: EstimateRow[] = [];
  for (const f of forms) {
    if (f.estimate.kind !== 'estimate' || !f.ability) continue;
    const percent = round2(f.estimate.percent.estimate);
    const before = stored.get(f.label);
    if (
      before &&
      before.answers === f.estimate.answers &&
      before.percent === percent &&
      before.scale_version === model.scale.version
    ) {
      continue;
    }
    changed.push({
      scope: f.label,
      answers: f.estimate.answers,
      percent,
      percent_low: round2(f.estimate.percent.low),
      percent_high: round2(f.estimate.percent.high),
      theta: f.ability.theta,
      theta_sd: f.ability.sd,
      scale_version: model.scale.version,
      computed_at: computedAt,
    });
  }
  await saveEstimates(deps.db, userId, model.examTypeId, changed);
  if (!forms.some((f) => f.estimate.kind === 'estimate')) return new Map();
  const counts = new Map(
    (await peerCounts(deps.db, userId, model.examTypeId)).map((c) => [c.scope, c]),
  );
  return new Map(
    forms.map((f) => [
      f.label,
      peerStanding(counts.get(f.label) ?? { total: 0, below: 0, ties: 0 }),
    ]),
  );
}

/**
 * An exam's readiness for the student: the estimate on the whole exam and on each test, per
 * category, what to study next, the reviews due, where they stand among peers, and their
 * target. The shape a study plan starts from.
 */
async function readinessOf(
  deps: ReadinessDeps,
  user: AccessUser,
  exam: ExamType,
  targetRow: TargetRow | undefined,
  dueByExam: ReadonlyMap<number, number>,
): Promise<ExamReadiness | null> {
  const model = await examModel(deps, exam.id);
  if (!model) return null;
  const answers = await firstAnswers(deps, user.id, model);
  const target = targetView(exam.id, targetRow);
  // The mark estimates are judged against: the student's target, else the published pass mark.
  const mark = target.targetScore ?? model.scale.passMark;
  const { overall, tests } = formEstimates(model, answers, mark);
  const forms = overall ? [overall, ...tests] : tests;
  const peers = await peersOf(deps, user.id, model, forms);
  const view = (f: FormEstimate): ScopeReadiness => ({
    label: f.label,
    scope: f.scope,
    estimate: f.estimate,
    peers: f.estimate.kind === 'estimate' ? (peers.get(f.label) ?? null) : null,
  });
  const { version, name, unit, min, max, passMark, bands, source, assumption } = model.scale;
  return {
    examTypeId: exam.id,
    examName: exam.name,
    scale: { version, name, unit, min, max, passMark, bands: [...bands], source, assumption },
    target,
    answers: answers.length,
    overall: overall ? view(overall) : null,
    tests: tests.map(view),
    categories: categoryEstimates(
      model,
      exam.categories.map((c) => c.title),
      answers,
    ),
    studyNext: studyNext(model, answers, mark),
    reviewDue: dueByExam.get(exam.id) ?? 0,
    difficulties: {
      items: model.difficulties.size,
      calibrated: [...model.difficulties.values()].filter((d) => d.calibrated).length,
    },
  };
}

async function dueReviews(deps: ReadinessDeps, userId: string) {
  const due = await dueReviewCounts(deps.db, userId, isoAt(deps.clock.now()));
  return new Map(due.map((d) => [d.exam_type_id, Number(d.due)]));
}

/** One paid exam's readiness; 403 SUBSCRIPTION_REQUIRED for an exam the student has not paid for. */
export async function examReadiness(
  deps: ReadinessDeps,
  user: AccessUser,
  examTypeId: number,
): Promise<ExamReadiness> {
  const exam = requireExam(deps, examTypeId);
  await requirePaid(deps, user, exam.id);
  const [targets, due] = await Promise.all([
    targetsOf(deps.db, user.id),
    dueReviews(deps, user.id),
  ]);
  const readiness = await readinessOf(
    deps,
    user,
    exam,
    targets.find((t) => t.exam_type_id === exam.id),
    due,
  );
  if (!readiness) throw new AppError('NOT_FOUND', PRACTICE_MESSAGES.examNotFound);
  return readiness;
}

/** The readiness of every exam the student has paid access to now, in catalogue order. */
export async function readinessOverview(
  deps: ReadinessDeps,
  user: AccessUser,
): Promise<ExamReadiness[]> {
  const exams = deps.exams.list();
  const paid = await premiumExamIds(
    deps.db,
    user,
    deps.clock.now(),
    exams.map((e) => e.id),
  );
  const chosen = exams.filter((e) => paid.has(e.id));
  if (chosen.length === 0) return [];
  const [targets, due] = await Promise.all([
    targetsOf(deps.db, user.id),
    dueReviews(deps, user.id),
  ]);
  const out: ExamReadiness[] = [];
  for (const exam of chosen) {
    const row = targets.find((t) => t.exam_type_id === exam.id);
    const readiness = await readinessOf(deps, user, exam, row, due);
    if (readiness) out.push(readiness);
  }
  return out;
}

/**
 * Sets (or clears, with nulls) the student's exam date and target for a paid exam. Refused
 * with a stable code: a date past everywhere (EXAM_DATE_PAST) or more than two years ahead
 * (EXAM_DATE_TOO_FAR), a score off the exam's scale (TARGET_OUT_OF_RANGE), the pass mark of an
 * exam that publishes none (NO_PASS_MARK). Every write counts towards the student's rate limit.
 */
export async function setTarget(
  deps: ReadinessDeps,
  user: AccessUser,
  input: Omit<SetReadinessTargetInput, 'examTypeId'> & { examTypeId: number },
  resHeaders?: Headers,
): Promise<ReadinessTarget> {
  const exam = requireExam(deps, input.examTypeId);
  const scale = findExamScale(exam.id);
  if (!scale) throw new AppError('NOT_FOUND', PRACTICE_MESSAGES.examNotFound);
  await requirePaid(deps, user, exam.id);
  const now = deps.clock.now();
  await enforceLimit(
    deps.db,
    'readinessTargetWritesPerUser',
    user.id,
    'changes to your exam date and target',
    now,
    resHeaders,
  );
  const choice = { examDate: input.examDate, target: input.target };
  const problem = targetProblem(scale, choice, earliestExamDate(now));
  if (problem) throw new AppError('BAD_REQUEST', problem.message, { appCode: problem.code });
  const row: TargetRow = {
    exam_type_id: exam.id,
    exam_date: input.examDate,
    target_kind:
      input.target === null ? null : input.target === 'pass-mark' ? 'pass-mark' : 'score',
    target_score: typeof input.target === 'number' ? input.target : null,
    updated_at: isoAt(now),
  };
  await saveTarget(deps.db, user.id, row);
  return targetView(exam.id, row);
}

/**
 * What a study plan starts from (decision 0042): the paid exam, the student's exam date and
 * target (as a percent of the form), and every sub-area ranked as "what to study next" ranks
 * them, with the estimates and uncertainties their answers give now.
 */
export async function planBasis(deps: ReadinessDeps, user: AccessUser, examTypeId: number) {
  const exam = requireExam(deps, examTypeId);
  await requirePaid(deps, user, exam.id);
  const model = await examModel(deps, exam.id);
  if (!model) throw new AppError('NOT_FOUND', PRACTICE_MESSAGES.examNotFound);
  const [answers, targets] = await Promise.all([
    firstAnswers(deps, user.id, model),
    targetsOf(deps.db, user.id),
  ]);
  const target = targetView(
    exam.id,
    targets.find((t) => t.exam_type_id === exam.id),
  );
  const mark = target.targetScore ?? model.scale.passMark;
  const { targetPercent, ranked } = studyCandidates(model, answers, mark);
  const areas: PlanArea[] = ranked.map((c) => ({
    section: c.area.section.label,
    category: c.area.category,
    weight: c.weight,
    expectedPercent: c.expectedPercent,
    sd: c.sd,
    quizSection: quizSectionOf(c.area),
  }));
  return { exam, examDate: target.examDate, targetPercent, areas };
}

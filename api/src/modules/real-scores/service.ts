import {
  calibrationBins,
  type ExamCalibration,
  findExamScale,
  latestToday,
  REAL_SCORE_MESSAGES as M,
  PRACTICE_MESSAGES,
  type RealScore,
  realScoreProblem,
  toScale,
} from '@app/domain';
import type { RealScoresTable } from '../../db/schema/reminders-and-scores';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { isoAt } from '../../lib/clock';
import { enforceLimit } from '../../lib/rate-limit';
import { targetsOf } from '../readiness/repo';
import type { AccessUser } from '../subscriptions/service';
import { anonymousReports, realScoresOf, saveRealScore, storedEstimate } from './repo';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'exams'>;

const round1 = (x: number) => Math.round(x * 10) / 10;

function view(row: RealScoresTable): RealScore {
  return {
    examTypeId: row.exam_type_id,
    scope: row.scope,
    score: row.score,
    examDate: row.exam_date,
    reportedAt: row.reported_at,
    predicted: {
      score: row.predicted_score,
      low: row.predicted_low,
      high: row.predicted_high,
      answers: row.predicted_answers,
      estimatedAt: row.estimated_at,
    },
    mark: row.mark,
    reached: row.reached === null ? null : row.reached === 1,
  };
}

/**
 * A student's real score after their exam (decision 0043): only with their consent (without
 * it nothing is stored, and the answer says so), from the exam date on, on the exam's scale
 * (validated as a target is), for a form we had an estimate on. Stored with that estimate
 * (readiness_estimates: the one shown at their last visit) on the scale, and with the mark it
 * is judged against: the pass mark, else the target they had set. A second report of the same
 * form replaces the first.
 */
export async function reportRealScore(
  deps: Deps,
  user: AccessUser,
  input: { examTypeId: number; scope: string; score: number; consent: boolean },
  resHeaders?: Headers,
): Promise<RealScore> {
  const exam = deps.exams.get(input.examTypeId);
  const scale = findExamScale(input.examTypeId);
  if (!exam || !scale) throw new AppError('NOT_FOUND', PRACTICE_MESSAGES.examNotFound);
  const now = deps.clock.now();
  await enforceLimit(
    deps.db,
    'realScoreWritesPerUser',
    user.id,
    'real score reports',
    now,
    resHeaders,
  );
  const target = (await targetsOf(deps.db, user.id)).find((t) => t.exam_type_id === exam.id);
  const examDate = target?.exam_date ?? null;
  const problem = realScoreProblem(scale, input, examDate, latestToday(now));
  if (problem) throw new AppError('BAD_REQUEST', problem.message, { appCode: problem.code });
  const estimate = await storedEstimate(deps.db, user.id, exam.id, input.scope);
  if (!estimate) {
    throw new AppError('BAD_REQUEST', M.noEstimate, { appCode: 'NO_ESTIMATE_TO_COMPARE' });
  }
  const mark =
    scale.passMark ?? (target?.target_kind === 'score' ? (target.target_score ?? null) : null);
  const row: RealScoresTable = {
    user_id: user.id,
    exam_type_id: exam.id,
    scope: input.scope,
    exam_date: examDate as string,
    score: input.score,
    predicted_score: round1(toScale(scale, estimate.percent)),
    predicted_low: round1(toScale(scale, estimate.percent_low)),
    predicted_high: round1(toScale(scale, estimate.percent_high)),
    predicted_answers: estimate.answers,
    estimated_at: estimate.computed_at,
    scale_version: estimate.scale_version,
    mark,
    reached: mark === null ? null : input.score >= mark ? 1 : 0,
    reported_at: isoAt(now),
  };
  await saveRealScore(deps.db, row);
  return view(row);
}

/** The scores the student reported for one exam. */
export async function myRealScores(
  deps: Deps,
  userId: string,
  examTypeId: number,
): Promise<RealScore[]> {
  return (await realScoresOf(deps.db, userId, examTypeId)).map(view);
}

/** Per exam with reports: predicted against real, in bins of predicted score (administrators). */
export async function calibrationTable(deps: Deps): Promise<ExamCalibration[]> {
  const rows = await anonymousReports(deps.db);
  const out: ExamCalibration[] = [];
  for (const exam of deps.exams.list()) {
    const scale = findExamScale(exam.id);
    const mine = rows.filter((r) => r.exam_type_id === exam.id);
    if (!scale || mine.length === 0) continue;
    out.push({
      examTypeId: exam.id,
      examName: exam.name,
      scale: { name: scale.name, unit: scale.unit, min: scale.min, max: scale.max },
      reports: mine.length,
      bins: calibrationBins(
        scale,
        mine.map((r) => ({
          predicted: r.predicted_score,
          real: r.score,
          reached: r.reached === null ? null : r.reached === 1,
        })),
      ),
    });
  }
  return out;
}

import {
  ADMIN_MESSAGES,
  type QuestionReportInput,
  type ReportGroup,
  type ReportReason,
  type ReportStatus,
} from '@app/domain';
import { isUniqueViolation } from '../../db/errors';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { isoAt } from '../../lib/clock';
import { enforceLimit } from '../../lib/rate-limit';
import { timeOrderedId } from '../../lib/time-ordered-id';
import { toAdminQuestion } from '../questions/admin-repo';
import { type AuditActor, recordAudit } from './audit-repo';
import {
  closeOpenReports,
  insertReport,
  openReportOf,
  reportedQuestionGroups,
  reportedQuestions,
  reportsOf,
  wasServedTo,
} from './reports-repo';

/**
 * A student's report on a question they were served ('Report a problem with this question',
 * review and tutor screens): at most one open report per student and question.
 */
export async function reportQuestion(
  deps: AppDeps,
  user: { id: string },
  input: QuestionReportInput,
  resHeaders?: Headers,
): Promise<{ message: string }> {
  const now = deps.clock.now();
  const served = await wasServedTo(deps.db, user.id, input.questionId);
  if (!served) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.reportNotSeen);
  const open = await openReportOf(deps.db, user.id, input.questionId);
  if (open) throw new AppError('CONFLICT', ADMIN_MESSAGES.reportAlreadyOpen);
  await enforceLimit(
    deps.db,
    'questionReportsPerUser',
    user.id,
    'question reports',
    now,
    resHeaders,
  );
  try {
    await insertReport(deps.db, {
      id: timeOrderedId(now),
      question_id: input.questionId,
      user_id: user.id,
      reason: input.reason,
      details: input.details,
      status: 'open',
      open_slot: 1,
      resolution_note: null,
      handled_by: null,
      created_at: isoAt(now),
      handled_at: null,
    });
  } catch (error) {
    // A concurrent second report of the same question lost the race.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', ADMIN_MESSAGES.reportAlreadyOpen);
    throw error;
  }
  return { message: ADMIN_MESSAGES.reportSent };
}

/** The admin queue: questions with open (or handled) reports, most reported first. */
export async function reportQueue(
  deps: AppDeps,
  input: { status: 'open' | 'handled'; limit: number },
): Promise<ReportGroup[]> {
  const open = input.status === 'open';
  const groups = await reportedQuestionGroups(deps.db, open, input.limit);
  if (groups.length === 0) return [];
  const ids = groups.map((g) => g.question_id);
  const [questions, reports] = await Promise.all([
    reportedQuestions(deps.db, ids),
    reportsOf(deps.db, ids, open),
  ]);
  const byId = new Map(questions.map((q) => [q.id, q]));
  return groups.flatMap((g) => {
    const question = byId.get(g.question_id);
    if (!question) return [];
    const mine = reports.filter((r) => r.question_id === g.question_id);
    const reasons: Record<string, number> = {};
    for (const r of mine) reasons[r.reason] = (reasons[r.reason] ?? 0) + 1;
    return [
      {
        question: toAdminQuestion(question),
        open: open ? mine.length : 0,
        reasons,
        lastReportedAt: String(g.last),
        reports: mine.slice(0, 50).map((r) => ({
          id: r.id,
          reason: r.reason as ReportReason,
          details: r.details,
          status: r.status as ReportStatus,
          studentEmail: r.email,
          createdAt: r.created_at,
          resolutionNote: r.resolution_note,
          handledAt: r.handled_at,
        })),
      },
    ];
  });
}

/** Resolves or dismisses every open report of a question, with the admin's note. */
export async function decideReports(
  deps: AppDeps,
  actor: AuditActor,
  input: { questionId: number; decision: 'resolved' | 'dismissed'; note: string },
): Promise<{ handled: number }> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const handled = await closeOpenReports(trx, input.questionId, {
      status: input.decision,
      note: input.note,
      handledBy: actor.id,
      at: isoAt(now),
    });
    if (handled === 0) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.reportNotFound);
    await recordAudit(
      trx,
      actor,
      {
        action: input.decision === 'resolved' ? 'report.resolve' : 'report.dismiss',
        entity: 'question',
        entityId: input.questionId,
        after: { reports: handled, note: input.note },
      },
      now,
    );
    return { handled };
  });
}

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
import {
  ADMIN_QUESTION_COLUMNS,
  type AdminQuestionRow,
  toAdminQuestion,
} from '../questions/admin-repo';
import { type AuditActor, recordAudit } from './audit';

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
  const served = await deps.db
    .selectFrom('test_answers')
    .select('question_id')
    .where('user_id', '=', user.id)
    .where('question_id', '=', input.questionId)
    .limit(1)
    .executeTakeFirst();
  if (!served) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.reportNotSeen);
  const open = await deps.db
    .selectFrom('question_reports')
    .select('id')
    .where('question_id', '=', input.questionId)
    .where('user_id', '=', user.id)
    .where('open_slot', '=', 1)
    .executeTakeFirst();
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
    await deps.db
      .insertInto('question_reports')
      .values({
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
      })
      .execute();
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
  const groups = await deps.db
    .selectFrom('question_reports')
    .select((eb) => [
      'question_id',
      eb.fn.countAll<number | string>().as('n'),
      eb.fn.max('created_at').as('last'),
    ])
    .where('status', open ? '=' : '!=', 'open')
    .groupBy('question_id')
    .orderBy('n', 'desc')
    .orderBy('last', 'desc')
    .limit(input.limit)
    .execute();
  if (groups.length === 0) return [];
  const ids = groups.map((g) => g.question_id);
  const [questions, reports] = await Promise.all([
    deps.db
      .selectFrom('questions')
      .select(ADMIN_QUESTION_COLUMNS)
      .where('id', 'in', ids)
      .execute() as Promise<AdminQuestionRow[]>,
    deps.db
      .selectFrom('question_reports')
      .innerJoin('users', 'users.id', 'question_reports.user_id')
      .select([
        'question_reports.id',
        'question_reports.question_id',
        'question_reports.reason',
        'question_reports.details',
        'question_reports.status',
        'question_reports.created_at',
        'question_reports.resolution_note',
        'question_reports.handled_at',
        'users.email',
      ])
      .where('question_reports.question_id', 'in', ids)
      .where('question_reports.status', open ? '=' : '!=', 'open')
      .orderBy('question_reports.created_at', 'desc')
      .execute(),
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
    const result = await trx
      .updateTable('question_reports')
      .set({
        status: input.decision,
        open_slot: null,
        resolution_note: input.note,
        handled_by: actor.id,
        handled_at: isoAt(now),
      })
      .where('question_id', '=', input.questionId)
      .where('status', '=', 'open')
      .executeTakeFirst();
    const handled = Number(result.numUpdatedRows);
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

import { AUTH_MESSAGES, findExamById, studyPlanInputSchema } from '@app/domain';
import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { clientIp } from '../../http/client-ip';
import { errorResponse } from '../../rest';
import { currentSession } from '../auth/request-auth';
import { planCalendar } from './calendar';
import { studyPlan } from './service';

export const CALENDAR_PATH = '/study-plan/:examTypeId/calendar.ics';

/**
 * GET /api/study-plan/{examTypeId}/calendar.ics?utcOffsetMinutes=…: the signed-in student's
 * plan of a paid exam as an iCalendar file (text/calendar, an attachment named after the exam).
 */
export function calendarRoute(deps: AppDeps) {
  return new Hono().get(CALENDAR_PATH, async (c) => {
    const resHeaders = new Headers();
    try {
      const auth = await currentSession({
        deps,
        req: c.req.raw,
        resHeaders,
        clientIp: clientIp(c, deps.config.trustProxy),
      });
      for (const cookie of resHeaders.getSetCookie()) {
        c.header('Set-Cookie', cookie, { append: true });
      }
      if (!auth) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.notSignedIn);
      const input = studyPlanInputSchema.safeParse({
        examTypeId: c.req.param('examTypeId'),
        utcOffsetMinutes: c.req.query('utcOffsetMinutes') ?? 0,
      });
      if (!input.success) {
        throw new AppError('BAD_REQUEST', input.error.issues[0]?.message ?? 'Invalid request');
      }
      const { examTypeId, utcOffsetMinutes } = input.data;
      const plan = await studyPlan(deps, auth.user, examTypeId, utcOffsetMinutes);
      const body = planCalendar(plan, {
        host: new URL(deps.config.publicUrl).hostname,
        userId: auth.user.id,
        nowMs: deps.clock.now(),
      });
      const slug = findExamById(examTypeId)?.slug ?? `exam-${examTypeId}`;
      c.header('Cache-Control', 'no-store');
      c.header('Content-Type', 'text/calendar; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="${slug}-study-plan.ics"`);
      return c.body(body);
    } catch (error) {
      return errorResponse(deps, c, error);
    }
  });
}

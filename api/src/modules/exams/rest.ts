import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { restHandler } from '../../rest';

/** GET /api/exam-types (spec §7). */
export function examsRest(deps: AppDeps) {
  return new Hono().get(
    '/exam-types',
    restHandler(deps, (caller) => caller.exams.list()),
  );
}

import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { jsonBody, queryObject, restHandler } from '../../rest';

type StartBody = { examTypeId?: unknown; mode?: unknown; questionIds?: unknown };
type PatchBody = {
  answers?: Record<string, 'A' | 'B' | 'C' | 'D'>;
  score?: unknown;
  timeSpent?: unknown;
};

/**
 * The documented REST paths of practice (spec §7), each a thin adapter over a procedure:
 * - GET /api/questions/{examTypeId}: questions of the test in progress (no keys);
 * - POST /api/test-sessions {examTypeId, mode?, count?, …}: starts or resumes a test. A
 *   client-chosen `questionIds` (the spec's old payload) is ignored: the server selects;
 * - PATCH /api/test-sessions/{id} {answers}: saves the answers and submits; the server
 *   grades, and a client-sent `score` or `timeSpent` is ignored;
 * - GET /api/test-sessions: completed tests, newest first.
 */
export function practiceRest(deps: AppDeps) {
  return new Hono()
    .get(
      '/questions/:examTypeId',
      restHandler(deps, (caller, c) =>
        caller.practice.questions({ examTypeId: c.req.param('examTypeId') as unknown as number }),
      ),
    )
    .post(
      '/test-sessions',
      restHandler(
        deps,
        async (caller, c) => {
          const { questionIds: _ignored, ...input } = await jsonBody<StartBody>(c);
          return caller.practice.start(input as Parameters<typeof caller.practice.start>[0]);
        },
        { status: 201 },
      ),
    )
    .patch(
      '/test-sessions/:id',
      restHandler(deps, async (caller, c) => {
        const { answers } = await jsonBody<PatchBody>(c);
        return caller.practice.submit({ sessionId: c.req.param('id') ?? '', answers });
      }),
    )
    .get(
      '/test-sessions',
      restHandler(deps, (caller, c) =>
        caller.practice.list(queryObject(c) as unknown as { limit: number }),
      ),
    );
}

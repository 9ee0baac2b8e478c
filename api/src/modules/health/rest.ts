import type { Readiness } from '@app/domain';
import { Hono } from 'hono';
import { sql } from 'kysely';
import type { AppDeps } from '../../deps';

async function databaseReachable(deps: AppDeps): Promise<boolean> {
  try {
    await sql`select 1`.execute(deps.db);
    return true;
  } catch {
    return false;
  }
}

/** GET /healthz: the process is up. GET /readyz: database and CMS reachable, not draining. */
export function healthRoutes(deps: AppDeps) {
  return new Hono()
    .get('/healthz', (c) => c.json({ status: 'ok' }))
    .get('/readyz', async (c) => {
      const [database, cms] = await Promise.all([
        databaseReachable(deps),
        deps.content.isReachable(),
      ]);
      const draining = deps.lifecycle.draining;
      const status: Readiness['status'] = draining
        ? 'draining'
        : database && cms
          ? 'ready'
          : 'not-ready';
      const body: Readiness = { status, checks: { database, cms } };
      return c.json(body, status === 'ready' ? 200 : 503);
    });
}

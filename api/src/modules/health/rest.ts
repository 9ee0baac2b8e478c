import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { readiness } from './service';

/** GET /healthz: the process is up. GET /readyz: database and CMS reachable, not draining. */
export function healthRoutes(deps: AppDeps) {
  return new Hono()
    .get('/healthz', (c) => c.json({ status: 'ok' }))
    .get('/readyz', async (c) => {
      const body = await readiness(deps);
      return c.json(body, body.status === 'ready' ? 200 : 503);
    });
}

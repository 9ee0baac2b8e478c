import type { Readiness } from '@app/domain';
import type { AppDeps } from '../../deps';
import { pingDatabase } from './repo';

async function databaseReachable(deps: AppDeps): Promise<boolean> {
  try {
    await pingDatabase(deps.db);
    return true;
  } catch {
    return false;
  }
}

/** Database and CMS reachable, and the process not draining (GET /readyz). */
export async function readiness(deps: AppDeps): Promise<Readiness> {
  const [database, cms] = await Promise.all([databaseReachable(deps), deps.content.isReachable()]);
  const draining = deps.lifecycle.draining;
  const status: Readiness['status'] = draining
    ? 'draining'
    : database && cms
      ? 'ready'
      : 'not-ready';
  return { status, checks: { database, cms } };
}

/** Test helper: a Payload instance on a fresh, migrated SQLite file in a temp directory. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getPayload, type Payload } from 'payload';
import { createCmsConfig } from './create-config';
import { migrationsFor } from './migrations';

export type TestCms = { payload: Payload; dir: string; close: () => Promise<void> };

export async function startTestCms(): Promise<TestCms> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-test-'));
  const config = createCmsConfig({
    sqlitePath: path.join(dir, 'cms.db'),
    secret: 'test-secret',
    logLevel: 'warn',
  });
  const payload = await getPayload({ config });
  await payload.db.migrate({ migrations: migrationsFor(undefined) });
  return {
    payload,
    dir,
    close: async () => {
      await payload.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

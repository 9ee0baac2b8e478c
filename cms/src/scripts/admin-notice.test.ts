import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminPasswordNotice } from '../../../scripts/lib/admin-notice.mjs';
import { localSecrets } from '../../../scripts/lib/local-secrets.mjs';
import { seedCms } from '../seed';
import { startTestCms, type TestCms } from '../test-support';

/*
 * Issue 22 item 17: two nodes on one database, each with its own var/ folder. Each `pnpm
 * start` runs localSecrets (which generates a password) and the CMS seed (which creates the
 * editor only on an empty database), then prints what adminPasswordNotice says — the steps of
 * scripts/start.mjs, on one shared CMS database.
 */
let cms: TestCms;
let varA: string;
let varB: string;
beforeAll(async () => {
  cms = await startTestCms();
  varA = fs.mkdtempSync(path.join(os.tmpdir(), 'node-a-var-'));
  varB = fs.mkdtempSync(path.join(os.tmpdir(), 'node-b-var-'));
});
afterAll(async () => {
  await cms?.close();
  for (const dir of [varA, varB]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** One node's start: the lines it prints, and the password it holds. */
async function startNode(varDir: string) {
  const printed: string[] = [];
  const spy = vi.spyOn(console, 'log').mockImplementation((line: unknown) => {
    printed.push(String(line));
  });
  try {
    const file = path.join(varDir, 'local-secrets.json');
    const { secrets, adminPasswordSource } = localSecrets(file, {});
    const { createdAdmin } = await seedCms(cms.payload, {
      adminEmail: secrets.ADMIN_EMAIL,
      adminPassword: secrets.ADMIN_PASSWORD,
      sampleTestimonials: false,
      log: () => {},
    });
    const notice = adminPasswordNotice({
      source: adminPasswordSource,
      createdAdmin,
      email: secrets.ADMIN_EMAIL,
      password: secrets.ADMIN_PASSWORD,
      file,
    });
    if (notice) console.log(notice);
    return { printed, password: secrets.ADMIN_PASSWORD as string, email: secrets.ADMIN_EMAIL };
  } finally {
    spy.mockRestore();
  }
}

async function canSignIn(email: string, password: string): Promise<boolean> {
  try {
    const { user } = await cms.payload.login({ collection: 'users', data: { email, password } });
    return Boolean(user);
  } catch {
    return false;
  }
}

describe('the admin password a local start prints', () => {
  it('is the working one on the first node, and a second node says the account exists instead', async () => {
    const a = await startNode(varA);
    expect(a.printed).toHaveLength(1);
    expect(a.printed[0]).toContain(`CMS editor created for local use: ${a.email} / ${a.password}`);
    expect(await canSignIn(a.email, a.password)).toBe(true);

    const b = await startNode(varB);
    expect(b.password).not.toBe(a.password);
    expect(await canSignIn(b.email, b.password)).toBe(false);
    expect(b.printed.join('\n')).not.toContain(b.password);
    expect(b.printed).toEqual([
      expect.stringContaining('The CMS editor account already exists on this database'),
    ]);
    expect(b.printed[0]).toContain('its password was left as it is');
    expect(await canSignIn(a.email, a.password)).toBe(true);
  });

  it('says nothing on a restart, and nothing when ADMIN_PASSWORD is set', async () => {
    expect((await startNode(varA)).printed).toEqual([]);
    expect((await startNode(varB)).printed).toEqual([]);
    expect(
      adminPasswordNotice({
        source: 'env',
        createdAdmin: true,
        email: 'x@example.com',
        password: 'chosen',
        file: 'f',
      }),
    ).toBeNull();
  });
});

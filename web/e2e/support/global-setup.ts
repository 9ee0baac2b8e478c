import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSmtpSink } from '@app/api/test/smtp-sink';
import type { TestProject } from 'vitest/node';
import { storeMail } from './mailbox';
import { startStack } from './stack';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    adminEmail: string;
    adminPassword: string;
    /** Folder where the local SMTP server stores what it received (see mailbox.ts). */
    mailDir: string;
    /** The stack's app database (SQLite), for the journeys' clock moves (section-deadline.ts). */
    sqlitePath: string;
  }
}

const adminEmail = 'editor@e2e.test';
const adminPassword = 'e2e-editor-password-1';

/** One production stack for every journey. */
export default async function setup(project: TestProject) {
  const mailDir = mkdtempSync(join(tmpdir(), 'e2e-mail-'));
  const smtp = await startSmtpSink({ onMessage: (mail) => storeMail(mailDir, mail) });
  const stack = await startStack({
    ADMIN_EMAIL: adminEmail,
    ADMIN_PASSWORD: adminPassword,
    SMTP_URL: smtp.url,
    // The journeys' browser contexts each send their own client address (support/browser.ts),
    // as a proxy in front would: each is a visitor with its own rate limits.
    TRUST_PROXY: 'true',
  });
  project.provide('baseUrl', stack.baseUrl);
  project.provide('adminEmail', adminEmail);
  project.provide('adminPassword', adminPassword);
  project.provide('mailDir', mailDir);
  project.provide('sqlitePath', stack.env.SQLITE_PATH as string);
  return async () => {
    const started = Date.now();
    const code = await stack.stop();
    if (code !== 0) console.error(`stack exited with ${code} after ${Date.now() - started} ms`);
    await smtp.close();
    rmSync(mailDir, { recursive: true, force: true });
  };
}

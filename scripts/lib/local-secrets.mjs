import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const DEFAULT_ADMIN_EMAIL = 'admin@localhost.test';

/**
 * Secrets for a local (non-production) run: generated once and kept in var/ so CMS logins
 * survive restarts. Values already in the environment win. Production never comes here.
 * `adminPasswordSource` says where the admin password came from ('env', 'saved' in the file,
 * or 'generated' just now): whether it is the account's password is known only after the
 * seed (admin-notice.mjs says which).
 */
export function localSecrets(file, env) {
  let saved = {};
  if (existsSync(file)) saved = JSON.parse(readFileSync(file, 'utf8'));
  const secrets = {
    PAYLOAD_SECRET: env.PAYLOAD_SECRET || saved.PAYLOAD_SECRET || randomBytes(32).toString('hex'),
    CMS_WEBHOOK_SECRET:
      env.CMS_WEBHOOK_SECRET || saved.CMS_WEBHOOK_SECRET || randomBytes(32).toString('hex'),
    ADMIN_EMAIL: env.ADMIN_EMAIL || saved.ADMIN_EMAIL || DEFAULT_ADMIN_EMAIL,
    ADMIN_PASSWORD:
      env.ADMIN_PASSWORD || saved.ADMIN_PASSWORD || randomBytes(12).toString('base64url'),
  };
  const changed = Object.keys(secrets).some((key) => secrets[key] !== saved[key]);
  if (changed) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  }
  const adminPasswordSource = env.ADMIN_PASSWORD
    ? 'env'
    : saved.ADMIN_PASSWORD
      ? 'saved'
      : 'generated';
  return { secrets, adminPasswordSource };
}

import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Secrets for a local (non-production) run: generated once and kept in var/ so CMS logins
 * survive restarts. Values already in the environment win. Production never comes here.
 */
export function localSecrets(file, env) {
  let saved = {};
  if (existsSync(file)) saved = JSON.parse(readFileSync(file, 'utf8'));
  const secrets = {
    PAYLOAD_SECRET: env.PAYLOAD_SECRET || saved.PAYLOAD_SECRET || randomBytes(32).toString('hex'),
    CMS_WEBHOOK_SECRET:
      env.CMS_WEBHOOK_SECRET || saved.CMS_WEBHOOK_SECRET || randomBytes(32).toString('hex'),
  };
  if (secrets.PAYLOAD_SECRET !== saved.PAYLOAD_SECRET || secrets.CMS_WEBHOOK_SECRET !== saved.CMS_WEBHOOK_SECRET) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  }
  return secrets;
}

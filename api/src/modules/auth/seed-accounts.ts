import {
  DEMO_ACCOUNT,
  normalizeEmail,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@app/domain';
import type { Config } from '../../config';
import { ConfigError } from '../../config';
import type { Db } from '../../db/kysely';
import { isoAt } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import { hashPassword } from './passwords';
import { findUserByEmail, insertUser, setAdmin } from './repo';

/**
 * Accounts the site starts with (idempotent):
 * - the shared demo account (DEMO_ACCOUNT in @app/domain), unless DEMO_ACCOUNT=off;
 * - the administrator from ADMIN_EMAIL / ADMIN_PASSWORD: created when missing, made admin
 *   when it exists; an existing password is never overwritten.
 */
export async function seedAccounts(
  db: Db,
  accounts: Config['accounts'],
  nowMs: number,
  log: Logger,
): Promise<void> {
  if (accounts.demoEnabled && !(await findUserByEmail(db, DEMO_ACCOUNT.email))) {
    await insertUser(
      db,
      {
        email: DEMO_ACCOUNT.email,
        firstName: DEMO_ACCOUNT.firstName,
        lastName: DEMO_ACCOUNT.lastName,
        passwordHash: await hashPassword(DEMO_ACCOUNT.password),
        isDemo: true,
      },
      isoAt(nowMs),
    );
    log.info('created the demo account', { email: DEMO_ACCOUNT.email });
  }

  if (!accounts.adminEmail || !accounts.adminPassword) return;
  const email = normalizeEmail(accounts.adminEmail);
  const existing = await findUserByEmail(db, email);
  if (existing) {
    if (!existing.is_admin) await setAdmin(db, existing.id, isoAt(nowMs));
    return;
  }
  const password = accounts.adminPassword.trim();
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    throw new ConfigError(
      `ADMIN_PASSWORD must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters long.`,
    );
  }
  await insertUser(
    db,
    {
      email,
      firstName: 'Site',
      lastName: 'Admin',
      passwordHash: await hashPassword(password),
      isAdmin: true,
    },
    isoAt(nowMs),
  );
  log.info('created the administrator account', { email });
}

import {
  type AuthResult,
  type changePasswordInputSchema,
  DEMO_ACCOUNT,
  type forgotPasswordInputSchema,
  type loginInputSchema,
  AUTH_MESSAGES as M,
  type MessageResult,
  RATE_LIMITS,
  RESET_TOKEN_TTL_MS,
  type registerInputSchema,
  type resetPasswordInputSchema,
  type User,
  type updateProfileInputSchema,
} from '@app/domain';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../errors';
import { isoAt } from '../../lib/clock';
import {
  countEvent,
  enforceLimit,
  isOverLimit,
  peekCount,
  tooManyRequests,
} from '../../lib/rate-limit';
import { hashToken, randomToken } from '../../lib/tokens';
import { accountUnlockEmail } from '../../mail/templates/account-unlock';
import { passwordResetEmail } from '../../mail/templates/password-reset';
import { registrationAttemptEmail } from '../../mail/templates/registration-attempt';
import type { Context } from '../../trpc';
import { createDemoVisitor } from '../practice/demo-seed';
import { clearedSessionCookie, sessionCookie } from './cookies';
import {
  clearFailures,
  createUnlockToken,
  deviceCookie,
  isTrustedDevice,
  nextAttemptAt,
  recordFailure,
  trustDevice,
  useUnlockToken,
} from './login-protection';
import {
  deleteResetLinksOfUser,
  insertResetLink,
  liveResetLink,
  useResetLink,
} from './password-resets-repo';
import { assertAcceptablePassword, hashPassword, verifyPassword } from './passwords';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  setPasswordHash,
  toUser,
  updateUserNames,
} from './repo';
import { currentSession, forgetCurrentSession } from './request-auth';
import { createSession, type Session } from './sessions';
import { deleteSession, deleteUserSessions } from './sessions-repo';

type Signed = { user: User; session: Session };

async function startSession(ctx: Context, user: User): Promise<void> {
  const now = ctx.deps.clock.now();
  const { token, session } = await createSession(ctx.deps.db, user.id, now);
  ctx.resHeaders.append(
    'Set-Cookie',
    sessionCookie(token, session.expiresAtMs, now, ctx.deps.config.secureCookies),
  );
  forgetCurrentSession(ctx);
}

function clearCookie(ctx: Context): void {
  ctx.resHeaders.append('Set-Cookie', clearedSessionCookie(ctx.deps.config.secureCookies));
  forgetCurrentSession(ctx);
}

export async function register(
  ctx: Context,
  input: z.output<typeof registerInputSchema>,
): Promise<AuthResult> {
  const { db, clock } = ctx.deps;
  const now = clock.now();
  await enforceLimit(
    db,
    'registerPerIp',
    ctx.clientIp,
    'accounts created from your network',
    now,
    ctx.resHeaders,
  );
  assertAcceptablePassword(input.password);
  // The hash first, taken or not: an address that has an account is not answered faster.
  const passwordHash = await hashPassword(input.password);
  const existing = await findUserByEmail(db, input.email);
  if (existing) {
    // Its owner hears of it (once a day at most), as a reset link would tell them.
    const { mailer, config } = ctx.deps;
    await db.transaction().execute(async (trx) => {
      const sent = await countEvent(trx, 'registerTakenMailPerAccount', existing.id, now);
      if (isOverLimit('registerTakenMailPerAccount', sent)) return;
      await mailer.queue(
        trx,
        registrationAttemptEmail(existing.email, existing.first_name, config.publicUrl),
      );
    });
    mailer.wake();
    throw new AppError('CONFLICT', M.emailTaken, { appCode: 'EMAIL_TAKEN' });
  }
  let user: User;
  try {
    user = toUser(
      await insertUser(
        db,
        { email: input.email, firstName: input.firstName, lastName: input.lastName, passwordHash },
        isoAt(clock.now()),
      ),
    );
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('CONFLICT', M.emailTaken, { appCode: 'EMAIL_TAKEN' });
    throw error;
  }
  await startSession(ctx, user);
  // The browser that created the account is one its owner uses (login-protection.ts).
  const device = await trustDevice(db, user.id, now);
  ctx.resHeaders.append('Set-Cookie', deviceCookie(device, ctx.deps.config.secureCookies));
  return { user, message: `Welcome, ${user.firstName}! Your account is ready.` };
}

export async function login(
  ctx: Context,
  input: z.output<typeof loginInputSchema>,
): Promise<AuthResult> {
  const { db, clock } = ctx.deps;
  const now = clock.now();
  await enforceLimit(
    db,
    'loginPerIp',
    ctx.clientIp,
    'sign-in attempts from your network',
    now,
    ctx.resHeaders,
  );
  // The shared demo credentials are public: they are limited per address only, so nobody
  // can switch Try Demo off for everyone by failing on purpose.
  const isDemo = input.email === DEMO_ACCOUNT.email;
  // Growing delays for this e-mail from this address (login-protection.ts, decision 0010).
  const nextAt = await nextAttemptAt(db, input.email, ctx.clientIp);
  if (nextAt > now) {
    throw tooManyRequests(
      'failed sign-in attempts for this email from your network',
      { count: 0, resetsAtMs: nextAt },
      now,
      ctx.resHeaders,
    );
  }
  const row = await findUserByEmail(db, input.email);
  // A browser the owner signed in on before is never locked out by strangers' failures.
  const trusted = await isTrustedDevice(
    db,
    ctx.req.headers.get('cookie'),
    ctx.deps.config.secureCookies,
    row?.id,
    now,
  );
  const countsForAccount = !isDemo && !trusted;
  // Counted per e-mail address whether or not an account exists, so the answer reveals nothing.
  const failures = await peekCount(db, 'loginFailuresPerAccount', input.email, now);
  if (countsForAccount && failures.count >= RATE_LIMITS.loginFailuresPerAccount.max) {
    if (row) await sendUnlockLink(ctx, row, now);
    ctx.resHeaders.set(
      'Retry-After',
      String(Math.max(1, Math.ceil((failures.resetsAtMs - now) / 1000))),
    );
    throw new AppError('TOO_MANY_REQUESTS', M.accountProtected, { appCode: 'RATE_LIMITED' });
  }
  const ok = await verifyPassword(row?.password_hash, input.password);
  if (!row || !ok) {
    await recordFailure(db, input.email, ctx.clientIp, now);
    if (countsForAccount) await countEvent(db, 'loginFailuresPerAccount', input.email, now);
    throw new AppError('UNAUTHORIZED', M.invalidCredentials, { appCode: 'INVALID_CREDENTIALS' });
  }
  await clearFailures(db, input.email, ctx.clientIp);
  if (isDemo) {
    // Try Demo: a copy of the demo student of one's own (demo-seed.ts).
    await enforceLimit(
      db,
      'demoPerIp',
      ctx.clientIp,
      'demo sign-ins from your network',
      now,
      ctx.resHeaders,
    );
    const visitor = toUser(await createDemoVisitor(ctx.deps));
    await startSession(ctx, visitor);
    return { user: visitor, message: `Welcome back, ${visitor.firstName}!` };
  }
  const user = toUser(row);
  await startSession(ctx, user);
  if (!trusted) {
    const device = await trustDevice(db, user.id, now);
    ctx.resHeaders.append('Set-Cookie', deviceCookie(device, ctx.deps.config.secureCookies));
  }
  return { user, message: `Welcome back, ${user.firstName}!` };
}

/** E-mails the owner of a protected account a link that trusts the browser opening it (once an hour). */
async function sendUnlockLink(
  ctx: Context,
  row: { id: string; email: string; first_name: string },
  now: number,
) {
  const { db, config, mailer } = ctx.deps;
  // The link and its e-mail are one change: both written, or neither.
  await db.transaction().execute(async (trx) => {
    const sent = await countEvent(trx, 'unlockMailPerAccount', row.id, now);
    if (isOverLimit('unlockMailPerAccount', sent)) return;
    const token = await createUnlockToken(trx, row.id, now);
    const link = `${config.publicUrl}/api/auth/unlock?token=${token}`;
    await mailer.queue(trx, accountUnlockEmail(row.email, row.first_name, link));
  });
  mailer.wake();
}

/**
 * GET /api/auth/unlock?token=…: the link of the unlock e-mail. It trusts this browser for
 * the account (so its sign-ins are not refused by the account-wide lock). False when the
 * link is unknown, used or expired.
 */
export async function unlockDevice(
  deps: Context['deps'],
  token: string,
  clientIp: string,
  resHeaders: Headers,
): Promise<boolean> {
  const now = deps.clock.now();
  await enforceLimit(
    deps.db,
    'resetPasswordPerIp',
    clientIp,
    'unlock attempts from your network',
    now,
    resHeaders,
  );
  const userId = await useUnlockToken(deps.db, token.slice(0, 100), now);
  if (!userId) return false;
  const device = await trustDevice(deps.db, userId, now);
  resHeaders.append('Set-Cookie', deviceCookie(device, deps.config.secureCookies));
  return true;
}

export async function logout(ctx: Context): Promise<MessageResult> {
  const auth = await currentSession(ctx);
  if (auth) await deleteSession(ctx.deps.db, auth.session.id);
  clearCookie(ctx);
  // Signing out of the site signs this browser out of /cms too (issue 22, item 11).
  const cmsCookie = await ctx.deps.content.endEditorSession(ctx.req.headers);
  if (cmsCookie) ctx.resHeaders.append('Set-Cookie', cmsCookie);
  return { message: M.signedOut };
}

export async function forgotPassword(
  ctx: Context,
  input: z.output<typeof forgotPasswordInputSchema>,
): Promise<MessageResult> {
  const { db, clock, config, mailer } = ctx.deps;
  const now = clock.now();
  await enforceLimit(
    db,
    'forgotPasswordPerIp',
    ctx.clientIp,
    'password reset requests from your network',
    now,
    ctx.resHeaders,
  );
  const answer = { message: M.resetLinkSent };
  // Per address: quietly stop sending (the answer stays the same) to avoid mail flooding.
  const sent = await countEvent(db, 'forgotPasswordPerAccount', input.email, now);
  if (isOverLimit('forgotPasswordPerAccount', sent)) return answer;
  const user = await findUserByEmail(db, input.email);
  if (!user || user.is_demo) return answer;

  const token = randomToken(20);
  const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await db.transaction().execute(async (trx) => {
    // One live link per account: a new request replaces the previous link.
    await deleteResetLinksOfUser(trx, user.id);
    await insertResetLink(trx, {
      id: hashToken(token),
      user_id: user.id,
      created_at: isoAt(now),
      expires_at: isoAt(now + RESET_TOKEN_TTL_MS),
    });
    await mailer.queue(trx, passwordResetEmail(user.email, user.first_name, link));
  });
  mailer.wake();
  return answer;
}

export async function resetPassword(
  ctx: Context,
  input: z.output<typeof resetPasswordInputSchema>,
): Promise<MessageResult> {
  const { db, clock } = ctx.deps;
  await enforceLimit(
    db,
    'resetPasswordPerIp',
    ctx.clientIp,
    'password reset attempts from your network',
    clock.now(),
    ctx.resHeaders,
  );
  const id = hashToken(input.token);
  const live = await liveResetLink(db, id, isoAt(clock.now()));
  if (!live)
    throw new AppError('BAD_REQUEST', M.resetLinkInvalid, { appCode: 'RESET_LINK_INVALID' });
  assertAcceptablePassword(input.newPassword);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction().execute(async (trx) => {
    // Single use: the link is deleted in the same transaction that changes the password.
    if (!(await useResetLink(trx, id, isoAt(clock.now()))))
      throw new AppError('BAD_REQUEST', M.resetLinkInvalid, { appCode: 'RESET_LINK_INVALID' });
    await setPasswordHash(trx, live.user_id, passwordHash, isoAt(clock.now()));
    await deleteUserSessions(trx, live.user_id);
  });
  clearCookie(ctx);
  return { message: M.passwordReset };
}

function assertNotDemo(user: User): void {
  if (user.isDemo)
    throw new AppError('FORBIDDEN', M.demoAccountLocked, { appCode: 'DEMO_ACCOUNT_RESTRICTED' });
}

export async function updateProfile(
  ctx: Context,
  signed: Signed,
  input: z.output<typeof updateProfileInputSchema>,
): Promise<User> {
  assertNotDemo(signed.user);
  const { db, clock } = ctx.deps;
  await updateUserNames(db, signed.user.id, input, isoAt(clock.now()));
  const row = await findUserById(db, signed.user.id);
  if (!row) throw new AppError('UNAUTHORIZED', M.notSignedIn);
  return toUser(row);
}

export async function changePassword(
  ctx: Context,
  signed: Signed,
  input: z.output<typeof changePasswordInputSchema>,
): Promise<MessageResult> {
  assertNotDemo(signed.user);
  const { db, clock } = ctx.deps;
  const now = clock.now();
  const failures = await peekCount(db, 'loginFailuresPerAccount', signed.user.email, now);
  if (failures.count >= RATE_LIMITS.loginFailuresPerAccount.max) {
    throw tooManyRequests('failed password attempts', failures, now, ctx.resHeaders);
  }
  const row = await findUserById(db, signed.user.id);
  if (!row || !(await verifyPassword(row.password_hash, input.currentPassword))) {
    await countEvent(db, 'loginFailuresPerAccount', signed.user.email, now);
    throw new AppError('BAD_REQUEST', M.currentPasswordWrong);
  }
  if (input.newPassword === input.currentPassword) {
    throw new AppError('BAD_REQUEST', M.passwordSameAsCurrent);
  }
  assertAcceptablePassword(input.newPassword);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, signed.user.id, passwordHash, isoAt(clock.now()));
    await deleteUserSessions(trx, signed.user.id, signed.session.id);
  });
  return { message: M.passwordChanged };
}

export async function signOutOtherSessions(ctx: Context, signed: Signed): Promise<MessageResult> {
  // One demo visitor must not end every other visitor's session.
  assertNotDemo(signed.user);
  await deleteUserSessions(ctx.deps.db, signed.user.id, signed.session.id);
  return { message: M.otherSessionsEnded };
}

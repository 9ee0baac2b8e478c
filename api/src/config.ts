import { isAbsolute, join, resolve } from 'node:path';
import { BRAND_NAME, SHARED_DATABASE_MESSAGE, sameDatabase } from '@app/domain';
import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy';
import { findRepoRoot } from './lib/repo-root';

const DEV_PAYLOAD_SECRET = 'dev-only-payload-secret-change-me';
const DEV_WEBHOOK_SECRET = 'dev-only-cms-webhook-secret';

const isPostgresUrl = (url: string | undefined) => !!url && /^postgres(ql)?:\/\//.test(url);
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: optionalString,
  SQLITE_PATH: optionalString,
  CMS_DATABASE_URL: optionalString,
  CMS_SQLITE_PATH: optionalString,
  PAYLOAD_SECRET: optionalString,
  CMS_INTERNAL_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  CMS_WEBHOOK_SECRET: optionalString,
  CMS_CACHE_TTL_MS: z.coerce.number().int().min(0).default(60_000),
  WEB_DIST: optionalString,
  WEB_DEV_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(8000).default(1000),
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx): TrustProxy => {
      try {
        return parseTrustProxy(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().default(`"${BRAND_NAME}" <no-reply@preppilot.app>`),
  MAIL_OUTBOX_DIR: optionalString,
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(10),
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  MAIL_LEASE_MS: z.coerce.number().int().min(500).max(3_600_000).default(300_000),
  SUPPORT_EMAIL: z.preprocess(emptyToUndefined, z.email().default('support@preppilot.app')),
  ADMIN_EMAIL: optionalString,
  ADMIN_PASSWORD: optionalString,
  DEMO_ACCOUNT: z.enum(['on', 'off']).default('on'),
  QUESTION_BANK_DIR: optionalString,
  PAYMENT_PROVIDER: z.enum(['local', 'flutterwave', 'paystack']).default('local'),
  LOCAL_CHECKOUT: z.enum(['on', 'off']).default('off'),
  FLUTTERWAVE_SECRET_KEY: optionalString,
  FLUTTERWAVE_SECRET_HASH: optionalString,
  FLUTTERWAVE_BASE_URL: z.preprocess(
    emptyToUndefined,
    z.url().default('https://api.flutterwave.com'),
  ),
  PAYSTACK_SECRET_KEY: optionalString,
  PAYSTACK_BASE_URL: z.preprocess(emptyToUndefined, z.url().default('https://api.paystack.co')),
  PAYMENT_SWEEP_INTERVAL_MS: z.coerce.number().int().min(1000).default(60_000),
  PAYMENT_REFUND_LEASE_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  LOG_REQUESTS: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  repoRoot: string;
  database: { kind: 'sqlite'; path: string } | { kind: 'postgres'; url: string };
  cms: {
    databaseUrl: string | undefined;
    sqlitePath: string;
    secret: string;
    internalUrl: string | undefined;
    webhookSecret: string;
    cacheTtlMs: number;
  };
  webDist: string;
  /** Development only: Vite's dev server, proxied instead of serving web/dist. */
  webDevUrl: string | undefined;
  shutdownGraceMs: number;
  logRequests: boolean;
  /** The site's own origin (no trailing slash): links in e-mails, the CSRF Origin check. */
  publicUrl: string;
  /** Session cookies get Secure and the __Host- prefix when the site is served over https. */
  secureCookies: boolean;
  /** Which proxies may name the client in X-Forwarded-For (http/trust-proxy.ts). */
  trustProxy: TrustProxy;
  /** `supportEmail`: where contact messages go when the CMS site settings name no address. */
  mail: {
    smtpUrl: string | undefined;
    from: string;
    outboxDir: string;
    supportEmail: string;
    /** Delivery attempts of one message before it is given up (and logged). */
    maxAttempts: number;
    /** Wait before the second attempt; it doubles each time, up to an hour. */
    retryBaseMs: number;
    /** How long a worker owns a message it is sending before another may take it over. */
    leaseMs: number;
  };
  accounts: {
    adminEmail: string | undefined;
    adminPassword: string | undefined;
    demoEnabled: boolean;
  };
  /** Folder of the seed question bank (JSON files per exam and category), loaded at start-up. */
  questionBankDir: string;
  payments: PaymentsConfig;
};

/** Which provider takes payments, with its keys; `local` is the built-in test checkout. */
/**
 * How often the sweep runs, and how long one request or sweep may talk to the provider about
 * a refund before another may take it over (a crashed one never gives it back).
 */
export type PaymentTiming = { sweepIntervalMs: number; refundLeaseMs: number };

export type PaymentsConfig = PaymentTiming &
  (
    | { provider: 'local' }
    | { provider: 'flutterwave'; secretKey: string; webhookHash: string; baseUrl: string }
    | { provider: 'paystack'; secretKey: string; baseUrl: string }
  );

function paymentsConfig(e: z.infer<typeof envSchema>, production: boolean): PaymentsConfig {
  const timing = {
    sweepIntervalMs: e.PAYMENT_SWEEP_INTERVAL_MS,
    refundLeaseMs: e.PAYMENT_REFUND_LEASE_MS,
  };
  if (e.PAYMENT_PROVIDER === 'flutterwave') {
    const missing = [
      e.FLUTTERWAVE_SECRET_KEY ? null : 'FLUTTERWAVE_SECRET_KEY',
      e.FLUTTERWAVE_SECRET_HASH ? null : 'FLUTTERWAVE_SECRET_HASH',
    ].filter(Boolean);
    if (missing.length) {
      throw new ConfigError(`PAYMENT_PROVIDER=flutterwave needs ${missing.join(' and ')}.`);
    }
    return {
      provider: 'flutterwave',
      secretKey: e.FLUTTERWAVE_SECRET_KEY as string,
      webhookHash: e.FLUTTERWAVE_SECRET_HASH as string,
      baseUrl: e.FLUTTERWAVE_BASE_URL,
      ...timing,
    };
  }
  if (e.PAYMENT_PROVIDER === 'paystack') {
    if (!e.PAYSTACK_SECRET_KEY)
      throw new ConfigError('PAYMENT_PROVIDER=paystack needs PAYSTACK_SECRET_KEY.');
    return {
      provider: 'paystack',
      secretKey: e.PAYSTACK_SECRET_KEY,
      baseUrl: e.PAYSTACK_BASE_URL,
      ...timing,
    };
  }
  // `pnpm start` runs the api with NODE_ENV=production even on a laptop; it says a run is
  // local with LOCAL_CHECKOUT=on (never set when you start it with NODE_ENV=production).
  if (production && e.LOCAL_CHECKOUT !== 'on') {
    throw new ConfigError(
      'PAYMENT_PROVIDER=local is a test checkout where no money moves and cannot run in production. ' +
        'Set PAYMENT_PROVIDER=flutterwave (FLUTTERWAVE_SECRET_KEY, FLUTTERWAVE_SECRET_HASH) or ' +
        'PAYMENT_PROVIDER=paystack (PAYSTACK_SECRET_KEY).',
    );
  }
  return { provider: 'local', ...timing };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function absolute(repoRoot: string, path: string) {
  return isAbsolute(path) ? path : resolve(repoRoot, path);
}

/** Parses the environment once at start-up. Zero config works; production refuses dev secrets. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const missing: string[] = [];
  if (production && !e.PAYLOAD_SECRET) missing.push('PAYLOAD_SECRET');
  if (production && e.CMS_INTERNAL_URL && !e.CMS_WEBHOOK_SECRET) missing.push('CMS_WEBHOOK_SECRET');
  if (production && !e.ADMIN_EMAIL) missing.push('ADMIN_EMAIL');
  if (production && !e.ADMIN_PASSWORD) missing.push('ADMIN_PASSWORD');
  if (missing.length) {
    throw new ConfigError(
      `Missing required secret(s) in production: ${missing.join(', ')}. ` +
        'Set them in the environment (pnpm start generates local ones when NODE_ENV is not production).',
    );
  }
  if (
    isPostgresUrl(e.DATABASE_URL) &&
    isPostgresUrl(e.CMS_DATABASE_URL) &&
    sameDatabase(e.DATABASE_URL, e.CMS_DATABASE_URL)
  ) {
    throw new ConfigError(SHARED_DATABASE_MESSAGE);
  }
  const repoRoot = findRepoRoot();
  const publicUrl = new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT || 3000}`).origin;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    repoRoot,
    database: isPostgresUrl(e.DATABASE_URL)
      ? { kind: 'postgres', url: e.DATABASE_URL as string }
      : { kind: 'sqlite', path: absolute(repoRoot, e.SQLITE_PATH ?? join('var', 'app.db')) },
    cms: {
      databaseUrl: isPostgresUrl(e.CMS_DATABASE_URL) ? e.CMS_DATABASE_URL : undefined,
      sqlitePath: absolute(repoRoot, e.CMS_SQLITE_PATH ?? join('var', 'cms.db')),
      secret: e.PAYLOAD_SECRET ?? DEV_PAYLOAD_SECRET,
      internalUrl: e.CMS_INTERNAL_URL,
      webhookSecret: e.CMS_WEBHOOK_SECRET ?? DEV_WEBHOOK_SECRET,
      cacheTtlMs: e.CMS_CACHE_TTL_MS,
    },
    webDist: absolute(repoRoot, e.WEB_DIST ?? join('web', 'dist')),
    webDevUrl: production ? undefined : e.WEB_DEV_URL,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    logRequests: e.LOG_REQUESTS,
    publicUrl,
    secureCookies: publicUrl.startsWith('https:'),
    trustProxy: e.TRUST_PROXY,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      outboxDir: absolute(repoRoot, e.MAIL_OUTBOX_DIR ?? join('var', 'outbox')),
      supportEmail: e.SUPPORT_EMAIL,
      maxAttempts: e.MAIL_MAX_ATTEMPTS,
      retryBaseMs: e.MAIL_RETRY_BASE_MS,
      leaseMs: e.MAIL_LEASE_MS,
    },
    accounts: {
      adminEmail: e.ADMIN_EMAIL,
      adminPassword: e.ADMIN_PASSWORD,
      demoEnabled: e.DEMO_ACCOUNT === 'on',
    },
    payments: paymentsConfig(e, production),
    questionBankDir: absolute(
      repoRoot,
      e.QUESTION_BANK_DIR ?? join('api', 'src', 'db', 'seed', 'questions'),
    ),
  };
}

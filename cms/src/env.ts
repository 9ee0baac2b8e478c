/**
 * The CMS environment, parsed once and validated by hand (zod is not a dependency of this
 * package; see docs/decisions/0002-cms-runtime.md). Every server that loads the CMS config
 * (the Next admin server, the setup script, the api's Local API) goes through here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHARED_DATABASE_MESSAGE, sameDatabase } from '@app/domain';
import { parseS3Settings, type S3Settings } from './storage/s3-settings';

export type CmsDialect = 'sqlite' | 'postgres';
export type CmsLogLevel = 'debug' | 'info' | 'warn' | 'error' | 'fatal' | 'silent';
const LOG_LEVELS: readonly string[] = ['debug', 'info', 'warn', 'error', 'fatal', 'silent'];

export type CmsEnv = {
  production: boolean;
  dialect: CmsDialect;
  /** Set only for PostgreSQL. */
  databaseUrl?: string;
  /** Absolute path of the SQLite file (used when dialect is sqlite). */
  sqlitePath: string;
  secret: string;
  changeWebhookUrl?: string;
  webhookSecret: string;
  /** Undefined only in production when not configured; the seed then refuses to create a user. */
  adminEmail?: string;
  adminPassword?: string;
  /** Payload's log level (CMS_LOG_LEVEL), default info. */
  logLevel: CmsLogLevel;
  /** Absolute directory of uploaded media files (CMS_MEDIA_DIR), default <repo>/var/media. */
  mediaDir: string;
  /**
   * Where the site's api listens for this process (SITE_INTERNAL_URL): site administrators'
   * sessions are checked there (single sign-on). Unset: only CMS passwords sign in.
   */
  siteInternalUrl?: string;
  /** Media files in an S3-compatible bucket (CMS_S3_*); unset: on disk in mediaDir. */
  s3?: S3Settings;
  /**
   * SAMPLE_TESTIMONIALS: whether the seed adds sample testimonials and success stories (marked
   * as samples on the page). Default: on outside production, off in production (decision 0022).
   */
  sampleTestimonials: boolean;
};

type Source = Record<string, string | undefined>;

const DEV_SECRET = 'dev-only-payload-secret-change-me';
const DEV_WEBHOOK_SECRET = 'dev-only-cms-webhook-secret';
export const DEV_ADMIN_EMAIL = 'admin@localhost.test';
export const DEV_ADMIN_PASSWORD = 'change-me-admin-1';

/**
 * The monorepo root: the nearest ancestor of this module (or of the cwd) that holds
 * pnpm-workspace.yaml. Works from src/ (tsx, vitest, Next) and from a bundle in cms/dist/.
 */
export function findRepoRoot(): string {
  const starts = [path.dirname(fileURLToPath(import.meta.url)), process.cwd()];
  for (const start of starts) {
    let dir = start;
    for (;;) {
      if (fs.existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
      const parent = path.dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  }
  // Fallback: this file lives in cms/src/ (or cms/dist/), two levels below the root.
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
}

/** Where uploaded media files live unless configured otherwise: <repo root>/var/media. */
export function defaultMediaDir(): string {
  return path.join(findRepoRoot(), 'var', 'media');
}

/** The cms package directory (holds src/migrations/...). */
export function cmsRoot(): string {
  return path.join(findRepoRoot(), 'cms');
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Parse and validate the CMS environment. Throws one Error listing every problem. */
export function parseCmsEnv(source: Source = process.env): CmsEnv {
  const production = source.NODE_ENV === 'production';
  // `next build` evaluates the config to collect page data; secrets belong to run time.
  const enforce = production && source.NEXT_PHASE !== 'phase-production-build';
  const problems: string[] = [];
  const root = findRepoRoot();

  let dialect: CmsDialect = 'sqlite';
  let databaseUrl: string | undefined;
  let sqlitePath = path.join(root, 'var', 'cms.db');
  const explicitSqlite = nonEmpty(source.CMS_SQLITE_PATH);
  if (explicitSqlite) sqlitePath = path.resolve(root, explicitSqlite);

  const rawUrl = nonEmpty(source.CMS_DATABASE_URL);
  if (rawUrl) {
    if (/^postgres(ql)?:\/\//i.test(rawUrl)) {
      dialect = 'postgres';
      databaseUrl = rawUrl;
      if (sameDatabase(rawUrl, nonEmpty(source.DATABASE_URL)))
        problems.push(SHARED_DATABASE_MESSAGE);
    } else if (rawUrl.startsWith('file:')) {
      sqlitePath = path.resolve(root, rawUrl.slice('file:'.length).replace(/^\/\/(?=\/)/, ''));
    } else {
      problems.push('CMS_DATABASE_URL must start with postgres://, postgresql:// or file:');
    }
  }

  const secret = nonEmpty(source.PAYLOAD_SECRET);
  if (!secret && enforce) problems.push('PAYLOAD_SECRET is required in production');

  const changeWebhookUrl = nonEmpty(source.CMS_CHANGE_WEBHOOK_URL);
  if (changeWebhookUrl && !isHttpUrl(changeWebhookUrl)) {
    problems.push('CMS_CHANGE_WEBHOOK_URL must be an http(s) URL');
  }
  const webhookSecret = nonEmpty(source.CMS_WEBHOOK_SECRET);
  if (!webhookSecret && enforce && changeWebhookUrl) {
    problems.push(
      'CMS_WEBHOOK_SECRET is required in production when CMS_CHANGE_WEBHOOK_URL is set',
    );
  }

  const siteInternalUrl = nonEmpty(source.SITE_INTERNAL_URL);
  if (siteInternalUrl && !isHttpUrl(siteInternalUrl)) {
    problems.push('SITE_INTERNAL_URL must be an http(s) URL');
  }

  const explicitMediaDir = nonEmpty(source.CMS_MEDIA_DIR);
  const mediaDir = explicitMediaDir ? path.resolve(root, explicitMediaDir) : defaultMediaDir();

  const s3 = parseS3Settings(source, problems);

  const logLevel = nonEmpty(source.CMS_LOG_LEVEL) ?? 'info';
  if (!LOG_LEVELS.includes(logLevel))
    problems.push(`CMS_LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);

  const samples = nonEmpty(source.SAMPLE_TESTIMONIALS);
  if (samples && samples !== 'on' && samples !== 'off')
    problems.push('SAMPLE_TESTIMONIALS must be on or off');

  if (problems.length > 0) {
    throw new Error(`Invalid CMS environment:\n  - ${problems.join('\n  - ')}`);
  }

  if (dialect === 'sqlite') fs.mkdirSync(path.dirname(sqlitePath), { recursive: true });

  const env: CmsEnv = {
    production,
    dialect,
    sqlitePath,
    secret: secret ?? DEV_SECRET,
    webhookSecret: webhookSecret ?? DEV_WEBHOOK_SECRET,
    logLevel: logLevel as CmsLogLevel,
    mediaDir,
    sampleTestimonials: samples ? samples === 'on' : !production,
  };
  if (databaseUrl) env.databaseUrl = databaseUrl;
  if (changeWebhookUrl) env.changeWebhookUrl = changeWebhookUrl;
  if (siteInternalUrl) env.siteInternalUrl = siteInternalUrl;
  if (s3) env.s3 = s3;
  const adminEmail = nonEmpty(source.ADMIN_EMAIL) ?? (production ? undefined : DEV_ADMIN_EMAIL);
  const adminPassword =
    nonEmpty(source.ADMIN_PASSWORD) ?? (production ? undefined : DEV_ADMIN_PASSWORD);
  if (adminEmail) env.adminEmail = adminEmail;
  if (adminPassword) env.adminPassword = adminPassword;
  return env;
}

/** The webhook settings, read at call time (cheap, no production checks, never throws). */
export function webhookSettings(source: Source = process.env): { url?: string; secret: string } {
  const url = nonEmpty(source.CMS_CHANGE_WEBHOOK_URL);
  const secret = nonEmpty(source.CMS_WEBHOOK_SECRET) ?? DEV_WEBHOOK_SECRET;
  return url && isHttpUrl(url) ? { url, secret } : { secret };
}

/** Admin credentials for the seed; in production both must be configured. */
export function requireAdminCredentials(env: CmsEnv): { email: string; password: string } {
  if (!env.adminEmail || !env.adminPassword) {
    throw new Error(
      'ADMIN_EMAIL and ADMIN_PASSWORD are required in production to create the first CMS user',
    );
  }
  return { email: env.adminEmail, password: env.adminPassword };
}

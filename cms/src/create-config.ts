/**
 * The one place the Payload config is assembled. The Next admin server, the payload CLI, the
 * setup script, the tests and the api (Local API) all build their config through here.
 *
 * Schema changes are applied ONLY by explicit migrations (`push: false` for both dialects):
 * the api process loads this same config and must never alter the schema.
 */
import path from 'node:path';
import { postgresAdapter } from '@payloadcms/db-postgres';
import { sqliteAdapter } from '@payloadcms/db-sqlite';
import { LinkFeature, lexicalEditor } from '@payloadcms/richtext-lexical';
import { buildConfig, type DatabaseAdapterObj, type SanitizedConfig } from 'payload';
import { Articles } from './collections/Articles';
import { ExamPages } from './collections/ExamPages';
import { Faqs } from './collections/Faqs';
import { Guides } from './collections/Guides';
import { createMediaCollection } from './collections/Media';
import { Pages } from './collections/Pages';
import { Posts } from './collections/Posts';
import { Subjects } from './collections/Subjects';
import { SuccessStories } from './collections/SuccessStories';
import { Testimonials } from './collections/Testimonials';
import { createUsersCollection } from './collections/Users';
import { type CmsEnv, type CmsLogLevel, cmsRoot, defaultMediaDir, parseCmsEnv } from './env';
import { SiteSettings } from './globals/SiteSettings';
import { mediaStorage } from './storage/media-storage';
import type { S3Settings } from './storage/s3-settings';

export type CmsOptions = {
  /** postgres:// or postgresql:// URL; when absent the SQLite file at `sqlitePath` is used. */
  databaseUrl?: string;
  /** Absolute path of the SQLite database file. */
  sqlitePath: string;
  secret: string;
  /** Directory holding `sqlite/` and `postgres/` migration folders. Default: cms/src/migrations. */
  migrationsRoot?: string;
  /** Pino log level for Payload's logger. Default 'info' (Payload's pretty logger). */
  logLevel?: CmsLogLevel;
  /**
   * Absolute directory where uploaded media files are stored (served at
   * /cms-api/media/file/{filename}). Default: <repo root>/var/media.
   */
  mediaDir?: string;
  /** Media files in an S3-compatible bucket instead of `mediaDir` (storage/media-storage.ts). */
  s3?: S3Settings;
  /**
   * The site's api as this process reaches it (e.g. http://127.0.0.1:3000). When set, a
   * request carrying the session cookie of a site administrator is signed in to the CMS
   * (auth/site-session.ts). Only the Next admin server sets it.
   */
  siteInternalUrl?: string;
};

export function isPostgresUrl(url: string | undefined): url is string {
  return typeof url === 'string' && /^postgres(ql)?:\/\//i.test(url);
}

function databaseAdapter(options: CmsOptions): DatabaseAdapterObj {
  const migrationsRoot = options.migrationsRoot ?? path.join(cmsRoot(), 'src', 'migrations');
  if (isPostgresUrl(options.databaseUrl)) {
    return postgresAdapter({
      pool: { connectionString: options.databaseUrl },
      push: false,
      migrationDir: path.join(migrationsRoot, 'postgres'),
    });
  }
  if (!path.isAbsolute(options.sqlitePath)) {
    // A relative file: URL would depend on each process's working directory.
    throw new Error(`sqlitePath must be absolute, got "${options.sqlitePath}"`);
  }
  return sqliteAdapter({
    // Shared by two processes (cms + api): WAL and a busy timeout, and never transactionOptions
    // (see DESIGN.md, "Measured on this kind of machine").
    client: { url: `file:${options.sqlitePath}` },
    wal: true,
    busyTimeout: 5000,
    push: false,
    migrationDir: path.join(migrationsRoot, 'sqlite'),
  });
}

function mediaDirOf(options: CmsOptions): string {
  const dir = options.mediaDir ?? defaultMediaDir();
  // Payload would resolve a relative staticDir against the working directory.
  if (!path.isAbsolute(dir)) throw new Error(`mediaDir must be absolute, got "${dir}"`);
  return dir;
}

export function createCmsConfig(options: CmsOptions): Promise<SanitizedConfig> {
  return buildConfig({
    secret: options.secret,
    telemetry: false,
    routes: { admin: '/cms', api: '/cms-api' },
    admin: {
      user: 'users',
      // Gravatar is unreachable offline.
      avatar: 'default',
      meta: { titleSuffix: '— CMS' },
      importMap: { baseDir: path.join(cmsRoot(), 'src') },
    },
    collections: [
      Posts,
      ExamPages,
      Subjects,
      Articles,
      Testimonials,
      SuccessStories,
      Guides,
      Faqs,
      Pages,
      createMediaCollection(mediaDirOf(options)),
      createUsersCollection({ siteInternalUrl: options.siteInternalUrl }),
    ],
    globals: [SiteSettings],
    plugins: [mediaStorage(options.s3)],
    editor: lexicalEditor({
      features: ({ defaultFeatures }) => [
        // Uploads and relationship embeds are not offered inside rich text: the HTML rendering
        // of the api (html.ts) handles text, headings, lists and links only.
        ...defaultFeatures.filter((f) => !['upload', 'relationship', 'link'].includes(f.key)),
        LinkFeature({ enabledCollections: ['posts'] }),
      ],
    }),
    db: databaseAdapter(options),
    typescript: {
      outputFile: path.join(cmsRoot(), 'src', 'payload-types.ts'),
      // Regenerate with `pnpm --filter @app/cms generate:types`; the api loads this config too
      // and must not rewrite cms source files when it starts in development.
      autoGenerate: false,
    },
    graphQL: { disablePlaygroundInProduction: true },
    // Payload's default (pretty, level info) unless another level is asked for (JSON lines).
    ...(options.logLevel && options.logLevel !== 'info'
      ? { logger: { options: { level: options.logLevel } } }
      : {}),
  });
}

/** Options for createCmsConfig from a parsed environment. */
export function optionsFromEnv(env: CmsEnv = parseCmsEnv()): CmsOptions {
  const options: CmsOptions = {
    sqlitePath: env.sqlitePath,
    secret: env.secret,
    logLevel: env.logLevel,
    mediaDir: env.mediaDir,
  };
  if (env.databaseUrl) options.databaseUrl = env.databaseUrl;
  if (env.siteInternalUrl) options.siteInternalUrl = env.siteInternalUrl;
  if (env.s3) options.s3 = env.s3;
  return options;
}

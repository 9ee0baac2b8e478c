import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DEV_ADMIN_EMAIL,
  findRepoRoot,
  parseCmsEnv,
  requireAdminCredentials,
  webhookSettings,
} from './env';

const root = findRepoRoot();

describe('parseCmsEnv', () => {
  it('works with zero config: SQLite under <repo>/var and dev defaults', () => {
    const env = parseCmsEnv({});
    expect(env.dialect).toBe('sqlite');
    expect(env.sqlitePath).toBe(path.join(root, 'var', 'cms.db'));
    expect(path.isAbsolute(env.sqlitePath)).toBe(true);
    expect(env.secret).toBeTruthy();
    expect(env.adminEmail).toBe(DEV_ADMIN_EMAIL);
    expect(env.changeWebhookUrl).toBeUndefined();
  });

  it('finds the repo root regardless of the working directory', () => {
    expect(path.join(root, 'cms', 'src', 'env.ts')).toBe(path.join(import.meta.dirname, 'env.ts'));
  });

  it('picks PostgreSQL for postgres:// and postgresql:// URLs', () => {
    expect(parseCmsEnv({ CMS_DATABASE_URL: 'postgres://u@h/db' }).dialect).toBe('postgres');
    const env = parseCmsEnv({ CMS_DATABASE_URL: 'postgresql://u@h/db' });
    expect(env).toMatchObject({ dialect: 'postgres', databaseUrl: 'postgresql://u@h/db' });
  });

  it('resolves SQLite paths against the repo root and accepts file: URLs', () => {
    expect(parseCmsEnv({ CMS_SQLITE_PATH: 'var/other.db' }).sqlitePath).toBe(
      path.join(root, 'var', 'other.db'),
    );
    expect(parseCmsEnv({ CMS_DATABASE_URL: 'file:///tmp/cms-env-test/x.db' }).sqlitePath).toBe(
      '/tmp/cms-env-test/x.db',
    );
    expect(() => parseCmsEnv({ CMS_DATABASE_URL: 'mysql://x' })).toThrow(/CMS_DATABASE_URL/);
  });

  it('refuses to start in production without PAYLOAD_SECRET', () => {
    expect(() => parseCmsEnv({ NODE_ENV: 'production' })).toThrow(
      'PAYLOAD_SECRET is required in production',
    );
    const env = parseCmsEnv({ NODE_ENV: 'production', PAYLOAD_SECRET: 's3cret' });
    expect(env.secret).toBe('s3cret');
    expect(() => requireAdminCredentials(env)).toThrow(
      /ADMIN_EMAIL and ADMIN_PASSWORD are required/,
    );
  });

  it('keeps media files under <repo>/var/media unless CMS_MEDIA_DIR says otherwise', () => {
    expect(parseCmsEnv({}).mediaDir).toBe(path.join(root, 'var', 'media'));
    expect(parseCmsEnv({ CMS_MEDIA_DIR: 'var/uploads' }).mediaDir).toBe(
      path.join(root, 'var', 'uploads'),
    );
    expect(parseCmsEnv({ CMS_MEDIA_DIR: '/srv/media' }).mediaDir).toBe('/srv/media');
  });

  it('validates the webhook URL', () => {
    expect(() => parseCmsEnv({ CMS_CHANGE_WEBHOOK_URL: 'not a url' })).toThrow(
      /CMS_CHANGE_WEBHOOK_URL/,
    );
    expect(
      webhookSettings({ CMS_CHANGE_WEBHOOK_URL: 'http://127.0.0.1:1/x', CMS_WEBHOOK_SECRET: 'k' }),
    ).toEqual({
      url: 'http://127.0.0.1:1/x',
      secret: 'k',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('works with zero configuration: SQLite files under var/, port 3000', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({
      kind: 'sqlite',
      path: expect.stringMatching(/\/var\/app\.db$/),
    });
    expect(config.cms.sqlitePath).toMatch(/^\/.*\/var\/cms\.db$/);
    expect(config.cms.databaseUrl).toBeUndefined();
  });

  it('uses PostgreSQL when DATABASE_URL is a postgres URL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/app', PORT: '4000' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@127.0.0.1:5432/app' });
    expect(config.port).toBe(4000);
  });

  it('refuses to start in production without the secrets, naming them', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', CMS_INTERNAL_URL: 'http://127.0.0.1:3001' }),
    ).toThrow(/PAYLOAD_SECRET, CMS_WEBHOOK_SECRET, ADMIN_EMAIL, ADMIN_PASSWORD/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        PAYLOAD_SECRET: 's3cret',
        ADMIN_EMAIL: 'owner@example.com',
        ADMIN_PASSWORD: 'a long admin passphrase',
        PAYMENT_PROVIDER: 'paystack',
        PAYSTACK_SECRET_KEY: 'sk_live_x',
      }),
    ).not.toThrow();
  });

  it('refuses the local test checkout in production, and a provider without its keys', () => {
    const secrets = {
      NODE_ENV: 'production',
      PAYLOAD_SECRET: 's3cret',
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_PASSWORD: 'a long admin passphrase',
    };
    expect(() => loadConfig(secrets)).toThrow(/PAYMENT_PROVIDER=local is a test checkout/);
    expect(() => loadConfig({ ...secrets, PAYMENT_PROVIDER: 'local' })).toThrow(ConfigError);
    // `pnpm start` on a laptop runs the api with NODE_ENV=production and LOCAL_CHECKOUT=on.
    expect(loadConfig({ ...secrets, LOCAL_CHECKOUT: 'on' }).payments.provider).toBe('local');
    expect(() =>
      loadConfig({ PAYMENT_PROVIDER: 'flutterwave', FLUTTERWAVE_SECRET_KEY: 'k' }),
    ).toThrow(/FLUTTERWAVE_SECRET_HASH/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paystack' })).toThrow(/PAYSTACK_SECRET_KEY/);
    expect(loadConfig({}).payments).toEqual({
      provider: 'local',
      sweepIntervalMs: 60_000,
      refundLeaseMs: 30_000,
    });
  });

  it('refuses one PostgreSQL database shared by the app and the CMS (both have `users`)', () => {
    expect(() =>
      loadConfig({
        DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/examprep',
        CMS_DATABASE_URL: 'postgresql://other:pw@127.0.0.1/examprep?sslmode=disable',
      }),
    ).toThrow(/name the same PostgreSQL database/);
    expect(
      loadConfig({
        DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/examprep',
        CMS_DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/examprep_cms',
      }).database.kind,
    ).toBe('postgres');
  });

  it('explains an invalid value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(
      /TRUST_PROXY: 'yes' is not true, false, a hop count, an IP address or a CIDR block/,
    );
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy.kind).toBe('addresses');
  });
});

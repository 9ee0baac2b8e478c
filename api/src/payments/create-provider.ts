import { randomBytes } from 'node:crypto';
import type { Config } from '../config';
import type { Db } from '../db/kysely';
import type { Logger } from '../lib/logger';
import { flutterwaveProvider } from './flutterwave';
import { createLocalCheckout, type LocalCheckout } from './local-checkout/local-checkout';
import { keyOrCreate } from './local-checkout/repo';
import { paystackProvider } from './paystack';
import type { PaymentProvider } from './provider';

/** Where the api mounts the built-in test checkout when PAYMENT_PROVIDER=local. */
export const LOCAL_CHECKOUT_PATH = '/local-checkout';

/** The api's own address on loopback, for calls it makes to itself (the local checkout). */
function loopbackUrl(config: Config): string {
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

/**
 * The configured payment provider. `local` is Flutterwave's protocol spoken by a stand-in
 * mounted in the api itself, so `pnpm start` takes payments with no configuration and no money
 * moving. Its keys, pages and transactions are in the app database (migration 0010): every
 * node on that database and every restart is the same provider.
 */
export async function createPaymentProvider(
  config: Config,
  log: Logger,
  db: Db,
): Promise<{ provider: PaymentProvider; localCheckout: LocalCheckout | null }> {
  const payments = config.payments;
  if (payments.provider === 'flutterwave') {
    return { provider: flutterwaveProvider(payments), localCheckout: null };
  }
  if (payments.provider === 'paystack') {
    return { provider: paystackProvider(payments), localCheckout: null };
  }
  const now = new Date().toISOString();
  const secretKey = await keyOrCreate(
    db,
    'secret_key',
    `FLWSECK_TEST-local-${randomBytes(16).toString('hex')}`,
    now,
  );
  const webhookHash = await keyOrCreate(db, 'webhook_hash', randomBytes(24).toString('hex'), now);
  const internal = loopbackUrl(config);
  const localCheckout = createLocalCheckout({
    db,
    secretKey,
    webhookHash,
    publicBaseUrl: `${config.publicUrl}${LOCAL_CHECKOUT_PATH}`,
    webhookUrl: `${internal}/api/payments/webhooks/flutterwave`,
    log,
  });
  const provider = flutterwaveProvider({
    name: 'local',
    baseUrl: `${internal}${LOCAL_CHECKOUT_PATH}`,
    secretKey,
    webhookHash,
  });
  return { provider, localCheckout };
}

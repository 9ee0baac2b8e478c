import { randomBytes } from 'node:crypto';
import type { Config } from '../config';
import type { Logger } from '../lib/logger';
import { flutterwaveProvider } from './flutterwave';
import { createLocalCheckout, type LocalCheckout } from './local-checkout/local-checkout';
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
 * mounted in the api itself (with keys made up for this process), so `pnpm start` takes
 * payments with no configuration and no money moving.
 */
export function createPaymentProvider(
  config: Config,
  log: Logger,
): { provider: PaymentProvider; localCheckout: LocalCheckout | null } {
  const payments = config.payments;
  if (payments.provider === 'flutterwave') {
    return { provider: flutterwaveProvider(payments), localCheckout: null };
  }
  if (payments.provider === 'paystack') {
    return { provider: paystackProvider(payments), localCheckout: null };
  }
  const secretKey = `FLWSECK_TEST-local-${randomBytes(16).toString('hex')}`;
  const webhookHash = randomBytes(24).toString('hex');
  const internal = loopbackUrl(config);
  const localCheckout = createLocalCheckout({
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

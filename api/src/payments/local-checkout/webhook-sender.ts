import type { Logger } from '../../lib/logger';

/**
 * Delivers webhooks as a provider does: POST JSON with the `verif-hash` header, and again
 * after each wait in `retryDelaysMs` while the receiver does not answer 2xx.
 */
export function createWebhookSender(options: {
  url: string;
  hash: string;
  retryDelaysMs: readonly number[];
  log?: Logger;
}) {
  const inFlight = new Set<Promise<void>>();
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timer.unref();
      timers.add(timer);
    });

  async function attempt(body: string): Promise<number | string> {
    try {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'verif-hash': options.hash },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      await response.text().catch(() => '');
      return response.status;
    } catch (error) {
      return String(error);
    }
  }

  async function run(body: string): Promise<void> {
    for (let i = 0; i <= options.retryDelaysMs.length && !stopped; i++) {
      if (i > 0) await wait(options.retryDelaysMs[i - 1] as number);
      if (stopped) return;
      const result = await attempt(body);
      if (typeof result === 'number' && result >= 200 && result < 300) return;
      options.log?.info('local checkout: webhook not accepted, will retry', {
        attempt: i + 1,
        result,
      });
    }
    options.log?.error('local checkout: webhook given up', { url: options.url });
  }

  const held: string[] = [];
  let holding = false;
  const start = (body: string) => {
    const delivery = run(body).finally(() => inFlight.delete(delivery));
    inFlight.add(delivery);
  };

  return {
    deliver(payload: unknown): void {
      const body = JSON.stringify(payload);
      if (holding) held.push(body);
      else start(body);
    },
    /** Tests: keep webhooks back (to order them against the redirect) until `release`. */
    hold(): void {
      holding = true;
    },
    release(): void {
      holding = false;
      for (const body of held.splice(0)) start(body);
    },
    /** Tests: the bodies kept back, for replaying as duplicates. */
    heldBodies: (): readonly string[] => held,
    async idle(): Promise<void> {
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },
    stop(): void {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

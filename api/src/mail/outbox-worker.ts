import { randomUUID } from 'node:crypto';
import type { Config } from '../config';
import type { Db } from '../db/kysely';
import type { Clock } from '../lib/clock';
import type { Logger } from '../lib/logger';
import { timeOrderedId } from '../lib/time-ordered-id';
import type { Mailer } from './mailer';
import {
  type ClaimedMail,
  claimDueMail,
  deleteFinishedMail,
  insertMail,
  markMailFailed,
  markMailSent,
  nextMailDueAt,
  scheduleMailRetry,
} from './outbox-repo';
import { isPermanentRefusal, type MailTransport } from './transports';

/** Rows one worker takes per claim, delivered together. */
const BATCH = 10;
/** Even with nothing due, look again this often: rows of a node that died, mail of nodes
 * that queued but crashed before waking. */
const IDLE_POLL_MS = 15_000;
const RETRY_CAP_MS = 60 * 60 * 1000;
/** Sent and given-up rows are kept this long (without their bodies), then deleted. */
const KEEP_FINISHED_MS = 30 * 24 * 60 * 60 * 1000;
const CLEANUP_EVERY_MS = 60 * 60 * 1000;

/** Wait before attempt `attempts + 1`: base, 2×base, 4×base, … up to an hour. */
export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(RETRY_CAP_MS, baseMs * 2 ** Math.max(0, attempts - 1));
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The outbox worker of this api process: woken right after a commit that queued mail, by a
 * timer when a retry or an abandoned lease falls due, and every IDLE_POLL_MS. It claims due
 * rows with a lease, hands each to the transport, and marks it sent only once the transport
 * accepted it; a failure is retried with backoff until MAIL_MAX_ATTEMPTS, then given up and
 * logged. A 5xx refusal is given up at once.
 */
export function createMailOutbox(deps: {
  db: Db;
  transport: MailTransport;
  clock: Clock;
  log: Logger;
  settings: Pick<Config['mail'], 'maxAttempts' | 'retryBaseMs' | 'leaseMs'>;
}): Mailer & { start(): void } {
  const { db, transport, clock, log, settings } = deps;
  const token = randomUUID();
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let lastCleanup = 0;
  let passes = 0;
  let arming: Promise<void> = Promise.resolve();

  async function deliver(row: ClaimedMail) {
    try {
      await transport.deliver(row.id, row.message);
    } catch (error) {
      const reason = describe(error);
      if (isPermanentRefusal(error) || row.attempts >= settings.maxAttempts) {
        await markMailFailed(db, row.id, token, reason);
        log.error('mail given up', {
          id: row.id,
          to: row.message.to,
          subject: row.message.subject,
          attempts: row.attempts,
          error: reason,
        });
        return;
      }
      const retryAt = clock.now() + retryDelayMs(row.attempts, settings.retryBaseMs);
      await scheduleMailRetry(db, row.id, token, retryAt, reason);
      log.error('mail delivery failed, will retry', {
        id: row.id,
        to: row.message.to,
        subject: row.message.subject,
        attempts: row.attempts,
        retryAt: new Date(retryAt).toISOString(),
        error: reason,
      });
      return;
    }
    if (!(await markMailSent(db, row.id, token, clock.now()))) {
      log.error('mail sent after its lease ended (another worker may send it too)', {
        id: row.id,
        subject: row.message.subject,
      });
    }
  }

  async function drainOnce(): Promise<void> {
    for (;;) {
      const now = clock.now();
      const batch = await claimDueMail(db, token, now, now + settings.leaseMs, BATCH);
      if (batch.length === 0) return;
      await Promise.all(batch.map(deliver));
      if (closed) return;
    }
  }

  async function cleanup(): Promise<void> {
    const now = clock.now();
    if (now - lastCleanup < CLEANUP_EVERY_MS) return;
    lastCleanup = now;
    await deleteFinishedMail(db, now - KEEP_FINISHED_MS);
  }

  /** Sets the timer for the next due row; only the latest pass's answer counts. */
  async function armTimer(pass: number): Promise<void> {
    let due: number | null;
    try {
      due = await nextMailDueAt(db);
    } catch (error) {
      if (!closed) log.error('mail outbox pass failed', { error: describe(error) });
      due = null;
    }
    if (closed || pass !== passes) return;
    const wait = due === null ? IDLE_POLL_MS : Math.min(IDLE_POLL_MS, due - clock.now());
    clearTimeout(timer);
    timer = setTimeout(wake, Math.max(20, wait));
    timer.unref();
  }

  async function run(): Promise<void> {
    do {
      again = false;
      try {
        await drainOnce();
        await cleanup();
      } catch (error) {
        log.error('mail outbox pass failed', { error: describe(error) });
      }
    } while (again && !closed);
    // Not awaited by `running`: a wake meanwhile starts the next pass at once.
    passes += 1;
    arming = armTimer(passes);
  }

  function wake(): void {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = run().finally(() => {
      running = null;
    });
  }

  return {
    kind: transport.kind,
    async queue(executor, message) {
      await insertMail(executor, timeOrderedId(clock.now()), message, clock.now());
      if (!executor.isTransaction) wake();
    },
    wake,
    start: wake,
    async flush() {
      wake();
      while (running) await running;
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      while (running) await running;
      await arming;
      transport.close();
    },
  };
}

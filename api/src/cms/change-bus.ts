import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { z } from 'zod';
import type { Logger } from '../lib/logger';

/** What changed in the CMS, as the CMS reports it (cms/src/hooks/change-notifier.ts). */
export const contentChangeSchema = z.object({
  collection: z.string().min(1).max(100),
  id: z.union([z.string().max(200), z.number()]),
  operation: z.enum(['create', 'update', 'delete']),
  slug: z.string().max(200).optional(),
});
export type ContentChange = z.infer<typeof contentChangeSchema>;

export type ChangeBus = {
  /** Tells every other api node on this database (this one applies the change itself). */
  publish(change: ContentChange): void;
  close(): Promise<void>;
};

export const CHANGE_CHANNEL = 'cms_content_changed';
const RECONNECT_MS = [250, 1000, 5000];

const messageSchema = z.object({ from: z.string(), change: contentChangeSchema });

/**
 * Content changes between api nodes over PostgreSQL LISTEN/NOTIFY, on the database they
 * share already: a node that learns of a change (from its own Payload, or
 * from the CMS's webhook) publishes it; every other node gets it within milliseconds and
 * drops what it cached. Messages from this node are ignored. After a lost connection the
 * node reconnects and, having maybe missed changes, treats everything as changed
 * (`onRemote(null)`).
 */
export async function startChangeBus(options: {
  url: string;
  onRemote: (change: ContentChange | null) => void;
  log: Logger;
  channel?: string;
}): Promise<ChangeBus> {
  const { url, onRemote, log, channel = CHANGE_CHANNEL } = options;
  const node = randomUUID();
  let client: pg.Client | null = null;
  let closed = false;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function receive(message: pg.Notification) {
    if (message.channel !== channel || !message.payload) return;
    let parsed: z.infer<typeof messageSchema>;
    try {
      parsed = messageSchema.parse(JSON.parse(message.payload));
    } catch {
      log.error('ignored a malformed content-change message', { channel });
      return;
    }
    if (parsed.from !== node) onRemote(parsed.change);
  }

  async function connect(): Promise<void> {
    const next = new pg.Client({
      connectionString: url,
      application_name: `change-bus:${channel}`,
    });
    next.on('notification', receive);
    next.on('error', (error) => {
      log.error('content-change listener lost its connection', { error: error.message });
      lost(next);
    });
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      next.removeAllListeners();
      await next.end().catch(() => {});
      throw error;
    }
    client = next;
    attempt = 0;
  }

  /** Connects again after a pause that grows; changes may have been missed meanwhile. */
  function scheduleConnect() {
    if (closed) return;
    const wait = RECONNECT_MS[Math.min(attempt, RECONNECT_MS.length - 1)] as number;
    attempt++;
    timer = setTimeout(() => {
      connect().then(
        () => onRemote(null),
        (error: Error) => {
          log.error('content-change listener could not reconnect', { error: error.message });
          scheduleConnect();
        },
      );
    }, wait);
  }

  function lost(connection: pg.Client) {
    if (closed || client !== connection) return;
    client = null;
    connection.removeAllListeners();
    connection.on('error', () => {});
    void connection.end().catch(() => {});
    scheduleConnect();
  }

  await connect();
  // One notification at a time on the connection: a change of several exams publishes
  // several, and pg refuses (from pg 9) a query sent while another runs on the same client.
  let sending: Promise<unknown> = Promise.resolve();
  return {
    publish(change) {
      const payload = JSON.stringify({ from: node, change });
      sending = sending.then(() =>
        client?.query('SELECT pg_notify($1, $2)', [channel, payload]).catch((error: Error) => {
          log.error('could not publish a content change', { error: error.message });
        }),
      );
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      await sending;
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}

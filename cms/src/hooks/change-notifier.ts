/**
 * Content-change notifications, so readers (the api's cache) can drop stale CMS content.
 *
 * - In-process listeners: a registry on globalThis under a Symbol.for key, so that several
 *   copies of this module (Next bundle, esbuild bundle, vitest) share one set of listeners.
 * - Cross-process: when CMS_CHANGE_WEBHOOK_URL is set, the event is POSTed there as JSON with
 *   the header `x-cms-webhook-secret: <CMS_WEBHOOK_SECRET>`. Fire-and-forget, 2 s timeout.
 *
 * A failed notification never fails the editor's save: errors are logged and swallowed.
 * Events are dispatched after the surrounding database transaction has finished, so a
 * listener that re-reads the content sees the committed state.
 *
 * The event (the webhook's JSON body, also what listeners receive):
 *   { "collection": string, "id": string | number, "operation": "create" | "update" | "delete",
 *     "slug"?: string }
 * - collection: the slug of what changed: a collection ('posts', 'exam-pages', 'subjects',
 *   'testimonials', 'success-stories', 'articles', 'guides', 'faqs', 'media') or a global
 *   ('site-settings'). Readers key their caches by it.
 * - id: the document id; for a global, the global's slug again.
 * - operation: a global only ever reports 'update'.
 * - slug: the document's `slug` field when it has one (posts, subjects, articles).
 * Example: {"collection":"exam-pages","id":3,"operation":"update"}
 */
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload';
import { webhookSettings } from '../env';

export type ContentChangeEvent = {
  /** Collection slug, or global slug for a global. */
  collection: string;
  id: string | number;
  slug?: string;
  operation: 'create' | 'update' | 'delete';
};

export type ContentChangeListener = (event: ContentChangeEvent) => void;

export const WEBHOOK_SECRET_HEADER = 'x-cms-webhook-secret';
/** Set `context: { [SKIP_NOTIFICATIONS]: true }` on a Local API call to stay silent (seed). */
export const SKIP_NOTIFICATIONS = 'skipContentChangeNotification';
const WEBHOOK_TIMEOUT_MS = 2000;
const COMMIT_WAIT_MS = 5000;
const REGISTRY_KEY = Symbol.for('@app/cms/content-change-listeners');

type GlobalWithRegistry = typeof globalThis & { [REGISTRY_KEY]?: Set<ContentChangeListener> };

function listeners(): Set<ContentChangeListener> {
  const scope = globalThis as GlobalWithRegistry;
  scope[REGISTRY_KEY] ??= new Set();
  return scope[REGISTRY_KEY];
}

/** Subscribe to content changes in this process. Returns the unsubscribe function. */
export function onContentChange(listener: ContentChangeListener): () => void {
  const set = listeners();
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}

async function postWebhook(event: ContentChangeEvent): Promise<void> {
  const { url, secret } = webhookSettings();
  if (!url) return;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [WEBHOOK_SECRET_HEADER]: secret },
      body: JSON.stringify(event),
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    if (!response.ok) console.warn(`[cms] change webhook answered ${response.status} for ${url}`);
  } catch (error) {
    console.warn(`[cms] change webhook to ${url} failed: ${(error as Error).message}`);
  }
}

/**
 * Call every in-process listener, and nothing else: for a change another process already
 * announced (the api hears other api nodes' changes over PostgreSQL). Never throws.
 */
export function dispatchContentChange(event: ContentChangeEvent): void {
  for (const listener of [...listeners()]) {
    try {
      listener(event);
    } catch (error) {
      console.warn(`[cms] content-change listener failed: ${(error as Error).message}`);
    }
  }
}

/**
 * Call every in-process listener, then POST to the webhook when configured.
 * Never throws; the returned promise settles when the webhook call is done (or failed).
 */
export function notifyContentChange(event: ContentChangeEvent): Promise<void> {
  dispatchContentChange(event);
  return postWebhook(event);
}

/**
 * Resolve once `req` no longer holds an open transaction (committed or rolled back).
 * `transactionID` may be a pending Promise; one that resolved to null means "no transaction"
 * (SQLite without transactionOptions), so there is nothing to wait for.
 */
async function transactionSettled(req: PayloadRequest): Promise<void> {
  const deadline = Date.now() + COMMIT_WAIT_MS;
  for (;;) {
    const id = req.transactionID;
    if (!id) return;
    if (id instanceof Promise) {
      if (!(await id)) return;
      continue;
    }
    if (Date.now() >= deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

function notifyAfterCommit(req: PayloadRequest, event: ContentChangeEvent): void {
  void transactionSettled(req)
    .then(() => notifyContentChange(event))
    .catch((error: unknown) => console.warn(`[cms] change notification failed: ${String(error)}`));
}

function slugOf(doc: unknown): string | undefined {
  const slug = (doc as { slug?: unknown } | null)?.slug;
  return typeof slug === 'string' ? slug : undefined;
}

export const notifyAfterChange: CollectionAfterChangeHook = ({
  collection,
  context,
  doc,
  operation,
  req,
}) => {
  if (context[SKIP_NOTIFICATIONS]) return doc;
  const event: ContentChangeEvent = { collection: collection.slug, id: doc.id, operation };
  const slug = slugOf(doc);
  if (slug) event.slug = slug;
  notifyAfterCommit(req, event);
  return doc;
};

export const notifyAfterDelete: CollectionAfterDeleteHook = ({
  collection,
  context,
  doc,
  id,
  req,
}) => {
  if (context[SKIP_NOTIFICATIONS]) return doc;
  const event: ContentChangeEvent = { collection: collection.slug, id, operation: 'delete' };
  const slug = slugOf(doc);
  if (slug) event.slug = slug;
  notifyAfterCommit(req, event);
  return doc;
};

/** For globals: `collection` and `id` are both the global's slug; the operation is 'update'. */
export const notifyGlobalAfterChange: GlobalAfterChangeHook = ({ context, doc, global, req }) => {
  if (context[SKIP_NOTIFICATIONS]) return doc;
  notifyAfterCommit(req, { collection: global.slug, id: global.slug, operation: 'update' });
  return doc;
};

/** The hooks of every collection whose changes the api must hear about. */
export const notifyHooks = {
  afterChange: [notifyAfterChange],
  afterDelete: [notifyAfterDelete],
};

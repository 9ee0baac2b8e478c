import type { Payload } from 'payload';
import { type CmsConnection, createPayloadContent } from '../cms';
import type { CmsContent } from '../cms/types';

/**
 * The CMS of a test context, started on first use: most api test files never read content,
 * and loading Payload and the CMS config is most of a file's set-up. `start` opens Payload
 * (once; later calls get the same instance).
 */
export function lazyCms(start: () => Promise<Payload>, cms: CmsConnection) {
  let payload: Payload | null = null;
  let opening: Promise<Payload> | null = null;
  let adapter: CmsContent | null = null;
  let closed = false;

  const open = () => {
    if (closed) return Promise.reject(new Error('the test context is closed'));
    opening ??= start().then((p) => {
      payload = p;
      return p;
    });
    return opening;
  };
  const content = async () => {
    adapter ??= createPayloadContent(await open(), cms);
    return adapter;
  };

  const lazyContent = new Proxy({} as CmsContent, {
    get(_, key: keyof CmsContent) {
      if (key === 'invalidate') {
        // Nothing is cached before the adapter exists.
        return (collection?: string) => adapter?.invalidate(collection);
      }
      if (key === 'close') {
        return async () => {
          closed = true;
          if (adapter) await adapter.close();
          else if (payload) await payload.destroy();
          else if (opening) await (await opening.catch(() => null))?.destroy();
        };
      }
      return async (...args: unknown[]) => {
        const target = await content();
        return (target[key] as (...a: unknown[]) => unknown)(...args);
      };
    },
  });

  return {
    content: lazyContent,
    /**
     * The Payload instance once started; before that a stand-in whose method calls
     * (`payload.find(…)`, `payload.db.updateOne(…)`) start it and then run on it.
     */
    payload: (): Payload => payload ?? deferredCalls(open),
  };
}

/** Method calls on `target()`'s result, reached by property path, made once it resolves. */
function deferredCalls<T extends object>(target: () => Promise<T>, path: PropertyKey[] = []): T {
  return new Proxy(() => {}, {
    get(_, key) {
      // Not a promise: `await t.payload` must not wait on it.
      if (key === 'then') return undefined;
      return deferredCalls(target, [...path, key]);
    },
    apply(_, __, args) {
      return target().then((root) => {
        let owner: unknown = root;
        for (const key of path.slice(0, -1)) owner = (owner as Record<PropertyKey, unknown>)[key];
        const method = (owner as Record<PropertyKey, unknown>)[path.at(-1) as PropertyKey];
        if (typeof method !== 'function') {
          throw new Error(`payload.${path.join('.')} is not a method`);
        }
        return method.apply(owner, args);
      });
    },
  }) as unknown as T;
}

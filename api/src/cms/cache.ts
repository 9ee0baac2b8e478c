/**
 * A small in-memory cache of CMS reads. Entries live until the CMS reports a change to their
 * collection (or the TTL passes, as a safety net if a notification is lost). Concurrent misses
 * for one key share one load.
 */
export type ContentCache = {
  get<T>(collection: string, key: string, load: () => Promise<T>): Promise<T>;
  invalidate(collection?: string): void;
};

type Entry = { value: Promise<unknown>; expires: number; generation: number };

export function createContentCache(ttlMs: number, maxEntries = 1000): ContentCache {
  const entries = new Map<string, Entry>();
  const generations = new Map<string, number>();
  const generationOf = (collection: string) => generations.get(collection) ?? 0;

  return {
    get<T>(collection: string, key: string, load: () => Promise<T>): Promise<T> {
      const fullKey = `${collection}\u0000${key}`;
      const now = Date.now();
      const hit = entries.get(fullKey);
      if (hit && hit.expires > now && hit.generation === generationOf(collection)) {
        return hit.value as Promise<T>;
      }
      if (ttlMs === 0) return load();
      if (entries.size >= maxEntries) entries.clear();
      const generation = generationOf(collection);
      const value = load();
      entries.set(fullKey, { value, expires: now + ttlMs, generation });
      value.catch(() => {
        if (entries.get(fullKey)?.value === value) entries.delete(fullKey);
      });
      return value;
    },
    invalidate(collection?: string) {
      if (!collection) {
        for (const name of generations.keys()) generations.set(name, generationOf(name) + 1);
        entries.clear();
        return;
      }
      generations.set(collection, generationOf(collection) + 1);
    },
  };
}

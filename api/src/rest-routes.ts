import type { Context as HonoContext } from 'hono';
import { Hono } from 'hono';
import type { z } from 'zod';
import type { AppDeps } from './deps';
import { type Caller, jsonBody, queryObject, restHandler } from './rest';
import type { RestDeclaration } from './rest-meta';
import { restRegistry } from './rest-registry';

/** The property names of an object input (through optional/default wrappers). */
export function inputKeys(schema: z.ZodType | undefined): string[] {
  let current: unknown = schema;
  for (let i = 0; i < 5 && current; i++) {
    const shape = (current as { shape?: Record<string, unknown> }).shape;
    if (shape) return Object.keys(shape);
    current = (current as { def?: { innerType?: unknown } }).def?.innerType;
  }
  return [];
}

/** '/questions/{examTypeId}' → '/questions/:examTypeId' */
export const honoPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** The procedure at a dotted path on a caller ('practice.start'). */
function procedureOf(caller: Caller, path: string): (input?: unknown) => Promise<unknown> {
  let target: unknown = caller;
  for (const key of path.split('.')) target = (target as Record<string, unknown>)[key];
  return target as (input?: unknown) => Promise<unknown>;
}

/**
 * The input of a REST call: path parameters over the query string (reads) or the JSON body
 * (writes), minus the fields the route documents as ignored. The procedure validates it.
 */
async function restInput(c: HonoContext, route: RestDeclaration): Promise<unknown> {
  if (!route.input) return undefined;
  const reads = route.rest.method === 'GET' || route.rest.method === 'DELETE';
  // A read takes the query parameters it declares (a cache-buster is not an error).
  const known = new Set(inputKeys(route.input));
  const base: Record<string, unknown> = reads
    ? Object.fromEntries(Object.entries(queryObject(c)).filter(([key]) => known.has(key)))
    : await jsonBody<Record<string, unknown>>(c);
  for (const field of route.rest.ignoredFields ?? []) delete base[field];
  return { ...base, ...c.req.param() };
}

/** The documented REST paths under /api, each mounted from its entry in the REST registry. */
export function restRoutes(deps: AppDeps): Hono {
  const api = new Hono();
  for (const route of restRegistry) {
    const { rest } = route;
    const status =
      rest.status === 'created'
        ? (result: { created?: boolean }) => (result.created ? 201 : 200)
        : (rest.status ?? 200);
    if (rest.unchanging && (rest.method !== 'GET' || rest.access !== 'public' || route.input)) {
      throw new Error(`${route.procedure}: only a public GET without input can be unchanging`);
    }
    // Personal answers and cookie-setting calls are never cached; public reads may be.
    const noStore = !(rest.method === 'GET' && rest.access === 'public');
    api.on(
      rest.method,
      honoPath(rest.path),
      restHandler(
        deps,
        async (caller, c) => procedureOf(caller, route.procedure)(await restInput(c, route)),
        { status: status as 200, noStore, keep: rest.unchanging === true },
      ),
    );
  }
  return api;
}

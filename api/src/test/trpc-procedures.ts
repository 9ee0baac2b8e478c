import type { AnyTRPCProcedure, AnyTRPCRouter, TRPCProcedureType } from '@trpc/server';
import type { ProcedureMeta } from '../rest-meta';

export type ListedProcedure = {
  /** Dotted, as clients call it: 'practice.start'. */
  path: string;
  type: TRPCProcedureType;
  meta: ProcedureMeta | undefined;
};

/** The members of a built router that are not its record (tRPC's reserved words). */
const ROUTER_MEMBERS = new Set(['_def', 'createCaller']);

/**
 * Every procedure of a router, in its order: for the tests that check the whole surface (the
 * REST registry against the router, the fuzzing of every procedure). tRPC has no documented
 * call that lists a router's procedures, so this is the one place that relies on its layout
 * (decision 0033): a built router carries its record (`appRouter.practice.start`, typed by
 * tRPC as `BuiltRouter = Router & TRecord`), a procedure is a function with its `meta`, and
 * its kind is `_def.type`. rest-registry.test.ts fails if a tRPC upgrade changes any of it.
 * Shipped code never calls it: the api mounts REST from the registry and calls procedures
 * through `createCaller`.
 */
export function routerProcedures(router: AnyTRPCRouter): ListedProcedure[] {
  const listed: ListedProcedure[] = [];
  const walk = (record: object, prefix: string) => {
    for (const [key, value] of Object.entries(record)) {
      if (!prefix && ROUTER_MEMBERS.has(key)) continue;
      const path = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'function') {
        const procedure = value as AnyTRPCProcedure;
        listed.push({
          path,
          type: procedure._def.type,
          meta: procedure.meta as ProcedureMeta | undefined,
        });
      } else if (value && typeof value === 'object') {
        walk(value, path);
      }
    }
  };
  walk(router, '');
  return listed;
}

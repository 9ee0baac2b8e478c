import { type AnyTRPCRouter, initTRPC } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { practiceRest } from './modules/practice/rest-paths';
import { declareRest, type ProcedureMeta, type RestDeclaration, restProcedure } from './rest-meta';
import { restRegistry } from './rest-registry';
import { appRouter } from './router';
import { routerProcedures } from './test/trpc-procedures';

/** What disagrees between a router and a REST registry (empty when they agree). */
function registryProblems(router: AnyTRPCRouter, registry: readonly RestDeclaration[]): string[] {
  const procedures = new Map(routerProcedures(router).map((p) => [p.path, p]));
  const declared = new Map(registry.map((d) => [d.procedure, d]));
  const problems: string[] = [];
  for (const [path, { meta }] of procedures) {
    if (meta?.rest && declared.get(path)?.rest !== meta.rest)
      problems.push(`${path} has REST metadata but is not in the registry`);
  }
  const routes = new Set<string>();
  for (const { procedure, rest } of registry) {
    const found = procedures.get(procedure);
    if (!found) problems.push(`the registry names ${procedure}, which does not exist`);
    else if (found.meta?.rest !== rest)
      problems.push(`${procedure} does not apply its declaration (restProcedure)`);
    const route = `${rest.method} ${rest.path}`;
    if (routes.has(route)) problems.push(`${route} is declared twice`);
    routes.add(route);
  }
  if (declared.size !== registry.length) problems.push('a procedure is declared twice');
  return problems;
}

describe('the REST registry', () => {
  it('lists the router’s procedures through its public record (fails if tRPC changes it)', () => {
    const listed = routerProcedures(appRouter);
    const byPath = new Map(listed.map((p) => [p.path, p]));
    expect(byPath.get('practice.start')?.type).toBe('mutation');
    expect(byPath.get('practice.start')?.meta?.rest).toBe(practiceRest.start.rest);
    expect(byPath.get('practice.current')).toMatchObject({ type: 'query', meta: undefined });
    expect(byPath.get('auth.me')?.type).toBe('query');
    expect(byPath.has('createCaller')).toBe(false);
    // Procedures without a REST path are listed too (the tRPC-only ones).
    expect(listed.length).toBeGreaterThan(restRegistry.length + 10);
    expect(new Set(listed.map((p) => p.type))).toEqual(new Set(['query', 'mutation']));
  });

  it('names every procedure with REST metadata, and only procedures that apply it', () => {
    expect(registryProblems(appRouter, restRegistry)).toEqual([]);
    expect(restRegistry.length).toBeGreaterThanOrEqual(38);
  });

  it('reports a hand-written REST meta, a missing procedure and a declaration applied elsewhere', () => {
    const t = initTRPC.meta<ProcedureMeta>().create();
    const route = { method: 'GET', summary: 'A test route.', access: 'public' } as const;
    const rest = declareRest('items', {
      list: { ...route, path: '/items', output: z.array(z.string()) },
      one: {
        ...route,
        path: '/items/{id}',
        input: z.object({ id: z.string() }),
        output: z.string(),
      },
      gone: { ...route, path: '/gone', output: z.string() },
    });
    const router = t.router({
      items: t.router({
        list: restProcedure(t.procedure, rest.list).query(() => []),
        // Declared as `one` but applied under another name:
        single: restProcedure(t.procedure, rest.one).query(({ input }) => input.id),
        one: t.procedure.query(() => 'x'),
        // REST metadata written by hand, outside the registry:
        other: t.procedure
          .meta({ rest: { ...route, path: '/other' } })
          .output(z.string())
          .query(() => 'x'),
      }),
    });
    expect(registryProblems(router, Object.values(rest))).toEqual([
      'items.single has REST metadata but is not in the registry',
      'items.other has REST metadata but is not in the registry',
      'items.one does not apply its declaration (restProcedure)',
      'the registry names items.gone, which does not exist',
    ]);
  });

  it('types a REST procedure by its declaration', async () => {
    const t = initTRPC.meta<ProcedureMeta>().create();
    const rest = declareRest('items', {
      one: {
        method: 'GET',
        path: '/items/{id}',
        summary: 'One item.',
        access: 'public',
        input: z.object({ id: z.number() }),
        output: z.object({ id: z.number() }),
      },
    });
    const router = t.router({
      items: t.router({ one: restProcedure(t.procedure, rest.one).query(({ input }) => input) }),
    });
    const caller = t.createCallerFactory(router)({});
    const item: { id: number } = await caller.items.one({ id: 7 });
    expect(item).toEqual({ id: 7 });
    // @ts-expect-error the input's type comes from the declaration
    await expect(caller.items.one({ id: '7' })).rejects.toThrow();
    expect(rest.one).toMatchObject({ procedure: 'items.one', rest: { path: '/items/{id}' } });
  });
});

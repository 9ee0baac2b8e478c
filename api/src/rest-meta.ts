import type { TRPCProcedureBuilder, TRPCUnsetMarker } from '@trpc/server';
import { z } from 'zod';

/**
 * A documented REST path of a procedure (decision 0033). Each module declares its REST paths
 * with their zod schemas in `rest-paths.ts` (`declareRest`); its router applies each one to
 * its procedure (`restProcedure`); rest-registry.ts lists them all. The api mounts the paths
 * from that registry (rest-routes.ts) and the OpenAPI document is generated from it
 * (openapi.ts), so the three cannot drift, and nothing reads tRPC's internals.
 */
export type RestRoute = {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Under /api, with OpenAPI-style parameters: '/questions/{examTypeId}'. */
  path: string;
  summary: string;
  /** Who may call it (documented; anything but a public read is answered `no-store`). */
  access: 'public' | 'user' | 'admin';
  /** 201 for a creation; 'created' = 201 when the result says `created: true`, else 200. */
  status?: 200 | 201 | 'created';
  /**
   * The answer is the same for every caller and changes only when the api restarts (the exam
   * catalogue, which changes by migration): the REST path keeps its first successful answer
   * and serves it again without calling the procedure. Only for a public GET without input.
   */
  unchanging?: true;
  /** Body fields the spec's client sends that the server ignores (documented, then dropped). */
  ignoredFields?: readonly string[];
  tags?: readonly string[];
};

/** A procedure's tRPC meta: its REST path, set only by `restProcedure`. */
export type ProcedureMeta = { rest?: RestRoute };

/** A procedure's output parser: a zod schema, or one wrapped by lib/memoized-parser.ts. */
export type RestOutput = z.ZodType | { readonly schema: z.ZodType; parse(value: unknown): unknown };

/** One REST path as a module writes it: the route and the procedure's schemas. */
export type RestSpec = RestRoute & { input?: z.ZodType; output: RestOutput };

/** One entry of the registry: the procedure ('practice.start'), its route and schemas. */
export type RestDeclaration<
  TInput extends z.ZodType | undefined = z.ZodType | undefined,
  TOutput extends RestOutput = RestOutput,
> = {
  procedure: string;
  rest: RestRoute;
  input: TInput;
  /** The parser the procedure runs on its result. */
  output: TOutput;
  /** The zod schema of the result, for the OpenAPI document. */
  outputSchema: z.ZodType;
};

type InputOf<TSpec> = TSpec extends { input: infer I extends z.ZodType } ? I : undefined;

/**
 * The REST paths of one router (`routerName` is its key in appRouter), keyed by procedure:
 * `declareRest('practice', { start: { method: 'POST', path: '/test-sessions', …, input,
 * output } })`.
 */
export function declareRest<TSpecs extends Record<string, RestSpec>>(
  routerName: string,
  specs: TSpecs,
): { [K in keyof TSpecs]: RestDeclaration<InputOf<TSpecs[K]>, TSpecs[K]['output']> } {
  return Object.fromEntries(
    Object.entries(specs).map(([name, { input, output, ...rest }]) => [
      name,
      {
        procedure: `${routerName}.${name}`,
        rest,
        input,
        output,
        outputSchema: output instanceof z.ZodType ? output : output.schema,
      },
    ]),
  ) as { [K in keyof TSpecs]: RestDeclaration<InputOf<TSpecs[K]>, TSpecs[K]['output']> };
}

/** A procedure builder with no meta, input or output yet (publicProcedure, authedProcedure…). */
type BareBuilder<TContext, TOverrides> = TRPCProcedureBuilder<
  TContext,
  ProcedureMeta,
  TOverrides,
  TRPCUnsetMarker,
  TRPCUnsetMarker,
  TRPCUnsetMarker,
  TRPCUnsetMarker,
  false
>;

function withInput<TContext, TOverrides, TInput extends z.ZodType, TOutput extends RestOutput>(
  base: BareBuilder<TContext, TOverrides>,
  rest: RestRoute,
  input: TInput,
  output: TOutput,
) {
  return base.meta({ rest }).input(input).output(output);
}

function withoutInput<TContext, TOverrides, TOutput extends RestOutput>(
  base: BareBuilder<TContext, TOverrides>,
  rest: RestRoute,
  output: TOutput,
) {
  return base.meta({ rest }).output(output);
}

/**
 * `base` with a declared REST path: its meta, input and output, all from the declaration
 * (`restProcedure(authedProcedure, practiceRest.start).mutation(…)`).
 */
export function restProcedure<
  TContext,
  TOverrides,
  TInput extends z.ZodType,
  TOutput extends RestOutput,
>(
  base: BareBuilder<TContext, TOverrides>,
  declaration: RestDeclaration<TInput, TOutput>,
): ReturnType<typeof withInput<TContext, TOverrides, TInput, TOutput>>;
export function restProcedure<TContext, TOverrides, TOutput extends RestOutput>(
  base: BareBuilder<TContext, TOverrides>,
  declaration: RestDeclaration<undefined, TOutput>,
): ReturnType<typeof withoutInput<TContext, TOverrides, TOutput>>;
export function restProcedure<TContext, TOverrides>(
  base: BareBuilder<TContext, TOverrides>,
  { rest, input, output }: RestDeclaration,
) {
  return input ? withInput(base, rest, input, output) : withoutInput(base, rest, output);
}

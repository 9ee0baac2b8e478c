import {
  type Compilable,
  type CompiledQuery,
  createQueryId,
  type Kysely,
  type QueryResult,
} from 'kysely';
import type { Database } from './schema';

/** The database or a transaction on it. */
type Executor = Kysely<Database>;

/** Stands for argument `i` while the query is built once. */
const slot = (i: number) => `\uE000argument ${i}\uE000`;
const SLOT = /^\uE000argument (\d+)\uE000$/;

type Prepared = {
  sql: string;
  query: CompiledQuery['query'];
  /** Each parameter: the index of the argument it takes, or a value fixed in the query. */
  parameters: ({ argument: number } | { value: unknown })[];
};

function prepare(compiled: CompiledQuery, count: number): Prepared {
  const used = new Set<number>();
  const parameters = compiled.parameters.map((value) => {
    const match = typeof value === 'string' ? SLOT.exec(value) : null;
    if (match) {
      used.add(Number(match[1]));
      return { argument: Number(match[1]) };
    }
    if (typeof value === 'string' && value.includes('\uE000argument ')) {
      throw new Error(`prepared query changes an argument: ${compiled.sql}`);
    }
    return { value };
  });
  if (used.size !== count) throw new Error(`prepared query drops an argument: ${compiled.sql}`);
  return { sql: compiled.sql, query: compiled.query, parameters };
}

/**
 * A query-builder query built and compiled once per dialect, then run with each call's
 * arguments in its parameter slots. Building and compiling a query took longer than SQLite
 * took to run it on the practice engine's busiest paths; this keeps the builder's typing and
 * SQL without paying for them on every request. Each argument must be a value placed once
 * into the query as is (a `where` or `set` value), never something the builder branches on.
 */
export function preparedQuery<A extends unknown[], R>(
  build: (db: Executor, ...args: A) => Compilable<R>,
): (db: Executor, ...args: A) => Promise<QueryResult<R>> {
  const byDialect = new Map<unknown, Prepared>();
  return async (db, ...args) => {
    const adapter = db.getExecutor().adapter.constructor;
    let prepared = byDialect.get(adapter);
    if (!prepared) {
      const slots = args.map((_, i) => slot(i)) as A;
      prepared = prepare(build(db, ...slots).compile(), args.length);
      byDialect.set(adapter, prepared);
    }
    const parameters = prepared.parameters.map((p) =>
      'argument' in p ? args[p.argument] : p.value,
    );
    return db.executeQuery<R>({
      sql: prepared.sql,
      query: prepared.query,
      queryId: createQueryId(),
      parameters,
    });
  };
}

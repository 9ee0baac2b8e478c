import { type Kysely, PostgresAdapter, type RawBuilder, sql } from 'kysely';
import type { Database } from './schema';

/**
 * Many rows for one statement as a single JSON parameter: `(select v, i from …) as g` where
 * `g.v` is each tuple (read its fields with `g.v->>0`, `g.v->>1`, … and cast numbers with
 * `cast(… as integer)`, which both engines accept) and `g.i` its position from 0. SQLite reads
 * it with json_each, PostgreSQL with jsonb_array_elements.
 *
 * The statement's text is then the same whatever the number of rows: prepared once, and built
 * without a node per value (a 20-row insert through the query builder cost more to build and
 * prepare than to run).
 */
export function jsonTuples(
  db: Kysely<Database>,
  tuples: readonly (readonly unknown[])[],
): RawBuilder<unknown> {
  const json = JSON.stringify(tuples);
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    return sql`(select t.v, t.n - 1 as i from jsonb_array_elements(${json}::jsonb) with ordinality as t(v, n))`;
  }
  return sql`(select value as v, key as i from json_each(${json}))`;
}

/** `column in (…ids)` with the ids as one JSON parameter (one statement text for any count). */
export function idsIn(db: Kysely<Database>, column: string, ids: readonly number[]) {
  return sql`${sql.ref(column)} in (select cast(g.v->>0 as integer) from ${jsonTuples(
    db,
    ids.map((id) => [id]),
  )} as g)`;
}

import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import { idsIn } from '../../db/json-rows';
import type { Db } from '../../db/kysely';
import type { Database } from '../../db/schema';

export type ShareRow = Pick<
  Selectable<Database['question_stats']>,
  'question_id' | 'answered' | `chose_${'a' | 'b' | 'c' | 'd' | 'e' | 'f'}`
>;

/** The item statistics' answer counts of these questions, for those answered `min` times or more. */
export async function answerShareRows(
  db: Db,
  ids: readonly number[],
  min: number,
): Promise<ShareRow[]> {
  const { rows } = await sql<ShareRow>`
    select question_id, answered, chose_a, chose_b, chose_c, chose_d, chose_e, chose_f
    from question_stats
    where ${idsIn(db, 'question_id', ids)} and answered >= ${min}
  `.execute(db);
  return rows;
}

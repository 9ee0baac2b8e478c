import { sql } from 'kysely';
import { idsIn } from '../../db/json-rows';
import type { Executor } from './repo';

/** The easy/medium/hard label of each question. */
export async function difficultyLabels(
  db: Executor,
  ids: readonly number[],
): Promise<{ id: number; difficulty: string }[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<{ id: number; difficulty: string }>`
    select id, difficulty from questions where ${idsIn(db, 'id', ids)}
  `.execute(db);
  return rows;
}

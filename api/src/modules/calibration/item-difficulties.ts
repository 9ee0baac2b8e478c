import { asDifficulty, difficultyPrior, GRID_VERSION } from '@app/domain';
import type { AppDeps } from '../../deps';
import { itemDifficultyRows } from './calibration-repo';

export type ItemDifficulty = {
  /** Difficulty in logits. */
  b: number;
  /** Its standard error, logits (the prior's spread where nothing is calibrated yet). */
  se: number;
  /** True where answers have been counted into it; false: the label's prior (decision 0036). */
  calibrated: boolean;
};

/**
 * The current difficulty of each of these questions (issue 26): its calibrated estimate where
 * the calibration job has counted answers to it, otherwise the prior of its difficulty label
 * (easy −1, medium 0, hard 1, SD 1). Questions that do not exist are left out of the map.
 */
export async function itemDifficulties(
  deps: Pick<AppDeps, 'db'>,
  questionIds: readonly number[],
): Promise<Map<number, ItemDifficulty>> {
  const out = new Map<number, ItemDifficulty>();
  if (questionIds.length === 0) return out;
  const rows = await itemDifficultyRows(deps.db, [...new Set(questionIds)], GRID_VERSION);
  for (const row of rows) {
    if (row.estimate !== null && row.se !== null && (row.answers ?? 0) > 0) {
      out.set(row.id, { b: row.estimate, se: row.se, calibrated: true });
      continue;
    }
    const prior = difficultyPrior(asDifficulty(row.difficulty));
    out.set(row.id, { b: prior.mean, se: prior.sd, calibrated: false });
  }
  return out;
}

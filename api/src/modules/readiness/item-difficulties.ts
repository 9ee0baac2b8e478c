import { DIFFICULTY_PRIOR_MEAN, DIFFICULTY_PRIOR_SD, type Difficulty } from '@app/domain';
import type { AppDeps } from '../../deps';
import { difficultyLabels } from './repo';

export type ItemDifficulty = {
  /** Difficulty in logits. */
  b: number;
  /** Its standard error. */
  se: number;
  /** Learnt from students' answers (true), or the label's prior (false). */
  calibrated: boolean;
};

/**
 * Each question's difficulty as readiness uses it: until the calibration job lands, the prior
 * of its label (decision 0036: easy −1, medium 0, hard +1 logits, SD 1), never calibrated.
 *
 * STAND-IN: the calibration branch adds `itemDifficulties(deps, questionIds)` with this same
 * signature (calibrated difficulty where there is one, else the label's prior). When it is
 * merged, this module's body becomes one line re-exporting that function; model.ts and
 * service.ts call only this one.
 */
export async function itemDifficulties(
  deps: Pick<AppDeps, 'db'>,
  questionIds: readonly number[],
): Promise<Map<number, ItemDifficulty>> {
  const rows = await difficultyLabels(deps.db, [...new Set(questionIds)]);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        b: DIFFICULTY_PRIOR_MEAN[row.difficulty as Difficulty] ?? 0,
        se: DIFFICULTY_PRIOR_SD,
        calibrated: false,
      },
    ]),
  );
}

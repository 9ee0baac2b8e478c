import { DIFFICULTY_PRIOR_MEAN, DIFFICULTY_PRIOR_SD, type Difficulty } from '@app/domain';
import { difficultyLabels } from './difficulty-labels-repo';
import type { PracticeDeps } from './session-guard';

/** An item's difficulty on the Rasch scale (logits), its standard error, and its source. */
export type ItemDifficulty = {
  b: number;
  se: number;
  /** Learnt from students' answers; false while it is still the label's prior. */
  calibrated: boolean;
};

/**
 * The difficulty of each question, as adaptive selection and placement estimates read it
 * (decision 0040). A stand-in with the item calibration's signature: until the calibration
 * job stores difficulties learnt from answers, every item has its label's prior of decision
 * 0036 (easy −1, medium 0, hard +1 logits, SE 1), not calibrated. When the calibration exports
 * its own `itemDifficulties(deps, questionIds)`, import that instead of this file: nothing
 * else changes. Ids not found are left out.
 */
export async function itemDifficulties(
  deps: Pick<PracticeDeps, 'db'>,
  questionIds: readonly number[],
): Promise<Map<number, ItemDifficulty>> {
  const rows = await difficultyLabels(deps.db, [...new Set(questionIds)]);
  return new Map(
    rows.map((r) => [
      r.id,
      {
        b: DIFFICULTY_PRIOR_MEAN[r.difficulty as Difficulty] ?? 0,
        se: DIFFICULTY_PRIOR_SD,
        calibrated: false,
      },
    ]),
  );
}

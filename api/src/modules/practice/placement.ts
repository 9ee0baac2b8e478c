import {
  displayScore,
  estimateReadiness,
  findBlueprint,
  findExamScale,
  formCurve,
  type Placement,
  readinessForms,
  type SessionSection,
} from '@app/domain';
import { itemDifficulties } from '../calibration/item-difficulties';
import { sectionPool } from './adaptive';
import type { SessionRow } from './repo';
import type { PracticeDeps } from './session-guard';

/**
 * A placement-style result for each adaptive subtest answered to its end (decision 0040): the
 * ability after the subtest (EAP of its answers, each weighed by its item's difficulty), read
 * as the score it would most likely earn on a full-length form of the subtest's questions
 * (readiness.ts), on the exam's scale (scales.ts, e.g. ACCUPLACER's 200–300), with its 80%
 * range. Null for other sections and for a subtest left unfinished (the real test scores only
 * a finished one).
 */
export async function placementsOf(
  deps: PracticeDeps,
  row: SessionRow,
  sections: readonly SessionSection[],
  reviewed: readonly { id: number; userAnswer: string | null; isCorrect: boolean }[],
): Promise<(Placement | null)[]> {
  const blueprint = findBlueprint(row.exam_type_id);
  const scale = findExamScale(row.exam_type_id);
  if (!blueprint || !scale || !sections.some((s) => s.adaptive)) return sections.map(() => null);
  const pool = await deps.questionPool.forExam(row.exam_type_id);
  return Promise.all(
    sections.map(async (section) => {
      if (!section.adaptive) return null;
      const items = reviewed.slice(section.start, section.start + section.count);
      if (items.length < section.count || items.some((r) => r.userAnswer === null)) return null;
      const source = blueprint.sections.find((s) => s.label === section.label);
      if (!source) return null;
      const entries = sectionPool(pool, source);
      const difficulties = await itemDifficulties(deps, [
        ...items.map((r) => r.id),
        ...entries.map((e) => e.id),
      ]);
      const form = readinessForms(
        blueprint,
        entries.flatMap((e) => {
          const d = difficulties.get(e.id);
          return d ? [{ ...e, difficulty: d.b }] : [];
        }),
      ).tests.find((f) => f.label === section.label);
      if (!form) return null;
      const answers = items.flatMap((r) => {
        const d = difficulties.get(r.id);
        return d ? [{ difficulty: d.b, correct: r.isCorrect }] : [];
      });
      const estimate = estimateReadiness({
        answers,
        curve: formCurve(form),
        scale,
        target: null,
        minAnswers: 1,
      });
      if (estimate.kind !== 'estimate') return null;
      return {
        score: displayScore(estimate.score.estimate),
        low: displayScore(estimate.score.low),
        high: displayScore(estimate.score.high),
        answers: answers.length,
        fromLabels: [...difficulties.values()].some((d) => !d.calibrated),
      };
    }),
  );
}

import {
  displayScore,
  type ExamReadiness,
  READINESS_VIEW_MESSAGES as M,
  type ScopeEstimate,
  type ScopeReadiness,
} from '@app/domain';

type Scale = ExamReadiness['scale'];
type Estimated = Extract<ScopeEstimate, { kind: 'estimate' }>;

/** A score on the exam's scale as shown: '74%' or '152'. */
export const scoreText = (scale: Scale, value: number) => M.score(displayScore(value), scale.unit);

/** The 80% range on the exam's scale: '68–79%' or '139–152'. */
export const rangeText = (scale: Scale, estimate: Estimated) =>
  M.range(displayScore(estimate.score.low), displayScore(estimate.score.high), scale.unit);

/** A chance as a whole percent, never a certain 0% or 100% (it is an estimate). */
export function chancePercent(chance: number): number {
  return Math.min(99, Math.max(1, Math.round(chance * 100)));
}

/** The forms shown, whole exam first; what a headline figure is read from. */
export function shownScopes(readiness: ExamReadiness): ScopeReadiness[] {
  return readiness.overall ? [readiness.overall, ...readiness.tests] : readiness.tests;
}

/**
 * Below the minimum everywhere: the answers counted so far and the fewest still needed (the
 * whole exam's, or the closest test's); null once some form has an estimate.
 */
export function answersNeeded(
  readiness: ExamReadiness,
): { answers: number; needed: number } | null {
  const scopes = shownScopes(readiness);
  if (scopes.some((s) => s.estimate.kind === 'estimate')) return null;
  let best = { answers: 0, needed: Number.POSITIVE_INFINITY };
  for (const { estimate } of scopes) {
    if (estimate.kind === 'needs-answers' && estimate.needed < best.needed) {
      best = { answers: estimate.answers, needed: estimate.needed };
    }
  }
  return Number.isFinite(best.needed) ? best : { answers: readiness.answers, needed: 0 };
}

/** A form's name as the table and chart show it. */
export const scopeLabel = (scope: ScopeReadiness) =>
  scope.scope === 'exam' ? M.overallLabel : scope.label;

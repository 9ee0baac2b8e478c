import { type ExamReadiness, READINESS_VIEW_MESSAGES as M, type ScopeReadiness } from '@app/domain';
import type { CSSProperties } from 'react';
import classes from './readiness.module.css';
import { chancePercent, rangeText, scopeLabel, scoreText, shownScopes } from './readiness-format';

type Scale = ExamReadiness['scale'];

const at = (scale: Scale, value: number) =>
  `${(100 * (Math.min(Math.max(value, scale.min), scale.max) - scale.min)) / (scale.max - scale.min)}%`;

/** The mark the estimates are judged against: the target (the student's or the pass mark). */
function markOf(scopes: readonly ScopeReadiness[]): number | null {
  for (const { estimate } of scopes) {
    if (estimate.kind === 'estimate' && estimate.target) return estimate.target.score;
  }
  return null;
}

/**
 * The estimate of the whole exam and of each section as bars on the exam's scale: the 80%
 * range, the most likely score, the target. The bars are drawn for the eye only: each row says
 * its figures in words, and the same figures are in a table under "Show these figures as a
 * table".
 */
export function ReadinessChart({ readiness }: { readiness: ExamReadiness }) {
  const { scale } = readiness;
  const scopes = shownScopes(readiness);
  const mark = markOf(scopes);
  const markText = mark === null ? null : scoreText(scale, mark);

  return (
    <figure className={classes.figure}>
      <ul className={classes.bars} aria-label={M.bySection}>
        {scopes.map((scope) => {
          const { estimate } = scope;
          return (
            <li key={scope.label} className={classes.barRow} data-scope={scope.scope}>
              <div className={classes.barHead}>
                <span className={classes.barLabel}>{scopeLabel(scope)}</span>
                <span className={classes.barValue}>
                  {estimate.kind === 'estimate'
                    ? `${rangeText(scale, estimate)} · ${M.mostLikely(scoreText(scale, estimate.score.estimate))}`
                    : M.scopeNeedsAnswers(estimate.needed)}
                </span>
              </div>
              {/* A form without an estimate has no bar: its row says how many answers it needs. */}
              {estimate.kind === 'estimate' && (
                <div className={classes.track} aria-hidden="true">
                  <span
                    className={classes.range}
                    data-band={estimate.target?.band}
                    style={
                      {
                        left: at(scale, estimate.score.low),
                        width: `calc(${at(scale, estimate.score.high)} - ${at(scale, estimate.score.low)})`,
                      } as CSSProperties
                    }
                  />
                  <span
                    className={classes.dot}
                    style={{ left: at(scale, estimate.score.estimate) }}
                  />
                  {mark !== null && (
                    <span className={classes.mark} style={{ left: at(scale, mark) }} />
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <figcaption className={classes.legend}>
        <span>
          <span className={classes.legendRange} aria-hidden="true" /> {M.legendRange}
        </span>
        <span>
          <span className={classes.legendDot} aria-hidden="true" /> {M.legendMostLikely}
        </span>
        {markText && (
          <span>
            <span className={classes.legendMark} aria-hidden="true" /> {M.legendTarget(markText)}
          </span>
        )}
        <span>{M.scaleSpan(M.score(scale.min, scale.unit), M.score(scale.max, scale.unit))}</span>
      </figcaption>
      <details className={classes.tableToggle}>
        <summary>{M.tableToggle}</summary>
        <div className={classes.tableScroll}>
          <table className={classes.table}>
            <caption>{M.tableCaption(readiness.examName)}</caption>
            <thead>
              <tr>
                <th scope="col">{M.columnSection}</th>
                <th scope="col">{M.columnRange}</th>
                <th scope="col">{M.columnMostLikely}</th>
                <th scope="col">{M.columnChance}</th>
                <th scope="col">{M.columnAnswers}</th>
              </tr>
            </thead>
            <tbody>
              {scopes.map((scope) => {
                const { estimate } = scope;
                return (
                  <tr key={scope.label}>
                    <th scope="row">{scopeLabel(scope)}</th>
                    {estimate.kind === 'estimate' ? (
                      <>
                        <td>{rangeText(scale, estimate)}</td>
                        <td>{scoreText(scale, estimate.score.estimate)}</td>
                        <td>
                          {estimate.target
                            ? `${chancePercent(estimate.target.chance)}%`
                            : M.notApplicable}
                        </td>
                      </>
                    ) : (
                      <td colSpan={3}>{M.scopeNeedsAnswers(estimate.needed)}</td>
                    )}
                    <td>{estimate.answers}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

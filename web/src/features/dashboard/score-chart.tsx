import { DASHBOARD_MESSAGES as M } from '@app/domain';
import type { CSSProperties } from 'react';
import { useDateFormat } from '../../lib/use-date-format';
import a11y from '../../ui/visually-hidden.module.css';
import classes from './dashboard.module.css';

export type ScorePoint = { sessionId: string; completedAt: string; score: number };

// Drawing area in viewBox units; the SVG scales to its container's width at this ratio, so
// its box is known before it draws (no layout shift).
const WIDTH = 480;
const HEIGHT = 180;
const PAD = { top: 14, right: 16, bottom: 24, left: 36 };
const PLOT_W = WIDTH - PAD.left - PAD.right;
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;
const GRID = [0, 25, 50, 75, 100];

const x = (i: number, n: number) => PAD.left + (n <= 1 ? PLOT_W / 2 : (i / (n - 1)) * PLOT_W);
const y = (score: number) => PAD.top + PLOT_H - (Math.min(Math.max(score, 0), 100) / 100) * PLOT_H;

type ScoreChartProps = { examName: string; points: readonly ScorePoint[]; color: string };

/**
 * Scores of an exam's latest tests, oldest first, as a small line chart drawn by hand (no
 * chart library). Screen readers get a summary as the image's name and every score with
 * its date in a table that is visually hidden.
 */
export function ScoreChart({ examName, points, color }: ScoreChartProps) {
  const dates = useDateFormat();
  const n = points.length;
  const scores = points.map((p) => p.score);
  const path = points.map((p, i) => `${i ? 'L' : 'M'}${x(i, n)},${y(p.score)}`).join(' ');
  const first = points[0];
  const last = points[n - 1];

  return (
    <figure className={classes.chartFigure}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={M.chartSummary(examName, scores)}
        className={classes.chart}
        style={{ '--chart-color': color } as CSSProperties}
      >
        {GRID.map((value) => (
          <g key={value}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(value)}
              y2={y(value)}
              className={value === 0 ? classes.chartAxis : classes.chartGrid}
            />
            {value % 50 === 0 && (
              <text x={PAD.left - 6} y={y(value)} dy="0.32em" textAnchor="end">
                {value}%
              </text>
            )}
          </g>
        ))}
        {n > 1 && <path d={path} className={classes.chartLine} />}
        {points.map((p, i) => (
          <circle
            key={p.sessionId}
            cx={x(i, n)}
            cy={y(p.score)}
            r={4}
            className={classes.chartDot}
          />
        ))}
        {last && (
          <text
            x={x(n - 1, n)}
            y={y(last.score)}
            dy={last.score > 88 ? '1.4em' : '-0.7em'}
            textAnchor={n > 1 ? 'end' : 'middle'}
            className={classes.chartValue}
          >
            {last.score}%
          </text>
        )}
        {first && n > 1 && (
          <text x={x(0, n)} y={HEIGHT - 6} textAnchor="start">
            {dates.short(first.completedAt)}
          </text>
        )}
        {last && (
          <text x={x(n - 1, n)} y={HEIGHT - 6} textAnchor={n > 1 ? 'end' : 'middle'}>
            {dates.short(last.completedAt)}
          </text>
        )}
      </svg>
      <table className={a11y.srOnly}>
        <caption>{M.chartTableCaption(examName)}</caption>
        <thead>
          <tr>
            <th scope="col">{M.date}</th>
            <th scope="col">{M.score}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.sessionId}>
              <td>{dates.long(p.completedAt)}</td>
              <td>{p.score}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

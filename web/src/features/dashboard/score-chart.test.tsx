import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bandBadgeColor } from '../../ui/band-colors';
import { ScoreChart } from './score-chart';

const point = (n: number, score: number, day: number) => ({
  sessionId: `s${n}`,
  completedAt: `2026-03-${String(day).padStart(2, '0')}T12:00:00.000Z`,
  score,
});

describe('ScoreChart', () => {
  it('draws one point for a single test, named by its score', () => {
    render(<ScoreChart examName="GED" points={[point(1, 60, 15)]} color="#16a34a" />);
    const chart = screen.getByRole('img', { name: 'GED: one test so far, scored 60%.' });
    expect(chart.querySelectorAll('circle')).toHaveLength(1);
    expect(chart.querySelector('path')).toBeNull();
    expect(screen.getByRole('table', { name: 'GED scores by date' })).toBeTruthy();
  });

  it('draws a line through every test, oldest first, within the 0–100 scale', () => {
    const points = [point(1, 40, 1), point(2, 100, 2), point(3, 0, 3), point(4, 75, 4)];
    render(<ScoreChart examName="NEX" points={points} color="#0891b2" />);
    const chart = screen.getByRole('img', { name: /^NEX: scores of your last 4 tests/ });
    const ys = [...chart.querySelectorAll('circle')].map((c) => Number(c.getAttribute('cy')));
    // Higher scores sit higher (smaller y); 100 % and 0 % sit on the top and bottom lines.
    expect(ys[1]).toBeLessThan(ys[0] as number);
    expect(ys[2]).toBeGreaterThan(ys[0] as number);
    const lines = [...chart.querySelectorAll('line')].map((l) => Number(l.getAttribute('y1')));
    expect(Math.min(...lines)).toBe(ys[1]);
    expect(Math.max(...lines)).toBe(ys[2]);
    expect(chart.querySelector('path')?.getAttribute('d')?.match(/[ML]/g)).toHaveLength(4);
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(5);
  });
});

describe('score colours', () => {
  it('colours each band with its BAND_COLORS colour at a shade with AA text', () => {
    expect(bandBadgeColor('excellent')).toBe('green.7');
    expect(bandBadgeColor('good')).toBe('blue.9');
    expect(bandBadgeColor('fair')).toBe('yellow.4');
    expect(bandBadgeColor('poor')).toBe('red.9');
  });
});

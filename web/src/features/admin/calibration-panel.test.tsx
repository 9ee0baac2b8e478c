import { type ExamCalibration, REAL_SCORE_MESSAGES as M } from '@app/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render';
import { answerTrpc } from '../../test/trpc-network';
import { CalibrationPanel } from './calibration-panel';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ged: ExamCalibration = {
  examTypeId: 2,
  examName: 'GED',
  scale: { name: 'GED score', unit: 'points', min: 100, max: 200 },
  reports: 3,
  bins: [
    { from: 140, to: 150, count: 2, meanPredicted: 145, meanReal: 148, withMark: 2, reached: 1 },
    { from: 160, to: 170, count: 1, meanPredicted: 163, meanReal: 158, withMark: 1, reached: 1 },
  ],
};

describe('CalibrationPanel', () => {
  it('says so when nobody has reported a score yet', async () => {
    answerTrpc({ 'realScores.calibration': () => [] });
    renderPage(<CalibrationPanel />, { path: '/admin' });
    expect(await screen.findByText(M.adminEmpty)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows each exam’s bins as a plot with its table alternative', async () => {
    answerTrpc({ 'realScores.calibration': () => [ged] });
    renderPage(<CalibrationPanel />, { path: '/admin' });
    const section = await screen.findByRole('region', { name: M.adminExam('GED', 3) });
    expect(within(section).getByRole('img', { name: M.plotSummary('GED') })).toBeTruthy();
    const table = within(section).getByRole('table', { name: M.tableCaption('GED') });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]?.textContent).toBe(`140–1502145148${M.reachedShare(1, 2)}`);
    expect(rows[2]?.textContent).toBe(`160–1701163158${M.reachedShare(1, 1)}`);
    expect(M.reachedShare(1, 2)).toBe('1 of 2 (50%)');
  });
});

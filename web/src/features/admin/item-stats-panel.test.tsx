import { type ItemStat, READINESS_MESSAGES } from '@app/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render';
import { answerTrpc } from '../../test/trpc-network';
import { ItemStatsPanel } from './item-stats-panel';

function stat(overrides: Partial<ItemStat>): ItemStat {
  return {
    questionId: 1,
    examTypeId: 7,
    category: 'Basic Nursing Skills',
    questionText: 'Which action prevents the spread of infection?',
    correctAnswer: 'A',
    answered: 180,
    facility: 0.55,
    discrimination: 0.31,
    shares: { A: 0.55, B: 0.15, C: 0.15, D: 0.15 },
    difficultyLabel: 'medium',
    calibration: null,
    flags: [],
    ...overrides,
  };
}

const miskeyed = stat({
  questionId: 11,
  questionText: 'A miskeyed question',
  discrimination: -0.2,
  calibration: {
    difficulty: 1.834,
    se: 0.214,
    answers: 180,
    nearestLabel: 'hard',
    infit: 1.412,
    outfit: 1.618,
    misfit: true,
  },
  flags: ['low_discrimination', 'misfit_erratic'],
});
const fitting = stat({
  questionId: 12,
  questionText: 'A question that fits',
  difficultyLabel: 'easy',
  calibration: {
    difficulty: -0.91,
    se: 0.2,
    answers: 180,
    nearestLabel: 'easy',
    infit: 0.98,
    outfit: 1.04,
    misfit: false,
  },
});
const young = stat({
  questionId: 13,
  questionText: 'A question with few answers',
  answered: 42,
  calibration: {
    difficulty: 0.12,
    se: 0.45,
    answers: 42,
    nearestLabel: 'medium',
    infit: 1.1,
    outfit: 1.2,
    misfit: null,
  },
});
const uncounted = stat({
  questionId: 14,
  questionText: 'A question not calibrated yet',
  difficultyLabel: 'hard',
});

function renderPanel(items: ItemStat[]) {
  const calls = answerTrpc({
    'reports.itemStats': (input) => {
      const { flaggedOnly } = input as { flaggedOnly: boolean };
      const shown = flaggedOnly ? items.filter((i) => i.flags.length > 0) : items;
      return {
        items: shown,
        total: items.length,
        flagged: items.filter((i) => i.flags.length > 0).length,
      };
    },
  });
  renderPage(<ItemStatsPanel />, { path: '/admin' });
  return calls;
}

const rowOf = async (text: string) =>
  (await screen.findByText(text)).closest('tr') as HTMLTableRowElement;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ItemStatsPanel', () => {
  it('shows each item’s estimated difficulty against its label and its fit beside facility and discrimination', async () => {
    renderPanel([miskeyed, fitting, young, uncounted]);
    const headers = (await screen.findAllByRole('columnheader')).map((h) => h.textContent);
    expect(headers).toEqual([
      'Question',
      'Answers',
      'Facility',
      'Discrimination',
      'Difficulty (logits)',
      'Fit',
      'Answer shares (key in bold)',
      'Flags',
    ]);

    const bad = await rowOf('A miskeyed question');
    expect(within(bad).getByText('+1.83 ± 0.21')).toBeTruthy();
    expect(within(bad).getByText('labelled medium (0.00) · behaves like hard')).toBeTruthy();
    expect(within(bad).getByText('infit 1.41 · outfit 1.62')).toBeTruthy();
    expect(within(bad).getByText('Misfit: infit over 1.2 or outfit over 1.3')).toBeTruthy();
    expect(within(bad).getByText(READINESS_MESSAGES.itemMisfit)).toBeTruthy();
    expect(within(bad).getByText('Discrimination under 0.1')).toBeTruthy();

    const good = await rowOf('A question that fits');
    expect(within(good).getByText('−0.91 ± 0.20')).toBeTruthy();
    expect(within(good).getByText('labelled easy (−1.00) · as labelled')).toBeTruthy();
    expect(within(good).getByText('infit 0.98 · outfit 1.04')).toBeTruthy();
    expect(within(good).queryByText(READINESS_MESSAGES.itemMisfit)).toBeNull();

    const pending = await rowOf('A question with few answers');
    expect(within(pending).getByText(READINESS_MESSAGES.itemFitPending(42))).toBeTruthy();

    const none = await rowOf('A question not calibrated yet');
    expect(within(none).getByText('Not calibrated yet · labelled hard (+1.00)')).toBeTruthy();
  });

  it('lists misfitting items under Flagged only', async () => {
    const calls = renderPanel([fitting, miskeyed, uncounted]);
    await rowOf('A question that fits');
    expect(screen.getByRole('status').textContent).toBe('1 flagged of 3 answered questions');
    fireEvent.click(screen.getByRole('switch', { name: 'Flagged only' }));
    await waitFor(() => expect(screen.queryByText('A question that fits')).toBeNull());
    expect(await rowOf('A miskeyed question')).toBeTruthy();
    expect(calls.at(-1)?.input).toMatchObject({ flaggedOnly: true });
  });
});

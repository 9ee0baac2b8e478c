import { isoDateOf, localIsoDate, REAL_SCORE_MESSAGES as M, type RealScore } from '@app/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/render';
import { answerTrpc, TrpcRefusal } from '../../../test/trpc-network';
import { gedEstimated, teasEstimated } from './readiness.fixtures';
import { RealScoreForm } from './real-score-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

const DAY = 24 * 60 * 60 * 1000;
const today = localIsoDate(new Date());

function stored(input: Record<string, unknown>): RealScore {
  return {
    examTypeId: 1,
    scope: String(input.scope),
    score: Number(input.score),
    examDate: today,
    reportedAt: new Date().toISOString(),
    predicted: { score: 68, low: 62, high: 75, answers: 40, estimatedAt: `${today}T09:00:00.000Z` },
    mark: 75,
    reached: false,
  };
}

describe('the real score form', () => {
  it('is not shown before the exam date', () => {
    answerTrpc({ 'realScores.mine': () => [] });
    renderPage(<RealScoreForm readiness={teasEstimated(isoDateOf(Date.now() + 3 * DAY))} />);
    expect(screen.queryByRole('form', { name: M.heading })).toBeNull();
  });

  it('from the exam date on, asks for consent before sending and sends the score with it', async () => {
    const reports: RealScore[] = [];
    const calls = answerTrpc({
      'realScores.mine': () => reports,
      'realScores.report': (input) => {
        const row = stored(input as Record<string, unknown>);
        reports.push(row);
        return row;
      },
    });
    const readiness = teasEstimated(today);
    renderPage(<RealScoreForm readiness={readiness} />);
    const form = await screen.findByRole('form', { name: M.heading });
    expect(form).toBeTruthy();
    expect(screen.getByText(M.consentNote)).toBeTruthy();
    const score = screen.getByLabelText(M.scoreLabel(readiness.scale));
    fireEvent.change(score, { target: { value: '120' } });
    fireEvent.click(screen.getByRole('button', { name: M.submit }));
    // Without consent: said at once, nothing sent.
    expect(await screen.findByText(M.consentRequired)).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: M.consentLabel }));
    fireEvent.click(screen.getByRole('button', { name: M.submit }));
    expect(await screen.findByText(M.scoreOutOfRange(readiness.scale))).toBeTruthy();
    expect(calls.some((c) => c.path === 'realScores.report')).toBe(false);

    fireEvent.change(score, { target: { value: '71.5' } });
    fireEvent.click(screen.getByRole('button', { name: M.submit }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'realScores.report')?.input).toEqual({
        examTypeId: 1,
        scope: readiness.overall?.label,
        score: 71.5,
        consent: true,
      }),
    );
    expect(await screen.findByText(M.saved)).toBeTruthy();
    const reported = await screen.findByTestId('real-score-reported');
    expect(reported.textContent).toContain(M.reported('71.5%', today));
    expect(reported.textContent).toContain(M.reportedPredicted('62%–75%', '68%'));
  });

  it('asks which test where the exam scores each alone, and shows the api’s refusal on the form', async () => {
    answerTrpc({
      'realScores.mine': () => [],
      'realScores.report': () => {
        throw new TrpcRefusal(400, M.noEstimate, 'NO_ESTIMATE_TO_COMPARE');
      },
    });
    const ged = { ...gedEstimated(), target: { ...gedEstimated().target, examDate: today } };
    renderPage(<RealScoreForm readiness={ged} />);
    await screen.findByRole('form', { name: M.heading });
    expect(screen.getByRole('combobox', { name: M.scopeLabel })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(M.scoreLabel(ged.scale)), { target: { value: '150' } });
    fireEvent.click(screen.getByRole('checkbox', { name: M.consentLabel }));
    fireEvent.click(screen.getByRole('button', { name: M.submit }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText(M.noEstimate)).toBeTruthy();
  });
});

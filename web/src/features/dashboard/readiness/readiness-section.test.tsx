import {
  isoDateOf,
  localIsoDate,
  READINESS_VIEW_MESSAGES as M,
  READINESS_MESSAGES as R,
} from '@app/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/render';
import { answerTrpc, TrpcRefusal } from '../../../test/trpc-network';
import { access, seedDashboard } from '../dashboard.fixtures';
import { renderDashboard } from '../dashboard.test-render';
import { gedEstimated, teasBelowMinimum, teasEstimated } from './readiness.fixtures';
import { ReadinessSection } from './readiness-section';

afterEach(() => {
  vi.unstubAllGlobals();
});

const view = () => screen.getByRole('region', { name: M.sectionTitle });
const examView = (name: string) => screen.findByRole('region', { name: M.examTitle(name) });
const DAY = 24 * 60 * 60 * 1000;

describe('the readiness view on the dashboard', () => {
  it('below the minimum, says how many more answers it needs instead of a number', async () => {
    renderDashboard(seedDashboard({ readiness: [teasBelowMinimum()] }));
    const teas = await examView('ATI TEAS 7');
    expect(within(teas).getByText(R.needsMoreAnswers(8))).toBeTruthy();
    expect(within(teas).getByText(M.answersSoFar(12))).toBeTruthy();
    expect(within(teas).getByRole('progressbar', { name: M.answersSoFar(12) })).toBeTruthy();
    expect(within(teas).getByRole('link', { name: M.practiseNow }).getAttribute('href')).toBe(
      '/practice/1',
    );
    // No figure, no range: the estimate's texts are not shown yet.
    expect(within(teas).queryByText(M.estimateHeading)).toBeNull();
    expect(within(teas).queryByText(R.howItIsMade)).toBeNull();
    // Study next ranks without showing numbers below the category minimum.
    expect(within(teas).getByText(/23% of the exam · 3 answers so far/)).toBeTruthy();
    // The rest of the dashboard is still there.
    expect(screen.getByRole('heading', { name: 'Your Exams' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Recent Test Results' })).toBeTruthy();
  });

  it('shows the range against the target, how it is made, by section with a table, and what to study next', async () => {
    const examDate = isoDateOf(Date.now() + 12 * DAY);
    renderDashboard(seedDashboard({ readiness: [teasEstimated(examDate)] }));
    const teas = await examView('ATI TEAS 7');
    const headline = within(teas).getByTestId('readiness-estimate');
    expect(within(headline).getByText('62–75%')).toBeTruthy();
    expect(within(headline).getByText(M.mostLikely('68%'))).toBeTruthy();
    expect(within(headline).getByText(M.yourTarget('75%'))).toBeTruthy();
    expect(within(headline).getByText(M.chance(21))).toBeTruthy();
    expect(within(headline).getByText(R.bands['not-yet'])).toBeTruthy();
    // Every estimate says how it is made and that it is one, with the scale's assumption.
    expect(within(teas).getByText(R.howItIsMade)).toBeTruthy();
    expect(within(teas).getByText(teasEstimated().scale.assumption)).toBeTruthy();
    expect(within(teas).getByText(new RegExp(M.labelDifficulties.slice(0, 40)))).toBeTruthy();
    expect(within(teas).getByText(M.peersHidden(12))).toBeTruthy();
    // The exam date, in days from the device's today.
    const days = Math.round(
      (Date.parse(`${examDate}T00:00:00Z`) - Date.parse(`${localIsoDate(new Date())}T00:00:00Z`)) /
        DAY,
    );
    expect(within(teas).getByText(M.examDateIn(days))).toBeTruthy();

    // The chart's rows say their figures; the table holds them all.
    const bars = within(teas).getByRole('list', { name: M.bySection });
    expect(within(bars).getByText(`66–85% · ${M.mostLikely('77%')}`)).toBeTruthy();
    expect(within(bars).getByText(M.scopeNeedsAnswers(6))).toBeTruthy();
    const table = within(teas).getByRole('table', { name: M.tableCaption('ATI TEAS 7') });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'SectionEstimate (80% range)Most likelyChance of targetAnswers',
      'Whole exam62–75%68%21%64',
      'Reading66–85%77%58%22',
      'Math6 more answers needed14',
      'Science4 more answers needed16',
      'English and Language Usage8 more answers needed12',
    ]);

    // What to study next: each a custom quiz of the sub-area; the reviews due today.
    const quiz = within(teas).getByRole('link', { name: `${M.studyNextQuiz(10)}: Math` });
    expect(quiz.getAttribute('href')).toBe('/practice/1?mode=custom&category=Math&count=10');
    expect(within(teas).getByText(/estimated 41% here, target 75%/)).toBeTruthy();
    expect(
      within(teas)
        .getByRole('link', { name: M.reviewDue(4) })
        .getAttribute('href'),
    ).toBe('/practice/1?mode=review');
  });

  it('gives an exam scored per test its tests on its own scale, against the pass mark', async () => {
    renderDashboard(seedDashboard({ readiness: [gedEstimated()] }));
    const ged = await examView('GED');
    expect(within(ged).queryByTestId('readiness-estimate')).toBeNull();
    const bars = within(ged).getByRole('list', { name: M.bySection });
    expect(within(bars).getByText(`135–147 · ${M.mostLikely('141')}`)).toBeTruthy();
    expect(within(ged).getByText(M.legendTarget('145'))).toBeTruthy();
    expect(within(ged).getByText(/Mathematical Reasoning:/)).toBeTruthy();
    expect(within(ged).getByText(M.peersPercentile(41, 57))).toBeTruthy();
    // Calibrated difficulties: no note about labels.
    expect(within(ged).queryByText(new RegExp(M.labelDifficulties.slice(0, 40)))).toBeNull();
    expect(within(ged).getByRole('radio', { name: M.targetPassMark(145, 'points') })).toBeTruthy();
  });

  it('is absent for a student with no paid exam, and offers a retry when it fails', async () => {
    const free = access().map((a) => ({ ...a, isPremium: false, expiresAt: null }));
    renderDashboard(seedDashboard({ access: free, readiness: [teasEstimated()] }));
    await screen.findByRole('heading', { name: 'Your Exams' });
    expect(screen.queryByRole('region', { name: M.sectionTitle })).toBeNull();
    vi.unstubAllGlobals();

    answerTrpc({
      'progress.access': () => access(),
      'readiness.overview': () => {
        throw new TrpcRefusal(500, 'Something went wrong on our side. Please try again.');
      },
    });
    renderPage(<ReadinessSection />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(within(view()).getByText(M.loadFailed)).toBeTruthy();
  });
});

describe('the target form', () => {
  it('checks the date and score before sending, then saves and refreshes the estimate', async () => {
    let saved = teasBelowMinimum();
    const calls = answerTrpc({
      'progress.access': () => access(),
      'readiness.overview': () => [saved],
      'readiness.setTarget': (input) => {
        const { examDate, target } = input as { examDate: string | null; target: number };
        saved = {
          ...saved,
          target: { examTypeId: 1, examDate, target, targetScore: target, updatedAt: 'now' },
        };
        return saved.target;
      },
    });
    renderPage(<ReadinessSection />);
    const form = await screen.findByRole('form', { name: M.targetHeading });
    const date = within(form).getByLabelText(M.examDateLabel);
    const save = within(form).getByRole('button', { name: M.saveTarget });

    // A past date is refused here, before any call.
    fireEvent.change(date, { target: { value: isoDateOf(Date.now() - 3 * DAY) } });
    fireEvent.click(save);
    expect(await within(form).findByText(M.examDatePast)).toBeTruthy();

    // No pass mark on TEAS: the choice is a score, checked against the scale.
    expect(within(form).queryByRole('radio', { name: /pass mark/ })).toBeNull();
    const examDate = isoDateOf(Date.now() + 20 * DAY);
    fireEvent.change(date, { target: { value: examDate } });
    fireEvent.click(within(form).getByRole('radio', { name: M.targetScore }));
    const score = within(form).getByLabelText(M.scoreLabel(saved.scale));
    fireEvent.change(score, { target: { value: '101' } });
    fireEvent.click(save);
    expect(
      await within(form).findByText(M.targetOutOfRange({ unit: 'percent', min: 0, max: 100 })),
    ).toBeTruthy();
    expect(calls.some((c) => c.path === 'readiness.setTarget')).toBe(false);

    fireEvent.change(score, { target: { value: '72.5' } });
    fireEvent.click(save);
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'readiness.setTarget')?.input).toEqual({
        examTypeId: 1,
        examDate,
        target: 72.5,
      }),
    );
    expect(await screen.findByText(M.targetSaved)).toBeTruthy();
    // The view is read again and shows what was saved.
    await waitFor(() =>
      expect(calls.filter((c) => c.path === 'readiness.overview').length).toBeGreaterThan(1),
    );
    expect(await screen.findByText(M.examDateIn(20))).toBeTruthy();
  });

  it('shows the api’s refusal on its field, by its code', async () => {
    answerTrpc({
      'progress.access': () => access(),
      'readiness.overview': () => [gedEstimated()],
      'readiness.setTarget': () => {
        throw new TrpcRefusal(400, 'The exam date cannot be in the past.', 'EXAM_DATE_PAST');
      },
    });
    renderPage(<ReadinessSection />);
    const form = await screen.findByRole('form', { name: M.targetHeading });
    // Today is accepted here; the api (with its own clock) refuses it in this test.
    fireEvent.change(within(form).getByLabelText(M.examDateLabel), {
      target: { value: localIsoDate(new Date()) },
    });
    fireEvent.click(within(form).getByRole('radio', { name: M.targetPassMark(145, 'points') }));
    fireEvent.click(within(form).getByRole('button', { name: M.saveTarget }));
    const date = within(form).getByLabelText(M.examDateLabel);
    await waitFor(() => expect(date.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText(M.examDatePast)).toBeTruthy();
  });
});

import { localIsoDate, STUDY_PLAN_MESSAGES as P } from '@app/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/render';
import { answerTrpc, TrpcRefusal } from '../../../test/trpc-network';
import { StudyPlan } from './study-plan';
import { teasPlan } from './study-plan.fixtures';
import { dayLabel, deviceUtcOffset } from './study-plan-format';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The plan once loaded (today's part is there). */
async function planView() {
  await screen.findByTestId('plan-today');
  return screen.getByRole('region', { name: P.heading });
}

describe('the study plan on the dashboard', () => {
  it('offers the diagnostic first, with today’s quizzes, reviews and the plan ahead as a table', async () => {
    const calls = answerTrpc({ 'studyPlan.get': () => teasPlan() });
    renderPage(<StudyPlan examTypeId={1} />);
    const plan = await planView();
    expect(calls[0]?.input).toEqual({
      examTypeId: 1,
      utcOffsetMinutes: deviceUtcOffset(),
    });
    // The diagnostic, until taken or skipped.
    const offer = within(plan).getByRole('region', { name: P.diagnosticTitle });
    expect(within(offer).getByRole('link', { name: P.diagnosticStart }).getAttribute('href')).toBe(
      '/practice/1?mode=diagnostic',
    );
    expect(within(offer).getByRole('button', { name: P.diagnosticSkip })).toBeTruthy();
    // Today: 40 questions, the diagnostic's 25 first, then 15 by sub-area, one click each.
    const today = within(plan).getByTestId('plan-today');
    expect(within(today).getByText(P.todayLeft(40))).toBeTruthy();
    expect(within(today).getByText(P.diagnosticInPlan(25))).toBeTruthy();
    const quizzes = within(today).getAllByRole('link', { name: /^Start/ });
    expect(quizzes.map((a) => a.getAttribute('href'))).toEqual([
      '/practice/1?mode=custom&category=Science&count=10',
      '/practice/1?mode=custom&category=Reading&count=5',
    ]);
    expect(
      within(today)
        .getByRole('link', { name: P.reviewButton(3) })
        .getAttribute('href'),
    ).toBe('/practice/1?mode=review');
    // The plan ahead: ten days, the simulation on the ninth.
    const table = within(plan).getByRole('table', { name: P.tableCaption('ATI TEAS 7') });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(rows[0]?.textContent).toContain(`${dayLabel(localIsoDate(new Date()))} (today)`);
    expect(within(rows[8] as HTMLElement).getByText(P.simulationCell)).toBeTruthy();
    expect(within(plan).getByText(P.progress(0, 360))).toBeTruthy();
    // The table's container takes the keyboard's focus, to scroll it on a phone.
    expect(within(plan).getByRole('region', { name: P.tableCaption('ATI TEAS 7') }).tabIndex).toBe(
      0,
    );
    const calendar = within(plan).getByRole('link', { name: P.calendarLink });
    expect(calendar.getAttribute('href')).toBe(
      `/api/study-plan/1/calendar.ics?utcOffsetMinutes=${deviceUtcOffset()}`,
    );
    expect(calendar.hasAttribute('download')).toBe(true);
  });

  it('skips the diagnostic, and shows the plan again without it', async () => {
    let skipped = false;
    const calls = answerTrpc({
      'studyPlan.get': () => teasPlan({ diagnostic: skipped ? 'skipped' : 'due' }),
      'studyPlan.skipDiagnostic': () => {
        skipped = true;
        return { examTypeId: 1, skippedAt: new Date().toISOString() };
      },
    });
    renderPage(<StudyPlan examTypeId={1} />);
    const plan = await planView();
    fireEvent.click(within(plan).getByRole('button', { name: P.diagnosticSkip }));
    await waitFor(() => expect(within(plan).queryByText(P.diagnosticTitle)).toBeNull());
    expect(calls.map((c) => c.path)).toContain('studyPlan.skipDiagnostic');
    // Today's 40 questions now all go to sub-areas.
    const today = within(plan).getByTestId('plan-today');
    const counts = within(today)
      .getAllByRole('link', { name: /^Start/ })
      .map((a) =>
        Number(new URL(a.getAttribute('href') ?? '', 'http://x').searchParams.get('count')),
      );
    expect(counts.reduce((a, b) => a + b, 0)).toBe(40);
  });

  it('says when today’s questions are done, and missed days in the table', async () => {
    const today = localIsoDate(new Date());
    const start = new Date(Date.parse(`${today}T00:00:00Z`) - 2 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    answerTrpc({
      'studyPlan.get': () =>
        teasPlan({
          startedOn: start,
          diagnostic: 'done',
          doneByDay: { [start]: 40, [today]: 80 },
        }),
    });
    renderPage(<StudyPlan examTypeId={1} />);
    const plan = await planView();
    expect(within(plan).getByText(`${P.todayAllDone} · ${P.todayDone(80)}`)).toBeTruthy();
    const rows = within(within(plan).getByRole('table')).getAllByRole('row');
    expect(rows[1]?.textContent).toContain(P.doneCell(40));
    expect(rows[2]?.textContent).toContain(P.missedCell);
  });

  it('offers a retry when the plan cannot be read', async () => {
    answerTrpc({
      'studyPlan.get': () => {
        throw new TrpcRefusal(500, 'Something went wrong on our side. Please try again.');
      },
    });
    renderPage(<StudyPlan examTypeId={1} />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText(P.loadFailed)).toBeTruthy();
  });
});

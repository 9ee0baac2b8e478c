import { BRAND_NAME, DASHBOARD_MESSAGES } from '@app/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markNewAccount } from '../../lib/new-account';
import { makeUser } from '../../test/users';
import { access, seedDashboard } from './dashboard.fixtures';
import { performanceCard, region, renderDashboard } from './dashboard.test-render';

describe('DashboardPage welcome banner', () => {
  it('greets the student with the average across exams, tests completed and level', async () => {
    renderDashboard();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Sam' }),
    ).toBeTruthy();
    const banner = region('Welcome back, Sam');
    const stats = Object.fromEntries(
      within(banner)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    // Mean of 78.33, 66.67, 95, 55 and 40 is 67; 3 + 1 + 1 + 1 + 1 tests; HESI A2 at 95.
    expect(stats).toEqual({ 'Average score': '67%', 'Tests completed': '7', Level: 'Advanced' });
    expect(document.title).toBe(`Dashboard — ${BRAND_NAME}`);
  });

  it("greets a student who has not practised yet with 'Welcome', wherever the account was made", async () => {
    renderDashboard(seedDashboard({ progress: [], sessions: [] }));
    const banner = await screen.findByRole('region', { name: 'Welcome, Sam' });
    expect(within(banner).getByText('No tests yet')).toBeTruthy();
    expect(within(banner).getByText('Beginner')).toBeTruthy();
    expect(within(banner).getByText('0')).toBeTruthy();
    // Premium on some exams (the fixtures): the intro speaks of practice tests, not free questions.
    expect(within(banner).getByText(DASHBOARD_MESSAGES.welcomeNewPremiumIntro)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /Welcome back/ })).toBeNull();
  });

  it("greets an account created in this tab with 'Welcome'", async () => {
    markNewAccount(makeUser().id);
    try {
      renderDashboard(seedDashboard({ progress: [], sessions: [] }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Sam' })).toBeTruthy();
    } finally {
      sessionStorage.clear();
    }
  });

  it('greets a free student who has not practised with the free questions', async () => {
    renderDashboard(
      seedDashboard({
        progress: [],
        sessions: [],
        access: access().map((a) => ({ ...a, isPremium: false, expiresAt: null })),
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Sam' });
    expect(await screen.findByText(DASHBOARD_MESSAGES.welcomeNewIntro)).toBeTruthy();
  });
});

describe('DashboardPage recent results', () => {
  it('lists the 5 latest tests with exam, long date, coloured score and correct/total', async () => {
    renderDashboard();
    const section = await screen.findByRole('region', { name: 'Recent Test Results' });
    const rows = within(section).getAllByRole('listitem');
    expect(rows).toHaveLength(5);

    const first = rows[0] as HTMLElement;
    expect(within(first).getByText('ATI TEAS 7')).toBeTruthy();
    expect(within(first).getByText('March 20, 2026')).toBeTruthy();
    expect(within(first).getByText('17/20 correct')).toBeTruthy();
    expect(first.querySelector('svg')).toBeTruthy();

    const scores = rows.map((row) => {
      const badge = within(row).getByText(/^\d+%$/);
      return [badge.textContent, badge.closest('[data-band]')?.getAttribute('data-band')];
    });
    expect(scores).toEqual([
      ['85%', 'excellent'],
      ['72%', 'good'],
      ['67%', 'fair'],
      ['40%', 'poor'],
      ['78%', 'good'],
    ]);
    // The sixth (oldest) is not shown.
    expect(within(section).queryByText('March 5, 2026')).toBeNull();
    expect(within(rows[1] as HTMLElement).getByText(/Tutor mode/)).toBeTruthy();
  });

  it('says there are no results yet', async () => {
    renderDashboard(seedDashboard({ progress: [], sessions: [] }));
    const section = await screen.findByRole('region', { name: 'Recent Test Results' });
    expect(
      within(section).getByText(
        'No test results yet. Complete a practice test to see your scores here.',
      ),
    ).toBeTruthy();
  });
});

describe('DashboardPage study progress', () => {
  it('shows the first 4 exams with average, questions attempted and correct, and days left', async () => {
    renderDashboard();
    const section = await screen.findByRole('region', { name: 'Your Study Progress' });
    const rows = within(section).getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual([
      'ATI TEAS 7',
      'GED',
      'HESI A2',
      'ACCUPLACER',
    ]);
    const teas = within(rows[0] as HTMLElement);
    expect(teas.getByText('Average 78%')).toBeTruthy();
    const stats = Object.fromEntries(
      teas.getAllByRole('term').map((t) => [t.textContent, t.nextElementSibling?.textContent]),
    );
    expect(stats).toEqual({ 'Questions attempted': '60', Correct: '47' });
    expect(within(section).queryByText('NEX')).toBeNull();
    expect(
      within(section).getByText('Premium access: 7 days left on your subscription.'),
    ).toBeTruthy();
  });

  it('shows the free-trial notice without a subscription, and the empty state', async () => {
    renderDashboard(
      seedDashboard({
        progress: [],
        sessions: [],
        access: access().map((a) => ({ ...a, isPremium: false, expiresAt: null })),
        status: { hasActiveSubscription: false, expiresAt: null },
      }),
    );
    const section = await screen.findByRole('region', { name: 'Your Study Progress' });
    expect(
      within(section).getByText(
        'No progress yet. Your averages appear here after your first completed test.',
      ),
    ).toBeTruthy();
    expect(within(section).getByText(/You are on the free trial: 3 free questions per exam/));
    expect(within(section).getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe(
      '/subscribe',
    );
    // Every card is free now, and nothing has a performance section.
    expect(screen.getAllByText('LIMITED')).toHaveLength(7);
    expect(screen.queryByRole('region', { name: 'Your Performance' })).toBeNull();
  });
});

describe('DashboardPage performance', () => {
  it('draws the score over time as an image with its numbers for screen readers', async () => {
    renderDashboard();
    const section = await screen.findByRole('region', { name: 'Your Performance' });
    const teas = performanceCard(section, 'ATI TEAS 7');
    const chart = within(teas).getByRole('img', { name: /^ATI TEAS 7: scores/ });
    expect(chart.getAttribute('aria-label')).toBe(
      'ATI TEAS 7: scores of your last 3 tests, oldest first: 72%, 78%, 85%. Latest 85%, best 85%.',
    );
    expect(chart.querySelectorAll('circle')).toHaveLength(3);
    const table = within(teas).getByRole('table', { name: 'ATI TEAS 7 scores by date' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['March 5, 202672%', 'March 10, 202678%', 'March 20, 202685%']);
    // One card per exam with completed tests (not articles: those are the exam cards).
    expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(5);
    expect(within(section).queryAllByRole('article')).toHaveLength(0);
  });

  it('lists the weakest categories with Practice this starting a custom quiz of each', async () => {
    renderDashboard();
    const section = await screen.findByRole('region', { name: 'Your Performance' });
    const teas = performanceCard(section, 'ATI TEAS 7');
    const rows = within(teas).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual([
      'Math',
      'Science',
      'Reading',
    ]);
    expect(within(rows[0] as HTMLElement).getByText('8 of 20 correct')).toBeTruthy();
    expect(
      rows.map((row) =>
        within(row)
          .getByText(/^\d+%$/)
          .closest('[data-band]')
          ?.getAttribute('data-band'),
      ),
    ).toEqual(['poor', 'poor', 'good']);
    const links = within(teas).getAllByRole('link', { name: /^Practice this/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/practice/1?mode=custom&category=Math',
      '/practice/1?mode=custom&category=Science',
      '/practice/1?mode=custom&category=Reading',
    ]);
    expect(within(teas).getByRole('link', { name: 'Practice this: Math' })).toBeTruthy();
  });

  it('opens the upgrade modal from Practice this on an exam without premium', async () => {
    renderDashboard();
    const section = await screen.findByRole('region', { name: 'Your Performance' });
    const ged = performanceCard(section, 'GED');
    // English has 2 answers: too few to rank.
    expect(
      within(ged)
        .getAllByRole('listitem')
        .map((row) => row.querySelector('p')?.textContent),
    ).toEqual(['Math', 'Science']);
    expect(within(ged).queryByRole('link', { name: /Practice this/ })).toBeNull();
    fireEvent.click(within(ged).getByRole('button', { name: 'Practice this: Math' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Premium' });
    expect(within(dialog).getByRole('link', { name: 'Subscribe Now' }).getAttribute('href')).toBe(
      '/subscribe?exam=2',
    );
  });

  it('says how to get a ranking when no category has enough answers', async () => {
    renderDashboard();
    const section = await screen.findByRole('region', { name: 'Your Performance' });
    const hesi = performanceCard(section, 'HESI A2');
    expect(
      within(hesi).getByText('Answer at least 3 questions in a category to see where to focus.'),
    ).toBeTruthy();
  });
});

describe('DashboardPage headings and the rest of the page', () => {
  it('keeps its headings in order and shows the success stories without a sign-up button', async () => {
    renderDashboard();
    await screen.findByRole('region', { name: 'Your Performance' });
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    for (let i = 1; i < levels.length; i++) {
      expect((levels[i] as number) - (levels[i - 1] as number)).toBeLessThanOrEqual(1);
    }
    const stories = screen.getByRole('region', { name: 'Real Student Success Stories' });
    expect(within(stories).getAllByRole('img')).toHaveLength(6);
    expect(within(stories).queryByRole('link')).toBeNull();
  });

  it('shows skeletons while loading, then an error with Retry for each failed section', async () => {
    // Nothing seeded: the reads go to a server the unit tests do not have, and fail.
    renderDashboard((trpc) => trpc.exams.list.setData(undefined, []));
    const exams = await screen.findByRole('region', { name: 'Your Exams' });
    expect(exams.getAttribute('aria-busy')).toBe('true');
    expect(within(exams).queryAllByRole('article')).toHaveLength(0);

    const alerts = await screen.findAllByRole('alert');
    const titles = alerts.map((a) => a.textContent ?? '');
    expect(titles.some((t) => t.includes('Could not load your exams'))).toBe(true);
    expect(titles.some((t) => t.includes('Could not load your recent results'))).toBe(true);
    expect(titles.some((t) => t.includes('Could not load your progress'))).toBe(true);
    const retry = within(exams).getByRole('button', { name: 'Retry' });
    fireEvent.click(retry);
    expect(await within(exams).findByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('DashboardPage session expiry', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("toasts 'Unauthorized' and leaves after 500 ms when the reads answer 401", async () => {
    // The network answers every tRPC call as the api does for an expired session.
    vi.stubGlobal('fetch', async (url: string) => {
      const procedures = new URL(url, 'http://localhost').pathname.replace('/trpc/', '').split(',');
      const error = {
        error: {
          message: 'Please sign in',
          code: -32001,
          data: { code: 'UNAUTHORIZED', httpStatus: 401 },
        },
      };
      return new Response(JSON.stringify(procedures.map(() => error)), {
        status: 401,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    // When the toast first shows and when the page leaves, measured as they happen (a loaded
    // machine may notice the toast late, so "not left yet" is judged by the times).
    let toastAt = Number.NaN;
    const watcher = new MutationObserver(() => {
      if (Number.isNaN(toastAt) && document.body.textContent?.includes('You are logged out')) {
        toastAt = performance.now();
      }
    });
    watcher.observe(document.body, { childList: true, subtree: true, characterData: true });
    let leftAt = Number.NaN;
    const onSignedOut = vi.fn(() => {
      leftAt = performance.now();
    });
    renderDashboard((trpc) => trpc.exams.list.setData(undefined, []), onSignedOut);

    expect(await screen.findByText('You are logged out. Logging in again...')).toBeTruthy();
    expect(screen.getByText('Unauthorized')).toBeTruthy();
    await waitFor(() => expect(onSignedOut).toHaveBeenCalledTimes(1), { timeout: 5000 });
    watcher.disconnect();
    // The page leaves about 500 ms after the toast, not before it.
    expect(leftAt - toastAt).toBeGreaterThanOrEqual(450);
  });
});

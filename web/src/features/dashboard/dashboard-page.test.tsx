import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render';
import { makeUser } from '../../test/users';
import { SuccessStories } from '../../ui/success-stories';
import { access, seedDashboard, settings } from './dashboard.fixtures';
import { DashboardPage } from './dashboard-page';

function renderDashboard(seed = seedDashboard(), onSignedOut = () => {}) {
  return renderPage(
    <DashboardPage
      user={makeUser()}
      onSignedOut={onSignedOut}
      successStories={<SuccessStories action={null} />}
    />,
    { seed },
  );
}

/** An exam card: the page's articles, one per exam. */
const card = (name: string) => screen.getByRole('article', { name });
const findCard = (name: string) => screen.findByRole('article', { name });
const region = (name: string) => screen.getByRole('region', { name });
/** The card of one exam in 'Your Performance' (found by its heading). */
const performanceCard = (section: HTMLElement, name: string) =>
  within(section)
    .getByRole('heading', { level: 3, name })
    .closest('.mantine-Card-root') as HTMLElement;

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
    expect(document.title).toBe('Dashboard — PrepPilot');
  });

  it('says there is no score yet before the first test', async () => {
    renderDashboard(seedDashboard({ progress: [], sessions: [] }));
    const banner = await screen.findByRole('region', { name: 'Welcome back, Sam' });
    expect(within(banner).getByText('No tests yet')).toBeTruthy();
    expect(within(banner).getByText('Beginner')).toBeTruthy();
    expect(within(banner).getByText('0')).toBeTruthy();
  });
});

describe('DashboardPage exam cards', () => {
  it('shows one card per exam with its PREMIUM or LIMITED badge', async () => {
    renderDashboard();
    const grid = await screen.findByRole('region', { name: 'Your Exams' });
    const cards = within(grid).getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'ATI TEAS 7',
      'GED',
      'HESI A2',
      'ACCUPLACER',
      'NEX',
      'CLEP',
      'CNA',
    ]);
    expect(within(card('ATI TEAS 7')).getByText('PREMIUM')).toBeTruthy();
    expect(within(card('CLEP')).getByText('PREMIUM')).toBeTruthy();
    for (const name of ['GED', 'HESI A2', 'ACCUPLACER', 'NEX', 'CNA']) {
      expect(within(card(name)).getByText('LIMITED')).toBeTruthy();
      expect(within(card(name)).queryByText('PREMIUM')).toBeNull();
    }
    expect(
      within(card('ATI TEAS 7')).getByText(
        'Nursing school entrance exam covering reading, math, science and English language usage.',
      ),
    ).toBeTruthy();
  });

  it('gives a subscribed exam its last score, average bar, days left and Continue Practice', async () => {
    renderDashboard();
    const teas = await findCard('ATI TEAS 7');
    expect(within(teas).getByText('85%')).toBeTruthy();
    const bar = within(teas).getByRole('progressbar', { name: 'Average score in ATI TEAS 7' });
    expect(bar.getAttribute('aria-valuenow')).toBe('78');
    expect(within(teas).getByText('Premium · 7 days left')).toBeTruthy();
    expect(within(teas).getByRole('link', { name: 'Continue Practice' }).getAttribute('href')).toBe(
      '/practice/1',
    );
    expect(within(teas).queryByRole('link', { name: 'Start Practice' })).toBeNull();
    expect(within(teas).queryByText(/Free Question/)).toBeNull();
  });

  it("says 'Not started' and Start Practice on a subscribed exam without tests", async () => {
    renderDashboard();
    const clep = await findCard('CLEP');
    expect(within(clep).getByText('Not started')).toBeTruthy();
    expect(within(clep).getByRole('link', { name: 'Start Practice' }).getAttribute('href')).toBe(
      '/practice/6',
    );
    expect(
      within(clep)
        .getByRole('progressbar', { name: 'Average score in CLEP' })
        .getAttribute('aria-valuenow'),
    ).toBe('0');
  });

  it('continues a test in progress even before the first completed one', async () => {
    const withOpenTest = access().map((a) =>
      a.examTypeId === 6 ? { ...a, inProgressSessionId: 'open-1' } : a,
    );
    renderDashboard(seedDashboard({ access: withOpenTest }));
    const clep = await findCard('CLEP');
    expect(within(clep).getByRole('link', { name: 'Continue Practice' })).toBeTruthy();
  });

  it('counts the real free questions left, and points to the upgrade when none remain', async () => {
    renderDashboard();
    const ged = await findCard('GED');
    expect(within(ged).getByText('3 Free Questions Remaining')).toBeTruthy();
    expect(within(ged).getByRole('link', { name: 'Try Free Questions' }).getAttribute('href')).toBe(
      '/practice/2',
    );
    expect(within(card('HESI A2')).getByText('1 Free Question Remaining')).toBeTruthy();
    expect(within(card('CNA')).getByText('2 Free Questions Remaining')).toBeTruthy();

    const accuplacer = card('ACCUPLACER');
    expect(within(accuplacer).getByText('Free questions used')).toBeTruthy();
    expect(within(accuplacer).queryByRole('link', { name: 'Try Free Questions' })).toBeNull();
    expect(
      within(accuplacer).getByRole('button', { name: 'Upgrade for Full Access' }),
    ).toBeTruthy();
    // Free cards show no practice modes.
    expect(within(ged).queryByText('More ways to practise')).toBeNull();
  });

  it('opens the upgrade modal with the price and benefits; Maybe Later closes it', async () => {
    renderDashboard();
    const ged = await findCard('GED');
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(within(ged).getByRole('button', { name: 'Upgrade for Full Access' }));

    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Premium' });
    expect(within(dialog).getByText('Unlock everything for GED.')).toBeTruthy();
    expect(within(dialog).getByText('$100')).toBeTruthy();
    expect(dialog.textContent).toContain('per exam for 10 days');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Full question access',
      'Detailed explanations',
      'Progress tracking',
      'Timed tests',
    ]);
    expect(within(dialog).getByRole('link', { name: 'Subscribe Now' }).getAttribute('href')).toBe(
      '/subscribe',
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Maybe Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers the chat in a new tab on a free card', async () => {
    renderDashboard();
    const ged = await findCard('GED');
    const chat = within(ged).getByRole('link', { name: /Questions\? Chat with us/ });
    expect(chat.getAttribute('href')).toBe(settings.chatUrl);
    expect(chat.getAttribute('target')).toBe('_blank');
    expect(chat.getAttribute('rel')).toContain('noopener');
  });

  it('expands and collapses the test details with a button that says whether it is open', async () => {
    renderDashboard();
    const teas = await findCard('ATI TEAS 7');
    const toggle = within(teas).getByRole('button', { name: 'Test details' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const details = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(details?.hidden).toBe(true);

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(details?.hidden).toBe(false);
    const shown = within(details as HTMLElement);
    expect(shown.getByText('ATI Test of Essential Academic Skills, 7th edition')).toBeTruthy();
    expect(shown.getByText('209 minutes')).toBeTruthy();
    expect(shown.getByText('170 questions')).toBeTruthy();
    expect(shown.getByText('Multiple choice, computer-based, four timed sections')).toBeTruthy();
    expect(shown.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'English Language Usage',
      'Reading',
      'Math',
      'Science',
    ]);

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(details?.hidden).toBe(true);
  });
});

describe('DashboardPage more ways to practise', () => {
  it('links tutor mode, the simulation and the review of missed questions', async () => {
    renderDashboard();
    const teas = await findCard('ATI TEAS 7');
    expect(within(teas).getByRole('heading', { level: 4, name: 'More ways to practise' }));
    expect(within(teas).getByRole('link', { name: 'Tutor mode' }).getAttribute('href')).toBe(
      '/practice/1?mode=tutor',
    );
    expect(
      within(teas).getByRole('link', { name: 'Full-length simulation' }).getAttribute('href'),
    ).toBe('/practice/1?mode=simulation');
    expect(
      within(teas).getByRole('link', { name: 'Review 4 missed questions' }).getAttribute('href'),
    ).toBe('/practice/1?mode=review');
    // No reviews due on CLEP: no review link.
    expect(within(card('CLEP')).queryByRole('link', { name: /missed question/ })).toBeNull();
  });

  it('lets a CLEP student pick the subject to simulate', async () => {
    renderDashboard();
    const clep = await findCard('CLEP');
    expect(within(clep).queryByRole('link', { name: 'Full-length simulation' })).toBeNull();
    const subject = within(clep).getByRole('combobox', { name: 'Full-length simulation' });
    const start = within(clep).getByRole('link', { name: 'Start simulation' });
    expect(start.getAttribute('href')).toBe(
      '/practice/6?mode=simulation&section=College+Composition',
    );
    fireEvent.change(subject, { target: { value: 'Biology' } });
    expect(start.getAttribute('href')).toBe('/practice/6?mode=simulation&section=Biology');
  });

  it('builds a custom quiz: category, difficulty and 5 to 50 questions', async () => {
    const { router } = renderDashboard();
    const teas = await findCard('ATI TEAS 7');
    fireEvent.click(within(teas).getByRole('button', { name: 'Custom quiz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Custom quiz · ATI TEAS 7' });

    const category = within(dialog).getByRole('combobox', { name: 'Category' });
    expect(
      within(category)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Any category', 'English Language Usage', 'Reading', 'Math', 'Science']);
    fireEvent.change(category, { target: { value: 'Math' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Difficulty' }), {
      target: { value: 'hard' },
    });
    const count = within(dialog).getByRole('spinbutton', { name: /Number of questions/ });
    expect((count as HTMLInputElement).value).toBe('10');

    fireEvent.change(count, { target: { value: '60' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start quiz' }));
    expect(await within(dialog).findByText('Choose between 5 and 50 questions.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');

    fireEvent.change(count, { target: { value: '15' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start quiz' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/practice/1'));
    expect(router.state.location.search).toEqual({
      mode: 'custom',
      category: 'Math',
      difficulty: 'hard',
      count: 15,
    });
  });

  it('leaves category and difficulty out of a quiz on any of them', async () => {
    const { router } = renderDashboard();
    const teas = await findCard('ATI TEAS 7');
    fireEvent.click(within(teas).getByRole('button', { name: 'Custom quiz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Custom quiz · ATI TEAS 7' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start quiz' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/practice/1'));
    expect(router.state.location.search).toEqual({ mode: 'custom', count: 10 });
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
    expect(await screen.findByRole('dialog', { name: 'Upgrade to Premium' })).toBeTruthy();
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
    const onSignedOut = vi.fn();
    renderDashboard((trpc) => trpc.exams.list.setData(undefined, []), onSignedOut);

    expect(await screen.findByText('You are logged out. Logging in again...')).toBeTruthy();
    expect(screen.getByText('Unauthorized')).toBeTruthy();
    expect(onSignedOut).not.toHaveBeenCalled();
    await waitFor(() => expect(onSignedOut).toHaveBeenCalledTimes(1), { timeout: 2000 });
  });
});

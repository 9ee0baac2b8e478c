import { DASHBOARD_MESSAGES } from '@app/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { access, seedDashboard, settings } from './dashboard.fixtures';
import { card, findCard, renderDashboard } from './dashboard.test-render';

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
    // Nothing to average yet: no 'Last score', no 'Average 0%' and no empty bar.
    expect(within(clep).queryByText('Last score')).toBeNull();
    expect(within(clep).queryByText(/^Average/)).toBeNull();
    expect(within(clep).queryByRole('progressbar')).toBeNull();
    expect(within(clep).getByText(DASHBOARD_MESSAGES.noTestYet)).toBeTruthy();
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
    // /subscribe with GED's card preselected.
    expect(within(dialog).getByRole('link', { name: 'Subscribe Now' }).getAttribute('href')).toBe(
      '/subscribe?exam=2',
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

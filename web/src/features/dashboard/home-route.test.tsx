import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { makeUser, seedCurrentUser } from '../../test/users';
import { seedDashboard } from './dashboard.fixtures';

const landingHeading = { level: 1, name: /Pass your nursing and academic entrance exams/ };

describe('the home route /', () => {
  it('shows the public landing page to a signed-out visitor', async () => {
    renderApp('/', { seed: seedCurrentUser(null) });
    expect(await screen.findByRole('heading', landingHeading)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /Welcome back/ })).toBeNull();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the landing page while the current user is still loading', async () => {
    // GET /api/auth/user (and every other request) still on its way.
    const fetch = vi.fn((_url: string) => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetch);
    renderApp('/');
    expect(await screen.findByRole('heading', landingHeading)).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/api/auth/user'))).toBe(true);
    expect(screen.queryByRole('heading', { name: /Welcome back/ })).toBeNull();
  });

  it('shows the dashboard (a lazy chunk) to a signed-in student', async () => {
    renderApp('/', {
      seed: (trpc, queryClient) => {
        seedCurrentUser(makeUser())(trpc, queryClient);
        seedDashboard()(trpc, queryClient);
      },
    });
    // The dashboard is a lazy chunk: its first import may take seconds on a loaded machine.
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Welcome back, Sam' },
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', landingHeading)).toBeNull();
    const exams = screen.getByRole('region', { name: 'Your Exams' });
    expect(within(exams).getAllByRole('article')).toHaveLength(7);
  });
});

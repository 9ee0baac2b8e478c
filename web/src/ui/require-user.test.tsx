import { AUTH_MESSAGES, UNAUTHORIZED_REDIRECT_DELAY_MS } from '@app/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, renderPage } from '../test/render';
import { makeUser, seedCurrentUser } from '../test/users';
import { RequireUser } from './require-user';

describe('RequireUser', () => {
  it('renders the page for a signed-in user', async () => {
    renderPage(<RequireUser>{(user) => <p>Hello {user.firstName}</p>}</RequireUser>, {
      seed: seedCurrentUser(makeUser()),
    });
    expect(await screen.findByText('Hello Sam')).toBeTruthy();
  });

  it("toasts 'Unauthorized' and goes to /auth after 500 ms when signed out", async () => {
    const { router } = renderPage(<RequireUser>{() => <p>Secret</p>}</RequireUser>, {
      path: '/settings',
      seed: seedCurrentUser(null),
    });
    const started = Date.now();

    expect(await screen.findByText(AUTH_MESSAGES.unauthorizedTitle)).toBeTruthy();
    expect(screen.getAllByText(AUTH_MESSAGES.unauthorizedText).length).toBeGreaterThan(0);
    expect(screen.queryByText('Secret')).toBeNull();
    expect(router.state.location.pathname).toBe('/settings');

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'), { timeout: 2000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(UNAUTHORIZED_REDIRECT_DELAY_MS - 50);
    // Signing in comes back here.
    expect(router.state.location.search).toEqual({ redirect: '/settings' });
  });

  it('guards /settings and /practice in the app, and asks to come back', async () => {
    const practice = renderApp('/practice/3?mode=review', { seed: seedCurrentUser(null) });
    await waitFor(() => expect(practice.router.state.location.pathname).toBe('/auth'), {
      timeout: 2000,
    });
    expect(practice.router.state.location.search).toEqual({ redirect: '/practice/3?mode=review' });
    practice.unmount();

    const { router } = renderApp('/settings', { seed: seedCurrentUser(null) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'), { timeout: 2000 });
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
  });
});

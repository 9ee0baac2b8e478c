import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { makeUser, seedCurrentUser } from '../../test/users';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/auth?redirect=', () => {
  it('sends a signed-in visitor straight to the page that asked', async () => {
    const { router } = renderApp('/auth?redirect=%2Fsubscribe%3Fexam%3D3', {
      seed: seedCurrentUser(makeUser()),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscribe'));
    expect(router.state.location.search).toEqual({ exam: 3 });
  });

  it('ignores a redirect to another site', async () => {
    const { router } = renderApp('/auth?redirect=%2F%2Fevil.example%2F', {
      seed: seedCurrentUser(makeUser()),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('goes back to the page that asked after signing in', async () => {
    const user = makeUser();
    vi.stubGlobal('fetch', async (url: string) => {
      if (String(url).startsWith('/api/auth/login')) {
        return Response.json({ message: 'Welcome back, Sam!', user });
      }
      // Every other read (header, footer, the next page) waits: not what this test is about.
      return new Promise<Response>(() => {});
    });
    const { router } = renderApp('/auth?redirect=%2Fsubscribe%3Fexam%3D5', {
      seed: seedCurrentUser(null),
    });
    const form = await screen.findByRole('form', { name: 'Welcome back' });
    fireEvent.change(within(form).getByLabelText(/^Email/), {
      target: { value: 'sam.lee@example.com' },
    });
    fireEvent.change(within(form).getByLabelText(/^Password/), {
      target: { value: 'a-password' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Welcome back, Sam!')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscribe'), {
      timeout: 3000,
    });
    expect(router.state.location.search).toEqual({ exam: 5 });
  });
});

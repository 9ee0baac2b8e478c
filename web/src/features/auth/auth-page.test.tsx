import { AUTH_MESSAGES, BRAND_NAME } from '@app/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { makeUser, seedCurrentUser } from '../../test/users';

describe('/auth', () => {
  it('shows the sign-in form to a signed-out visitor and toggles to create-account', async () => {
    renderApp('/auth', { seed: seedCurrentUser(null) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`Sign In — ${BRAND_NAME}`));
    expect(screen.queryByLabelText(/^First name/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create your account' }),
    ).toBeTruthy();
    expect(screen.getByLabelText(/^First name/)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`Create Account — ${BRAND_NAME}`));

    fireEvent.click(screen.getByRole('button', { name: 'Sign in instead' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeTruthy();
  });

  it('sends a signed-in visitor to the home page', async () => {
    const { router } = renderApp('/auth', { seed: seedCurrentUser(makeUser()) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('heading', { name: 'Welcome back' })).toBeNull();
  });

  it('opens the Forgot Password dialog, asks for the e-mail, and closes on Cancel', async () => {
    renderApp('/auth', { seed: seedCurrentUser(null) });
    fireEvent.click(await screen.findByRole('button', { name: 'Forgot Password?' }));

    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    const email = within(dialog).getByLabelText(/^Email/);
    expect(email.getAttribute('autocomplete')).toBe('email');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));
    expect(await within(dialog).findByText(AUTH_MESSAGES.emailRequired)).toBeTruthy();
    expect(document.activeElement).toBe(email);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

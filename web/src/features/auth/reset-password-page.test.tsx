import { AUTH_MESSAGES, BRAND_NAME, PASSWORD_MIN_LENGTH } from '@app/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, renderPage } from '../../test/render';
import { ResetPasswordPage } from './reset-password-page';

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('/reset-password', () => {
  it("says 'Invalid Reset Link' without a token and offers the way to /auth", async () => {
    renderApp('/reset-password');

    expect(
      await screen.findByRole('heading', { level: 1, name: AUTH_MESSAGES.invalidResetLinkTitle }),
    ).toBeTruthy();
    expect(screen.getByText(AUTH_MESSAGES.resetLinkInvalid)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Login' }).getAttribute('href')).toBe('/auth');
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
    await waitFor(() => expect(document.title).toBe(`Reset Password — ${BRAND_NAME}`));
  });

  it('reads the token from the query and shows the form', async () => {
    renderApp('/reset-password?token=abcdefghijklmnop');

    expect(await screen.findByRole('heading', { name: 'Set a new password' })).toBeTruthy();
    expect(screen.getByLabelText(/^New password/).getAttribute('autocomplete')).toBe(
      'new-password',
    );
    expect(screen.getByLabelText(/^Confirm new password/).getAttribute('autocomplete')).toBe(
      'new-password',
    );
    expect(screen.getByRole('link', { name: 'Back to Login' }).getAttribute('href')).toBe('/auth');
    expect(screen.getByRole('button', { name: 'Show new password' })).toBeTruthy();
  });

  it('checks the new password before sending: filled, long enough, matching', async () => {
    renderPage(<ResetPasswordPage token="abcdefghijklmnop" />, { path: '/reset-password' });
    const submit = await screen.findByRole('button', { name: 'Reset Password' });

    fireEvent.click(submit);
    expect(await screen.findByText(AUTH_MESSAGES.fillAllFields)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^New password/));

    const short = 'x'.repeat(PASSWORD_MIN_LENGTH - 1);
    type(/^New password/, short);
    type(/^Confirm new password/, short);
    fireEvent.click(submit);
    expect(await screen.findByText(AUTH_MESSAGES.passwordTooShort)).toBeTruthy();

    type(/^New password/, 'long-enough-password');
    type(/^Confirm new password/, 'long-enough-passw0rd');
    fireEvent.click(submit);
    expect(await screen.findByText(AUTH_MESSAGES.passwordsDoNotMatch)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Confirm new password/));
  });
});

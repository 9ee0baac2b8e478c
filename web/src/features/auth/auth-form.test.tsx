import { AUTH_MESSAGES } from '@app/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render';
import { AuthForm, type AuthFormProps } from './auth-form';
import type { AuthMode } from './validation';

/** Renders the form and waits for the router's first render. */
async function renderForm(props: Partial<AuthFormProps> = {}) {
  const handlers = {
    onModeChange: vi.fn(),
    onSubmit: vi.fn(async () => false),
    onTryDemo: vi.fn(async () => false),
    onForgotPassword: vi.fn(),
  };
  const view = renderPage(<AuthForm mode="signIn" {...handlers} {...props} />, { path: '/auth' });
  await screen.findByRole('form');
  return { ...view, ...handlers, ...props };
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('AuthForm', () => {
  it('labels every field with the autocomplete the browser needs', async () => {
    await renderForm();
    const email = await screen.findByLabelText(/^Email/);
    expect(email.getAttribute('autocomplete')).toBe('email');
    expect(email.getAttribute('type')).toBe('email');
    const password = screen.getByLabelText(/^Password/);
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    expect(screen.queryByLabelText(/^First name/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Demo Account' })).toBeTruthy();
  });

  it('shows the create-account fields and new-password autocomplete in register mode', async () => {
    await renderForm({ mode: 'register' });
    expect((await screen.findByLabelText(/^First name/)).getAttribute('autocomplete')).toBe(
      'given-name',
    );
    expect(screen.getByLabelText(/^Last name/).getAttribute('autocomplete')).toBe('family-name');
    expect(screen.getByLabelText(/^Password/).getAttribute('autocomplete')).toBe('new-password');
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Forgot Password?' })).toBeNull();
  });

  it("says 'Email and password are required' and focuses the first empty field", async () => {
    const { onSubmit } = await renderForm();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText(AUTH_MESSAGES.emailAndPasswordRequired)).toBeTruthy();
    const email = screen.getByLabelText(/^Email/);
    expect(document.activeElement).toBe(email);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/^Password/).getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();

    type(/^Email/, 'sam@example.com');
    fireEvent.submit(screen.getByRole('form'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Password/)));
    expect(screen.getByText(AUTH_MESSAGES.emailAndPasswordRequired)).toBeTruthy();
  });

  it("says 'First name is required for registration' when creating an account", async () => {
    const { onSubmit } = await renderForm({ mode: 'register' });
    type(/^Email/, 'sam@example.com');
    type(/^Password/, 'a-long-password');
    type(/^First name/, '   ');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText(AUTH_MESSAGES.firstNameRequired)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^First name/));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits on Enter with the values, and says Signing in... with every button disabled', async () => {
    let finish: (done: boolean) => void = () => {};
    const onSubmit = vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    await renderForm({ onSubmit });
    type(/^Email/, '  sam@example.com ');
    type(/^Password/, 'secret-pass');
    fireEvent.submit(screen.getByRole('form'));

    const busy = await screen.findByRole('button', { name: AUTH_MESSAGES.signingIn });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Try Demo Account' }).hasAttribute('disabled')).toBe(
      true,
    );
    // (An e-mail input drops surrounding spaces itself; the page trims every value again.)
    expect(onSubmit).toHaveBeenCalledWith('signIn', {
      email: 'sam@example.com',
      password: 'secret-pass',
      firstName: '',
      lastName: '',
    });

    finish(false); // refused: the form is usable again
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign In' }).hasAttribute('disabled')).toBe(false);
  });

  it("says 'Creating account...' while an account is created and stays locked once done", async () => {
    const onSubmit = vi.fn(async (_mode: AuthMode) => true);
    await renderForm({ mode: 'register', onSubmit });
    type(/^First name/, 'Sam');
    type(/^Email/, 'sam@example.com');
    type(/^Password/, 'secret-pass');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    const busy = await screen.findByRole('button', { name: AUTH_MESSAGES.creatingAccount });
    await Promise.resolve();
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('switches mode with the toggle, and opens the forgot-password dialog', async () => {
    const { onModeChange, onForgotPassword } = await renderForm();
    fireEvent.click(await screen.findByRole('button', { name: 'Create an account' }));
    expect(onModeChange).toHaveBeenCalledWith('register');
    fireEvent.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    expect(onForgotPassword).toHaveBeenCalled();
  });

  it('has a named, focusable show/hide toggle for the password', async () => {
    await renderForm();
    const password = await screen.findByLabelText(/^Password/);
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle.getAttribute('tabindex')).toBe('0');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.keyDown(toggle, { key: 'Enter' });
    expect(password.getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });
});

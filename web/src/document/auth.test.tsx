import { AUTH_MESSAGES, AUTH_REDIRECT_DELAY_MS } from '@app/domain';
import { fireEvent } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthPage } from '../features/auth/auth-page';
import { SIGN_IN_ERROR_TITLE } from '../features/auth/failure-messages';
import { openRequestGate } from '../lib/hydration-gate';
import { isNewAccount } from '../lib/new-account';
import { serverMarkup } from '../test/server-markup';
import { makeUser } from '../test/users';
import { enhanceAuth } from './auth';

/*
 * The /auth page as the server renders it for a signed-out visitor (no app), driven by
 * document/auth.ts: the same checks, calls, toasts and moves as the React page.
 */

openRequestGate();

const $ = <T extends Element = HTMLElement>(selector: string) =>
  document.querySelector(selector) as T;
const byLabel = (form: Element, name: string) =>
  form.querySelector(`input[name="${name}"]`) as HTMLInputElement;
const button = (text: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('button')].find(
    (element) => element.textContent?.trim() === text,
  ) as HTMLButtonElement;
const type = (input: HTMLInputElement, value: string) =>
  fireEvent.input(input, { target: { value } });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The api answering `status` with a JSON body (fetch is the network boundary here). */
function answer(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

beforeAll(() => {
  // jsdom has no modal dialogs; the browser journeys use the real one.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

let go: ReturnType<typeof vi.fn<(href: string) => void>>;
beforeEach(async () => {
  await serverMarkup(<AuthPage redirect="/subscribe?exam=3" />, { path: '/auth' });
  go = vi.fn<(href: string) => void>();
  enhanceAuth(document, go);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.body.innerHTML = '';
  sessionStorage.clear();
});

const form = () => $('form[aria-label]');

describe('the server-rendered sign-in page', () => {
  it('checks the fields, signs in, welcomes, then goes where the visitor was going', async () => {
    fireEvent.submit(form());
    expect(document.body.textContent).toContain(AUTH_MESSAGES.emailAndPasswordRequired);
    expect(byLabel(form(), 'email').getAttribute('aria-invalid')).toBe('true');
    expect(byLabel(form(), 'password').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(byLabel(form(), 'email'));

    const fetch = answer(200, { message: 'Welcome back, Sam!', user: makeUser() });
    type(byLabel(form(), 'email'), '  sam.lee@example.com ');
    type(byLabel(form(), 'password'), 'correct-horse-1');
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    fireEvent.submit(form());
    expect(button(AUTH_MESSAGES.signingIn).disabled).toBe(true);
    expect(button('Try Demo Account').disabled).toBe(true);
    await vi.waitFor(() =>
      expect($('[role="status"]').textContent).toContain('Welcome back, Sam!'),
    );

    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/auth/login');
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'sam.lee@example.com',
      password: 'correct-horse-1',
      firstName: '',
      lastName: '',
    });
    expect(byLabel(form(), 'email').hasAttribute('aria-invalid')).toBe(false);
    expect(go).not.toHaveBeenCalled();
    vi.advanceTimersByTime(AUTH_REDIRECT_DELAY_MS);
    expect(go).toHaveBeenCalledWith('/subscribe?exam=3');
  });

  it("titles a wrong password 'Sign In Failed' and lets the visitor try again", async () => {
    answer(401, { message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' });
    type(byLabel(form(), 'email'), 'sam.lee@example.com');
    type(byLabel(form(), 'password'), 'wrong-one-1');
    fireEvent.submit(form());
    await vi.waitFor(() => expect($('[role="alert"]')).not.toBeNull());
    expect($('[role="alert"]').textContent).toContain(SIGN_IN_ERROR_TITLE);
    expect($('[role="alert"]').textContent).toContain('Invalid email or password');
    expect(button('Sign In').disabled).toBe(false);
    expect(go).not.toHaveBeenCalled();
  });

  it('switches to creating an account with what was typed, and marks the new account', async () => {
    type(byLabel(form(), 'email'), 'nia@example.com');
    fireEvent.click(button('Create an account'));
    expect(form().getAttribute('aria-label')).toBe('Create your account');
    expect(byLabel(form(), 'email').value).toBe('nia@example.com');
    expect(document.title).toMatch(/^Create Account — /);
    expect(document.activeElement).toBe(button('Sign in instead'));

    type(byLabel(form(), 'password'), 'a-long-passphrase');
    fireEvent.submit(form());
    expect(document.body.textContent).toContain(AUTH_MESSAGES.firstNameRequired);
    expect(document.activeElement).toBe(byLabel(form(), 'firstName'));

    const fetch = answer(201, {
      message: 'Welcome, Nia! Your account is ready.',
      user: makeUser({ id: 'nia-1', firstName: 'Nia' }),
    });
    type(byLabel(form(), 'firstName'), 'Nia');
    fireEvent.submit(form());
    await vi.waitFor(() => expect($('[role="status"]').textContent).toContain('Welcome, Nia!'));
    expect((fetch.mock.calls[0] as [string])[0]).toBe('/api/auth/register');
    expect(isNewAccount('nia-1')).toBe(true);

    // And back: the sign-in form again.
    document.body.innerHTML = '';
    await serverMarkup(<AuthPage />, { path: '/auth' });
    enhanceAuth(document, go);
    fireEvent.click(button('Create an account'));
    fireEvent.click(button('Sign in instead'));
    expect(form().getAttribute('aria-label')).toBe('Welcome back');
  });

  it('shows and hides the password with a pressed toggle', () => {
    const toggle = $('[data-password-toggle]');
    expect(toggle.getAttribute('aria-label')).toBe('Show password');
    fireEvent.click(toggle);
    expect(byLabel(form(), 'password').type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(toggle);
    expect(byLabel(form(), 'password').type).toBe('password');
  });

  it('signs in to the demo account, and stays silent when it is refused', async () => {
    answer(401, { message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' });
    fireEvent.click(button('Try Demo Account'));
    await flush();
    await flush();
    expect($('[role="alert"]')).toBeNull();
    expect(button('Try Demo Account').disabled).toBe(false);

    answer(200, { message: 'Welcome back, Demo!', user: makeUser({ isDemo: true }) });
    fireEvent.click(button('Try Demo Account'));
    await vi.waitFor(() =>
      expect($('[role="status"]').textContent).toContain('Welcome back, Demo!'),
    );
  });

  it('sends a reset link from the Forgot Password dialog, then closes and clears it', async () => {
    const dialog = $<HTMLDialogElement>('[data-forgot-dialog]');
    fireEvent.click(button('Forgot Password?'));
    expect(dialog.open).toBe(true);
    const email = dialog.querySelector('input[name="email"]') as HTMLInputElement;
    fireEvent.submit(dialog.querySelector('form') as HTMLFormElement);
    expect(dialog.textContent).toContain(AUTH_MESSAGES.emailRequired);

    const fetch = answer(200, { message: "If that address has an account, we've sent a link." });
    type(email, ' sam.lee@example.com ');
    fireEvent.submit(dialog.querySelector('form') as HTMLFormElement);
    await vi.waitFor(() => expect(dialog.open).toBe(false));
    expect(JSON.parse(String((fetch.mock.calls[0] as [string, RequestInit])[1].body))).toEqual({
      email: 'sam.lee@example.com',
    });
    expect(email.value).toBe('');
    expect(dialog.textContent).not.toContain(AUTH_MESSAGES.emailRequired);
    expect($('[role="status"]').textContent).toContain("we've sent a link");
    expect($('[role="status"]').textContent).toContain(AUTH_MESSAGES.spamAdvice);
  });
});

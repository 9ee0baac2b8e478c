import { AUTH_MESSAGES, RESET_LINK_TOAST_MS } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http';
import {
  demoFailureToast,
  forgotFailureToast,
  forgotSuccessToast,
  resetFailureMessage,
  SIGN_IN_ERROR_TITLE,
  signInFailureToast,
} from './failure-messages';

const json = (status: number, body: unknown) =>
  new HttpError(status, JSON.stringify(body), 'Status');
const offline = new TypeError('Failed to fetch');

describe('signInFailureToast (spec §8)', () => {
  it("shows the server's message: a wrong password as a failed sign-in, not a registration", () => {
    const wrongPassword = json(401, {
      message: 'Invalid email or password',
      code: 'INVALID_CREDENTIALS',
    });
    expect(signInFailureToast(wrongPassword, 'signIn')).toEqual({
      title: SIGN_IN_ERROR_TITLE,
      message: 'Invalid email or password',
      variant: 'destructive',
    });
    expect(SIGN_IN_ERROR_TITLE).toBe('Sign In Failed');
    // Creating an account keeps the spec's title.
    const taken = json(409, { message: AUTH_MESSAGES.emailTaken, code: 'EMAIL_TAKEN' });
    expect(signInFailureToast(taken, 'register')).toEqual({
      title: 'Registration Error',
      message: AUTH_MESSAGES.emailTaken,
      variant: 'destructive',
    });
  });

  it('falls back to the mode-specific text when the JSON has no message', () => {
    expect(signInFailureToast(json(500, {}), 'signIn').message).toBe(
      'Login failed. Please try again.',
    );
    expect(signInFailureToast(json(500, { error: 'x' }), 'register').message).toBe(
      'Registration failed. Please try again.',
    );
  });

  it("turns a body that is not JSON into 'Server error ({status}): {text}'", () => {
    const error = new HttpError(502, '<html>Bad gateway</html>', 'Bad Gateway');
    expect(signInFailureToast(error, 'register').message).toBe(
      'Server error (502): <html>Bad gateway</html>',
    );
    expect(
      signInFailureToast(new HttpError(503, '', 'Service Unavailable'), 'signIn').message,
    ).toBe('Server error (503): Service Unavailable');
  });

  it("reports a network failure as 'Connection Error'", () => {
    expect(signInFailureToast(offline, 'signIn')).toEqual({
      title: 'Connection Error',
      message: 'Failed to connect to server: Failed to fetch',
      variant: 'destructive',
    });
  });
});

describe('demoFailureToast', () => {
  it('speaks only when the network failed; a refused sign-in is silent', () => {
    expect(demoFailureToast(offline)?.message).toBe('Demo login failed. Please try again.');
    expect(demoFailureToast(json(401, { message: 'Invalid email or password' }))).toBeNull();
    expect(demoFailureToast(new HttpError(500, 'oops', 'Error'))).toBeNull();
  });
});

describe('forgot password', () => {
  it("shows the server's message, 'Failed to send reset link', or the network text", () => {
    expect(forgotFailureToast(json(429, { message: 'Too many requests.' })).message).toBe(
      'Too many requests.',
    );
    expect(forgotFailureToast(json(500, {})).message).toBe('Failed to send reset link');
    expect(forgotFailureToast(offline).message).toBe(
      'Failed to send reset link. Please try again.',
    );
  });

  it('adds the spam/junk advice to the success message and keeps it up for 8 s', () => {
    expect(forgotSuccessToast('Sent.')).toEqual({
      title: AUTH_MESSAGES.resetLinkSentTitle,
      message: `Sent. ${AUTH_MESSAGES.spamAdvice}`,
      autoClose: RESET_LINK_TOAST_MS,
    });
    expect(RESET_LINK_TOAST_MS).toBe(8000);
  });
});

describe('resetFailureMessage', () => {
  it("shows the server's message, 'Failed to reset password', or the network text", () => {
    expect(resetFailureMessage(json(400, { message: AUTH_MESSAGES.resetLinkInvalid }))).toBe(
      'This reset link is invalid or expired.',
    );
    expect(resetFailureMessage(json(400, { nope: 1 }))).toBe('Failed to reset password');
    expect(resetFailureMessage(offline)).toBe('Failed to reset password. Please try again.');
  });
});

import { AUTH_MESSAGES } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http';
import { accountFailureToast } from './account-failure';

describe('accountFailureToast', () => {
  it("shows the server's message, e.g. the demo account's 403", () => {
    const error = new HttpError(
      403,
      JSON.stringify({ message: AUTH_MESSAGES.demoAccountLocked }),
      'Forbidden',
    );
    expect(accountFailureToast(error, 'Profile not saved')).toEqual({
      title: 'Profile not saved',
      message: AUTH_MESSAGES.demoAccountLocked,
      variant: 'destructive',
    });
  });

  it('names a non-JSON answer, a lost connection, and anything else', () => {
    expect(accountFailureToast(new HttpError(500, 'boom', 'Error'), 'T').message).toBe(
      'Server error (500): boom',
    );
    expect(accountFailureToast(new TypeError('Failed to fetch'), 'T')).toMatchObject({
      title: 'Connection Error',
      message: 'Failed to connect to server: Failed to fetch',
    });
    expect(accountFailureToast(new Error('?'), 'T').message).toBe(
      'Something went wrong. Please try again.',
    );
  });
});

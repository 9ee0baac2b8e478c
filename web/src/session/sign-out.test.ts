import { AUTH_MESSAGES } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../lib/http';
import { signOutFailureToast } from './sign-out';

const json = (status: number, body: unknown) =>
  new HttpError(status, JSON.stringify(body), 'Status');
const offline = new TypeError('Failed to fetch');

describe('signOutFailureToast', () => {
  it('lets an already signed-out visitor go on, and explains other failures', () => {
    expect(signOutFailureToast(json(401, { message: 'Not signed in' }))).toBeNull();
    expect(signOutFailureToast(offline)?.title).toBe('Connection Error');
    expect(signOutFailureToast(json(500, { message: 'Down' }))).toMatchObject({
      title: AUTH_MESSAGES.signOutFailedTitle,
      message: 'Down',
    });
  });
});

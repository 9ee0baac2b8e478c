import { PRACTICE_MESSAGES } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { startFailure } from './practice-errors';

const trpcError = (httpStatus: number, message: string) => ({ message, data: { httpStatus } });

describe('start failures (spec §8)', () => {
  it('401: Unauthorized - You are logged out. Logging in again...', () => {
    expect(startFailure(trpcError(401, 'Please sign in.'))).toEqual({
      kind: 'signed-out',
      toast: {
        title: 'Unauthorized',
        message: 'You are logged out. Logging in again...',
        variant: 'destructive',
      },
    });
  });

  it("a message containing 'requires': Subscription Required", () => {
    const failure = startFailure(trpcError(403, PRACTICE_MESSAGES.freeLimitReached));
    expect(failure.kind).toBe('subscription-required');
    expect(failure.toast).toEqual({
      title: 'Subscription Required',
      message: "You've reached the free question limit. Please subscribe to continue.",
      variant: 'destructive',
    });
  });

  it('anything else: Error - Failed to start test session. Please try again.', () => {
    for (const error of [trpcError(500, 'boom'), new TypeError('Failed to fetch'), null]) {
      const failure = startFailure(error);
      expect(failure.kind).toBe('other');
      expect(failure.toast).toEqual({
        title: 'Error',
        message: 'Failed to start test session. Please try again.',
        variant: 'destructive',
      });
    }
    // A 4xx explains itself on the page (e.g. no questions for the chosen filter).
    const filtered = startFailure(trpcError(400, PRACTICE_MESSAGES.noQuestions));
    expect(filtered.kind === 'other' && filtered.message).toBe(PRACTICE_MESSAGES.noQuestions);
  });
});

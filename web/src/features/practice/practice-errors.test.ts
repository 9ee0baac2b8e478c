import { PRACTICE_MESSAGES } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { markFailedToast, startFailure } from './practice-errors';

const trpcError = (httpStatus: number, message: string, appCode?: string) => ({
  message,
  data: { httpStatus, appCode },
});

describe('start failures (spec §8)', () => {
  it('401: Unauthorized - You are logged out. Logging in again...', () => {
    expect(startFailure(trpcError(401, 'Please sign in.', 'UNAUTHENTICATED'))).toEqual({
      kind: 'signed-out',
      toast: {
        title: 'Unauthorized',
        message: 'You are logged out. Logging in again...',
        variant: 'destructive',
      },
    });
  });

  it("the free questions used or premium needed (the spec's 'requires'): Subscription Required", () => {
    const failure = startFailure(
      trpcError(403, PRACTICE_MESSAGES.freeLimitReached, 'FREE_LIMIT_REACHED'),
    );
    expect(failure.kind).toBe('subscription-required');
    expect(startFailure(trpcError(403, 'Premium only.', 'SUBSCRIPTION_REQUIRED')).kind).toBe(
      'subscription-required',
    );
    // Decided on the code: the same words under another code are not this case.
    expect(startFailure(trpcError(403, 'This requires more.', 'FORBIDDEN')).kind).toBe('other');
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
    const filtered = startFailure(trpcError(400, PRACTICE_MESSAGES.noQuestions, 'NO_QUESTIONS'));
    expect(filtered.kind === 'other' && filtered.message).toBe(PRACTICE_MESSAGES.noQuestions);
  });
});

describe('a flag or bookmark not saved', () => {
  it("says why when the student can act on it (the bookmark cap, the rate limit), else 'not saved'", () => {
    const full = trpcError(409, PRACTICE_MESSAGES.bookmarkLimitReached, 'BOOKMARK_LIMIT_REACHED');
    expect(markFailedToast(full).message).toBe(PRACTICE_MESSAGES.bookmarkLimitReached);
    const busy = trpcError(
      429,
      'Too many bookmark changes. Please try again in 3 minutes.',
      'RATE_LIMITED',
    );
    expect(markFailedToast(busy).message).toBe(busy.message);
    for (const error of [trpcError(500, 'boom'), new TypeError('Failed to fetch'), null]) {
      expect(markFailedToast(error)).toEqual({
        title: 'Error',
        message: PRACTICE_MESSAGES.markNotSaved,
        variant: 'destructive',
      });
    }
  });
});

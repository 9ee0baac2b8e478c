import { PRACTICE_MESSAGES } from '@app/domain';
import { Button, Group } from '@mantine/core';
import { memo } from 'react';
import { showToast } from '../../ui/toast';
import { markFailedToast } from './practice-errors';

/**
 * Bookmark and flag-for-review of the question on screen: shown at once, saved, and put back
 * (with a toast) if the server did not record it. `onBookmark` is left out where bookmarking
 * has no place (the exam screen).
 */
export const ItemActions = memo(function ItemActions({
  questionId,
  flagged,
  onFlag,
  bookmarked,
  onBookmark,
}: {
  questionId: number;
  flagged: boolean;
  onFlag: (questionId: number) => Promise<void>;
  bookmarked?: boolean;
  onBookmark?: ((questionId: number) => Promise<void>) | undefined;
}) {
  return (
    <Group gap="sm">
      {onBookmark && (
        <Button
          variant={bookmarked ? 'light' : 'default'}
          aria-pressed={Boolean(bookmarked)}
          onClick={() =>
            void onBookmark(questionId).catch((error) => showToast(markFailedToast(error)))
          }
        >
          {bookmarked ? PRACTICE_MESSAGES.bookmarked : PRACTICE_MESSAGES.bookmark}
        </Button>
      )}
      <Button
        // Filled yellow with dark text: a `light` button of 'orange.9' drew its text in
        // its own background colour.
        variant={flagged ? 'filled' : 'default'}
        color={flagged ? 'yellow.4' : undefined}
        autoContrast
        aria-pressed={flagged}
        onClick={() => void onFlag(questionId).catch((error) => showToast(markFailedToast(error)))}
      >
        {flagged ? 'Flagged for review' : 'Flag for review'}
      </Button>
    </Group>
  );
});

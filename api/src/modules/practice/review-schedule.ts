import { type Card, type CardInput, createEmptyCard, fsrs, Rating } from 'ts-fsrs';

/**
 * Spaced repetition of missed questions with FSRS (decision 0006). Short-term learning steps
 * are off: a missed question comes back after about a day, not within minutes, because a
 * question answered twice in one sitting is remembered from the sitting, not learnt. Fuzz is
 * off so the schedule is reproducible in tests.
 */
const scheduler = fsrs({ enable_short_term: false, enable_fuzz: false });

export type ScheduledCard = { dueAt: string; card: string };

/** The card after a review graded `correct` (Good) or not (Again); `previous` is its JSON. */
export function reviewCard(previous: string | null, correct: boolean, at: Date): ScheduledCard {
  const rating = correct ? Rating.Good : Rating.Again;
  let next: Card;
  try {
    const card: Card | CardInput = previous
      ? (JSON.parse(previous) as CardInput)
      : createEmptyCard(at);
    next = scheduler.next(card, at, rating).card;
  } catch {
    // A card that no longer reads (an old format, a damaged row) starts again; the miss
    // still counts, and grading is never blocked by the schedule.
    next = scheduler.next(createEmptyCard(at), at, rating).card;
  }
  return { dueAt: next.due.toISOString(), card: JSON.stringify(next) };
}

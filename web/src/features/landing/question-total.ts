/**
 * The landing's claim about the bank, from the real count of active questions rather than a
 * fixed "1000+": '1,472 Practice Questions'; without counts, no number at all.
 */
export function practiceQuestionsTitle(
  counts: readonly { examTypeId: number; count: number }[] | undefined,
): string {
  const total = counts?.reduce((sum, exam) => sum + exam.count, 0) ?? 0;
  return total > 0 ? `${total.toLocaleString('en-US')} Practice Questions` : 'Practice Questions';
}

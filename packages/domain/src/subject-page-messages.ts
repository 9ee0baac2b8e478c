/** Texts of a subject landing page (spec §2 'Subject landing page') about its practice. */
export const SUBJECT_PAGE_MESSAGES = {
  targetedPractice: 'Targeted Practice',
  targetedPracticeText: (count: number, category: string) =>
    `${count.toLocaleString('en-US')} ${category} practice questions, so every session works on the skills this subject tests.`,
  targetedPracticeLoading:
    'Questions written for this subject, so every session works on the skills it tests.',
  noPracticeTitle: 'Practice questions',
  noPracticeText: (subject: string, examName: string, covered: readonly string[]) =>
    `We have no ${subject} practice questions yet. Our ${examName} practice covers ${listOf(covered)}.`,
  noPracticeHero: (subject: string) =>
    `No ${subject} practice questions yet: this page is a study guide. Practice questions for this subject are coming.`,
} as const;

function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

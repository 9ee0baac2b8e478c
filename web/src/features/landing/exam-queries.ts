import type { ExamType } from '@app/domain';

/** The landing shows six exams (spec §2): every exam except CNA, in catalogue order. */
export function landingExams(exams: readonly ExamType[]): ExamType[] {
  return exams.filter((exam) => exam.slug !== 'cna');
}

export const LANDING_EXAM_COUNT = 6;

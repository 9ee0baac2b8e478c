import type { ExamPageSeed } from '../types';

/** The seven exam overview pages, in catalogue order. */
export const examPages: ExamPageSeed[] = [];

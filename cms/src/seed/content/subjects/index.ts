import type { SubjectPageSeed, TitledText } from '../types';

/** Every subject landing page. */
export const subjectPages: SubjectPageSeed[] = [];

/** The five-item lists used by subjects without their own (spec §2). */
export const defaultStudyTips: TitledText[] = [];
export const defaultStrategies: TitledText[] = [];

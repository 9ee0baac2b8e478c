import type { SubjectPageSeed } from '../types';
import { accuplacerSubjectPages } from './accuplacer';
import { teasSubjectPages } from './ati-teas-7';
import { clepSubjectPages } from './clep';
import { cnaSubjectPages } from './cna';
import { gedSubjectPages } from './ged';
import { hesiSubjectPages } from './hesi-a2';
import { nexSubjectPages } from './nex';

/** Every subject landing page, in catalogue order (EXAMS in @app/domain). */
export const subjectPages: SubjectPageSeed[] = [
  ...teasSubjectPages,
  ...gedSubjectPages,
  ...hesiSubjectPages,
  ...accuplacerSubjectPages,
  ...nexSubjectPages,
  ...clepSubjectPages,
  ...cnaSubjectPages,
];

/** The five-item lists used by subjects without their own (spec §2). */
export { defaultStrategies, defaultStudyTips } from './defaults';

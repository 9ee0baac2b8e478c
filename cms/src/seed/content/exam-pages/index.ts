import type { ExamPageSeed } from '../types';
import { accuplacerPage } from './accuplacer';
import { atiTeas7Page } from './ati-teas-7';
import { clepPage } from './clep';
import { cnaPage } from './cna';
import { gedPage } from './ged';
import { hesiA2Page } from './hesi-a2';
import { nexPage } from './nex';

/** The seven exam overview pages, in catalogue order. */
export const examPages: ExamPageSeed[] = [
  atiTeas7Page,
  gedPage,
  hesiA2Page,
  accuplacerPage,
  nexPage,
  clepPage,
  cnaPage,
];

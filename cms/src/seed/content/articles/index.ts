import type { ArticleSeed } from '../types';
import { hesiA2VocabularyGrammar } from './hesi-a2-vocabulary-grammar';
import { multipleChoiceStrategies } from './multiple-choice-strategies';
import { ratiosProportionsPercentages } from './ratios-proportions-percentages';
import { readingMainIdeaInference } from './reading-main-idea-inference';
import { teas7ScienceAnatomyPhysiology } from './teas-7-science-anatomy-physiology';
import { tenDayStudySprint } from './ten-day-study-sprint';

/** The six resource articles, newest first. */
export const articles: ArticleSeed[] = [
  tenDayStudySprint,
  multipleChoiceStrategies,
  readingMainIdeaInference,
  ratiosProportionsPercentages,
  hesiA2VocabularyGrammar,
  teas7ScienceAnatomyPhysiology,
];

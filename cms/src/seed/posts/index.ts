import { dosageMathTips } from './dosage-math-tips';
import { hesiA2Sections } from './hesi-a2-sections';
import { teas7StudyPlan } from './teas-7-study-plan';
import { testDayChecklist } from './test-day-checklist';
import type { SeedPost } from './types';

export type { SeedPost } from './types';

/** The original seed posts: three published (distinct dates) and one draft. */
export const seedPosts: readonly SeedPost[] = [
  teas7StudyPlan,
  hesiA2Sections,
  dosageMathTips,
  testDayChecklist,
];

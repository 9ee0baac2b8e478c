import type { SuccessStorySeed } from './types';

/** Six score-report pictures (files in ../files/). */
export const successStories: SuccessStorySeed[] = [];

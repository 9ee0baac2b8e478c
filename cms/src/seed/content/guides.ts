import type { GuideSeed } from './types';

/** Four free downloadable guides (files in ../files/). */
export const guides: GuideSeed[] = [];

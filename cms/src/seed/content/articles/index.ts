import type { ArticleSeed } from '../types';

/** The six resource articles. */
export const articles: ArticleSeed[] = [];

import { RESOURCE_CATEGORIES as ARTICLE_CATEGORIES } from '@app/domain';
import { ALL_CATEGORIES } from './resource-filter';

/** The /resources category buttons (spec §2), in the page's order; 'All' shows every article. */
export const RESOURCE_CATEGORIES = [ALL_CATEGORIES, ...ARTICLE_CATEGORIES] as const;

import type { ContentBlock } from '../lexical';

/** One seed blog post, written as data; the seed turns `body` into Lexical JSON. */
export type SeedPost = {
  title: string;
  slug: string;
  excerpt: string;
  categories: string[];
  tags: string[];
  author: { firstName: string; lastName: string };
  status: 'draft' | 'published';
  /** ISO date for published posts; drafts have none. */
  publishedAt?: string;
  metaTitle: string;
  metaDescription: string;
  body: ContentBlock[];
};

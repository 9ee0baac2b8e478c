/**
 * The journeys run in two lanes at once (decision 0041), each on its own production stack, one
 * file at a time within a lane. The content lane holds every journey that writes or counts
 * what all visitors share (blog posts, CMS content, the question bank, site-wide pages); the
 * student lane holds journeys that touch only their own accounts or start their own stacks.
 * Heavy student journeys are placed in the content lane too, so the lanes take about as long.
 */
export const CONTENT_LANE = [
  'admin.e2e.ts',
  'blog-admin.e2e.ts',
  'blog-manager.e2e.ts',
  'blog.e2e.ts',
  'cms-fuzz.e2e.ts',
  'cms-publish.e2e.ts',
  'cms-sso.e2e.ts',
  'exam-pages.e2e.ts',
  'info-pages.e2e.ts',
  'landing-shell.e2e.ts',
  'public-pages.e2e.ts',
  's3-uploads.e2e.ts',
  'site.e2e.ts',
  // Student journeys, for balance.
  'exam-day.e2e.ts',
  'item-types.e2e.ts',
  'payments.e2e.ts',
];

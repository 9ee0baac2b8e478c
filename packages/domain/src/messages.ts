/** User-facing texts of the spec's catalogue (§2, §8) used by more than one part. */
export const MESSAGES = {
  // Support chat: the small bubble it opens by itself as on a phone (ui/chat-widget-view.tsx).
  chatBubbleStatus: 'Support is online',
  chatBubbleText: 'Questions? Chat with us',
  chatBubbleDismiss: 'Dismiss',
  notFoundTitle: '404 Page Not Found',
  notFoundText: 'Did you forget to add the page to the router?',
  blogListFailed: 'Failed to load blog posts. Please try again later.',
  blogListFetchError: 'Failed to fetch blog posts',
  blogEmpty: 'No blog posts found',
  blogEmptyFiltered: 'Try adjusting your search terms or filters.',
  blogEmptyUnfiltered: 'Check back soon for new content!',
  blogSearchPlaceholder: 'Search blog posts...',
  blogAllCategories: 'All Categories',
  postNotFound: 'Post not found',
  examPageNotFound: 'Exam page not found',
  subjectPageNotFound: 'Subject page not found',
  articleNotFound: 'Article not found',
  pageNotFound: 'Page not found',
  postNotFoundTitle: 'Post Not Found',
  postNotFoundText: "The blog post you're looking for doesn't exist or has been removed.",
} as const;

/** Spec §7: a non-ok response becomes '{status}: {body text or status text}'. */
export function httpErrorMessage(status: number, bodyText: string, statusText: string): string {
  return `${status}: ${bodyText || statusText}`;
}

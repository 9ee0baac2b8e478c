/** Texts of the /resources articles list, shared with the server-rendered page's script. */

/** The empty state's hint: filters to change, or nothing published yet. */
export const emptyText = (filtering: boolean) =>
  filtering ? 'Try a different search term or category.' : 'Check back soon for new articles!';

export const shownText = (shown: number, total: number) => `${shown} of ${total} articles shown`;

import {
  ALL_CATEGORIES,
  filterArticles,
  isFiltering,
  NO_FILTER,
  type ResourceFilter,
} from '../features/resources/resource-filter';
import { emptyText, shownText } from '../features/resources/resources-page-texts';

type Card = {
  element: HTMLElement;
  title: string;
  excerpt: string;
  tags: string[];
  category: string;
};

/**
 * The /resources search and category buttons on the server-rendered page: the same local
 * filter as the React page (features/resources/resource-filter.ts) over the articles the
 * server rendered, hiding the others, with the empty state and the count as the page shows.
 */
export function enhanceResources(doc: Document = document): void {
  const search = doc.querySelector<HTMLInputElement>('[data-resource-search]');
  const buttons = [...doc.querySelectorAll<HTMLButtonElement>('[data-resource-category]')];
  const empty = doc.querySelector<HTMLElement>('[data-resource-empty]');
  const emptyHint = doc.querySelector<HTMLElement>('[data-resource-empty-text]');
  const clear = doc.querySelector<HTMLButtonElement>('[data-resource-clear]');
  const status = doc.querySelector<HTMLElement>('[data-resource-status]');
  if (!search || buttons.length === 0) return;
  const cards: Card[] = [...doc.querySelectorAll<HTMLElement>('[data-resource-article]')].map(
    (element) => ({
      element,
      title: element.dataset.title ?? '',
      excerpt: element.dataset.excerpt ?? '',
      tags: JSON.parse(element.dataset.tags ?? '[]') as string[],
      category: element.dataset.category ?? '',
    }),
  );
  const filter: ResourceFilter = { ...NO_FILTER };

  function apply(): void {
    const shown = new Set(filterArticles(cards, filter));
    for (const card of cards) card.element.hidden = !shown.has(card);
    for (const button of buttons) {
      button.setAttribute(
        'aria-pressed',
        String(button.dataset.resourceCategory === filter.category),
      );
    }
    const filtering = isFiltering(filter);
    if (empty) empty.hidden = shown.size > 0;
    if (emptyHint) emptyHint.textContent = emptyText(filtering);
    if (clear) clear.hidden = !filtering;
    if (status) status.textContent = filtering ? shownText(shown.size, cards.length) : '';
  }

  search.addEventListener('input', () => {
    filter.query = search.value;
    apply();
  });
  for (const button of buttons) {
    button.addEventListener('click', () => {
      filter.category = button.dataset.resourceCategory ?? ALL_CATEGORIES;
      apply();
    });
  }
  clear?.addEventListener('click', () => {
    filter.query = '';
    filter.category = ALL_CATEGORIES;
    search.value = '';
    apply();
  });
  // A filter typed before this script ran (a slow connection) takes effect now.
  if (search.value) {
    filter.query = search.value;
    apply();
  }
}

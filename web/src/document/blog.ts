/**
 * The /blog filters on the server-rendered page are a GET form (features/blog/blog-filters.tsx):
 * a search submits it natively; choosing a category submits it at once, as the app does.
 */
export function enhanceBlogFilters(doc: Document = document): void {
  const form = doc.querySelector<HTMLFormElement>('[data-blog-filters]');
  const category = form?.querySelector<HTMLSelectElement>('select[name="category"]');
  if (!form || !category) return;
  category.addEventListener('change', () => form.requestSubmit());
  // Empty fields stay out of the address (/blog?category=Math, not /blog?q=&category=Math):
  // a disabled field is not submitted; it is enabled again once the form has been read.
  form.addEventListener('submit', () => {
    const empty = [...form.elements].filter(
      (element): element is HTMLInputElement | HTMLSelectElement =>
        (element instanceof HTMLInputElement || element instanceof HTMLSelectElement) &&
        element.name !== '' &&
        element.value.trim() === '',
    );
    for (const element of empty) element.disabled = true;
    setTimeout(() => {
      for (const element of empty) element.disabled = false;
    }, 0);
  });
}

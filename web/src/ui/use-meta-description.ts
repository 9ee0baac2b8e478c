import { useEffect } from 'react';

/**
 * Sets the page's `<meta name="description">` while the calling page is shown and restores the
 * previous text afterwards. Every page uses this rather than rendering a `<meta>` element:
 * index.html already has one (the site's description), and a second one (React 19 hoists it)
 * would leave two, of which readers take the first. `undefined` (still loading) changes nothing.
 */
export function useMetaDescription(content: string | undefined): void {
  useEffect(() => {
    if (content === undefined) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = content;
    const element = meta;
    return () => {
      if (created) element.remove();
      else element.content = previous;
    };
  }, [content]);
}

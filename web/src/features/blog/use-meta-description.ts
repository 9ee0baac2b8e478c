import { useEffect } from 'react';

/**
 * Sets the page's `<meta name="description">` while the calling page is shown and restores the
 * previous text afterwards. index.html already has one (the site's description); rendering a
 * second `<meta>` element (React 19 hoists it) would leave two, and readers take the first.
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

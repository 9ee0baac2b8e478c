/**
 * Lexical rich text -> HTML string, for the api's blog endpoints (spec §3: content is HTML).
 * Text is HTML-escaped and link URLs sanitised by Payload's converters.
 */

import { convertLexicalToHTML, LinkHTMLConverter } from '@payloadcms/richtext-lexical/html';
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical';

type InternalDoc = { relationTo: string; value: unknown } | null | undefined;

/** Internal links to posts point at the site's /blog/{slug} page (when the doc is populated). */
function internalDocToHref(doc: InternalDoc): string {
  if (doc?.relationTo === 'posts' && doc.value && typeof doc.value === 'object') {
    const slug = (doc.value as { slug?: unknown }).slug;
    if (typeof slug === 'string' && slug) return `/blog/${encodeURIComponent(slug)}`;
  }
  return '#';
}

/** Render a post's `content` to HTML without a wrapper element; '' for empty content. */
export function lexicalToHtml(data: SerializedEditorState | null | undefined): string {
  if (!data?.root) return '';
  return convertLexicalToHTML({
    data,
    disableContainer: true,
    converters: ({ defaultConverters }) => ({
      ...defaultConverters,
      ...LinkHTMLConverter({
        internalDocToHref: ({ linkNode }) => internalDocToHref(linkNode.fields.doc),
      }),
    }),
  });
}

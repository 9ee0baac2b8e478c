import { siteOrigin } from '../lib/site-origin';
import { BRAND_NAME, SITE_DESCRIPTION } from './brand';

/** The picture link previews show for pages without their own (web/public, 1200 × 630). */
export const DEFAULT_SHARE_IMAGE = '/og-image.jpg';

export type PageHeadProps = {
  /** The whole document title, site name included (see `pageTitle`, `withSiteName`). */
  title: string;
  /** The meta description; the site's when a page has none of its own. */
  description?: string | null;
  /** The page's canonical path ('/exam/ged'); link previews and search engines get its URL. */
  path: string;
  /** Open Graph type. */
  type?: 'website' | 'article';
  /** A picture for link previews: a path on this site or an absolute URL. */
  image?: string | null;
  /** schema.org objects, written as JSON-LD blocks (data, not script: the CSP allows them). */
  structuredData?: readonly object[];
  /** Pages search engines should not index (not-found pages, personal pages). */
  noIndex?: boolean;
};

function absolute(pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${siteOrigin()}${pathOrUrl}`;
}

/** JSON that page text cannot close the <script> element with. */
export function jsonLd(value: object): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
}

/**
 * Everything a page puts in <head>: title, description, canonical URL, Open Graph and Twitter
 * card tags, and its structured data. React 19 hoists <title>, <meta> and <link> into <head>
 * (and removes them when the page goes); the server's render moves them there itself
 * (prerender.tsx), so the first HTML already has them. Every page renders exactly one.
 */
export function PageHead({
  title,
  description,
  path,
  type = 'website',
  image,
  structuredData = [],
  noIndex = false,
}: PageHeadProps) {
  const text = description?.trim() || SITE_DESCRIPTION;
  const url = absolute(path);
  const picture = absolute(image || DEFAULT_SHARE_IMAGE);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={text} />
      {noIndex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:site_name" content={BRAND_NAME} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content={type} />
      <meta property="og:image" content={picture} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={text} />
      <meta name="twitter:image" content={picture} />
      {structuredData.map((data, index) => (
        <script
          key={index}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonLd(data) }}
        />
      ))}
    </>
  );
}

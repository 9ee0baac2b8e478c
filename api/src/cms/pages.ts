import { lexicalToHtml } from '@app/cms/html';
import type { Page as PageDoc } from '@app/cms/types';
import type { SitePage, SitePageSlug } from '@app/domain';
import type { Payload } from 'payload';
import type { ContentCache } from './cache';

type RichText = Parameters<typeof lexicalToHtml>[0];

/** A Payload informational page as the site shows it; section bodies rendered to HTML. */
export function toSitePage(doc: PageDoc): SitePage {
  return {
    slug: doc.slug,
    title: doc.title,
    seo: { title: doc.seo.title, description: doc.seo.description },
    hero: { title: doc.hero.title, subtitle: doc.hero.subtitle ?? null },
    sections: (doc.sections ?? []).map((section) => ({
      anchor: section.anchor || null,
      heading: section.heading,
      html: lexicalToHtml(section.body as RichText),
    })),
  };
}

/**
 * The published page with this slug, or null (missing or draft). Read through the Local API
 * with access rules enforced and cached under the 'pages' collection until the CMS reports
 * a change to it. A page embeds nothing from other collections.
 */
export function readPage(
  payload: Payload,
  cache: ContentCache,
  slug: SitePageSlug,
): Promise<SitePage | null> {
  return cache.get('pages', slug, async () => {
    const { docs } = await payload.find({
      collection: 'pages',
      overrideAccess: false,
      where: { and: [{ slug: { equals: slug } }, { status: { equals: 'published' } }] },
      limit: 1,
      depth: 0,
    });
    const doc = docs[0] as PageDoc | undefined;
    return doc ? toSitePage(doc) : null;
  });
}

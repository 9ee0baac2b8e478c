import { lexicalToHtml } from '@app/cms/html';
import type { Article as ArticleDoc } from '@app/cms/types';
import type { Article, ArticleDetail } from '@app/domain';
import type { Where } from 'payload';

export function toArticle(doc: ArticleDoc): Article {
  return {
    id: String(doc.id),
    slug: doc.slug,
    title: doc.title,
    excerpt: doc.excerpt,
    category: doc.category,
    readTimeMinutes: doc.readTimeMinutes,
    date: doc.date,
    author: doc.author,
    tags: (doc.tags ?? []).map((row) => row.value.trim()).filter(Boolean),
    imageUrl: null,
  };
}

export function toArticleDetail(doc: ArticleDoc): ArticleDetail {
  return {
    ...toArticle(doc),
    bodyHtml: lexicalToHtml(doc.body as Parameters<typeof lexicalToHtml>[0]),
  };
}

/** A published article by slug, or by id when the key is a number. */
export function publishedArticleWhere(idOrSlug: string): Where {
  const key: Where[] = [{ slug: { equals: idOrSlug } }];
  if (/^\d+$/.test(idOrSlug)) key.push({ id: { equals: Number(idOrSlug) } });
  return { and: [{ status: { equals: 'published' } }, { or: key }] };
}

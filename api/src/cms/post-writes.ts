/**
 * Blog posts as the Blog Manager sees them: every post (drafts too), counts, and writes, all
 * through Payload's Local API acting as a CMS user (`user` + `overrideAccess: false`), so the
 * collection's access rules, validation and hooks (slug, publishedAt, change notices) apply
 * exactly as they do in /cms. Content arrives as HTML and is stored as Lexical rich text:
 * sanitised first (safe-html.ts), then converted with @payloadcms/richtext-lexical.
 */
import type { Post } from '@app/cms/types';
import {
  type BlogList,
  type BlogListQuery,
  type BlogPost,
  type BlogPostCreate,
  type BlogPostUpdate,
  type BlogStats,
  BLOG_FORM_MESSAGES as M,
} from '@app/domain';
import type { SanitizedServerEditorConfig } from '@payloadcms/richtext-lexical';
import type { Payload, RichTextField } from 'payload';
import type { CmsIdentity } from './cms-user';
import { pageRequest, postsWhere, toBlogPost } from './posts';
import { postHtmlText, sanitizePostHtml } from './safe-html';

/** A field-level problem Payload reported (its ValidationError), for a 400 that names the field. */
export class PostFieldError extends Error {
  constructor(readonly issues: { path: string; message: string }[]) {
    super(issues.map((i) => `${i.path}: ${i.message}`).join('; '));
    this.name = 'PostFieldError';
  }
}

export type PostAuthor = { firstName: string; lastName: string };

type PostData = Partial<Omit<Post, 'id' | 'createdAt' | 'updatedAt'>>;

const rows = (values: string[]) => values.map((value) => ({ value }));

function isValidationError(
  error: unknown,
): error is Error & { data: { errors: { path: string; message: string }[] } } {
  return (
    error instanceof Error &&
    error.name === 'ValidationError' &&
    Array.isArray((error as { data?: { errors?: unknown } }).data?.errors)
  );
}

/** Payload's NotFound (e.g. deleted by someone else between our read and our write). */
const isNotFound = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'NotFound' || (error as { status?: unknown }).status === 404);

export function createPostWrites(payload: Payload) {
  let editorConfig: SanitizedServerEditorConfig | undefined;
  let converter: Promise<(html: string) => Post['content']> | undefined;

  /** HTML → Lexical with the posts' own editor config; jsdom loads on the first write only. */
  function htmlConverter(): Promise<(html: string) => Post['content']> {
    converter ??= (async () => {
      const [{ JSDOM }, { convertHTMLToLexical, editorConfigFactory }] = await Promise.all([
        import('jsdom'),
        import('@payloadcms/richtext-lexical'),
      ]);
      const field = payload.collections.posts.config.fields.find(
        (f): f is RichTextField => f.type === 'richText' && f.name === 'content',
      );
      if (!field) throw new Error('posts.content is not a rich text field');
      editorConfig ??= editorConfigFactory.fromField({ field });
      const config = editorConfig;
      return (html: string) =>
        convertHTMLToLexical({ editorConfig: config, html, JSDOM }) as unknown as Post['content'];
    })();
    converter.catch(() => {
      converter = undefined;
    });
    return converter;
  }

  async function contentOf(html: string): Promise<Post['content']> {
    const clean = sanitizePostHtml(html);
    // Nothing left to show (e.g. only a <script>): as good as blank.
    if (!postHtmlText(clean)) {
      throw new PostFieldError([{ path: 'content', message: M.contentRequired }]);
    }
    return (await htmlConverter())(clean);
  }

  async function dataOf(input: Omit<BlogPostUpdate, 'id'>): Promise<PostData> {
    const data: PostData = {};
    if (input.title !== undefined) data.title = input.title;
    if (input.content !== undefined) data.content = await contentOf(input.content);
    if (input.excerpt !== undefined) data.excerpt = input.excerpt;
    if (input.categories !== undefined) data.categories = rows(input.categories);
    if (input.tags !== undefined) data.tags = rows(input.tags);
    if (input.status !== undefined) data.status = input.status;
    if (input.metaTitle !== undefined) data.metaTitle = input.metaTitle;
    if (input.metaDescription !== undefined) data.metaDescription = input.metaDescription;
    if (input.ogImageUrl !== undefined) data.ogImageUrl = input.ogImageUrl;
    return data;
  }

  /** Payload's field errors as ours; anything else as it is. */
  async function writing<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isValidationError(error)) {
        throw new PostFieldError(
          error.data.errors.map((e) => ({ path: e.path, message: e.message })),
        );
      }
      throw error;
    }
  }

  async function findById(as: CmsIdentity, id: string): Promise<Post | null> {
    const post = await payload.findByID({
      collection: 'posts',
      id,
      depth: 0,
      user: as.user,
      overrideAccess: false,
      disableErrors: true,
    });
    return (post as Post | null) ?? null;
  }

  return {
    /** Every post, drafts too, newest first (the Blog Manager's list; never cached). */
    async listAllPosts(as: CmsIdentity, query: BlogListQuery): Promise<BlogList> {
      const { limit, page, skip } = pageRequest(query.limit, query.offset);
      const result = await payload.find({
        collection: 'posts',
        user: as.user,
        overrideAccess: false,
        where: postsWhere(query),
        sort: ['-createdAt', '-id'],
        limit,
        page,
        depth: 0,
      });
      const docs = (result.docs as Post[]).slice(skip);
      return { posts: docs.map(toBlogPost), total: result.totalDocs };
    },

    /** A post by slug whatever its status, for a draft preview. */
    async findAnyPost(as: CmsIdentity, slug: string): Promise<BlogPost | null> {
      const result = await payload.find({
        collection: 'posts',
        user: as.user,
        overrideAccess: false,
        where: { slug: { equals: slug } },
        limit: 1,
        depth: 0,
      });
      const post = result.docs[0] as Post | undefined;
      return post ? toBlogPost(post) : null;
    },

    async postStats(as: CmsIdentity): Promise<BlogStats> {
      const count = async (status?: 'published') =>
        (
          await payload.count({
            collection: 'posts',
            user: as.user,
            overrideAccess: false,
            ...(status ? { where: { status: { equals: status } } } : {}),
          })
        ).totalDocs;
      const [total, published] = await Promise.all([count(), count('published')]);
      return { total, published, drafts: total - published };
    },

    async postById(as: CmsIdentity, id: string): Promise<BlogPost | null> {
      const post = await findById(as, id);
      return post ? toBlogPost(post) : null;
    },

    /**
     * A new post; its slug comes from the title (the collection's hook). Another post with
     * the same slug is a field error on the title.
     */
    async createPost(
      as: CmsIdentity,
      input: BlogPostCreate,
      author: PostAuthor,
    ): Promise<BlogPost> {
      const data = await dataOf(input);
      const created = await writing(async () => {
        try {
          return await payload.create({
            collection: 'posts',
            user: as.user,
            overrideAccess: false,
            depth: 0,
            data: {
              ...data,
              title: input.title,
              content: data.content as Post['content'],
              status: input.status,
              slug: '', // derived from the title by the collection's hook
              author: { firstName: author.firstName || null, lastName: author.lastName || null },
            },
          });
        } catch (error) {
          if (isValidationError(error) && error.data.errors.some((e) => e.path === 'slug')) {
            throw new PostFieldError([{ path: 'title', message: M.slugTaken }]);
          }
          throw error;
        }
      });
      return toBlogPost(created as Post);
    },

    /** Changes the fields given; null when there is no such post. */
    async updatePost(
      as: CmsIdentity,
      input: BlogPostUpdate,
    ): Promise<{ before: BlogPost; after: BlogPost } | null> {
      const existing = await findById(as, input.id);
      if (!existing) return null;
      const { id, ...fields } = input;
      const data = await dataOf(fields);
      let updated: Post;
      try {
        updated = (await writing(() =>
          payload.update({
            collection: 'posts',
            id,
            user: as.user,
            overrideAccess: false,
            depth: 0,
            data,
          }),
        )) as Post;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
      return { before: toBlogPost(existing), after: toBlogPost(updated) };
    },

    /** Deletes a post; the deleted post, or null when there was none. */
    async deletePost(as: CmsIdentity, id: string): Promise<BlogPost | null> {
      const existing = await findById(as, id);
      if (!existing) return null;
      try {
        await payload.delete({
          collection: 'posts',
          id,
          user: as.user,
          overrideAccess: false,
          depth: 0,
        });
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
      return toBlogPost(existing);
    },
  };
}

export type PostWrites = ReturnType<typeof createPostWrites>;

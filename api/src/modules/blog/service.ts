import {
  type BlogList,
  type BlogListQuery,
  type BlogPost,
  type BlogPostCreate,
  type BlogPostDeleted,
  type BlogPostUpdate,
  type BlogStats,
  MESSAGES,
  type User,
} from '@app/domain';
import { type ZodError, z } from 'zod';
import type { CmsActor, CmsIdentity } from '../../cms/cms-user';
import { PostFieldError } from '../../cms/post-writes';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { recordAudit } from '../admin/audit-repo';

/**
 * The blog's logic: the public reads (cached in the CMS adapter), the administrators' list,
 * counts and writes (as their CMS user, each write audited), and draft previews.
 */

export type BlogDeps = Pick<AppDeps, 'content' | 'db' | 'clock'>;

/** The response header of an answer only its asker may see (a draft, the full list). */
export const PRIVATE_ANSWER = 'private, no-store';

function actorOf(user: User): CmsActor {
  return { email: user.email, firstName: user.firstName, lastName: user.lastName };
}

/**
 * Field problems found past the input schema (Payload's validation, content that sanitises to
 * nothing) as the same 400 an input error gets: errors.ts reads the issues of a ZodError cause.
 * (A ZodError made with `new` is not an Error in zod 4 and tRPC would drop it: parse one.)
 */
function fieldErrors(issues: { path: string; message: string }[]): ZodError {
  const parsed = z.unknown().superRefine((_, ctx) => {
    for (const issue of issues) {
      ctx.addIssue({ code: 'custom', path: issue.path.split('.'), message: issue.message });
    }
  });
  return parsed.safeParse(null).error as ZodError;
}

async function asInputErrors<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof PostFieldError) {
      throw new AppError('BAD_REQUEST', error.message, { cause: fieldErrors(error.issues) });
    }
    throw error;
  }
}

const notFound = () => new AppError('NOT_FOUND', MESSAGES.postNotFound);

/**
 * GET /api/blog/posts: the public list (cached) for status=published or anyone but an
 * administrator; every post, drafts too, for an administrator asking without a status.
 */
export async function listPosts(
  deps: BlogDeps,
  viewer: User | null,
  query: BlogListQuery,
  resHeaders: Headers,
): Promise<BlogList> {
  if (query.status === 'published' || !viewer?.isAdmin) {
    return deps.content.listPublishedPosts(query);
  }
  resHeaders.set('Cache-Control', PRIVATE_ANSWER);
  return deps.content.listAllPosts(await deps.content.actAs(actorOf(viewer)), query);
}

/**
 * Who may see drafts on this request, as a CMS user: a site administrator (their CMS user),
 * or a CMS editor signed in to /cms; null for everyone else.
 */
export async function previewIdentity(
  deps: BlogDeps,
  viewer: User | null,
  headers: Headers,
): Promise<CmsIdentity | null> {
  if (viewer?.isAdmin) return deps.content.actAs(actorOf(viewer));
  return deps.content.signedInEditor(headers);
}

/**
 * GET /api/blog/posts/{slug}: a published post (cached); a draft only for a previewer, answered
 * as private. Who is asking is looked up only when no published post has the slug.
 */
export async function postBySlug(
  deps: BlogDeps,
  slug: string,
  previewer: () => Promise<CmsIdentity | null>,
  resHeaders: Headers,
): Promise<BlogPost> {
  const published = await deps.content.findPublishedPost(slug);
  if (published) return published;
  const identity = await previewer();
  const draft = identity ? await deps.content.findAnyPost(identity, slug) : null;
  if (!draft) throw notFound();
  resHeaders.set('Cache-Control', PRIVATE_ANSWER);
  return draft;
}

export async function blogStats(deps: BlogDeps, admin: User): Promise<BlogStats> {
  return deps.content.postStats(await deps.content.actAs(actorOf(admin)));
}

export async function createPost(
  deps: BlogDeps,
  admin: User,
  input: BlogPostCreate,
): Promise<BlogPost> {
  const as = await deps.content.actAs(actorOf(admin));
  const post = await asInputErrors(() =>
    deps.content.createPost(as, input, { firstName: admin.firstName, lastName: admin.lastName }),
  );
  await recordAudit(
    deps.db,
    { id: admin.id, email: admin.email },
    { action: 'post.create', entity: 'post', entityId: post.id, after: post },
    deps.clock.now(),
  );
  return post;
}

export async function updatePost(
  deps: BlogDeps,
  admin: User,
  input: BlogPostUpdate,
): Promise<BlogPost> {
  const as = await deps.content.actAs(actorOf(admin));
  const changed = await asInputErrors(() => deps.content.updatePost(as, input));
  if (!changed) throw notFound();
  await recordAudit(
    deps.db,
    { id: admin.id, email: admin.email },
    {
      action: 'post.edit',
      entity: 'post',
      entityId: changed.after.id,
      before: changed.before,
      after: changed.after,
    },
    deps.clock.now(),
  );
  return changed.after;
}

export async function deletePost(
  deps: BlogDeps,
  admin: User,
  id: string,
): Promise<BlogPostDeleted> {
  const as = await deps.content.actAs(actorOf(admin));
  const deleted = await deps.content.deletePost(as, id);
  if (!deleted) throw notFound();
  await recordAudit(
    deps.db,
    { id: admin.id, email: admin.email },
    { action: 'post.delete', entity: 'post', entityId: deleted.id, before: deleted },
    deps.clock.now(),
  );
  return { id: deleted.id, deleted: true };
}

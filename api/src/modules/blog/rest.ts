import type { BlogListInput } from '@app/domain';
import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { queryObject, restHandler } from '../../rest';

/** GET /api/blog/posts and GET /api/blog/posts/{slug} (spec §7). */
export function blogRest(deps: AppDeps) {
  return new Hono()
    .get(
      '/blog/posts',
      restHandler(deps, (caller, c) => caller.blog.list(queryObject(c) as BlogListInput)),
    )
    .get(
      '/blog/posts/:slug',
      restHandler(deps, (caller, c) => caller.blog.bySlug({ slug: c.req.param('slug') ?? '' })),
    );
}

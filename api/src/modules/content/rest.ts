import type { ContentFaqsInput } from '@app/domain';
import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { restHandler } from '../../rest';

/** GET /api/content/… : the public site's CMS content (issue 5). */
export function contentRest(deps: AppDeps) {
  const exam = (c: { req: { param(name: string): string | undefined } }) =>
    c.req.param('exam') ?? '';
  return new Hono()
    .get(
      '/content/exam-pages/:exam',
      restHandler(deps, (caller, c) => caller.content.examPage({ exam: exam(c) })),
    )
    .get(
      '/content/subjects/:exam/:slug',
      restHandler(deps, (caller, c) =>
        caller.content.subjectPage({ exam: exam(c), slug: c.req.param('slug') ?? '' }),
      ),
    )
    .get(
      '/content/subjects/:exam',
      restHandler(deps, (caller, c) => caller.content.subjects({ exam: exam(c) })),
    )
    .get(
      '/content/testimonials',
      restHandler(deps, (caller) => caller.content.testimonials()),
    )
    .get(
      '/content/success-stories',
      restHandler(deps, (caller) => caller.content.successStories()),
    )
    .get(
      '/content/articles',
      restHandler(deps, (caller) => caller.content.articles()),
    )
    .get(
      '/content/articles/:idOrSlug',
      restHandler(deps, (caller, c) =>
        caller.content.article({ idOrSlug: c.req.param('idOrSlug') ?? '' }),
      ),
    )
    .get(
      '/content/guides',
      restHandler(deps, (caller) => caller.content.guides()),
    )
    .get(
      '/content/faqs',
      restHandler(deps, (caller, c) => {
        const group = c.req.query('group');
        return caller.content.faqs((group ? { group } : {}) as ContentFaqsInput);
      }),
    )
    .get(
      '/content/site-settings',
      restHandler(deps, (caller) => caller.content.siteSettings()),
    )
    .get(
      '/content/pages/:slug',
      restHandler(deps, (caller, c) => caller.content.page({ slug: c.req.param('slug') ?? '' })),
    );
}

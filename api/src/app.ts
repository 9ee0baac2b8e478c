import { IMPORT_MAX_BYTES } from '@app/domain';
import { trpcServer } from '@hono/trpc-server';
import { Hono } from 'hono';
import { cmsWebhookRoutes } from './cms/webhook';
import type { AppDeps } from './deps';
import { clientIp } from './http/client-ip';
import { cmsInputGuard } from './http/cms-input-guard';
import { cmsLoginGuard } from './http/cms-login-guard';
import { csrfProtection, originProtection } from './http/csrf';
import { proxyTo } from './http/proxy';
import { requestLimits } from './http/request-limits';
import { requestLog } from './http/request-log';
import { securityHeaders } from './http/security-headers';
import { sitePages } from './http/site-pages';
import { sitemapRoutes } from './http/sitemap';
import { staticSite } from './http/static-site';
import { unlockRoute } from './modules/auth/unlock-route';
import { healthRoutes } from './modules/health/rest';
import { paymentWebhookRoutes } from './modules/payments/rest';
import { IMPORT_PATH, questionFileRoutes } from './modules/questions/file-routes';
import { reminderOneClickRoute } from './modules/reminders/one-click-route';
import { calendarRoute } from './modules/study-plan/calendar-route';
import { openApiDocument } from './openapi';
import { LOCAL_CHECKOUT_PATH } from './payments/create-provider';
import { errorResponse } from './rest';
import { restRoutes } from './rest-routes';
import { appRouter } from './router';

export const CMS_PATHS = ['/cms', '/cms/*', '/cms-api/*', '/_next/*'];

/** The one origin: SPA, /trpc, /api REST adapters, health probes and the /cms proxy. */
export function createApp(deps: AppDeps) {
  const app = new Hono();
  app.use(requestLog(deps.config.logRequests));
  app.use(securityHeaders({ devServer: Boolean(deps.config.webDevUrl) }, deps.lifecycle));

  // --- Public pages rendered on the server (decision 0009) ---------------------------------
  // Built first: a CMS change notice must also drop the rendered pages it kept.
  const pages = deps.config.webDevUrl
    ? null
    : sitePages({
        webDist: deps.config.webDist,
        publicUrl: deps.config.publicUrl,
        secureCookies: deps.config.secureCookies,
        cacheTtlMs: deps.config.cms.cacheTtlMs,
        log: deps.log,
        call: (request, env) => app.fetch(request, env),
      });
  if (pages) app.use('/internal/cms-changed', pages.afterCmsChange);
  // ---------------------------------------------------------------------------------------

  app.route('/', healthRoutes(deps));
  app.route('/', cmsWebhookRoutes(deps));
  // Signed server-to-server calls: judged by their signature, before the Origin rule.
  app.route('/', paymentWebhookRoutes(deps));
  // RFC 8058 one-click unsubscribe from a study reminder: judged by its signed token.
  app.route('/', reminderOneClickRoute(deps));
  // PAYMENT_PROVIDER=local: the test checkout (Flutterwave's protocol) on this origin.
  if (deps.localCheckout) app.route(LOCAL_CHECKOUT_PATH, deps.localCheckout.app);

  // Bounded before anything else reads the request: batch size and body size.
  app.use('/trpc/*', ...requestLimits({ trpc: true }));
  app.use(
    '/api/*',
    ...requestLimits({
      trpc: false,
      // The bulk import takes a file of up to IMPORT_MAX_BYTES (plus the form's envelope).
      larger: { paths: [IMPORT_PATH], maxBytes: IMPORT_MAX_BYTES + 64 * 1024 },
    }),
  );
  const csrf = csrfProtection(deps.config.publicUrl, [IMPORT_PATH]);
  app.use('/trpc/*', csrf);
  app.use('/api/*', csrf);
  // tRPC answers are personal or set cookies: never stored by a browser or a proxy. An answer
  // its procedure marked private (a draft preview) stays marked: the server render of a page
  // made from it must not keep that page for others (http/site-pages.ts).
  app.use('/trpc/*', async (c, next) => {
    await next();
    const own = c.res.headers.get('Cache-Control') ?? '';
    c.res.headers.set('Cache-Control', /\bprivate\b/.test(own) ? 'private, no-store' : 'no-store');
  });

  app.use(
    '/trpc/*',
    trpcServer({
      endpoint: '/trpc',
      router: appRouter,
      createContext: (opts, c) => ({
        deps,
        req: opts.req,
        resHeaders: opts.resHeaders,
        clientIp: clientIp(c, deps.config.trustProxy),
      }),
      onError: ({ error, path }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') {
          deps.log.error('trpc procedure failed', {
            path,
            error: error.cause?.stack ?? error.stack,
          });
        }
      },
    }),
  );

  // Bulk import and export of questions, and the no-JavaScript upload page (admins only).
  app.route('/', questionFileRoutes(deps));

  const api = new Hono();
  // Every documented path, mounted from the REST declaration on its procedure.
  api.route('/', restRoutes(deps));
  api.route('/', unlockRoute(deps));
  api.route('/', calendarRoute(deps));
  api.get('/openapi.json', (c) =>
    c.json(openApiDocument(deps.config.publicUrl, deps.payments.protocol)),
  );
  api.all('*', (c) =>
    c.json({ message: `No API route for ${c.req.method} ${c.req.path}`, code: 'NOT_FOUND' }, 404),
  );
  app.route('/api', api);

  const cms = proxyTo(deps.config.cms.internalUrl, 'CMS');
  const cmsOrigin = originProtection(deps.config.publicUrl);
  const cmsInput = cmsInputGuard();
  app.post('/cms-api/users/login', cmsOrigin, cmsInput, cmsLoginGuard(deps), cms);
  app.all('/cms-api/*', cmsOrigin, cmsInput, cms);
  for (const path of CMS_PATHS) app.all(path, cmsOrigin, cms);

  // Development: Vite's dev server serves the SPA with hot reload; otherwise the built files.
  if (deps.config.webDevUrl) app.all('*', proxyTo(deps.config.webDevUrl, 'web dev server'));
  else {
    // robots.txt, sitemap.xml and every page's HTML (decision 0009); files and the SPA shell
    // (when a page cannot be rendered) from web/dist.
    app.route('/', sitemapRoutes(deps.config.publicUrl, deps.content, deps.config.webDist));
    if (pages) app.get('*', pages.handler).post('*', pages.formFallback);
    app.use(staticSite(deps.config.webDist));
  }
  app.notFound((c) => c.json({ message: `Not found: ${c.req.path}`, code: 'NOT_FOUND' }, 404));
  app.onError((error, c) => errorResponse(deps, c, error));
  return app;
}

export type App = ReturnType<typeof createApp>;

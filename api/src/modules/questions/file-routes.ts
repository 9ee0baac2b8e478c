import {
  ADMIN_MESSAGES,
  AUTH_MESSAGES,
  adminExamTypeIdSchema,
  IMPORT_MAX_BYTES,
  type ImportReport,
} from '@app/domain';
import type { Context as HonoContext } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { clientIp } from '../../http/client-ip';
import { errorResponse } from '../../rest';
import { currentSession } from '../auth/request-auth';
import {
  EXPORT_CONTENT_TYPES,
  EXPORT_FORMATS,
  exportFilename,
  exportStream,
  omittedCount,
} from './export-file';
import { importQuestions } from './import';
import { deniedPage, errorPage, reportPage, uploadFormPage } from './upload-page';

export const IMPORT_PATH = '/api/admin/questions/import';
export const EXPORT_PATH = '/api/admin/questions/export';

/** The signed-in administrator of a plain (non-tRPC) request, or why not. */
type AdminCheck =
  | { denied: 401 | 403; message: string }
  | { denied: null; user: { id: string; email: string } };

async function adminOf(deps: AppDeps, c: HonoContext): Promise<AdminCheck> {
  const resHeaders = new Headers();
  const auth = await currentSession({
    deps,
    req: c.req.raw,
    resHeaders,
    clientIp: clientIp(c, deps.config.trustProxy),
  });
  for (const cookie of resHeaders.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
  if (!auth) return { denied: 401 as const, message: AUTH_MESSAGES.notSignedIn };
  if (!auth.user.isAdmin) return { denied: 403 as const, message: AUTH_MESSAGES.adminOnly };
  return { denied: null, user: auth.user };
}

/** The uploaded file of a multipart form, or the `{ filename, content }` of a JSON body. */
async function uploadedFile(c: HonoContext) {
  const type = c.req.header('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) {
    let form: FormData;
    try {
      form = await c.req.raw.formData();
    } catch {
      throw new AppError('BAD_REQUEST', 'The upload could not be read; choose the file again.');
    }
    const html = form.get('respond') === 'html';
    const file = form.get('file');
    if (!(file instanceof File) || file.size === 0) {
      return { html, error: ADMIN_MESSAGES.importNoFile };
    }
    return { html, file: { filename: file.name, content: await file.text() } };
  }
  if (type.startsWith('application/json')) {
    const body = z
      .strictObject({
        filename: z.string().max(200).default('upload'),
        content: z.string().max(IMPORT_MAX_BYTES),
      })
      .safeParse(await c.req.json().catch(() => null));
    if (!body.success) {
      throw new AppError(
        'BAD_REQUEST',
        'Send the file as multipart/form-data (field "file") or JSON { "filename", "content" }.',
      );
    }
    return { html: false, file: body.data };
  }
  throw new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    'Send the file as multipart/form-data (field "file") or JSON { "filename", "content" }.',
  );
}

const exportQuerySchema = z.strictObject({
  format: z.enum(EXPORT_FORMATS, { error: 'Format must be csv, json or gift' }).default('csv'),
  examTypeId: adminExamTypeIdSchema.optional(),
  status: z.enum(['active', 'all'], { error: 'Status must be active or all' }).default('active'),
});

/**
 * Bulk import of a CSV, JSON or GIFT file (multipart from /simple-upload.html and the
 * Questions Manager, or a JSON body), export of the bank as CSV, JSON or GIFT, and the
 * no-JavaScript upload page. Administrators only; the
 * import is a state-changing request under /api, so the Origin rule applies to it.
 */
export function questionFileRoutes(deps: AppDeps) {
  const app = new Hono();

  app.get('/simple-upload.html', async (c) => {
    c.header('Cache-Control', 'no-store');
    const admin = await adminOf(deps, c);
    if (admin.denied !== null) return c.html(deniedPage(admin.denied, admin.message), admin.denied);
    return c.html(uploadFormPage());
  });

  app.post(IMPORT_PATH, async (c) => {
    c.header('Cache-Control', 'no-store');
    const wantsHtml = (c.req.header('accept') ?? '').includes('text/html');
    const admin = await adminOf(deps, c);
    if (admin.denied !== null) {
      if (wantsHtml) return c.html(deniedPage(admin.denied, admin.message), admin.denied);
      return c.json(
        { message: admin.message, code: admin.denied === 401 ? 'UNAUTHENTICATED' : 'ADMIN_ONLY' },
        admin.denied,
      );
    }
    let html = wantsHtml;
    try {
      const upload = await uploadedFile(c);
      html = upload.html || wantsHtml;
      if (!upload.file) {
        const message = upload.error as string;
        // The same report as any other file's problem.
        return html
          ? c.html(errorPage(message), 400)
          : c.json(
              {
                message,
                code: 'VALIDATION_FAILED',
                rows: 0,
                imported: 0,
                problems: [{ line: 0, field: 'file', problem: message }],
                moreProblems: 0,
              } satisfies ImportReport & { message: string; code: string },
              400,
            );
      }
      const report: ImportReport = await importQuestions(deps, admin.user, upload.file);
      const status = report.imported > 0 ? 201 : 400;
      if (html) return c.html(reportPage(report, upload.file.filename), status);
      const message =
        report.imported > 0
          ? `Imported ${report.imported} questions.`
          : `Nothing was imported: ${report.problems.length + report.moreProblems} problems.`;
      return c.json(
        { message, ...(report.imported > 0 ? {} : { code: 'VALIDATION_FAILED' }), ...report },
        status,
      );
    } catch (error) {
      if (html) {
        const status = error instanceof AppError ? 400 : 500;
        if (status === 500) deps.log.error('question import failed', { error: String(error) });
        return c.html(
          errorPage(
            error instanceof AppError ? error.message : 'The import failed; nothing was written.',
          ),
          status,
        );
      }
      return errorResponse(deps, c, error);
    }
  });

  app.get(EXPORT_PATH, async (c) => {
    c.header('Cache-Control', 'no-store');
    const admin = await adminOf(deps, c);
    if (admin.denied !== null) {
      return c.json(
        { message: admin.message, code: admin.denied === 401 ? 'UNAUTHENTICATED' : 'ADMIN_ONLY' },
        admin.denied,
      );
    }
    const query = exportQuerySchema.safeParse(c.req.query());
    if (!query.success) return errorResponse(deps, c, query.error);
    const day = new Date(deps.clock.now()).toISOString().slice(0, 10);
    const { format, ...filter } = query.data;
    const omitted = await omittedCount(deps, format, filter);
    return c.body(exportStream(deps, format, filter, { day, omitted }), 200, {
      'Content-Type': EXPORT_CONTENT_TYPES[format],
      'Content-Disposition': `attachment; filename="${exportFilename(format, day)}"`,
      // Questions the format cannot express (GIFT: ordered items), left out of the file.
      'X-Omitted-Questions': String(omitted),
    });
  });

  return app;
}

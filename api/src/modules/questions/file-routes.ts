import {
  ADMIN_MESSAGES,
  AUTH_MESSAGES,
  adminExamTypeIdSchema,
  findExamById,
  IMPORT_MAX_BYTES,
  type ImportReport,
  QUESTION_CSV_COLUMNS,
} from '@app/domain';
import type { Context as HonoContext } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { clientIp } from '../../http/client-ip';
import { errorResponse } from '../../rest';
import { currentSession } from '../auth/request-auth';
import { ADMIN_QUESTION_COLUMNS, type AdminQuestionRow } from './admin-repo';
import { csvRow } from './csv';
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
  format: z.enum(['csv', 'json'], { error: 'Format must be csv or json' }).default('csv'),
  examTypeId: adminExamTypeIdSchema.optional(),
  status: z.enum(['active', 'all'], { error: 'Status must be active or all' }).default('active'),
});

const PAGE = 1000;

/** The bank in pages (by id), so that a 100,000-question export never sits in memory whole. */
async function* pages(deps: AppDeps, query: z.infer<typeof exportQuerySchema>) {
  let after = 0;
  for (;;) {
    let q = deps.db
      .selectFrom('questions')
      .select(ADMIN_QUESTION_COLUMNS)
      .where('id', '>', after)
      .where('replaced_by_id', 'is', null)
      .orderBy('id')
      .limit(PAGE);
    if (query.examTypeId !== undefined) q = q.where('exam_type_id', '=', query.examTypeId);
    if (query.status === 'active') q = q.where('is_active', '=', 1);
    const rows = (await q.execute()) as AdminQuestionRow[];
    if (rows.length === 0) return;
    yield rows;
    after = rows[rows.length - 1]?.id as number;
  }
}

function csvLines(row: AdminQuestionRow) {
  return csvRow([
    row.id,
    row.exam_type_id,
    row.category,
    row.passage ?? '',
    row.question_text,
    row.option_a,
    row.option_b,
    row.option_c,
    row.option_d,
    row.option_e ?? '',
    row.correct_answer,
    row.explanation,
    row.difficulty,
    row.is_active === 1 ? 'active' : 'retired',
  ]);
}

/** JSON in the seed files' format: one `{ exam, category, questions }` per exam and category. */
function jsonGroups(rows: AdminQuestionRow[]) {
  const groups = new Map<string, { exam: string; category: string; questions: unknown[] }>();
  for (const row of rows) {
    const exam = findExamById(row.exam_type_id)?.slug ?? String(row.exam_type_id);
    const id = `${exam}|${row.category}`;
    let group = groups.get(id);
    if (!group) {
      group = { exam, category: row.category, questions: [] };
      groups.set(id, group);
    }
    const numeric = row.item_type === 'numeric';
    group.questions.push({
      key: row.seed_key ?? `question-${row.id}`,
      ...(row.item_type !== 'single' ? { type: row.item_type } : {}),
      difficulty: row.difficulty,
      ...(row.passage ? { passage: row.passage } : {}),
      questionText: row.question_text,
      ...(numeric
        ? {}
        : {
            optionA: row.option_a,
            optionB: row.option_b,
            optionC: row.option_c,
            optionD: row.option_d,
          }),
      ...(row.option_e ? { optionE: row.option_e } : {}),
      ...(row.option_f ? { optionF: row.option_f } : {}),
      correctAnswer: row.correct_answer,
      ...(row.unit ? { unit: row.unit } : {}),
      ...(row.tolerance !== null ? { tolerance: row.tolerance } : {}),
      explanation: row.explanation,
    });
  }
  return [...groups.values()];
}

function exportStream(deps: AppDeps, query: z.infer<typeof exportQuerySchema>) {
  const encoder = new TextEncoder();
  const json: AdminQuestionRow[] = [];
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      try {
        if (query.format === 'csv') {
          controller.enqueue(encoder.encode(csvRow(['id', ...QUESTION_CSV_COLUMNS, 'status'])));
          for await (const rows of pages(deps, query)) {
            controller.enqueue(encoder.encode(rows.map(csvLines).join('')));
          }
        } else {
          // Grouping needs every row of a group: JSON exports are built whole (bounded by the bank).
          for await (const rows of pages(deps, query)) json.push(...rows);
          json.sort(
            (a, b) =>
              a.exam_type_id - b.exam_type_id ||
              a.category.localeCompare(b.category) ||
              a.id - b.id,
          );
          controller.enqueue(encoder.encode(JSON.stringify(jsonGroups(json), null, 2)));
        }
        controller.close();
      } catch (error) {
        deps.log.error('question export failed', { error: String(error) });
        controller.error(error);
      }
    },
  });
}

/**
 * Bulk import (multipart from /simple-upload.html and the Questions Manager, or JSON), export
 * of the bank as CSV or JSON, and the no-JavaScript upload page. Administrators only; the
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
        return html
          ? c.html(errorPage(message), 400)
          : c.json({ message, code: 'VALIDATION_FAILED' }, 400);
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
    const { format } = query.data;
    return c.body(exportStream(deps, query.data), 200, {
      'Content-Type':
        format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="questions-${day}.${format}"`,
    });
  });

  return app;
}

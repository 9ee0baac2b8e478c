import {
  BRAND_NAME,
  ERROR_CODES,
  QUESTION_CSV_COLUMNS,
  QUESTION_CSV_REQUIRED,
  QUESTION_FILE_FORMATS,
} from '@app/domain';
import { z } from 'zod';
import { restRegistry } from './rest-registry';

type JsonSchema = Record<string, unknown> & {
  properties?: Record<string, unknown>;
  required?: string[];
};

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as JsonSchema;
  return rest;
}

const errorBody = {
  type: 'object',
  required: ['message', 'code'],
  properties: {
    message: { type: 'string', description: 'Written for people; show it, do not parse it.' },
    code: { type: 'string', enum: [...ERROR_CODES], description: 'Decide on this.' },
    issues: {
      type: 'array',
      items: {
        type: 'object',
        required: ['path', 'message'],
        properties: { path: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
};

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** Paths under /api that are not procedures: documented here, mounted in app.ts. */
export function extraPaths(webhookProtocol: string) {
  return {
    '/openapi.json': {
      get: {
        operationId: 'openapi',
        summary: 'This document.',
        tags: ['meta'],
        responses: { '200': { description: 'The OpenAPI 3.1 document.' } },
      },
    },
    '/auth/unlock': {
      get: {
        operationId: 'auth_unlock',
        summary:
          'The link of the unlock e-mail: trusts this browser for the account, then redirects to /auth.',
        tags: ['auth'],
        parameters: [{ name: 'token', in: 'query', required: true, schema: { type: 'string' } }],
        responses: {
          '303': { description: 'To /auth?unlock=ok or /auth?unlock=invalid.' },
          '429': errorResponse('Too many attempts from this address.'),
        },
      },
    },
    '/study-plan/{examTypeId}/calendar.ics': {
      get: {
        operationId: 'studyPlan_calendar',
        summary:
          'The study plan of a paid exam as an iCalendar file (RFC 5545): one all-day event per day from today with work in it, in the student’s time zone (utcOffsetMinutes, minutes east of UTC). Decision 0042.',
        tags: ['readiness'],
        security: [{ sessionCookie: [] }],
        parameters: [
          { name: 'examTypeId', in: 'path', required: true, schema: { type: 'integer' } },
          {
            name: 'utcOffsetMinutes',
            in: 'query',
            required: false,
            schema: { type: 'integer', minimum: -720, maximum: 840, default: 0 },
          },
        ],
        responses: {
          '200': {
            description: 'The calendar, as an attachment named <exam-slug>-study-plan.ics.',
            content: { 'text/calendar': { schema: { type: 'string' } } },
          },
          '401': errorResponse('Not signed in.'),
          '403': errorResponse('No paid access to the exam (SUBSCRIPTION_REQUIRED).'),
        },
      },
    },
    '/admin/questions/import': {
      post: {
        operationId: 'questions_importFile',
        summary: `Bulk import of a question file (administrators): CSV (a header row naming ${QUESTION_CSV_COLUMNS.join(', ')}; required: ${QUESTION_CSV_REQUIRED.join(', ')}), JSON in the seed files' format, or Moodle GIFT (.gift or .txt: multiple choice, multiple answers, numeric; $CATEGORY: <exam slug>/<category>). One validation and one report for every format. Nothing is written unless every question is valid and new. Field "respond=html" (or Accept: text/html) answers an HTML report. See /simple-upload.html for the formats.`,
        tags: ['questions'],
        security: [{ sessionCookie: [] }],
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                properties: {
                  file: { type: 'string', format: 'binary' },
                  respond: { type: 'string', enum: ['html', 'json'] },
                },
                required: ['file'],
              },
            },
            'application/json': {
              schema: {
                type: 'object',
                properties: { filename: { type: 'string' }, content: { type: 'string' } },
                required: ['content'],
              },
            },
          },
        },
        responses: {
          '201': {
            description: 'Imported: { message, rows, imported, problems: [], moreProblems }.',
          },
          '400': errorResponse(
            'Nothing imported: the report lists { line, field, problem } per problem.',
          ),
          '401': errorResponse('Not signed in.'),
          '403': errorResponse('Not an administrator, or a foreign Origin.'),
          '413': errorResponse('File over 5 MB.'),
        },
      },
    },
    '/admin/questions/export': {
      get: {
        operationId: 'questions_export',
        summary:
          "The bank as a CSV, JSON (seed format) or GIFT (Moodle, as .txt) download (administrators); each imports back to the same questions. Current versions only; status=active (default) or all. GIFT has no ordering type: ordered items are left out, counted in the X-Omitted-Questions header (0 for CSV and JSON) and in the file's first lines.",
        tags: ['questions'],
        security: [{ sessionCookie: [] }],
        parameters: [
          {
            name: 'format',
            in: 'query',
            schema: { type: 'string', enum: [...QUESTION_FILE_FORMATS] },
          },
          { name: 'examTypeId', in: 'query', schema: { type: 'integer' } },
          { name: 'status', in: 'query', schema: { type: 'string', enum: ['active', 'all'] } },
        ],
        responses: {
          '200': {
            description: 'The file (Content-Disposition: attachment).',
            headers: {
              'X-Omitted-Questions': {
                description: 'Questions the format cannot express, left out (GIFT: ordered items).',
                schema: { type: 'integer' },
              },
            },
          },
          '400': errorResponse('Bad format, exam or status.'),
          '401': errorResponse('Not signed in.'),
          '403': errorResponse('Not an administrator.'),
        },
      },
    },
    [`/payments/webhooks/${webhookProtocol}`]: {
      post: {
        operationId: `paymentWebhook_${webhookProtocol}`,
        summary: `Payment provider webhook (${webhookProtocol}); authenticated by its signature header, not by Origin.`,
        tags: ['payments'],
        requestBody: { required: true, content: { 'application/json': { schema: {} } } },
        responses: {
          '200': { description: 'Received (also for a repeated event or an unknown reference).' },
          '401': errorResponse('Bad signature: nothing changed.'),
          '413': errorResponse('Body over 64 KB.'),
          '503': errorResponse('The provider could not verify it now; retry later.'),
        },
      },
    },
  };
}

let cached: { key: string; document: unknown } | null = null;

/**
 * The OpenAPI 3.1 document of the REST surface, generated from the REST registry: each
 * procedure's REST declaration and its zod input and output schemas (never written by hand).
 */
export function openApiDocument(publicUrl: string, webhookProtocol = 'flutterwave'): unknown {
  const key = `${publicUrl}|${webhookProtocol}`;
  if (cached?.key === key) return cached.document;
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of restRegistry) {
    const { rest } = route;
    const pathParams = [...rest.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
    const input = route.input ? jsonSchema(route.input, 'input') : undefined;
    const properties = { ...(input?.properties ?? {}) };
    const required = (input?.required ?? []).filter((name) => !pathParams.includes(name));
    const parameters: unknown[] = pathParams.map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: properties[name] ?? { type: 'string' },
    }));
    for (const name of pathParams) delete properties[name];
    let requestBody: unknown;
    if (rest.method === 'GET' || rest.method === 'DELETE') {
      for (const [name, schema] of Object.entries(properties)) {
        parameters.push({ name, in: 'query', required: required.includes(name), schema });
      }
    } else if (input) {
      for (const field of rest.ignoredFields ?? []) {
        properties[field] = {
          description: 'Accepted for compatibility and ignored by the server.',
        };
      }
      requestBody = {
        required: required.length > 0,
        content: {
          'application/json': {
            schema: { ...input, properties, ...(required.length ? { required } : {}) },
          },
        },
      };
    }
    const success = rest.status === 'created' ? ['201', '200'] : [String(rest.status ?? 200)];
    const output = jsonSchema(route.outputSchema, 'output');
    const responses: Record<string, unknown> = {};
    for (const status of success) {
      responses[status] = {
        description: status === '201' ? 'Created' : 'OK',
        content: { 'application/json': { schema: output } },
      };
    }
    if (input) responses['400'] = errorResponse('Invalid input; `issues` names each field.');
    if (rest.access !== 'public') responses['401'] = errorResponse('Not signed in.');
    responses['403'] = errorResponse('Not allowed (or a cross-site request).');
    responses['429'] = errorResponse('Too many requests; see Retry-After.');
    responses.default = errorResponse('Any other error, with its code.');
    const path = paths[rest.path] ?? {};
    paths[rest.path] = path;
    path[rest.method.toLowerCase()] = {
      operationId: route.procedure.replace('.', '_'),
      summary: rest.summary,
      tags: rest.tags,
      'x-trpc-procedure': route.procedure,
      ...(rest.access === 'public' ? {} : { security: [{ sessionCookie: [] }] }),
      ...(rest.access === 'admin' ? { 'x-access': 'admin' } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses,
    };
  }
  Object.assign(paths, extraPaths(webhookProtocol));
  const document = {
    openapi: '3.1.0',
    info: {
      title: `${BRAND_NAME} REST API`,
      version: '1.0.0',
      description:
        'The documented REST paths (spec §7). Each is a thin adapter over a tRPC procedure ' +
        '(x-trpc-procedure). State-changing requests need the site Origin and, with a body, ' +
        'Content-Type: application/json. Errors are {message, code, issues?}.',
    },
    servers: [{ url: `${publicUrl}/api` }],
    paths,
    components: {
      schemas: { Error: errorBody },
      securitySchemes: {
        sessionCookie: { type: 'apiKey', in: 'cookie', name: 'session' },
      },
    },
  };
  cached = { key, document };
  return document;
}

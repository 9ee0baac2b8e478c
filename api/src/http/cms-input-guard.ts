import type { MiddlewareHandler } from 'hono';

/** Our CMS collections (cms/src/collections): their documents have integer ids. */
const COLLECTIONS = new Set([
  'articles',
  'exam-pages',
  'faqs',
  'guides',
  'media',
  'pages',
  'posts',
  'subjects',
  'success-stories',
  'testimonials',
  'users',
  'payload-preferences',
  'payload-locked-documents',
]);
/**
 * Payload's endpoints of the users (auth) collection that are not a document id, with the one
 * method each answers (with another, Payload takes the name for an id and fails with a 500).
 */
const AUTH_ACTIONS = new Map([
  ['me', 'GET'],
  ['init', 'GET'],
  ['login', 'POST'],
  ['logout', 'POST'],
  ['refresh-token', 'POST'],
  ['forgot-password', 'POST'],
  ['reset-password', 'POST'],
  ['unlock', 'POST'],
  ['first-register', 'POST'],
  ['verify', 'POST'],
]);
/** Auth actions that take no body (any other write to /cms-api needs a JSON object or a form). */
const BODILESS_ACTIONS = new Set(['logout', 'refresh-token', 'verify']);
/** Query operators Payload supports on our fields (no geo fields: near/within/intersects fail). */
const OPERATORS = new Set([
  'equals',
  'not_equals',
  'in',
  'not_in',
  'all',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'not_like',
  'contains',
  'and',
  'or',
]);
/**
 * Names every object inherits (`__proto__`, `constructor`, `toString`, …): Payload looks a
 * collection up by name in a plain object, finds these, and fails with a 500.
 */
const INHERITED_NAMES = new Set(Object.getOwnPropertyNames(Object.prototype));
const INTEGER_PARAMS = ['limit', 'page', 'depth'];
const MAX_ID = 2_147_483_647;
const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;

const isId = (value: string) => /^[1-9]\d{0,9}$/.test(value) && Number(value) <= MAX_ID;

function refuse(status: 400 | 404 | 413 | 415, message: string) {
  const code = {
    400: 'VALIDATION_FAILED',
    404: 'NOT_FOUND',
    413: 'PAYLOAD_TOO_LARGE',
    415: 'UNSUPPORTED_MEDIA_TYPE',
  }[status];
  return Response.json({ message, code }, { status });
}

/** Why a /cms-api request is malformed, as the answer to give, or null when it may go on. */
export function cmsInputProblem(method: string, url: URL, contentType: string, length: number) {
  // Segment by segment, so an encoded '/' stays inside its segment.
  let segments: string[];
  try {
    segments = url.pathname.split('/').map((part) => decodeURIComponent(part));
  } catch {
    return refuse(400, 'The address is not valid.');
  }
  if (url.pathname.length > 1024 || segments.some((part) => part.includes('\0'))) {
    return refuse(400, 'The address is not valid.');
  }
  const [, , collection, second, third] = segments;
  if (collection === 'payload-migrations') return refuse(404, 'Not found.');
  if (collection !== undefined && INHERITED_NAMES.has(collection)) {
    return refuse(404, 'Not found.');
  }
  const hasSecond = second !== undefined && (second !== '' || segments.length > 4);
  if (collection && COLLECTIONS.has(collection) && second !== undefined && hasSecond) {
    if (collection === 'media' && second === 'file') {
      if (!third || !/^[\w][\w .()-]{0,199}$/.test(third) || third.includes('..')) {
        return refuse(404, 'File not found.');
      }
    } else if (
      collection !== 'payload-preferences' &&
      !isId(second) &&
      second !== 'count' &&
      !(second === 'access' && third !== undefined && isId(third)) &&
      !(collection === 'users' && AUTH_ACTIONS.get(second) === (method === 'HEAD' ? 'GET' : method))
    ) {
      // Anything else in the id's place reaches Payload as an id and fails with a 500.
      return refuse(404, 'Not found.');
    }
  }
  for (const name of INTEGER_PARAMS) {
    const value = url.searchParams.get(name);
    if (value !== null && !/^\d{1,9}$/.test(value)) {
      return refuse(400, `${name} must be a whole number.`);
    }
  }
  for (const key of url.searchParams.keys()) {
    if (!key.startsWith('where[')) continue;
    const parts = [...key.matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] as string);
    const operator = parts.at(-1) ?? '';
    if (!/^\d+$/.test(operator) && !OPERATORS.has(operator) && parts.length > 1) {
      return refuse(400, `Unsupported query operator '${operator.slice(0, 40)}'.`);
    }
  }
  if (method !== 'GET' && method !== 'HEAD' && length > 0) {
    if (length > MAX_UPLOAD_BYTES) return refuse(413, 'The upload is too large (25 MB at most).');
    if (
      !/^(application\/json|multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(
        contentType,
      )
    ) {
      return refuse(415, 'Send JSON, a form or a multipart upload.');
    }
  }
  return null;
}

/** The `_payload` field of a form (Payload reads a document's fields from it as JSON). */
function multipartField(body: Buffer, boundary: string, name: string): string | null {
  const parts = body.toString('latin1').split(`--${boundary}`);
  for (const part of parts) {
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd < 0) continue;
    const headers = part.slice(0, headerEnd);
    if (!new RegExp(`name="${name}"`, 'i').test(headers)) continue;
    const value = part.slice(headerEnd + 4).replace(/\r\n$/, '');
    return Buffer.from(value, 'latin1').toString('utf8');
  }
  return null;
}

/** Whether `text` is JSON for an object (what Payload expects as a document's data). */
function isJsonObject(text: string): boolean {
  try {
    const value = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

/**
 * Why a write's body would fail inside Payload (a 500 there), as the answer to give, or null:
 * a multipart body without its end, a document's data that is not a JSON object (sent as JSON
 * or as a form's `_payload`), or no data at all where a document is created or changed.
 */
async function cmsBodyProblem(request: Request, url: URL): Promise<Response | null> {
  if (!['POST', 'PATCH', 'PUT'].includes(request.method)) return null;
  const type = request.headers.get('content-type') ?? '';
  const [, , collection, second] = url.pathname.split('/');
  const action = collection === 'users' && second ? second : '';
  // Data is needed to create a document (a POST to the collection), to change documents (a
  // PATCH or PUT), and by the auth actions but logout, refresh and verify.
  const needsData =
    request.method !== 'POST' ||
    !second ||
    (AUTH_ACTIONS.has(action) && !BODILESS_ACTIONS.has(action));
  if (/^multipart\/form-data/i.test(type)) {
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (!boundary) return refuse(400, 'The multipart body has no boundary.');
    const body = Buffer.from(await request.clone().arrayBuffer());
    if (!body.includes(`--${boundary}--`)) return refuse(400, 'The multipart body is incomplete.');
    const data = multipartField(body, boundary, '_payload');
    if (data !== null && !isJsonObject(data)) {
      return refuse(400, 'The form field _payload must be a JSON object.');
    }
    return null;
  }
  const text = await request.clone().text();
  if (/^application\/x-www-form-urlencoded/i.test(type)) {
    const data = new URLSearchParams(text).get('_payload');
    if (data !== null && !isJsonObject(data)) {
      return refuse(400, 'The form field _payload must be a JSON object.');
    }
    return null;
  }
  if (text.trim() === '') {
    return needsData ? refuse(400, 'Send the document as a JSON object.') : null;
  }
  if (!isJsonObject(text)) return refuse(400, 'The body must be a JSON object.');
  return null;
}

/**
 * In front of the CMS proxy (attack run, issue 14: Payload answered 500 to malformed input):
 * an id that is not a number, a bad page size, an operator our fields cannot take, a missing
 * or odd file name, a body of another type, a multipart body without its end: each gets a
 * 4xx with a message, before Payload sees it.
 */
export function cmsInputGuard(): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const length = Number(c.req.header('content-length') ?? 0);
    const problem = cmsInputProblem(
      c.req.method,
      url,
      c.req.header('content-type') ?? '',
      Number.isFinite(length) ? length : MAX_UPLOAD_BYTES + 1,
    );
    if (problem) return problem;
    const bodyProblem = await cmsBodyProblem(c.req.raw, url);
    if (bodyProblem) return bodyProblem;
    await next();
    // A file that is not there: Payload's file route answers 500 rather than 404.
    if (url.pathname.startsWith('/cms-api/media/file/') && c.res.status === 500) {
      c.res = refuse(404, 'File not found.');
    }
  };
}

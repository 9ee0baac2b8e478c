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
/** Payload's endpoints of the users (auth) collection that are not a document id. */
const AUTH_ACTIONS = new Set([
  'me',
  'init',
  'login',
  'logout',
  'refresh-token',
  'forgot-password',
  'reset-password',
  'unlock',
  'first-register',
  'verify',
]);
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
      !(collection === 'users' && AUTH_ACTIONS.has(second))
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
    const type = c.req.header('content-type') ?? '';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (/^multipart\/form-data/i.test(type)) {
      if (!boundary) return refuse(400, 'The multipart body has no boundary.');
      const body = Buffer.from(await c.req.raw.clone().arrayBuffer());
      if (!body.includes(`--${boundary}--`))
        return refuse(400, 'The multipart body is incomplete.');
    }
    await next();
    // A file that is not there: Payload's file route answers 500 rather than 404.
    if (url.pathname.startsWith('/cms-api/media/file/') && c.res.status === 500) {
      c.res = refuse(404, 'File not found.');
    }
  };
}

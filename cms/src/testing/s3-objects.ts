/**
 * The object operations of the S3 stand-in on its one in-memory bucket: PutObject (with
 * If-None-Match: *, stored headers and x-amz-meta-*), GetObject and HeadObject (single byte
 * ranges, response-* overrides, checksums on request) and DeleteObjects. Besides each object's
 * bytes the bucket keeps what S3 returns with them — ETag, stored headers, checksums — which
 * objects put into `objects` directly by a test get lazily. Listing is in s3-listing.ts.
 */
import { createHash } from 'node:crypto';
import { CHECKSUM_HEADERS } from './s3-checksums';
import { fail, type Reply, type S3Failure, type S3Request } from './s3-protocol';
import { element, parseDeleteRequest, XMLNS, xmlReply } from './s3-xml';

export type StoredObject = { body: Buffer; contentType: string; lastModified: Date };
/** What S3 keeps beside the bytes; objects put into `objects` directly get it lazily. */
export type ObjectMeta = {
  etag: string;
  headers: [string, string][];
  checksums: Map<string, string>;
};
export type Bucket = {
  name: string;
  objects: Map<string, StoredObject>;
  meta: WeakMap<StoredObject, ObjectMeta>;
};
type Range = [number, number] | 'unsatisfiable' | null;

/** Request headers S3 stores with an object and returns on GET and HEAD. */
const STORED_HEADERS = ['cache-control', 'content-disposition', 'content-language', 'expires'];
/** GetObject's response-* parameters, which override the matching response headers. */
export const OVERRIDES = ['type', 'language', 'encoding', 'disposition']
  .map((name) => `response-content-${name}`)
  .concat('response-cache-control', 'response-expires');
const MALFORMED_XML = fail(400, 'MalformedXML', 'The XML you provided was not well-formed.');

/** S3's ETag for a single-part upload: the quoted hex MD5 of the bytes. */
function etagOf(body: Buffer): string {
  return `"${createHash('md5').update(body).digest('hex')}"`;
}

export function putObject(bucket: Bucket, req: S3Request, key: string): Reply | S3Failure {
  const header = (name: string) => req.headers.get(name)?.join(',');
  if (header('if-none-match') === '*' && bucket.objects.has(key)) {
    const message = 'At least one of the pre-conditions you specified did not hold';
    return fail(412, 'PreconditionFailed', message, { Condition: 'If-None-Match' });
  }
  const contentType = header('content-type') ?? 'binary/octet-stream';
  const object = { body: req.body, contentType, lastModified: new Date() };
  const metadata = [...req.headers.keys()].filter((name) => name.startsWith('x-amz-meta-'));
  const headers = [...STORED_HEADERS, ...metadata].flatMap((name) => {
    const value = header(name);
    return value === undefined ? [] : [[name, value] as [string, string]];
  });
  const encodings = (header('content-encoding') ?? '').split(',').map((e) => e.trim());
  const encoding = encodings.filter((e) => e && e !== 'aws-chunked').join(', ');
  if (encoding) headers.push(['content-encoding', encoding]);
  const etag = etagOf(req.body);
  bucket.meta.set(object, { etag, headers, checksums: req.checksums });
  bucket.objects.set(key, object);
  return { status: 200, headers: { etag, ...Object.fromEntries(req.checksums) } };
}

export function metaOf(bucket: Bucket, object: StoredObject): ObjectMeta {
  const known = bucket.meta.get(object);
  if (known) return known;
  const meta = { etag: etagOf(object.body), headers: [], checksums: new Map<string, string>() };
  bucket.meta.set(object, meta);
  return meta;
}

/** GetObject, and HeadObject, which the server answers without the body. */
export function getObject(bucket: Bucket, req: S3Request, key: string): Reply | S3Failure {
  const object = bucket.objects.get(key);
  if (!object) return fail(404, 'NoSuchKey', 'The specified key does not exist.', { Key: key });
  const meta = metaOf(bucket, object);
  const size = object.body.length;
  const headers: Record<string, string> = {
    'content-type': object.contentType,
    etag: meta.etag,
    'last-modified': object.lastModified.toUTCString(),
    'accept-ranges': 'bytes',
    ...Object.fromEntries(meta.headers),
  };
  for (const [name, value] of req.target.query) {
    if (OVERRIDES.includes(name)) headers[name.slice('response-'.length)] = value;
  }
  const rangeHeader = req.headers.get('range')?.[0];
  const range = parseRange(rangeHeader, size);
  if (range === 'unsatisfiable') {
    const details = { RangeRequested: rangeHeader ?? '', ActualObjectSize: `${size}` };
    return fail(416, 'InvalidRange', 'The requested range is not satisfiable', details);
  }
  if (!range) {
    // Whole-object checksums, which the SDK validates when it sends x-amz-checksum-mode.
    if (req.headers.get('x-amz-checksum-mode')?.[0] === 'ENABLED') {
      Object.assign(headers, Object.fromEntries(meta.checksums));
    }
    return { status: 200, headers: { ...headers, 'content-length': `${size}` }, body: object.body };
  }
  const [start, end] = range;
  headers['content-range'] = `bytes ${start}-${end}/${size}`;
  headers['content-length'] = `${end - start + 1}`;
  return { status: 206, headers, body: object.body.subarray(start, end + 1) };
}

/**
 * One `bytes=` range as RFC 9110 defines it. A header that is absent or not one valid byte
 * range is ignored, as S3 does (the whole object is sent); `unsatisfiable` means 416.
 */
function parseRange(header: string | undefined, size: number): Range {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return null;
  const [first, last] = [m[1] ? Number(m[1]) : null, m[2] ? Number(m[2]) : null];
  if (first === null) {
    return last === 0 || size === 0 ? 'unsatisfiable' : [Math.max(0, size - (last ?? 0)), size - 1];
  }
  if (last !== null && last < first) return null;
  return first >= size ? 'unsatisfiable' : [first, Math.min(last ?? size - 1, size - 1)];
}

export function deleteObjects(bucket: Bucket, req: S3Request): Reply | S3Failure {
  if (!['content-md5', ...CHECKSUM_HEADERS].some((name) => req.headers.has(name))) {
    return fail(400, 'InvalidRequest', 'Missing required header for this request: Content-MD5');
  }
  const parsed = parseDeleteRequest(req.body.toString('utf8'));
  if (!parsed) return MALFORMED_XML;
  const results = parsed.keys.map((key) => {
    bucket.objects.delete(key);
    return parsed.quiet ? '' : `<Deleted>${element('Key', key)}</Deleted>`;
  });
  return xmlReply(200, `<DeleteResult xmlns="${XMLNS}">${results.join('')}</DeleteResult>`);
}

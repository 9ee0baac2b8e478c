/**
 * AWS Signature Version 4 as Amazon S3 documents it, for the S3 stand-in (s3-stand-in.ts):
 * verifies a request's Authorization header or presigned-URL query parameters — credential
 * scope, date and expiry, signed headers, and the signature over the canonical request — and
 * hands back the payload hash it declared and the signing context that aws-chunked chunk and
 * trailer signatures are chained from (see s3-aws-chunked.ts). It does not look at the body.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { fail, type S3Failure } from './s3-protocol';

export type Credentials = { accessKeyId: string; secretAccessKey: string; region: string };

/** The parts of a request that a signature covers. */
export type SignedRequest = {
  method: string;
  /** The path as sent, without the query. */
  path: string;
  /** Decoded query parameters, in order. */
  query: [string, string][];
  /** Lower-case header name → its values, in arrival order. */
  headers: Map<string, string[]>;
};

/** What chunk and trailer signatures are chained from. */
export type SigningContext = { key: Buffer; amzDate: string; scope: string; seed: string };

export type AuthResult = { payloadHash: string; signing: SigningContext } | S3Failure;

const ALGORITHM = 'AWS4-HMAC-SHA256';
const MAX_SKEW_MS = 15 * 60 * 1000;
const MAX_PRESIGNED_EXPIRY_S = 7 * 24 * 60 * 60;

export function sha256Hex(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

function hmac(key: Buffer | string, data: string): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

/** SigV4 URI encoding: everything but A-Z a-z 0-9 - _ . ~ is percent-encoded (upper-case hex). */
function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** S3's canonical URI: each path segment encoded once (S3 does not double-encode). */
function canonicalUri(path: string): string {
  return path
    .split('/')
    .map((segment) => uriEncode(decodeURIComponent(segment)))
    .join('/');
}

function canonicalQuery(query: [string, string][]): string {
  return query
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([n1, v1], [n2, v2]) => (n1 === n2 ? compare(v1, v2) : compare(n1, n2)))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function canonicalHeaders(headers: Map<string, string[]>, names: string[]): string {
  const values = (name: string) =>
    (headers.get(name) ?? []).map((v) => v.trim().replace(/\s+/g, ' ')).join(',');
  return names.map((name) => `${name}:${values(name)}\n`).join('');
}

export function signingKey(secret: string, date: string, region: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), 's3'), 'aws4_request');
}

/** A hex HMAC-SHA256 signature over a string to sign's lines. */
export function sign(key: Buffer, lines: string[]): string {
  return hmac(key, lines.join('\n')).toString('hex');
}

/** Compares signatures in constant time. */
export function sameSignature(expected: string, provided: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(provided);
  return a.length === b.length && timingSafeEqual(a, b);
}

function parseAmzDate(value: string): number | null {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number) as number[];
  const time = Date.UTC(y ?? 0, (mo ?? 0) - 1, d, h, mi, s);
  return new Date(time).toISOString().replace(/[-:]|\.\d+/g, '') === value ? time : null;
}

type AuthFields = {
  credential: string;
  signedHeaders: string;
  signature: string;
  amzDate: string;
  payloadHash: string;
  /** Seconds a presigned URL stays valid; undefined for the Authorization header. */
  expires?: number;
  malformed: string;
};

function headerFields(req: SignedRequest, header: string): AuthFields | S3Failure {
  const malformed = 'AuthorizationHeaderMalformed';
  if (!header.startsWith(`${ALGORITHM} `)) {
    return fail(400, 'InvalidArgument', 'Unsupported Authorization Type; use AWS4-HMAC-SHA256');
  }
  const fields = new Map<string, string>();
  for (const part of header.slice(ALGORITHM.length + 1).split(',')) {
    const at = part.indexOf('=');
    if (at > 0) fields.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  const [credential, signedHeaders, signature] = ['Credential', 'SignedHeaders', 'Signature'].map(
    (name) => fields.get(name),
  );
  if (!credential || !signedHeaders || !signature) {
    return fail(400, malformed, 'The authorization header is malformed.');
  }
  const payloadHash = req.headers.get('x-amz-content-sha256')?.[0];
  if (!payloadHash) {
    return fail(400, 'InvalidRequest', 'Missing required header: x-amz-content-sha256');
  }
  const amzDate = req.headers.get('x-amz-date')?.[0] ?? '';
  return { credential, signedHeaders, signature, amzDate, payloadHash, malformed };
}

function queryFields(req: SignedRequest): AuthFields | S3Failure {
  const malformed = 'AuthorizationQueryParametersError';
  const param = (name: string) => req.query.find(([n]) => n === name)?.[1];
  if (param('X-Amz-Algorithm') !== ALGORITHM) {
    return fail(400, malformed, `X-Amz-Algorithm only supports "${ALGORITHM}"`);
  }
  const [credential, signedHeaders, signature, amzDate, expires] = [
    'X-Amz-Credential',
    'X-Amz-SignedHeaders',
    'X-Amz-Signature',
    'X-Amz-Date',
    'X-Amz-Expires',
  ].map(param);
  if (!credential || !signedHeaders || !signature || !amzDate || !expires) {
    const message =
      'Query-string authentication requires X-Amz-Credential, X-Amz-Signature, X-Amz-Date, X-Amz-SignedHeaders and X-Amz-Expires.';
    return fail(400, malformed, message);
  }
  if (!/^\d{1,6}$/.test(expires) || Number(expires) > MAX_PRESIGNED_EXPIRY_S) {
    return fail(400, malformed, 'X-Amz-Expires must be between 0 and 604800 seconds');
  }
  const payloadHash =
    param('X-Amz-Content-Sha256') ??
    req.headers.get('x-amz-content-sha256')?.[0] ??
    'UNSIGNED-PAYLOAD';
  const fields = { credential, signedHeaders, signature, amzDate, payloadHash, malformed };
  return { ...fields, expires: Number(expires) };
}

function checkTime(fields: AuthFields, time: number, now: number): S3Failure | null {
  if (fields.expires === undefined) {
    const message = 'The difference between the request time and the current time is too large.';
    return Math.abs(now - time) > MAX_SKEW_MS ? fail(403, 'RequestTimeTooSkewed', message) : null;
  }
  if (time - now > MAX_SKEW_MS) return fail(403, 'AccessDenied', 'Request is not valid yet');
  return now > time + fields.expires * 1000
    ? fail(403, 'AccessDenied', 'Request has expired', {
        'X-Amz-Expires': String(fields.expires),
        Expires: new Date(time + fields.expires * 1000).toISOString(),
        ServerTime: new Date(now).toISOString(),
      })
    : null;
}

/** Host must be signed, and so must every x-amz-* header sent, as S3 requires. */
function checkSignedHeaders(req: SignedRequest, names: string[], malformed: string) {
  if (!names.includes('host') || names.some((n) => n !== n.toLowerCase() || !n)) {
    return fail(400, malformed, 'SignedHeaders must be lower-case and include host.');
  }
  const unsigned = [...req.headers.keys()].filter(
    (name) => name.startsWith('x-amz-') && !names.includes(name),
  );
  return unsigned.length > 0
    ? fail(403, 'AccessDenied', 'There were headers present in the request which were not signed', {
        HeadersNotSigned: unsigned.join(', '),
      })
    : null;
}

/** Verifies a request's SigV4 signature (Authorization header or presigned query). */
export function authenticate(req: SignedRequest, creds: Credentials, now: number): AuthResult {
  const header = req.headers.get('authorization')?.[0];
  const presigned = req.query.some(([name]) => name === 'X-Amz-Algorithm');
  if (header && presigned) return fail(400, 'InvalidArgument', 'Only one auth mechanism allowed');
  if (!header && !presigned) return fail(403, 'AccessDenied', 'Access Denied');
  const fields = header ? headerFields(req, header) : queryFields(req);
  if ('code' in fields) return fields;
  const scope = checkScope(fields, creds);
  if (typeof scope !== 'string') return scope;
  const time = parseAmzDate(fields.amzDate);
  if (time === null) {
    return fail(403, 'AccessDenied', 'AWS authentication requires a valid x-amz-date');
  }
  const names = fields.signedHeaders.split(';');
  const refused = checkTime(fields, time, now) ?? checkSignedHeaders(req, names, fields.malformed);
  if (refused) return refused;
  const canonicalRequest = [
    req.method,
    canonicalUri(req.path),
    canonicalQuery(req.query),
    canonicalHeaders(req.headers, names),
    fields.signedHeaders,
    fields.payloadHash,
  ].join('\n');
  const stringToSign = [ALGORITHM, fields.amzDate, scope, sha256Hex(canonicalRequest)];
  const key = signingKey(creds.secretAccessKey, fields.amzDate.slice(0, 8), creds.region);
  if (!sameSignature(sign(key, stringToSign), fields.signature)) {
    const message =
      'The request signature we calculated does not match the signature you provided.';
    return fail(403, 'SignatureDoesNotMatch', message, {
      AWSAccessKeyId: creds.accessKeyId,
      StringToSign: stringToSign.join('\n'),
      SignatureProvided: fields.signature,
      CanonicalRequest: canonicalRequest,
    });
  }
  const signing = { key, amzDate: fields.amzDate, scope, seed: fields.signature };
  return { payloadHash: fields.payloadHash, signing };
}

/** Checks the credential `AKID/yyyymmdd/region/s3/aws4_request`; returns its scope. */
function checkScope(fields: AuthFields, creds: Credentials): string | S3Failure {
  const [keyId = '', date, region, service, terminal, ...rest] = fields.credential.split('/');
  if (rest.length > 0 || service !== 's3' || terminal !== 'aws4_request' || !date || !region) {
    return fail(400, fields.malformed, `Malformed credential: ${fields.credential}`);
  }
  if (keyId !== creds.accessKeyId) {
    const message = 'The AWS Access Key Id you provided does not exist in our records.';
    return fail(403, 'InvalidAccessKeyId', message, { AWSAccessKeyId: keyId });
  }
  if (region !== creds.region) {
    const message = `The region '${region}' is wrong; expecting '${creds.region}'`;
    return fail(400, fields.malformed, message, { Region: creds.region });
  }
  if (!fields.amzDate.startsWith(date)) {
    return fail(400, fields.malformed, 'Invalid credential date: not the date of X-Amz-Date.');
  }
  return `${date}/${region}/s3/aws4_request`;
}

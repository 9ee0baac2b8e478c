/**
 * A local HTTP server that speaks Amazon S3's documented REST protocol, for tests: enough of it
 * for the AWS SDK v3 (and so Payload's storage-s3 adapter) to put, get, head, list and delete
 * objects. One in-memory bucket, path-style addressing only (`/{bucket}/{key}`), loopback only.
 * This file is the server: it parses each request's target, has its Signature Version 4 checked
 * (s3-sigv4.ts) and its body verified (s3-payload.ts), routes it to the object operations
 * (s3-objects.ts) or the listing (s3-listing.ts), and sends the reply or S3's XML error.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { listObjectsV2 } from './s3-listing';
import { type Bucket, deleteObjects, getObject, OVERRIDES, putObject } from './s3-objects';
import { verifyPayload } from './s3-payload';
import { fail, type Reply, type S3Failure, type S3Request, type Target } from './s3-protocol';
import { authenticate, type Credentials } from './s3-sigv4';
import { errorReply } from './s3-xml';

export type S3StandIn = {
  url: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** Stored objects by key: body bytes and content type. */
  objects: Map<string, { body: Buffer; contentType: string; lastModified: Date }>;
  /** Every request received: method, path (decoded key or bucket), status answered. */
  requests: { method: string; key: string; status: number }[];
  close(): Promise<void>;
};

type State = { bucket: Bucket; credentials: Credentials };

const MAX_OBJECT_BYTES = 50 * 1024 * 1024;
/** Room above the object limit for aws-chunked framing. */
const MAX_REQUEST_BYTES = MAX_OBJECT_BYTES + 1024 * 1024;
const TOO_LARGE = fail(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum size.');
const NOT_IMPLEMENTED = fail(501, 'NotImplemented', 'This stand-in does not implement that.');

export async function startS3StandIn(
  options: { bucket?: string; accessKeyId?: string; secretAccessKey?: string } = {},
): Promise<S3StandIn> {
  const credentials = {
    accessKeyId: options.accessKeyId ?? 'STANDINACCESSKEY',
    secretAccessKey: options.secretAccessKey ?? randomBytes(20).toString('base64url'),
    region: 'us-east-1',
  };
  const bucket = options.bucket ?? 'test-bucket';
  const state: State = {
    bucket: { name: bucket, objects: new Map(), meta: new WeakMap() },
    credentials,
  };
  const requests: S3StandIn['requests'] = [];
  const server = createServer((req, res) => {
    const requestId = randomBytes(8).toString('hex').toUpperCase();
    const internal = fail(500, 'InternalError', 'We encountered an internal error.');
    handle(state, req)
      .catch(() => ({ label: '', reply: internal }))
      .then(({ label, reply }) => {
        requests.push({ method: req.method ?? '', key: label, status: reply.status });
        send(req, res, 'code' in reply ? errorReply(reply, req, requestId) : reply, requestId);
      })
      .catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const close = () =>
    new Promise<void>((resolve, reject) => {
      server.close((error) => (error ? reject(error) : resolve()));
      server.closeAllConnections();
    });
  const url = `http://127.0.0.1:${port}`;
  return { url, bucket, ...credentials, objects: state.bucket.objects, requests, close };
}

/** Authenticates, reads and verifies the body, then routes; `label` is the key or bucket. */
async function handle(state: State, req: IncomingMessage) {
  const url = req.url ?? '/';
  const target = parseTarget(url);
  const invalidUri = fail(400, 'InvalidURI', "Couldn't parse the specified URI.");
  if (!target) return { label: url, reply: invalidUri };
  const label = target.key ?? target.bucket;
  const [method, headers] = [req.method ?? '', headerMap(req.rawHeaders)];
  const signed = { method, path: target.path, query: target.query, headers };
  const auth = authenticate(signed, state.credentials, Date.now());
  if ('code' in auth) return { label, reply: auth };
  const declared = Number(headers.get('content-length')?.[0] ?? 0);
  const raw = declared > MAX_REQUEST_BYTES ? null : await readBody(req);
  if (!raw) return { label, reply: TOO_LARGE };
  const payload = verifyPayload(raw, headers, auth);
  if ('code' in payload) return { label, reply: payload };
  if (payload.body.length > MAX_OBJECT_BYTES) return { label, reply: TOO_LARGE };
  return { label, reply: route(state, { method, target, headers, ...payload }) };
}

function route(state: State, req: S3Request): Reply | S3Failure {
  const { method, target } = req;
  const { bucket } = state;
  const has = (name: string) => target.query.some(([n]) => n === name);
  if (target.bucket === '') return NOT_IMPLEMENTED; // ListBuckets
  if (target.bucket !== bucket.name) {
    const details = { BucketName: target.bucket };
    return fail(404, 'NoSuchBucket', 'The specified bucket does not exist', details);
  }
  if (target.key === null) {
    if (method === 'HEAD' && target.query.length === 0) {
      return { status: 200, headers: { 'x-amz-bucket-region': state.credentials.region } };
    }
    if (method === 'GET' && target.query.some(([n, v]) => n === 'list-type' && v === '2')) {
      return listObjectsV2(bucket, new Map(target.query));
    }
    return method === 'POST' && has('delete') ? deleteObjects(bucket, req) : NOT_IMPLEMENTED;
  }
  // Only plain object requests: a sub-resource (?acl, ?uploads, ?partNumber...) is not one.
  const plain = ([name]: [string, string]) =>
    name === 'x-id' || /^x-amz-/i.test(name) || (method === 'GET' && OVERRIDES.includes(name));
  if (!target.query.every(plain) || req.headers.has('x-amz-copy-source')) return NOT_IMPLEMENTED;
  if (method === 'GET' || method === 'HEAD') return getObject(bucket, req, target.key);
  if (method === 'PUT') return putObject(bucket, req, target.key);
  if (method !== 'DELETE') return NOT_IMPLEMENTED;
  bucket.objects.delete(target.key);
  return { status: 204 };
}

/** Path-style addressing: `/{bucket}` or `/{bucket}/{key}`, URI-decoded; null if malformed. */
function parseTarget(url: string): Target | null {
  const at = url.indexOf('?');
  const path = at < 0 ? url : url.slice(0, at);
  if (!path.startsWith('/')) return null;
  try {
    const query = (at < 0 ? '' : url.slice(at + 1))
      .split('&')
      .filter(Boolean)
      .map((pair) => pair.split('=').map(decodeURIComponent))
      .map(([name = '', ...value]): [string, string] => [name, value.join('=')]);
    const slash = path.indexOf('/', 1);
    const bucket = decodeURIComponent(slash < 0 ? path.slice(1) : path.slice(1, slash));
    const rest = slash < 0 ? '' : path.slice(slash + 1);
    return { path, bucket, key: rest ? decodeURIComponent(rest) : null, query };
  } catch {
    return null;
  }
}

/** The request body, or null when it is larger than MAX_REQUEST_BYTES (the rest is drained). */
function readBody(req: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_REQUEST_BYTES) chunks.push(chunk);
    });
    req.on('end', () => resolve(size <= MAX_REQUEST_BYTES ? Buffer.concat(chunks) : null));
    req.on('error', reject);
    req.on('close', () => reject(new Error('request closed before its body ended')));
  });
}

/** Request headers by lower-case name, repeated headers kept apart (from `rawHeaders`). */
function headerMap(raw: string[]): Map<string, string[]> {
  const headers = new Map<string, string[]>();
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = (raw[i] ?? '').toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), raw[i + 1] ?? '']);
  }
  return headers;
}

function send(req: IncomingMessage, res: ServerResponse, reply: Reply, requestId: string) {
  const body = typeof reply.body === 'string' ? Buffer.from(reply.body) : (reply.body ?? '');
  res.statusCode = reply.status;
  res.setHeader('x-amz-request-id', requestId);
  res.setHeader('x-amz-id-2', Buffer.from(requestId).toString('base64'));
  for (const [name, value] of Object.entries(reply.headers ?? {})) res.setHeader(name, value);
  if (!res.hasHeader('content-length') && reply.status !== 204) {
    res.setHeader('content-length', body.length);
  }
  res.end(req.method === 'HEAD' ? undefined : body);
}

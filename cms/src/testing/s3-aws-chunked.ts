/**
 * aws-chunked, the framing the AWS SDK streams request bodies in when x-amz-content-sha256 is a
 * STREAMING-* value: `decodeStreaming` picks the variant (unsigned with trailers, or signed
 * with or without a signed trailer) and checks the decoded length against
 * x-amz-decoded-content-length; `decodeAwsChunked` strips the chunk framing, verifies each
 * chunk signature — chained from the request's SigV4 signature (see s3-sigv4.ts) — and the
 * trailer signature, and returns the bytes with the trailers (such as x-amz-checksum-*).
 */
import { fail, type S3Failure } from './s3-protocol';
import { type SigningContext, sameSignature, sha256Hex, sign } from './s3-sigv4';

export type Decoded = { data: Buffer; trailers: Map<string, string> };

const EMPTY_SHA256 = sha256Hex('');

/** The signature of one aws-chunked chunk, chained from the previous one. */
function chunkSignature(signing: SigningContext, previous: string, data: Buffer): string {
  const { key, amzDate, scope } = signing;
  const lines = ['AWS4-HMAC-SHA256-PAYLOAD', amzDate, scope, previous, EMPTY_SHA256];
  return sign(key, [...lines, sha256Hex(data)]);
}

/** The signature of an aws-chunked trailer section (`name:value\n` per trailer). */
function trailerSignature(signing: SigningContext, previous: string, trailer: string) {
  const { key, amzDate, scope } = signing;
  return sign(key, ['AWS4-HMAC-SHA256-TRAILER', amzDate, scope, previous, sha256Hex(trailer)]);
}

/**
 * Decodes an aws-chunked body: `hex-size[;chunk-signature=sig]\r\n data \r\n` ... `0[;...]\r\n`,
 * then trailer lines `name:value\r\n` and a blank line. With a signing context every chunk
 * signature (and, for a signed trailer, x-amz-trailer-signature) is verified.
 */
export function decodeAwsChunked(
  body: Buffer,
  signing: SigningContext | null,
  signedTrailer: boolean,
): Decoded | S3Failure {
  const bad = (message: string) => fail(400, 'IncompleteBody', message);
  const parts: Buffer[] = [];
  let previous = signing?.seed ?? '';
  let pos = 0;
  for (;;) {
    const end = body.indexOf('\r\n', pos);
    if (end < 0 || end - pos > 1024) return bad('Malformed aws-chunked chunk header');
    const [sizeText = '', ...extensions] = body.toString('latin1', pos, end).split(';');
    if (!/^[0-9a-fA-F]{1,8}$/.test(sizeText)) return bad('Malformed aws-chunked chunk size');
    const size = Number.parseInt(sizeText, 16);
    const data = body.subarray(end + 2, end + 2 + size);
    if (data.length < size) return bad('The aws-chunked body ended inside a chunk');
    if (signing) {
      const provided = extensions.find((e) => e.startsWith('chunk-signature='))?.slice(16) ?? '';
      previous = chunkSignature(signing, previous, data);
      if (!sameSignature(previous, provided)) {
        return fail(403, 'SignatureDoesNotMatch', 'A chunk signature does not match.');
      }
    }
    pos = end + 2 + size;
    if (size === 0) break;
    if (body.toString('latin1', pos, pos + 2) !== '\r\n')
      return bad('Chunk data not ended by CRLF');
    parts.push(data);
    pos += 2;
  }
  const trailers = parseTrailers(body, pos);
  if ('code' in trailers) return trailers;
  if (signing && signedTrailer) {
    const provided = trailers.get('x-amz-trailer-signature') ?? '';
    trailers.delete('x-amz-trailer-signature');
    const text = [...trailers].map(([name, value]) => `${name}:${value}\n`).join('');
    if (!sameSignature(trailerSignature(signing, previous, text), provided)) {
      return fail(403, 'SignatureDoesNotMatch', 'The trailer signature does not match.');
    }
  }
  return { data: Buffer.concat(parts), trailers };
}

function parseTrailers(body: Buffer, start: number): Map<string, string> | S3Failure {
  const bad = fail(
    400,
    'MalformedTrailerError',
    'The request contained trailing data that was not well-formed.',
  );
  const trailers = new Map<string, string>();
  let pos = start;
  for (;;) {
    const end = body.indexOf('\r\n', pos);
    if (end < 0 || end - pos > 1024) return bad;
    const line = body.toString('latin1', pos, end);
    pos = end + 2;
    if (line === '') return pos === body.length ? trailers : bad;
    const colon = line.indexOf(':');
    if (colon <= 0) return bad;
    trailers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
}

/** Decodes a STREAMING-* body, whose variant `mode` names, and checks its decoded length. */
export function decodeStreaming(
  raw: Buffer,
  headers: Map<string, string[]>,
  mode: string,
  signing: SigningContext,
): Decoded | S3Failure {
  const modes: Record<string, [SigningContext | null, boolean]> = {
    'STREAMING-UNSIGNED-PAYLOAD-TRAILER': [null, false],
    'STREAMING-AWS4-HMAC-SHA256-PAYLOAD': [signing, false],
    'STREAMING-AWS4-HMAC-SHA256-PAYLOAD-TRAILER': [signing, true],
  };
  const chosen = modes[mode];
  if (!chosen) return fail(501, 'NotImplemented', `${mode} is not supported`);
  const length = headers.get('x-amz-decoded-content-length')?.[0] ?? '';
  if (!/^\d+$/.test(length)) {
    return fail(411, 'MissingContentLength', 'x-amz-decoded-content-length is required.');
  }
  const decoded = decodeAwsChunked(raw, ...chosen);
  if (!('code' in decoded) && decoded.data.length !== Number(length)) {
    return fail(
      400,
      'IncompleteBody',
      'The decoded body length differs from x-amz-decoded-content-length.',
    );
  }
  return decoded;
}

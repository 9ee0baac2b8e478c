/**
 * The integrity checks S3 applies to an uploaded body beyond its signature: Content-MD5 and the
 * x-amz-checksum-* values, sent as headers or as aws-chunked trailers (see s3-aws-chunked.ts).
 * CRC32, SHA-1 and SHA-256 are computed and compared; CRC32C and CRC64NVME, which Node has no
 * built-in implementation of, are accepted unverified. Every trailer named in x-amz-trailer
 * must have arrived. The values that passed are kept with the object and returned on request.
 */
import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { fail, type S3Failure } from './s3-protocol';

const CHECKSUMS: Record<string, ((data: Buffer) => string) | null> = {
  'x-amz-checksum-crc32': (data) => uint32Base64(crc32(data)),
  'x-amz-checksum-sha1': (data) => createHash('sha1').update(data).digest('base64'),
  'x-amz-checksum-sha256': (data) => createHash('sha256').update(data).digest('base64'),
  'x-amz-checksum-crc32c': null, // no built-in implementation: accepted unverified
  'x-amz-checksum-crc64nvme': null,
};

/** The x-amz-checksum-* header names, any one of which DeleteObjects accepts as integrity. */
export const CHECKSUM_HEADERS = Object.keys(CHECKSUMS);

function uint32Base64(value: number): string {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value >>> 0);
  return bytes.toString('base64');
}

/** Checks Content-MD5 and the x-amz-checksum-* values (headers or trailers) against the body. */
export function verifyChecksums(
  body: Buffer,
  headers: Map<string, string[]>,
  trailers: Map<string, string>,
): Map<string, string> | S3Failure {
  const md5 = headers.get('content-md5')?.[0];
  if (md5 !== undefined && createHash('md5').update(body).digest('base64') !== md5) {
    return fail(400, 'BadDigest', 'The Content-MD5 you specified did not match what we received.');
  }
  const checksums = new Map<string, string>();
  const given = [...headers].map(([name, [value]]) => [name, value] as const);
  for (const [name, value] of [...given, ...trailers]) {
    const compute = CHECKSUMS[name];
    if (compute === undefined || value === undefined) continue;
    if (compute && compute(body) !== value) {
      const algorithm = name.slice('x-amz-checksum-'.length).toUpperCase();
      return fail(
        400,
        'BadDigest',
        `The ${algorithm} you specified did not match the calculated checksum.`,
      );
    }
    checksums.set(name, value);
  }
  const declared = headers.get('x-amz-trailer')?.[0]?.split(',') ?? [];
  const missing = declared.map((n) => n.trim().toLowerCase()).filter((n) => !trailers.has(n));
  return missing.length > 0
    ? fail(400, 'MalformedTrailerError', `Missing trailer: ${missing.join(', ')}`)
    : checksums;
}

/**
 * Verifies an authenticated request's body, as S3 does, by the x-amz-content-sha256 value its
 * signature covered (see s3-sigv4.ts): a SHA-256 the bytes must hash to, UNSIGNED-PAYLOAD, or a
 * STREAMING-* value whose aws-chunked framing is decoded and checked (s3-aws-chunked.ts). The
 * decoded bytes then go through the Content-MD5 and x-amz-checksum-* checks (s3-checksums.ts).
 * The result is the object bytes and the checksums that passed, or the S3 error to answer.
 */
import { type Decoded, decodeStreaming } from './s3-aws-chunked';
import { verifyChecksums } from './s3-checksums';
import { fail, type S3Failure } from './s3-protocol';
import { type SigningContext, sha256Hex } from './s3-sigv4';

export type PayloadResult = { body: Buffer; checksums: Map<string, string> } | S3Failure;

/** Checks a request body against x-amz-content-sha256 and returns the decoded object bytes. */
export function verifyPayload(
  raw: Buffer,
  headers: Map<string, string[]>,
  auth: { payloadHash: string; signing: SigningContext },
): PayloadResult {
  const mode = auth.payloadHash;
  let decoded: Decoded = { data: raw, trailers: new Map() };
  if (/^[0-9a-fA-F]{64}$/.test(mode)) {
    const computed = sha256Hex(raw);
    if (computed !== mode.toLowerCase()) {
      return fail(
        400,
        'XAmzContentSHA256Mismatch',
        "The provided 'x-amz-content-sha256' header does not match what was computed.",
        { ClientComputedContentSHA256: mode, S3ComputedContentSHA256: computed },
      );
    }
  } else if (mode.startsWith('STREAMING-')) {
    const result = decodeStreaming(raw, headers, mode, auth.signing);
    if ('code' in result) return result;
    decoded = result;
  } else if (mode !== 'UNSIGNED-PAYLOAD') {
    return fail(
      400,
      'InvalidArgument',
      'x-amz-content-sha256 must be UNSIGNED-PAYLOAD, a STREAMING-* value, or a valid sha256 value.',
    );
  }
  const checksums = verifyChecksums(decoded.data, headers, decoded.trailers);
  return 'code' in checksums ? checksums : { body: decoded.data, checksums };
}

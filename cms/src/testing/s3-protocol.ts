/**
 * The shapes the S3 stand-in's pieces pass between them: a request once the server
 * (s3-stand-in.ts) has parsed its target, authenticated it and verified its body; the reply a
 * handler answers with; and S3Failure, an S3 error code and message that the server turns into
 * S3's XML error document (see s3-xml.ts). `fail` builds one.
 */

/** A path-style request target: `/{bucket}` (key null) or `/{bucket}/{key}`, decoded. */
export type Target = {
  path: string;
  bucket: string;
  key: string | null;
  query: [string, string][];
};

/** A request whose signature and body have been checked, ready to route. */
export type S3Request = {
  method: string;
  target: Target;
  /** Lower-case header name → its values, in arrival order. */
  headers: Map<string, string[]>;
  /** The object bytes, aws-chunked framing removed. */
  body: Buffer;
  /** The verified x-amz-checksum-* values sent with the body. */
  checksums: Map<string, string>;
};

export type Reply = { status: number; headers?: Record<string, string>; body?: Buffer | string };

/** An S3 error to answer with. */
export type S3Failure = {
  status: number;
  code: string;
  message: string;
  details?: Record<string, string>;
};

export function fail(
  status: number,
  code: string,
  message: string,
  details?: Record<string, string>,
): S3Failure {
  return { status, code, message, details };
}

/**
 * Where uploaded media live when not on the local disk: an S3-compatible bucket (AWS S3, MinIO,
 * Cloudflare R2, …), read from CMS_S3_* variables. Parsed by hand like the rest of env.ts.
 */
export type S3Settings = {
  bucket: string;
  region: string;
  /** Set for S3-compatible services other than AWS (e.g. http://minio.internal:9000). */
  endpoint?: string;
  /** Path-style URLs (bucket in the path), needed by most S3-compatible services. */
  forcePathStyle: boolean;
  /** Both or neither; without them the AWS SDK's default chain (role, profile) is used. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Key prefix inside the bucket (e.g. "media"); empty puts files at the bucket's root. */
  prefix: string;
};

type Source = Record<string, string | undefined>;

const VARIABLES = [
  'CMS_S3_BUCKET',
  'CMS_S3_REGION',
  'CMS_S3_ENDPOINT',
  'CMS_S3_FORCE_PATH_STYLE',
  'CMS_S3_ACCESS_KEY_ID',
  'CMS_S3_SECRET_ACCESS_KEY',
  'CMS_S3_PREFIX',
] as const;

function value(source: Source, name: (typeof VARIABLES)[number]): string | undefined {
  const trimmed = source[name]?.trim();
  return trimmed ? trimmed : undefined;
}

const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/**
 * The bucket settings, or undefined when no CMS_S3_* variable is set (files stay on disk).
 * Each problem found is pushed onto `problems` with the variable's name.
 */
export function parseS3Settings(source: Source, problems: string[]): S3Settings | undefined {
  if (!VARIABLES.some((name) => value(source, name))) return undefined;
  const bucket = value(source, 'CMS_S3_BUCKET');
  if (!bucket) problems.push('CMS_S3_BUCKET is required when any CMS_S3_* variable is set');
  else if (!BUCKET_NAME.test(bucket))
    problems.push('CMS_S3_BUCKET must be a bucket name: 3–63 lower-case letters, digits, . or -');

  const endpoint = value(source, 'CMS_S3_ENDPOINT');
  if (endpoint && !/^https?:\/\/[^/\s]+\/?$/i.test(endpoint))
    problems.push('CMS_S3_ENDPOINT must be an http(s) origin such as https://s3.example.com');

  const pathStyle = value(source, 'CMS_S3_FORCE_PATH_STYLE')?.toLowerCase();
  if (pathStyle && !['true', 'false', '1', '0'].includes(pathStyle))
    problems.push('CMS_S3_FORCE_PATH_STYLE must be true or false');

  const accessKeyId = value(source, 'CMS_S3_ACCESS_KEY_ID');
  const secretAccessKey = value(source, 'CMS_S3_SECRET_ACCESS_KEY');
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    problems.push(
      'CMS_S3_ACCESS_KEY_ID and CMS_S3_SECRET_ACCESS_KEY are set together or not at all',
    );

  const prefix = (value(source, 'CMS_S3_PREFIX') ?? '').replace(/^\/+|\/+$/g, '');
  const segments = prefix ? prefix.split('/') : [];
  if (segments.some((s) => !/^[\w.-]+$/.test(s) || s === '.' || s === '..'))
    problems.push('CMS_S3_PREFIX may hold letters, digits, . _ - and / only (no . or .. parts)');

  const settings: S3Settings = {
    bucket: bucket ?? '',
    region: value(source, 'CMS_S3_REGION') ?? 'us-east-1',
    // An explicit endpoint is almost always a non-AWS service, which wants path-style URLs.
    forcePathStyle: pathStyle ? pathStyle === 'true' || pathStyle === '1' : Boolean(endpoint),
    prefix,
  };
  if (endpoint) settings.endpoint = endpoint.replace(/\/$/, '');
  if (accessKeyId && secretAccessKey) settings.credentials = { accessKeyId, secretAccessKey };
  return settings;
}

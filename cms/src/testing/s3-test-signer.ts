/**
 * Helpers shared by the S3 stand-in tests: an AWS SDK client pointed at a stand-in, and a small
 * SigV4 signer for raw HTTP requests.
 */
import { createHash, createHmac } from 'node:crypto';
import { S3Client } from '@aws-sdk/client-s3';
import type { S3StandIn } from './s3-stand-in';

export const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

export function clientFor(
  stand: S3StandIn,
  overrides: { accessKeyId?: string; secretAccessKey?: string } = {},
) {
  return new S3Client({
    endpoint: stand.url,
    forcePathStyle: true,
    region: 'us-east-1',
    credentials: {
      accessKeyId: overrides.accessKeyId ?? stand.accessKeyId,
      secretAccessKey: overrides.secretAccessKey ?? stand.secretAccessKey,
    },
  });
}

/** A SigV4-signed fetch written from the AWS documentation, independent of s3-sigv4.ts. */
export function signedFetch(
  stand: S3StandIn,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: Buffer,
) {
  const amzDate = new Date().toISOString().replace(/[-:]|\.\d{3}/g, '');
  const date = amzDate.slice(0, 8);
  const all: Record<string, string> = {
    host: new URL(stand.url).host,
    'x-amz-date': amzDate,
    ...headers,
  };
  const names = Object.keys(all).sort();
  const [pathOnly = '', query = ''] = path.split('?');
  const canonicalQuery = query
    .split('&')
    .filter(Boolean)
    .map((pair) => (pair.includes('=') ? pair : `${pair}=`))
    .sort()
    .join('&');
  const canonical = [
    method,
    pathOnly,
    canonicalQuery,
    ...names.map((name) => `${name}:${all[name]}`),
    '',
    names.join(';'),
    all['x-amz-content-sha256'],
  ].join('\n');
  const scope = `${date}/us-east-1/s3/aws4_request`;
  const hmac = (key: Buffer | string, data: string) =>
    createHmac('sha256', key).update(data).digest();
  let key: Buffer | string = `AWS4${stand.secretAccessKey}`;
  for (const part of [date, 'us-east-1', 's3', 'aws4_request']) key = hmac(key, part);
  const signature = hmac(key, ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n'));
  const authorization = `AWS4-HMAC-SHA256 Credential=${stand.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature.toString('hex')}`;
  const { host: _host, ...sent } = all;
  return fetch(`${stand.url}${path}`, {
    method,
    headers: { ...sent, authorization },
    body: body && new Uint8Array(body),
  });
}

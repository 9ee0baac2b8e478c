/**
 * ListObjectsV2 for the S3 stand-in's bucket: keys under a prefix in UTF-8 byte order, those
 * holding the delimiter rolled up into common prefixes, paged by max-keys with an opaque
 * continuation token (or start-after), optionally URL-encoded, answered as S3's
 * ListBucketResult document. The objects themselves are in s3-objects.ts.
 */
import { type Bucket, metaOf, type StoredObject } from './s3-objects';
import { fail, type Reply, type S3Failure } from './s3-protocol';
import { element, elements, XMLNS, xmlReply } from './s3-xml';

export function listObjectsV2(bucket: Bucket, params: Map<string, string>): Reply | S3Failure {
  const [prefix = '', delimiter = '', maxKeysText = '1000', token, startAfter, encodingType] = [
    'prefix',
    'delimiter',
    'max-keys',
    'continuation-token',
    'start-after',
    'encoding-type',
  ].map((name) => params.get(name));
  const invalid = (message: string) => fail(400, 'InvalidArgument', message);
  if (!/^\d{1,9}$/.test(maxKeysText)) return invalid('max-keys is not a non-negative integer');
  if (encodingType && encodingType !== 'url') return invalid('Invalid Encoding Method');
  // The token is opaque to clients: the base64url of the last key or common prefix sent.
  const marker = token === undefined ? (startAfter ?? '') : decodeToken(token);
  if (marker === null) return invalid('The continuation token provided is incorrect');

  const maxKeys = Math.min(Number(maxKeysText), 1000);
  const entries = rollUp(bucket, prefix, delimiter, marker);
  const page = entries.slice(0, maxKeys);
  const truncated = maxKeys > 0 && entries.length > page.length;
  const out = (value: string) => (encodingType === 'url' ? encodeURIComponent(value) : value);
  const items = page.map(({ key, object }) => {
    if (!object) return `<CommonPrefixes>${element('Prefix', out(key))}</CommonPrefixes>`;
    const { etag } = metaOf(bucket, object);
    const modified = object.lastModified.toISOString();
    return `<Contents>${elements([
      ['Key', out(key)],
      ['LastModified', modified],
      ['ETag', etag],
      ['Size', object.body.length],
      ['StorageClass', 'STANDARD'],
    ])}</Contents>`;
  });
  const next = truncated ? Buffer.from(page.at(-1)?.key ?? '').toString('base64url') : undefined;
  const fields = elements([
    ['Name', bucket.name],
    ['Prefix', out(prefix)],
    ['Delimiter', delimiter ? out(delimiter) : undefined],
    ['MaxKeys', maxKeys],
    ['EncodingType', encodingType],
    ['KeyCount', page.length],
    ['IsTruncated', truncated],
    ['ContinuationToken', token],
    ['NextContinuationToken', next],
    ['StartAfter', startAfter === undefined ? undefined : out(startAfter)],
  ]);
  const result = `<ListBucketResult xmlns="${XMLNS}">${fields}${items.join('')}</ListBucketResult>`;
  return xmlReply(200, result);
}

function decodeToken(token: string): string | null {
  const marker = Buffer.from(token, 'base64url').toString();
  return token !== '' && Buffer.from(marker).toString('base64url') === token ? marker : null;
}

/**
 * Keys under `prefix` after `marker`, in UTF-8 byte order, those holding `delimiter` past the
 * prefix rolled up into common prefixes (entries without an object).
 */
function rollUp(bucket: Bucket, prefix: string, delimiter: string, marker: string) {
  const byteOrder = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));
  const keys = [...bucket.objects.keys()]
    .filter((key) => key.startsWith(prefix) && byteOrder(key, marker) > 0)
    .sort(byteOrder);
  const entries: { key: string; object?: StoredObject }[] = [];
  for (const key of keys) {
    const cut = delimiter ? key.indexOf(delimiter, prefix.length) : -1;
    const common = cut < 0 ? null : key.slice(0, cut + delimiter.length);
    if (common === null) entries.push({ key, object: bucket.objects.get(key) });
    else if (common !== marker && entries.at(-1)?.key !== common) entries.push({ key: common });
  }
  return entries;
}

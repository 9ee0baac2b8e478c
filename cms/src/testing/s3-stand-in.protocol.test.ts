import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeAwsChunked } from './s3-aws-chunked';
import { verifyPayload } from './s3-payload';
import { authenticate, type SignedRequest, signingKey } from './s3-sigv4';
import { type S3StandIn, startS3StandIn } from './s3-stand-in';
import { clientFor, sha256, signedFetch } from './s3-test-signer';

function crc32Base64(data: Buffer): string {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(crc32(data));
  return bytes.toString('base64');
}

describe('S3 stand-in over raw HTTP', () => {
  let stand: S3StandIn;
  let s3: S3Client;
  let bucket: string;

  beforeAll(async () => {
    stand = await startS3StandIn({ bucket: 'media-test' });
    s3 = clientFor(stand);
    bucket = stand.bucket;
    await s3.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: 'notes/hello.txt',
        Body: 'hello, S3',
        ContentType: 'text/plain',
      }),
    );
  });

  afterAll(async () => {
    s3.destroy();
    await stand.close();
  });

  it('refuses a request without Authorization with 403 AccessDenied', async () => {
    const res = await fetch(`${stand.url}/${bucket}/notes/hello.txt`);
    expect(res.status).toBe(403);
    expect(res.headers.get('content-type')).toBe('application/xml');
    const xml = await res.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(xml).toContain('<Code>AccessDenied</Code>');
    expect(xml).toContain(`<Resource>/${bucket}/notes/hello.txt</Resource>`);
    expect(stand.requests.at(-1)).toEqual({ method: 'GET', key: 'notes/hello.txt', status: 403 });
  });

  it('refuses a body over 50 MB with EntityTooLarge and keeps serving', async () => {
    const res = await signedFetch(
      stand,
      'PUT',
      `/${bucket}/raw/huge.bin`,
      { 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' },
      Buffer.alloc(52 * 1024 * 1024),
    );
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('<Code>EntityTooLarge</Code>');
    expect(stand.objects.has('raw/huge.bin')).toBe(false);
    const text = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: 'notes/hello.txt' }));
    expect(await text.Body?.transformToString()).toBe('hello, S3');
  });

  it('decodes a hand-made aws-chunked body and verifies its CRC32 trailer', async () => {
    const data = Buffer.from('chunk one|chunk two');
    const frame = (checksum: string) =>
      Buffer.from(
        `9\r\nchunk one\r\na\r\n|chunk two\r\n0\r\nx-amz-checksum-crc32:${checksum}\r\n\r\n`,
      );
    const headers = {
      'content-encoding': 'aws-chunked',
      'content-type': 'text/plain',
      'x-amz-content-sha256': 'STREAMING-UNSIGNED-PAYLOAD-TRAILER',
      'x-amz-decoded-content-length': String(data.length),
      'x-amz-trailer': 'x-amz-checksum-crc32',
    };
    const good = await signedFetch(
      stand,
      'PUT',
      `/${bucket}/raw/chunked.txt`,
      headers,
      frame(crc32Base64(data)),
    );
    expect(good.status).toBe(200);
    expect(stand.objects.get('raw/chunked.txt')?.body.toString()).toBe('chunk one|chunk two');

    const bad = await signedFetch(
      stand,
      'PUT',
      `/${bucket}/raw/bad-crc.txt`,
      headers,
      frame('AAAAAA=='),
    );
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('<Code>BadDigest</Code>');
    expect(stand.objects.has('raw/bad-crc.txt')).toBe(false);
  });

  it('answers malformed aws-chunked bodies with 400 and keeps serving', async () => {
    const headers = {
      'content-encoding': 'aws-chunked',
      'x-amz-content-sha256': 'STREAMING-UNSIGNED-PAYLOAD-TRAILER',
      'x-amz-decoded-content-length': '5',
    };
    for (const body of [
      'zz\r\nhello\r\n0\r\n\r\n',
      '5\r\nhel',
      '5\r\nhelloXX0\r\n\r\n',
      '5\r\nhello\r\n0\r\nbroken',
    ]) {
      const res = await signedFetch(
        stand,
        'PUT',
        `/${bucket}/raw/malformed`,
        headers,
        Buffer.from(body),
      );
      expect(res.status).toBe(400);
      expect(await res.text()).toMatch(
        /<Error><Code>(IncompleteBody|MalformedTrailerError)<\/Code>/,
      );
    }
    expect(stand.objects.has('raw/malformed')).toBe(false);
    const text = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: 'notes/hello.txt' }));
    expect(await text.Body?.transformToString()).toBe('hello, S3');
  });

  it('refuses a body that does not match x-amz-content-sha256, and malformed DeleteObjects XML', async () => {
    const mismatch = await signedFetch(
      stand,
      'PUT',
      `/${bucket}/raw/mismatch`,
      { 'x-amz-content-sha256': sha256('something else') },
      Buffer.from('the body'),
    );
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain('<Code>XAmzContentSHA256Mismatch</Code>');

    const xml = Buffer.from('<Delete><Object><Key>a</Key></Object>');
    const malformed = await signedFetch(
      stand,
      'POST',
      `/${bucket}?delete`,
      {
        'content-md5': createHash('md5').update(xml).digest('base64'),
        'x-amz-content-sha256': sha256(xml),
      },
      xml,
    );
    expect(malformed.status).toBe(400);
    expect(await malformed.text()).toContain('<Code>MalformedXML</Code>');
  });

  it('answers 501 NotImplemented for operations it does not implement', async () => {
    const res = await signedFetch(stand, 'GET', `/${bucket}/notes/hello.txt?acl`, {
      'x-amz-content-sha256': sha256(''),
    });
    expect(res.status).toBe(501);
    expect(await res.text()).toContain('<Code>NotImplemented</Code>');
  });
});

describe('S3 stand-in signature checks against the AWS documentation examples', () => {
  const credentials = {
    accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
    secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    region: 'us-east-1',
  };
  const now = Date.UTC(2013, 4, 24);
  const emptySha = sha256('');
  const request = (method: string, url: string, headers: Record<string, string>): SignedRequest => {
    const [path = '', query = ''] = url.split('?');
    return {
      method,
      path,
      query: query
        .split('&')
        .filter(Boolean)
        .map((pair) => pair.split('=').map(decodeURIComponent) as [string, string])
        .map(([name, value = '']) => [name, value]),
      headers: new Map(Object.entries(headers).map(([name, value]) => [name, [value]])),
    };
  };
  const authorization = (signedHeaders: string, signature: string) =>
    `AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=${signedHeaders},Signature=${signature}`;

  it('accepts the documented GET Object, PUT Object and list examples', () => {
    const base = { host: 'examplebucket.s3.amazonaws.com', 'x-amz-date': '20130524T000000Z' };
    const get = request('GET', '/test.txt', {
      ...base,
      range: 'bytes=0-9',
      'x-amz-content-sha256': emptySha,
      authorization: authorization(
        'host;range;x-amz-content-sha256;x-amz-date',
        'f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
      ),
    });
    expect(authenticate(get, credentials, now)).not.toHaveProperty('code');
    const put = request('PUT', '/test$file.text', {
      ...base,
      date: 'Fri, 24 May 2013 00:00:00 GMT',
      'x-amz-storage-class': 'REDUCED_REDUNDANCY',
      'x-amz-content-sha256': sha256('Welcome to Amazon S3.'),
      authorization: authorization(
        'date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class',
        '98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
      ),
    });
    expect(authenticate(put, credentials, now)).not.toHaveProperty('code');
    const list = request('GET', '/?max-keys=2&prefix=J', {
      ...base,
      'x-amz-content-sha256': emptySha,
      authorization: authorization(
        'host;x-amz-content-sha256;x-amz-date',
        '34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7',
      ),
    });
    expect(authenticate(list, credentials, now)).not.toHaveProperty('code');
    const tampered = {
      ...list,
      query: [
        ['max-keys', '3'],
        ['prefix', 'J'],
      ] as [string, string][],
    };
    expect(authenticate(tampered, credentials, now)).toMatchObject({
      code: 'SignatureDoesNotMatch',
    });
  });

  it('accepts the documented presigned URL until it expires', () => {
    const presigned = request(
      'GET',
      '/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
      { host: 'examplebucket.s3.amazonaws.com' },
    );
    expect(authenticate(presigned, credentials, now + 3_600_000)).not.toHaveProperty('code');
    expect(authenticate(presigned, credentials, now + 86_401_000)).toMatchObject({
      status: 403,
      code: 'AccessDenied',
      message: 'Request has expired',
    });
  });

  it('decodes the documented chunk-signed upload and refuses a changed chunk', () => {
    const data = Buffer.alloc(66_560, 'a');
    const body = (first: Buffer) =>
      Buffer.concat([
        Buffer.from(
          '10000;chunk-signature=ad80c730a21e5b8d04586a2213dd63b9a0e99e0e2307b0ade35a65485a288648\r\n',
        ),
        first,
        Buffer.from(
          '\r\n400;chunk-signature=0055627c9e194cb4542bae2aa5492e3c1575bbb81b612b7d234b86a503ef5497\r\n',
        ),
        data.subarray(65_536),
        Buffer.from(
          '\r\n0;chunk-signature=b6c6ea8a5354eaf15b3cb7646744f4275b71ea724fed81ceb9323e279d449df9\r\n\r\n',
        ),
      ]);
    const req = request('PUT', '/examplebucket/chunkObject.txt', {
      host: 's3.amazonaws.com',
      'x-amz-date': '20130524T000000Z',
      'x-amz-storage-class': 'REDUCED_REDUNDANCY',
      'x-amz-content-sha256': 'STREAMING-AWS4-HMAC-SHA256-PAYLOAD',
      'content-encoding': 'aws-chunked',
      'x-amz-decoded-content-length': '66560',
      'content-length': '66824',
      authorization: authorization(
        'content-encoding;content-length;host;x-amz-content-sha256;x-amz-date;x-amz-decoded-content-length;x-amz-storage-class',
        '4f232c4386841ef735655705268965c44a0e4690baa4adea153f7db9fa80a0a9',
      ),
    });
    const auth = authenticate(req, credentials, now);
    if ('code' in auth) throw new Error(`refused: ${auth.code}`);
    const payload = verifyPayload(body(data.subarray(0, 65_536)), req.headers, auth);
    expect('body' in payload && payload.body.equals(data)).toBe(true);
    const changed = Buffer.alloc(65_536, 'b');
    expect(verifyPayload(body(changed), req.headers, auth)).toMatchObject({
      code: 'SignatureDoesNotMatch',
    });
  });

  it('verifies the documented signed trailer', () => {
    const data = Buffer.alloc(66_560, 'a');
    const body = Buffer.concat([
      Buffer.from(
        '10000;chunk-signature=b474d8862b1487a5145d686f57f013e54db672cee1c953b3010fb58501ef5aa2\r\n',
      ),
      data.subarray(0, 65_536),
      Buffer.from(
        '\r\n400;chunk-signature=1c1344b170168f8e65b41376b44b20fe354e373826ccbbe2c1d40a8cae51e5c7\r\n',
      ),
      data.subarray(65_536),
      Buffer.from(
        '\r\n0;chunk-signature=2ca2aba2005185cf7159c6277faf83795951dd77a3a99e6e65d5c9f85863f992\r\n',
      ),
      Buffer.from('x-amz-checksum-crc32c:sOO8/Q==\r\n'),
      Buffer.from(
        'x-amz-trailer-signature:d81f82fc3505edab99d459891051a732e8730629a2e4a59689829ca17fe2e435\r\n\r\n',
      ),
    ]);
    const signing = {
      key: signingKey(credentials.secretAccessKey, '20130524', 'us-east-1'),
      amzDate: '20130524T000000Z',
      scope: '20130524/us-east-1/s3/aws4_request',
      seed: '106e2a8a18243abcf37539882f36619c00e2dfc72633413f02d3b74544bfeb8e',
    };
    const decoded = decodeAwsChunked(body, signing, true);
    if ('code' in decoded) throw new Error(`refused: ${decoded.message}`);
    expect(decoded.data.equals(data)).toBe(true);
    expect(decoded.trailers.get('x-amz-checksum-crc32c')).toBe('sOO8/Q==');
    const forged = Buffer.from(body.toString('latin1').replace('sOO8/Q==', 'AAAAAA=='), 'latin1');
    expect(decodeAwsChunked(forged, signing, true)).toMatchObject({
      code: 'SignatureDoesNotMatch',
    });
  });
});

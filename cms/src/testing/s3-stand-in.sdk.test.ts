import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3StandIn, startS3StandIn } from './s3-stand-in';
import { clientFor } from './s3-test-signer';

const md5 = (data: Buffer | string) => createHash('md5').update(data).digest('hex');

describe('S3 stand-in driven by @aws-sdk/client-s3', () => {
  let stand: S3StandIn;
  let s3: S3Client;
  let bucket: string;

  beforeAll(async () => {
    stand = await startS3StandIn({ bucket: 'media-test' });
    s3 = clientFor(stand);
    bucket = stand.bucket;
  });

  afterAll(async () => {
    s3.destroy();
    await stand.close();
  });

  it('answers HeadBucket for its bucket only', async () => {
    await expect(s3.send(new HeadBucketCommand({ Bucket: bucket }))).resolves.toBeDefined();
    await expect(s3.send(new HeadBucketCommand({ Bucket: 'other' }))).rejects.toMatchObject({
      $metadata: { httpStatusCode: 404 },
    });
  });

  it('stores a Buffer and a string, and gets them back with their content types', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]);
    const put = await s3.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: 'images/a b+é.png',
        Body: png,
        ContentType: 'image/png',
      }),
    );
    expect(put.ETag).toBe(`"${md5(png)}"`);
    await s3.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: 'notes/hello.txt',
        Body: 'hello, S3',
        ContentType: 'text/plain',
      }),
    );

    const image = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: 'images/a b+é.png' }));
    expect(Buffer.from((await image.Body?.transformToByteArray()) ?? [])).toEqual(png);
    expect(image.ContentType).toBe('image/png');
    expect(image.ContentLength).toBe(png.length);
    expect(image.ETag).toBe(`"${md5(png)}"`);
    expect(image.LastModified).toBeInstanceOf(Date);
    const text = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: 'notes/hello.txt' }));
    expect(await text.Body?.transformToString()).toBe('hello, S3');
    expect(text.ContentType).toBe('text/plain');

    expect(stand.objects.get('images/a b+é.png')?.body).toEqual(png);
    expect(stand.requests).toContainEqual({ method: 'PUT', key: 'images/a b+é.png', status: 200 });
  });

  it('stores a file stream as Payload does (aws-chunked with a CRC32 trailer)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 's3-stand-in-'));
    try {
      const bytes = Buffer.alloc(200_000, 'payload file ');
      await writeFile(join(dir, 'upload.bin'), bytes);
      await s3.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: 'files/upload.bin',
          Body: createReadStream(join(dir, 'upload.bin')),
          ContentType: 'application/octet-stream',
        }),
      );
      expect(stand.objects.get('files/upload.bin')?.body.equals(bytes)).toBe(true);
      const head = await s3.send(
        new HeadObjectCommand({ Bucket: bucket, Key: 'files/upload.bin' }),
      );
      expect(head.ContentEncoding).toBeUndefined();
      expect(head.ContentLength).toBe(bytes.length);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('gets byte ranges and refuses unsatisfiable ones', async () => {
    const key = 'ranges/digits.txt';
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: '0123456789' }));
    const get = (Range: string) =>
      s3.send(new GetObjectCommand({ Bucket: bucket, Key: key, Range }));

    const middle = await get('bytes=2-5');
    expect(await middle.Body?.transformToString()).toBe('2345');
    expect(middle.ContentRange).toBe('bytes 2-5/10');
    expect(middle.ContentLength).toBe(4);
    expect(middle.$metadata.httpStatusCode).toBe(206);
    expect(await (await get('bytes=7-')).Body?.transformToString()).toBe('789');
    expect(await (await get('bytes=-3')).Body?.transformToString()).toBe('789');
    expect(await (await get('bytes=8-100')).Body?.transformToString()).toBe('89');
    await expect(get('bytes=10-')).rejects.toMatchObject({
      name: 'InvalidRange',
      $metadata: { httpStatusCode: 416 },
    });
  });

  it('answers HeadObject with the object headers, and 404 for a missing key', async () => {
    await s3.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: 'head/doc.json',
        Body: '{"a":1}',
        ContentType: 'application/json',
        CacheControl: 'max-age=60',
        Metadata: { origin: 'test' },
      }),
    );
    const head = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: 'head/doc.json' }));
    expect(head.ContentLength).toBe(7);
    expect(head.ContentType).toBe('application/json');
    expect(head.ETag).toBe(`"${md5('{"a":1}')}"`);
    expect(head.CacheControl).toBe('max-age=60');
    expect(head.Metadata).toEqual({ origin: 'test' });
    await expect(
      s3.send(new HeadObjectCommand({ Bucket: bucket, Key: 'head/missing.json' })),
    ).rejects.toMatchObject({ name: 'NotFound', $metadata: { httpStatusCode: 404 } });
  });

  it('lists with a prefix, a delimiter, and max-keys pagination', async () => {
    for (const key of [
      'list/a.txt',
      'list/b.txt',
      'list/c.txt',
      'list/sub/d.txt',
      'list/sub/e.txt',
    ]) {
      await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: key }));
    }
    const all = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: 'list/' }));
    expect(all.Contents?.map((o) => o.Key)).toEqual([
      'list/a.txt',
      'list/b.txt',
      'list/c.txt',
      'list/sub/d.txt',
      'list/sub/e.txt',
    ]);
    expect(all.KeyCount).toBe(5);
    expect(all.IsTruncated).toBe(false);
    expect(all.Contents?.[0]).toMatchObject({
      Size: 10,
      ETag: `"${md5('list/a.txt')}"`,
      StorageClass: 'STANDARD',
    });
    expect(all.Contents?.[0]?.LastModified).toBeInstanceOf(Date);

    const folders = await s3.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: 'list/', Delimiter: '/' }),
    );
    expect(folders.Contents?.map((o) => o.Key)).toEqual(['list/a.txt', 'list/b.txt', 'list/c.txt']);
    expect(folders.CommonPrefixes).toEqual([{ Prefix: 'list/sub/' }]);

    const pages: string[][] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await s3.send(
        new ListObjectsV2Command({
          Bucket: bucket,
          Prefix: 'list/',
          MaxKeys: 2,
          ContinuationToken,
        }),
      );
      pages.push(page.Contents?.map((o) => o.Key ?? '') ?? []);
      expect(page.MaxKeys).toBe(2);
      expect(page.IsTruncated).toBe(Boolean(page.NextContinuationToken));
      ContinuationToken = page.NextContinuationToken;
    } while (ContinuationToken);
    expect(pages).toEqual([
      ['list/a.txt', 'list/b.txt'],
      ['list/c.txt', 'list/sub/d.txt'],
      ['list/sub/e.txt'],
    ]);
  });

  it('deletes one object, then many, and a deleted key is NoSuchKey', async () => {
    for (const key of ['del/1', 'del/2', 'del/3 & <4>']) {
      await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: 'x' }));
    }
    const one = await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: 'del/1' }));
    expect(one.$metadata.httpStatusCode).toBe(204);
    await expect(
      s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: 'del/1' })),
    ).resolves.toBeDefined();

    const many = await s3.send(
      new DeleteObjectsCommand({
        Bucket: bucket,
        Delete: { Objects: [{ Key: 'del/2' }, { Key: 'del/3 & <4>' }, { Key: 'del/never' }] },
      }),
    );
    expect(many.Deleted?.map((d) => d.Key)).toEqual(['del/2', 'del/3 & <4>', 'del/never']);
    expect(many.Errors).toBeUndefined();
    expect([...stand.objects.keys()].filter((k) => k.startsWith('del/'))).toEqual([]);

    await expect(
      s3.send(new GetObjectCommand({ Bucket: bucket, Key: 'del/2' })),
    ).rejects.toMatchObject({
      name: 'NoSuchKey',
      $metadata: { httpStatusCode: 404 },
    });
  });

  it('refuses a wrong secret and an unknown access key id', async () => {
    const wrongSecret = clientFor(stand, { secretAccessKey: 'not-the-secret' });
    const wrongKey = clientFor(stand, { accessKeyId: 'AKIDUNKNOWN' });
    await expect(
      wrongSecret.send(new GetObjectCommand({ Bucket: bucket, Key: 'notes/hello.txt' })),
    ).rejects.toMatchObject({ name: 'SignatureDoesNotMatch', $metadata: { httpStatusCode: 403 } });
    await expect(
      wrongSecret.send(new PutObjectCommand({ Bucket: bucket, Key: 'notes/evil.txt', Body: 'x' })),
    ).rejects.toMatchObject({ name: 'SignatureDoesNotMatch' });
    await expect(wrongKey.send(new ListObjectsV2Command({ Bucket: bucket }))).rejects.toMatchObject(
      { name: 'InvalidAccessKeyId', $metadata: { httpStatusCode: 403 } },
    );
    expect(stand.objects.has('notes/evil.txt')).toBe(false);
    wrongSecret.destroy();
    wrongKey.destroy();
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_FILES, writeFixtureFiles } from '../seed/site-content.fixtures';
import { startTestCms, type TestCms } from '../test-support';
import { type S3StandIn, startS3StandIn } from '../testing/s3-stand-in';

/*
 * Issue 14: uploads on storage every CMS and api node can reach. With CMS_S3_* set, the media
 * collection writes to the bucket (here a local server speaking S3's REST protocol) and keeps
 * nothing on the local disk; Payload still serves the files at /cms-api/media/file/{name}.
 */
let s3: S3StandIn;
let cms: TestCms;
let files: string;

beforeAll(async () => {
  s3 = await startS3StandIn({ bucket: 'exam-media' });
  cms = await startTestCms({
    s3: {
      bucket: s3.bucket,
      region: s3.region,
      endpoint: s3.url,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
      prefix: 'media',
    },
  });
  files = path.join(cms.dir, 'fixtures');
  writeFixtureFiles(files);
});
afterAll(async () => {
  await cms?.close();
  await s3?.close();
});

function fileRequest(name: string, headers: Record<string, string> = {}): Request {
  return new Request(`http://localhost/cms-api/media/file/${encodeURIComponent(name)}`, {
    headers,
  });
}

async function serve(name: string, headers: Record<string, string> = {}): Promise<Response> {
  const { handleEndpoints } = await import('payload');
  return handleEndpoints({ config: cms.payload.config, request: fileRequest(name, headers) });
}

describe('media in an S3-compatible bucket', () => {
  it('puts an upload in the bucket under the prefix, and nothing on the local disk', async () => {
    const doc = await cms.payload.create({
      collection: 'media',
      data: { alt: 'A score report' },
      filePath: path.join(files, FIXTURE_FILES.png),
    });
    // Payload names the prefix in its own URL; the site's links (mediaUrl) need no prefix.
    expect(doc.url).toBe(`/cms-api/media/file/${FIXTURE_FILES.png}?prefix=media`);
    const stored = s3.objects.get(`media/${FIXTURE_FILES.png}`);
    expect(stored?.contentType).toBe('image/png');
    expect(stored?.body).toEqual(fs.readFileSync(path.join(files, FIXTURE_FILES.png)));
    expect(fs.existsSync(path.join(cms.mediaDir, FIXTURE_FILES.png))).toBe(false);
  });

  it('serves the file from the bucket at its usual address, whole or by range', async () => {
    const original = fs.readFileSync(path.join(files, FIXTURE_FILES.png));
    const whole = await serve(FIXTURE_FILES.png);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(original);

    const part = await serve(FIXTURE_FILES.png, { range: 'bytes=0-7' });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(original.subarray(0, 8));
  });

  it('answers 404 for a file that is not there', async () => {
    const res = await serve('nope.png');
    expect(res.status).toBe(404);
  });

  it('removes the object when the media document is deleted', async () => {
    const doc = await cms.payload.create({
      collection: 'media',
      data: {},
      filePath: path.join(files, FIXTURE_FILES.pdf),
    });
    expect(s3.objects.has(`media/${FIXTURE_FILES.pdf}`)).toBe(true);
    await cms.payload.delete({ collection: 'media', id: doc.id });
    expect(s3.objects.has(`media/${FIXTURE_FILES.pdf}`)).toBe(false);
  });
});

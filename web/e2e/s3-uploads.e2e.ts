import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3StandIn, startS3StandIn } from '../../cms/src/testing/s3-stand-in';
import { type Stack, startStack } from './support/stack';

/*
 * Issue 14: CMS uploads on storage every node can reach. `pnpm start` with CMS_S3_* pointing at
 * a local server that speaks S3's REST protocol: the seed's files and an editor's upload go to
 * the bucket (nothing on the local disk), and the site serves them through the api as before.
 */
const ADMIN = { email: 'editor@s3.test', password: 's3-journey-password-1' };
let s3: S3StandIn;
let stack: Stack;

beforeAll(async () => {
  s3 = await startS3StandIn({ bucket: 'preppilot-media' });
  stack = await startStack({
    CMS_S3_BUCKET: s3.bucket,
    CMS_S3_ENDPOINT: s3.url,
    CMS_S3_ACCESS_KEY_ID: s3.accessKeyId,
    CMS_S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    CMS_S3_PREFIX: 'uploads',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_REQUESTS: 'false',
  });
});
afterAll(async () => {
  await stack?.stop();
  await s3?.close();
});

async function editorCookie(): Promise<string> {
  const res = await fetch(`${stack.baseUrl}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: stack.baseUrl },
    body: JSON.stringify(ADMIN),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

describe('uploads in an S3-compatible bucket', () => {
  it("puts the seed's files in the bucket and serves the guides' downloads from it", async () => {
    const mediaDir = stack.env.CMS_MEDIA_DIR as string;
    const onDisk = (() => {
      try {
        return readdirSync(mediaDir);
      } catch {
        return [];
      }
    })();
    expect(onDisk).toEqual([]);
    const keys = [...s3.objects.keys()];
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every((k) => k.startsWith('uploads/'))).toBe(true);

    const guides = await fetch(`${stack.baseUrl}/api/content/guides`);
    expect(guides.status).toBe(200);
    const list = (await guides.json()) as { downloadUrl: string }[];
    expect(list.length).toBeGreaterThan(0);
    for (const guide of list) {
      const file = await fetch(`${stack.baseUrl}${guide.downloadUrl}`);
      expect(file.status, guide.downloadUrl).toBe(200);
      const name = decodeURIComponent(guide.downloadUrl.split('/').at(-1) as string);
      const stored = s3.objects.get(`uploads/${name}`);
      expect(Buffer.from(await file.arrayBuffer())).toEqual(stored?.body);
      expect(file.headers.get('content-type')).toBe(stored?.contentType);
    }
  });

  it("stores an editor's upload in the bucket, serves it, and deletes it there", async () => {
    const cookie = await editorCookie();
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 's3-journey.png');
    form.append('_payload', JSON.stringify({ alt: 'One pixel' }));
    const created = await fetch(`${stack.baseUrl}/cms-api/media`, {
      method: 'POST',
      headers: { cookie, Origin: stack.baseUrl },
      body: form,
    });
    expect(created.status).toBe(201);
    const { doc } = (await created.json()) as { doc: { id: number; url: string } };
    expect(doc.url).toBe('/cms-api/media/file/s3-journey.png?prefix=uploads');
    expect(s3.objects.get('uploads/s3-journey.png')?.body).toEqual(png);

    const served = await fetch(`${stack.baseUrl}/cms-api/media/file/s3-journey.png`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);
    const missing = await fetch(`${stack.baseUrl}/cms-api/media/file/not-there.png`);
    expect(missing.status).toBe(404);

    const removed = await fetch(`${stack.baseUrl}/cms-api/media/${doc.id}`, {
      method: 'DELETE',
      headers: { cookie, Origin: stack.baseUrl },
    });
    expect(removed.status).toBe(200);
    expect(s3.objects.has('uploads/s3-journey.png')).toBe(false);
  });
});

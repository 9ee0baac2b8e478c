import fs from 'node:fs';
import path from 'node:path';
import { Forbidden } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_FILES, writeFixtureFiles } from '../seed/site-content.fixtures';
import { startTestCms, type TestCms } from '../test-support';

let cms: TestCms;
let files: string;

beforeAll(async () => {
  cms = await startTestCms();
  files = path.join(cms.dir, 'fixtures');
  writeFixtureFiles(files);
});
afterAll(async () => {
  await cms?.close();
});

describe('media collection', () => {
  it.each([
    [FIXTURE_FILES.png, 'image/png'],
    [FIXTURE_FILES.svg, 'image/svg+xml'],
    [FIXTURE_FILES.pdf, 'application/pdf'],
  ])('stores %s (%s) in mediaDir and serves it under /cms-api/media/file/', async (name, mime) => {
    const doc = await cms.payload.create({
      collection: 'media',
      data: { alt: 'x' },
      filePath: path.join(files, name),
    });
    expect(doc.mimeType).toBe(mime);
    expect(doc.filename).toBe(name);
    expect(doc.url).toBe(`/cms-api/media/file/${name}`);
    const stored = path.join(cms.mediaDir, name);
    expect(fs.readFileSync(stored)).toEqual(fs.readFileSync(path.join(files, name)));
  });

  it('refuses other file types', async () => {
    const script = path.join(files, 'run.sh');
    fs.writeFileSync(script, '#!/bin/sh\necho hi\n');
    await expect(
      cms.payload.create({ collection: 'media', data: {}, filePath: script }),
    ).rejects.toThrow(/not allowed|invalid/i);
  });

  it('is readable by anyone and writable by editors only', async () => {
    const { docs } = await cms.payload.find({ collection: 'media', overrideAccess: false });
    expect(docs.length).toBeGreaterThan(0);
    await expect(
      cms.payload.create({
        collection: 'media',
        data: {},
        filePath: path.join(files, FIXTURE_FILES.png),
        overrideAccess: false,
      }),
    ).rejects.toBeInstanceOf(Forbidden);
  });
});

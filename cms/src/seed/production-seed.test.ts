import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCmsEnv } from '../env';
import { startTestCms, type TestCms } from '../test-support';
import { defaultSiteContent, seedCms } from './index';

// Its own file: Payload keeps one instance per process, and this one must start empty.
let cms: TestCms;
beforeAll(async () => {
  cms = await startTestCms();
});
afterAll(async () => {
  await cms?.close();
});

describe('a production start (decision 0022)', () => {
  it('seeds no testimonials and no success stories, and the rest of the site copy', async () => {
    const env = parseCmsEnv({
      NODE_ENV: 'production',
      PAYLOAD_SECRET: 'a-production-secret',
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_PASSWORD: 'a-production-password',
      CMS_SQLITE_PATH: path.join(cms.dir, 'cms.db'),
    });
    expect(env.sampleTestimonials).toBe(false);
    const result = await seedCms(cms.payload, {
      log: () => {},
      adminEmail: 'owner@example.com',
      adminPassword: 'a-production-password',
      sampleTestimonials: env.sampleTestimonials,
    });
    expect(result.created.testimonials).toBe(0);
    expect(result.created['success-stories']).toBe(0);
    expect(result.created['exam-pages']).toBe(defaultSiteContent().examPages.length);
    expect((await cms.payload.count({ collection: 'testimonials' })).totalDocs).toBe(0);
    expect((await cms.payload.count({ collection: 'success-stories' })).totalDocs).toBe(0);
  });
});

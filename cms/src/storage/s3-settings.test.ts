import { describe, expect, it } from 'vitest';
import { parseCmsEnv } from '../env';
import { parseS3Settings } from './s3-settings';

function parse(source: Record<string, string>) {
  const problems: string[] = [];
  return { settings: parseS3Settings(source, problems), problems };
}

describe('CMS_S3_* settings', () => {
  it('leave files on disk when no CMS_S3_* variable is set', () => {
    expect(parse({})).toEqual({ settings: undefined, problems: [] });
    expect(parseCmsEnv({ NODE_ENV: 'test' }).s3).toBeUndefined();
  });

  it('read an S3-compatible service with keys: path-style by default', () => {
    const { settings, problems } = parse({
      CMS_S3_BUCKET: 'exam-media',
      CMS_S3_ENDPOINT: 'http://127.0.0.1:9000/',
      CMS_S3_ACCESS_KEY_ID: 'key',
      CMS_S3_SECRET_ACCESS_KEY: 'secret',
      CMS_S3_PREFIX: '/uploads/media/',
    });
    expect(problems).toEqual([]);
    expect(settings).toEqual({
      bucket: 'exam-media',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      prefix: 'uploads/media',
    });
  });

  it('read AWS itself: region given, virtual-hosted URLs, credentials from the default chain', () => {
    const { settings, problems } = parse({
      CMS_S3_BUCKET: 'media.example',
      CMS_S3_REGION: 'eu-west-2',
    });
    expect(problems).toEqual([]);
    expect(settings).toEqual({
      bucket: 'media.example',
      region: 'eu-west-2',
      forcePathStyle: false,
      prefix: '',
    });
  });

  it('name each variable that is wrong', () => {
    const { problems } = parse({
      CMS_S3_ENDPOINT: 'ftp://files',
      CMS_S3_FORCE_PATH_STYLE: 'maybe',
      CMS_S3_ACCESS_KEY_ID: 'key',
      CMS_S3_PREFIX: '../etc',
    });
    expect(problems).toEqual([
      'CMS_S3_BUCKET is required when any CMS_S3_* variable is set',
      'CMS_S3_ENDPOINT must be an http(s) origin such as https://s3.example.com',
      'CMS_S3_FORCE_PATH_STYLE must be true or false',
      'CMS_S3_ACCESS_KEY_ID and CMS_S3_SECRET_ACCESS_KEY are set together or not at all',
      'CMS_S3_PREFIX may hold letters, digits, . _ - and / only (no . or .. parts)',
    ]);
    expect(parse({ CMS_S3_BUCKET: 'Bad_Bucket' }).problems).toEqual([
      'CMS_S3_BUCKET must be a bucket name: 3–63 lower-case letters, digits, . or -',
    ]);
  });

  it('stop the CMS from starting with a broken bucket setting', () => {
    expect(() => parseCmsEnv({ NODE_ENV: 'test', CMS_S3_REGION: 'eu-west-2' })).toThrow(
      /CMS_S3_BUCKET is required/,
    );
  });
});

/**
 * Where the media collection keeps its files. The local disk (the collection's staticDir) by
 * default; an S3-compatible bucket when S3 settings are given, through Payload's own storage
 * adapter. Files are always served by Payload at /cms-api/media/file/{filename} (read access is
 * checked, range requests work), so every api node and every CMS node reads the same files.
 *
 * The adapter is installed in both cases with `alwaysInsertFields`: the media table has the
 * same columns (prefix, _object_key) whether or not a bucket is configured, so one set of
 * migrations serves both (docs/decisions/0017-s3-uploads.md).
 */
import { s3Storage } from '@payloadcms/storage-s3';
import type { Plugin } from 'payload';
import { MEDIA_SLUG } from '../collections/Media';
import type { S3Settings } from './s3-settings';

export function mediaStorage(s3: S3Settings | undefined): Plugin {
  return s3Storage({
    enabled: Boolean(s3),
    alwaysInsertFields: true,
    collections: { [MEDIA_SLUG]: s3?.prefix ? { prefix: s3.prefix } : true },
    bucket: s3?.bucket ?? '',
    config: s3
      ? {
          region: s3.region,
          forcePathStyle: s3.forcePathStyle,
          ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
          ...(s3.credentials ? { credentials: s3.credentials } : {}),
        }
      : {},
  });
}

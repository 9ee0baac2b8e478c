/**
 * Uploaded files: score-report pictures of success stories and the downloadable guides.
 *
 * Files are stored on disk in `mediaDir` (createCmsConfig option; default <repo>/var/media)
 * and served by Payload at /cms-api/media/file/{filename}. Readable by everyone.
 * sharp is not installed: no resized copies, no crop or focal point; images are kept as
 * uploaded. Payload inspects SVGs on upload and serves uploads with a restrictive
 * Content-Security-Policy.
 */
import type { CollectionConfig } from 'payload';
import { anyone } from '../access/anyone';
import { signedIn } from '../access/signed-in';
import { notifyAfterChange, notifyAfterDelete } from '../hooks/change-notifier';

export const MEDIA_SLUG = 'media';

export const MEDIA_MIME_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'image/svg+xml',
  'application/pdf',
];

export function createMediaCollection(mediaDir: string): CollectionConfig {
  return {
    slug: MEDIA_SLUG,
    labels: { singular: 'Media file', plural: 'Media' },
    timestamps: true,
    admin: {
      useAsTitle: 'filename',
      defaultColumns: ['filename', 'alt', 'mimeType', 'filesize', 'updatedAt'],
      description:
        'Pictures and downloadable files (PNG, JPEG, WebP, GIF, SVG, PDF). Anyone can open them.',
      group: 'Site content',
    },
    access: {
      read: anyone,
      create: signedIn,
      update: signedIn,
      delete: signedIn,
    },
    hooks: {
      afterChange: [notifyAfterChange],
      afterDelete: [notifyAfterDelete],
    },
    upload: {
      staticDir: mediaDir,
      mimeTypes: MEDIA_MIME_TYPES,
      // No sharp: nothing to crop or resize.
      crop: false,
      focalPoint: false,
    },
    fields: [
      {
        name: 'alt',
        type: 'text',
        label: 'Alternative text',
        admin: { description: 'What a picture shows, for screen readers. Not needed for PDFs.' },
      },
    ],
  };
}

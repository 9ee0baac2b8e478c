/** Score-report pictures ('Real Student Success Stories'). Mirrors SuccessStorySeed. */
import type { CollectionConfig } from 'payload';
import { editorialAccess } from '../access/editorial';
import { examField, statusField } from '../fields/common';
import { consentFields } from '../fields/consent';
import { notifyHooks } from '../hooks/change-notifier';
import { MEDIA_SLUG } from './Media';

export const SuccessStories: CollectionConfig = {
  slug: 'success-stories',
  labels: { singular: 'Success story', plural: 'Success stories' },
  timestamps: true,
  defaultSort: 'createdAt',
  admin: {
    useAsTitle: 'caption',
    defaultColumns: ['caption', 'exam', 'image', 'sample', 'status'],
    description:
      "Score-report pictures of real students, shown on the landing page when the student's consent is recorded (or marked as a sample).",
    group: 'Site content',
  },
  access: editorialAccess,
  hooks: notifyHooks,
  fields: [
    {
      name: 'image',
      type: 'upload',
      relationTo: MEDIA_SLUG,
      required: true,
      admin: { description: 'The score report (PNG, JPEG, WebP or SVG).' },
    },
    {
      name: 'alt',
      type: 'text',
      required: true,
      label: 'Alternative text',
      admin: { description: 'What the picture shows, for screen readers.' },
    },
    { name: 'caption', type: 'text', required: true },
    examField(),
    ...consentFields({ singular: 'success story', plural: 'success stories' }),
    statusField(),
  ],
};

/** Free downloadable guides of the Resources page. Mirrors GuideSeed (file → media). */
import type { CollectionConfig } from 'payload';
import { editorialAccess } from '../access/editorial';
import { statusField } from '../fields/common';
import { wholeNumberBetween } from '../fields/validators';
import { notifyHooks } from '../hooks/change-notifier';
import { MEDIA_SLUG } from './Media';

export const Guides: CollectionConfig = {
  slug: 'guides',
  labels: { singular: 'Downloadable guide', plural: 'Downloadable guides' },
  timestamps: true,
  defaultSort: 'createdAt',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'type', 'pages', 'file', 'status'],
    description: 'Free guides (PDF and similar) offered for download on the Resources page.',
    group: 'Site content',
  },
  access: editorialAccess,
  hooks: notifyHooks,
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'description', type: 'textarea', required: true },
    {
      type: 'row',
      fields: [
        {
          name: 'type',
          type: 'text',
          required: true,
          admin: { description: "e.g. 'PDF Guide', 'Checklist', 'Worksheet'." },
        },
        {
          name: 'pages',
          type: 'number',
          required: true,
          min: 1,
          validate: wholeNumberBetween(1, 1000, 'Pages'),
        },
      ],
    },
    {
      name: 'file',
      type: 'upload',
      relationTo: MEDIA_SLUG,
      required: true,
      admin: { description: 'The file visitors download.' },
    },
    statusField(),
  ],
};

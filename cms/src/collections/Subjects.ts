/**
 * Subject landing pages (/exam/{exam}/{slug}, spec §2 "Subject landing page").
 * Mirrors SubjectPageSeed (seed/content/types.ts). (exam, slug) is unique: checked by
 * ensureUniqueSubject with a clear message, and by a compound unique index.
 */
import type { CollectionConfig } from 'payload';
import { editorialAccess } from '../access/editorial';
import { examField, seoGroup, statusField, stringList, titledTextList } from '../fields/common';
import { notifyAfterChange, notifyAfterDelete } from '../hooks/change-notifier';
import { deriveSlug } from '../hooks/post-slug';
import { ensureUniqueSubject } from '../hooks/subject-unique';

export const Subjects: CollectionConfig = {
  slug: 'subjects',
  labels: { singular: 'Subject page', plural: 'Subject pages' },
  timestamps: true,
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'exam', 'slug', 'status'],
    listSearchableFields: ['title', 'slug'],
    description:
      'One page per subject of an exam, shown at /exam/{exam}/{slug}. Each exam uses a slug once.',
    group: 'Site content',
  },
  indexes: [{ fields: ['exam', 'slug'], unique: true }],
  access: editorialAccess,
  hooks: {
    beforeValidate: [deriveSlug],
    beforeChange: [ensureUniqueSubject],
    afterChange: [notifyAfterChange],
    afterDelete: [notifyAfterDelete],
  },
  fields: [
    {
      type: 'row',
      fields: [
        examField(),
        {
          name: 'slug',
          type: 'text',
          required: true,
          index: true,
          admin: {
            description:
              "The exam category's slug, e.g. 'math'. Leave empty to derive it from the title.",
          },
        },
      ],
    },
    {
      name: 'title',
      type: 'text',
      required: true,
      admin: { description: "The page heading reads '{title} Practice'." },
    },
    {
      name: 'description',
      type: 'textarea',
      required: true,
      admin: { description: 'One or two sentences under the heading.' },
    },
    stringList(
      'overview',
      { singular: 'Paragraph', plural: 'Paragraphs' },
      { textarea: true, description: 'The overview text, one row per paragraph.' },
    ),
    titledTextList(
      'studyTips',
      { singular: 'Study tip', plural: 'Study tips' },
      { description: 'Five tips. Seeded subjects without their own get the generic five.' },
    ),
    titledTextList(
      'strategies',
      { singular: 'Strategy', plural: 'Practice strategies' },
      { description: 'Five strategies. Seeded subjects without their own get the generic five.' },
    ),
    seoGroup(),
    statusField(),
  ],
};

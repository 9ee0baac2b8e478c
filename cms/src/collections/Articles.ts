/**
 * Resource articles (/resources and /resources/post/{slug}). Mirrors ArticleSeed; the body
 * is Lexical rich text like blog posts, and the slug is unique.
 */
import type { CollectionConfig } from 'payload';
import { editorialAccess } from '../access/editorial';
import { statusField, stringList } from '../fields/common';
import { wholeNumberBetween } from '../fields/validators';
import { notifyAfterChange, notifyAfterDelete } from '../hooks/change-notifier';
import { deriveSlug } from '../hooks/post-slug';
import { ARTICLE_CATEGORIES } from '../lib/content-options';

export const Articles: CollectionConfig = {
  slug: 'articles',
  labels: { singular: 'Resource article', plural: 'Resource articles' },
  timestamps: true,
  defaultSort: '-date',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'date', 'status'],
    listSearchableFields: ['title', 'slug', 'excerpt'],
    description: 'The study articles of the Resources page.',
    group: 'Site content',
  },
  access: editorialAccess,
  hooks: {
    beforeValidate: [deriveSlug],
    afterChange: [notifyAfterChange],
    afterDelete: [notifyAfterDelete],
  },
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: {
        position: 'sidebar',
        description: 'Leave empty to derive it from the title. Used in /resources/post/{slug}.',
      },
    },
    {
      name: 'excerpt',
      type: 'textarea',
      required: true,
      admin: { description: 'Shown on the article card; also searched by the Resources page.' },
    },
    {
      name: 'category',
      type: 'select',
      required: true,
      index: true,
      options: ARTICLE_CATEGORIES.map((value) => ({ label: value, value })),
      admin: { description: 'The Resources page filter button this article belongs to.' },
    },
    { name: 'body', type: 'richText', required: true },
    stringList(
      'tags',
      { singular: 'Tag', plural: 'Tags' },
      { description: 'Each tag as a separate row; searched by the Resources page.' },
    ),
    {
      name: 'author',
      type: 'text',
      required: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'date',
      type: 'date',
      required: true,
      index: true,
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayOnly', displayFormat: 'MMM d, yyyy' },
      },
    },
    {
      name: 'readTimeMinutes',
      type: 'number',
      label: 'Read time (minutes)',
      required: true,
      min: 1,
      max: 120,
      validate: wholeNumberBetween(1, 120, 'Read time'),
      admin: { position: 'sidebar' },
    },
    statusField(),
  ],
};

/**
 * Blog posts (spec §3 "Blog post", §4 states, §5 blog form validation).
 *
 * categories/tags are `array` fields of `{ value }` rows: they get their own table with an
 * indexed `_parent_id`, unlike `text` + `hasMany` (no parent index: list queries scanned it),
 * and unlike `select` + `hasMany` they accept free text, which the spec's comma-separated
 * blog form needs. The api maps `[{ value }]` to `string[]`.
 */
import { SEO_DESCRIPTION_MAX_CHARS, SEO_TITLE_MAX_CHARS } from '@app/domain';
import type { CollectionConfig, Field, TextFieldSingleValidation } from 'payload';
import { editorialAccess } from '../access/editorial';
import { notifyAfterChange, notifyAfterDelete } from '../hooks/change-notifier';
import { syncPublishedAt } from '../hooks/post-published-at';
import { deriveSlug } from '../hooks/post-slug';

const validateHttpUrl: TextFieldSingleValidation = (value) => {
  if (value === null || value === undefined || value === '') return true;
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return true;
  } catch {
    // fall through to the message
  }
  return 'Must be an http(s) URL, e.g. https://example.com/image.png';
};

function stringList(name: 'categories' | 'tags', label: string): Field {
  return {
    name,
    type: 'array',
    labels: { singular: label, plural: `${label}s` },
    admin: { initCollapsed: true, description: `Each ${label.toLowerCase()} as a separate row.` },
    fields: [{ name: 'value', type: 'text', required: true, label }],
  };
}

export const Posts: CollectionConfig = {
  slug: 'posts',
  labels: { singular: 'Blog post', plural: 'Blog posts' },
  timestamps: true,
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'status', 'publishedAt'],
    listSearchableFields: ['title', 'slug'],
  },
  access: editorialAccess,
  hooks: {
    beforeValidate: [deriveSlug],
    beforeChange: [syncPublishedAt],
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
        description: 'Leave empty to derive it from the title. Used in /blog/{slug}.',
      },
    },
    { name: 'content', type: 'richText', required: true },
    {
      name: 'excerpt',
      type: 'textarea',
      admin: { description: 'Shown on blog cards; when empty the first 150 characters are used.' },
    },
    stringList('categories', 'Category'),
    stringList('tags', 'Tag'),
    {
      name: 'author',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'firstName', type: 'text' },
            { name: 'lastName', type: 'text' },
          ],
        },
      ],
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'draft',
      options: [
        { label: 'Draft', value: 'draft' },
        { label: 'Published', value: 'published' },
      ],
      admin: { position: 'sidebar' },
    },
    {
      name: 'publishedAt',
      type: 'date',
      index: true,
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description: 'Set automatically when first published; cleared for drafts.',
      },
    },
    {
      type: 'collapsible',
      label: 'SEO',
      fields: [
        { name: 'metaTitle', type: 'text', maxLength: SEO_TITLE_MAX_CHARS },
        { name: 'metaDescription', type: 'textarea', maxLength: SEO_DESCRIPTION_MAX_CHARS },
        { name: 'ogImageUrl', type: 'text', label: 'OG image URL', validate: validateHttpUrl },
      ],
    },
  ],
};

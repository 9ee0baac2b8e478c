/**
 * Field builders shared by the site-content collections and the site-settings global.
 *
 * Lists are `array` fields (their rows get a table with an indexed `_parent_id`); never
 * `text` + `hasMany` (see DESIGN.md). A list of plain strings is an array of `{ value }` rows,
 * as for the blog's categories and tags.
 */
import { SEO_DESCRIPTION_MAX_CHARS, SEO_TITLE_MAX_CHARS } from '@app/domain';
import type { Field, SelectField } from 'payload';
import { EXAM_OPTIONS } from '../lib/content-options';
import { maxCharsText, maxCharsTextarea } from './validators';

export const CONTENT_STATUSES = ['draft', 'published'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** draft/published; only published documents are readable without signing in. */
export function statusField(): SelectField {
  return {
    name: 'status',
    type: 'select',
    required: true,
    index: true,
    defaultValue: 'draft',
    options: [
      { label: 'Draft', value: 'draft' },
      { label: 'Published', value: 'published' },
    ],
    admin: {
      position: 'sidebar',
      description: 'Only published documents appear on the public site.',
    },
  };
}

/** The exam a document belongs to (one of the catalogue's seven slugs). */
export function examField(overrides: Partial<SelectField> = {}): SelectField {
  return {
    name: 'exam',
    type: 'select',
    required: true,
    index: true,
    options: EXAM_OPTIONS,
    ...overrides,
  } as SelectField;
}

type Labels = { singular: string; plural: string };

/** An ordered list of strings, stored as `{ value }` rows. */
export function stringList(
  name: string,
  labels: Labels,
  options: { description?: string; textarea?: boolean } = {},
): Field {
  return {
    name,
    type: 'array',
    labels,
    admin: {
      initCollapsed: true,
      ...(options.description ? { description: options.description } : {}),
    },
    fields: [
      options.textarea
        ? { name: 'value', type: 'textarea', required: true, label: labels.singular }
        : { name: 'value', type: 'text', required: true, label: labels.singular },
    ],
  };
}

/** An ordered list of `{ title, text }` items (study tips, strategies, features…). */
export function titledTextList(
  name: string,
  labels: Labels,
  options: { description?: string; extraFields?: Field[] } = {},
): Field {
  return {
    name,
    type: 'array',
    labels,
    admin: {
      initCollapsed: true,
      ...(options.description ? { description: options.description } : {}),
    },
    fields: [
      { name: 'title', type: 'text', required: true },
      { name: 'text', type: 'textarea', required: true },
      ...(options.extraFields ?? []),
    ],
  };
}

/** Question-and-answer rows. */
export function faqList(name: string, description?: string): Field {
  return {
    name,
    type: 'array',
    labels: { singular: 'FAQ', plural: 'FAQs' },
    admin: { initCollapsed: true, ...(description ? { description } : {}) },
    fields: [
      { name: 'question', type: 'text', required: true },
      { name: 'answer', type: 'textarea', required: true },
    ],
  };
}

/** Page title and meta description, within the lengths search engines show (spec §9). */
export function seoGroup(): Field {
  return {
    name: 'seo',
    type: 'group',
    label: 'SEO',
    admin: { description: 'The browser title and the description shown by search engines.' },
    fields: [
      {
        name: 'title',
        type: 'text',
        required: true,
        validate: maxCharsText(SEO_TITLE_MAX_CHARS, 'SEO title'),
        admin: { description: `At most ${SEO_TITLE_MAX_CHARS} characters.` },
      },
      {
        name: 'description',
        type: 'textarea',
        required: true,
        validate: maxCharsTextarea(SEO_DESCRIPTION_MAX_CHARS, 'SEO description'),
        admin: { description: `At most ${SEO_DESCRIPTION_MAX_CHARS} characters.` },
      },
    ],
  };
}

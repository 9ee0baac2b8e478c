/**
 * The site's informational pages (/about, /services, /contact, /resources, /help and the
 * footer's /privacy, /terms, /accessibility): one document per page, picked from a fixed list.
 * Mirrors PageSeed (seed/content/types.ts).
 */
import type { ArrayFieldValidation, CollectionConfig } from 'payload';
import { editorialAccess } from '../access/editorial';
import { seoGroup, statusField } from '../fields/common';
import { kebabAnchor } from '../fields/validators';
import { notifyHooks } from '../hooks/change-notifier';
import { PAGE_LABELS, PAGE_SLUGS } from '../lib/content-options';

/** Anchors are ids on one page: each may appear once. */
const uniqueAnchors: ArrayFieldValidation = (_value, { siblingData }) => {
  const rows = (siblingData as { sections?: { anchor?: string | null }[] } | undefined)?.sections;
  const seen = new Set<string>();
  for (const row of rows ?? []) {
    const anchor = row?.anchor;
    if (!anchor) continue;
    if (seen.has(anchor)) return `The anchor "${anchor}" is used by more than one section.`;
    seen.add(anchor);
  }
  return true;
};

export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: 'Page', plural: 'Pages' },
  timestamps: true,
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'status', 'updatedAt'],
    description:
      'Informational pages: About, Services, Contact, Resources, Help, Privacy, Terms and Accessibility. One document per page.',
    group: 'Site content',
  },
  access: editorialAccess,
  hooks: notifyHooks,
  fields: [
    {
      name: 'slug',
      type: 'select',
      required: true,
      unique: true,
      index: true,
      options: PAGE_SLUGS.map((value) => ({ label: PAGE_LABELS[value], value })),
      admin: {
        position: 'sidebar',
        description: 'Which page of the site this is. Each page exists once.',
      },
    },
    {
      name: 'title',
      type: 'text',
      required: true,
      admin: { description: 'The page name, e.g. for breadcrumbs and the admin list.' },
    },
    {
      name: 'hero',
      type: 'group',
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'subtitle', type: 'textarea' },
      ],
    },
    {
      name: 'sections',
      type: 'array',
      labels: { singular: 'Section', plural: 'Sections' },
      validate: uniqueAnchors,
      admin: {
        initCollapsed: true,
        description:
          'The body of the page, in order. An anchor makes the section reachable as /{page}#{anchor}; the footer links to some of them.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'heading', type: 'text', required: true },
            {
              name: 'anchor',
              type: 'text',
              validate: kebabAnchor,
              admin: { description: "Optional in-page id in kebab case, e.g. 'mission'." },
            },
          ],
        },
        { name: 'body', type: 'richText', required: true },
      ],
    },
    seoGroup(),
    statusField(),
  ],
};

/** FAQ items outside the exam pages (the contact page's six, pricing, general). Mirrors FaqSeed. */
import type { CollectionConfig } from 'payload';
import { editorialAccess } from '../access/editorial';
import { statusField } from '../fields/common';
import { notifyHooks } from '../hooks/change-notifier';
import { FAQ_GROUPS } from '../lib/content-options';

const GROUP_LABELS: Record<(typeof FAQ_GROUPS)[number], string> = {
  contact: 'Contact page',
  pricing: 'Pricing',
  general: 'General',
};

export const Faqs: CollectionConfig = {
  slug: 'faqs',
  labels: { singular: 'FAQ', plural: 'FAQs' },
  timestamps: true,
  defaultSort: 'createdAt',
  admin: {
    useAsTitle: 'question',
    defaultColumns: ['question', 'group', 'status'],
    listSearchableFields: ['question', 'answer'],
    description:
      'Questions and answers shown outside the exam pages (exam pages keep their own FAQ).',
    group: 'Site content',
  },
  access: editorialAccess,
  hooks: notifyHooks,
  fields: [
    { name: 'question', type: 'text', required: true },
    { name: 'answer', type: 'textarea', required: true },
    {
      name: 'group',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'general',
      options: FAQ_GROUPS.map((value) => ({ label: GROUP_LABELS[value], value })),
      admin: { position: 'sidebar', description: 'Where the question is shown.' },
    },
    statusField(),
  ],
};

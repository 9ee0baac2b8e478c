/**
 * Exam overview pages (/{exam} and /exam/{exam}, spec §2 "Exam pages"): one document per
 * exam of the catalogue. Mirrors ExamPageSeed (seed/content/types.ts).
 */
import type { CollectionConfig } from 'payload';
import { editorialAccess } from '../access/editorial';
import {
  examField,
  faqList,
  seoGroup,
  statusField,
  stringList,
  titledTextList,
} from '../fields/common';
import { hexColor } from '../fields/validators';
import { notifyHooks } from '../hooks/change-notifier';

export const ExamPages: CollectionConfig = {
  slug: 'exam-pages',
  labels: { singular: 'Exam page', plural: 'Exam pages' },
  timestamps: true,
  admin: {
    useAsTitle: 'exam',
    defaultColumns: ['exam', 'status', 'updatedAt'],
    description:
      'The overview page of each exam, shown at /{exam} and /exam/{exam}. One page per exam.',
    group: 'Site content',
  },
  access: editorialAccess,
  hooks: notifyHooks,
  fields: [
    examField({
      unique: true,
      admin: { description: 'Each exam has exactly one page.' },
    }),
    {
      name: 'colors',
      type: 'group',
      label: 'Brand colours',
      admin: { description: 'CSS hex colours of the page, e.g. #2563eb.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'primary', type: 'text', required: true, validate: hexColor },
            { name: 'accent', type: 'text', required: true, validate: hexColor },
          ],
        },
      ],
    },
    {
      name: 'hero',
      type: 'group',
      fields: [
        {
          name: 'eyebrow',
          type: 'text',
          admin: { description: "Small line above the title, e.g. 'ATI TEAS 7 Practice'." },
        },
        { name: 'title', type: 'text', required: true },
        { name: 'subtitle', type: 'textarea' },
        {
          name: 'primaryCta',
          type: 'text',
          label: 'Main button label',
          required: true,
          admin: { description: 'Goes to sign-up, or to the practice test when signed in.' },
        },
      ],
    },
    stringList(
      'intro',
      { singular: 'Paragraph', plural: 'Paragraphs' },
      {
        textarea: true,
        description: 'A short introduction, one row per paragraph.',
      },
    ),
    {
      name: 'details',
      type: 'array',
      labels: { singular: 'Detail', plural: 'Details' },
      admin: {
        initCollapsed: true,
        description: "The exam at a glance, e.g. 'Questions' → '170 (150 scored)'.",
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', required: true },
            { name: 'value', type: 'text', required: true },
          ],
        },
      ],
    },
    {
      name: 'sections',
      type: 'array',
      labels: { singular: 'Section', plural: 'Sections' },
      admin: {
        initCollapsed: true,
        description: 'Long-form sections: what is tested, how scoring works, how to prepare…',
      },
      fields: [
        { name: 'heading', type: 'text', required: true },
        { name: 'body', type: 'richText', required: true },
      ],
    },
    titledTextList(
      'features',
      { singular: 'Feature', plural: 'Features' },
      {
        description: 'Why practise with us, 3 to 6 items.',
        extraFields: [
          {
            name: 'icon',
            type: 'text',
            required: true,
            admin: { description: "A Tabler icon name such as 'clock'." },
          },
        ],
      },
    ),
    {
      name: 'subjects',
      type: 'array',
      labels: { singular: 'Subject card', plural: 'Subject cards' },
      admin: {
        initCollapsed: true,
        description:
          "The 'Start Practice by Subject' cards; each links to /exam/{exam}/{slug} (a subject page).",
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'slug', type: 'text', required: true },
            { name: 'title', type: 'text', required: true },
          ],
        },
        { name: 'description', type: 'textarea', required: true },
      ],
    },
    faqList('faqs', 'Questions and answers shown on this exam page.'),
    {
      name: 'cta',
      type: 'group',
      label: 'Closing call to action',
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea', required: true },
        { name: 'button', type: 'text', label: 'Button label', required: true },
      ],
    },
    seoGroup(),
    statusField(),
  ],
};

/** Student testimonials ('What Our Clients Say'). Mirrors TestimonialSeed. */
import type { CollectionConfig } from 'payload';
import { editorialAccess } from '../access/editorial';
import { statusField } from '../fields/common';
import { consentFields } from '../fields/consent';
import { wholeNumberBetween } from '../fields/validators';
import { notifyHooks } from '../hooks/change-notifier';

export const Testimonials: CollectionConfig = {
  slug: 'testimonials',
  labels: { singular: 'Testimonial', plural: 'Testimonials' },
  timestamps: true,
  defaultSort: 'createdAt',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'rating', 'date', 'sample', 'status'],
    description:
      "Student quotes with a 0–5 star rating, shown in 'What Our Clients Say' when the student's consent is recorded (or marked as a sample).",
    group: 'Site content',
  },
  access: editorialAccess,
  hooks: notifyHooks,
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'initial',
          type: 'text',
          required: true,
          maxLength: 3,
          admin: { description: 'Shown in the avatar circle, e.g. S.' },
        },
        { name: 'name', type: 'text', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'date',
          type: 'date',
          required: true,
          admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'MMM d, yyyy' } },
        },
        {
          name: 'rating',
          type: 'number',
          required: true,
          min: 0,
          max: 5,
          validate: wholeNumberBetween(0, 5, 'Rating'),
          admin: { description: 'Stars, from 0 to 5.', step: 1 },
        },
      ],
    },
    { name: 'text', type: 'textarea', required: true },
    ...consentFields({ singular: 'testimonial', plural: 'testimonials' }),
    statusField(),
  ],
};

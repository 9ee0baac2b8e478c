/**
 * Decision 0022: a testimonial or success story shown as a real student's must record that
 * student's consent to publication; one written by us to show the layout is marked as a
 * sample (and the site labels it so). Invented reviews presented as real are unlawful (US FTC
 * rule on fake reviews and testimonials, 2024; EU/UK consumer law).
 */
import type { CheckboxField, TextareaField, TextareaFieldValidation } from 'payload';
import { textarea } from 'payload/shared';

export const CONSENT_MAX_CHARS = 500;

export const CONSENT_REQUIRED_MESSAGE =
  "Record the student's consent to publication (how and when they agreed, and where the record is kept), or tick 'Sample' if no real student wrote this.";

type ConsentSiblings = { sample?: boolean | null } | undefined;

/** Required unless the document is a sample; at most CONSENT_MAX_CHARS characters. */
export const consentRequired: TextareaFieldValidation = (value, options) => {
  const isSample = (options.siblingData as ConsentSiblings)?.sample === true;
  if (!isSample && (typeof value !== 'string' || value.trim() === '')) {
    return CONSENT_REQUIRED_MESSAGE;
  }
  if (typeof value === 'string' && value.length > CONSENT_MAX_CHARS) {
    return `The consent record must be ${CONSENT_MAX_CHARS} characters or fewer (it has ${value.length}).`;
  }
  return textarea(value, options);
};

/** The 'Sample' mark and the student's consent, for testimonials and success stories. */
export function consentFields(what: {
  singular: string;
  plural: string;
}): [CheckboxField, TextareaField] {
  return [
    {
      name: 'sample',
      type: 'checkbox',
      label: 'Sample (not a real student)',
      defaultValue: false,
      admin: {
        position: 'sidebar',
        description: `Written by our team to show the layout. The site shows it with a "Sample" label and a line saying these are examples; local and demo runs seed such ${what.plural}, production never does.`,
      },
    },
    {
      name: 'consent',
      type: 'textarea',
      label: "Student's consent",
      validate: consentRequired,
      admin: {
        description: `Required for a real student's ${what.singular}: how and when they agreed to publication (e.g. "Signed form, 2 March 2026, kept in Support › Consents"). Without it the site does not show it.`,
      },
    },
  ];
}

import { CONTACT_LIMITS, OUTREACH_MESSAGES as M } from '@app/domain';

export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', subject: '', message: '' };

// The same shape the server accepts (one @, a dot in the domain, no spaces).
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const LABELS: Record<ContactField, string> = {
  name: 'Name',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
};

/**
 * The contact form's rules, with the server's texts (POST /api/contact answers 400 with the
 * same ones): all four fields required after trimming, a plausible e-mail, length limits.
 */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  const name = values.name.trim();
  const email = values.email.trim();
  const subject = values.subject.trim();
  const message = values.message.trim();

  if (!name) errors.name = M.nameRequired;
  if (!email) errors.email = M.emailRequired;
  else if (!EMAIL.test(email)) errors.email = M.invalidEmail;
  if (!subject) errors.subject = M.subjectRequired;
  if (!message) errors.message = M.messageRequired;

  for (const field of CONTACT_FIELDS) {
    const max = CONTACT_LIMITS[field];
    if (!errors[field] && values[field].trim().length > max) {
      errors[field] = field === 'email' ? M.invalidEmail : M.tooLong(LABELS[field], max);
    }
  }
  return errors;
}

/** What POST /api/contact receives: trimmed values. */
export function contactPayload(values: ContactValues): ContactValues {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    subject: values.subject.trim(),
    message: values.message.trim(),
  };
}

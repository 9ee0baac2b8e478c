import { OUTREACH_MESSAGES as M } from '@app/domain';
import { contactFailureText, postContact } from '../features/contact/contact-api';
import {
  CONTACT_FIELDS,
  type ContactField,
  type ContactValues,
  contactPayload,
  validateContact,
} from '../features/contact/contact-validation';
import { showFieldError } from './field-error';
import { showToast } from './toast';

/**
 * The contact form of the server-rendered /contact page, with the React form's rules
 * (features/contact/contact-form.tsx): the browser's own checks (`required`, e-mail), inline
 * messages once a field was left or a submit failed, the first wrong field focused, 'Sending...'
 * while it goes, a toast for the result, the form cleared after sending.
 */
export function enhanceContact(doc: Document = document): void {
  const form = doc.querySelector<HTMLFormElement>('[data-contact-form]');
  const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!form || !button) return;
  const supportEmail = form.dataset.supportEmail || null;
  const fields = Object.fromEntries(
    CONTACT_FIELDS.map((name) => [
      name,
      form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null,
    ]),
  ) as Record<ContactField, HTMLInputElement | HTMLTextAreaElement | null>;
  if (CONTACT_FIELDS.some((name) => !fields[name])) return;
  const shown = new Set<ContactField>();
  let sending = false;

  const values = (): ContactValues =>
    Object.fromEntries(
      CONTACT_FIELDS.map((name) => [name, fields[name]?.value ?? '']),
    ) as ContactValues;

  /** Each field's message, once it was left or a submit failed. */
  function render(): void {
    const errors = validateContact(values());
    for (const name of CONTACT_FIELDS) {
      const input = fields[name];
      if (input) showFieldError(input, shown.has(name) ? errors[name] : undefined, doc);
    }
  }

  const show = (name: ContactField) => {
    shown.add(name);
    render();
  };
  for (const name of CONTACT_FIELDS) {
    const input = fields[name];
    input?.addEventListener('blur', () => show(name));
    // The browser found it invalid (empty, bad e-mail) on submit: say why inline too.
    input?.addEventListener('invalid', () => show(name));
    input?.addEventListener('input', render);
  }

  const setSending = (on: boolean) => {
    sending = on;
    for (const name of CONTACT_FIELDS) {
      const input = fields[name];
      if (input) input.disabled = on;
    }
    button.disabled = on;
    const label = button.querySelector('.mantine-Button-label') ?? button;
    label.textContent = on ? 'Sending...' : 'Send Message';
  };

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (sending) return;
    const current = values();
    const invalid = Object.keys(validateContact(current)) as ContactField[];
    if (invalid.length > 0) {
      for (const name of invalid) shown.add(name);
      render();
      fields[invalid[0] as ContactField]?.focus();
      return;
    }
    setSending(true);
    try {
      await postContact(contactPayload(current));
      form.reset();
      shown.clear();
      render();
      showToast({ title: M.contactSentTitle, message: M.contactSentText }, doc);
    } catch (error) {
      showToast(
        {
          title: 'Error',
          message: contactFailureText(error, supportEmail),
          variant: 'destructive',
        },
        doc,
      );
    } finally {
      setSending(false);
    }
  });
}

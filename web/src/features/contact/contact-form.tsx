import { OUTREACH_MESSAGES as M } from '@app/domain';
import { Button, Stack, Textarea, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { showToast } from '../../ui/toast';
import { contactFailureText, postContact } from './contact-api';

export { contactFailureText, postContact } from './contact-api';

import {
  type ContactErrors,
  type ContactField,
  type ContactValues,
  contactPayload,
  EMPTY_CONTACT,
  validateContact,
} from './contact-validation';

type ContactFormProps = {
  /** Named in the failure toast; from the site settings. */
  supportEmail: string | null | undefined;
  /** How the message is sent; tests pass their own. */
  send?: (payload: ContactValues) => Promise<unknown>;
};

/**
 * The contact form (spec §2): all four fields required, checked by the browser (`required`)
 * and inline; POST /api/contact; a toast tells how it went; cleared after sending.
 */
export function ContactForm({ supportEmail, send: sendMessage = postContact }: ContactFormProps) {
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  // Inline messages show for fields that were left or failed a submit, not while typing first.
  const [shown, setShown] = useState<ReadonlySet<ContactField>>(new Set());
  const errors: ContactErrors = validateContact(values);

  const send = useMutation({
    mutationFn: (payload: ContactValues) => sendMessage(payload),
    onSuccess: () => {
      setValues(EMPTY_CONTACT);
      setShown(new Set());
      void showToast({ title: M.contactSentTitle, message: M.contactSentText });
    },
    onError: (error) => {
      void showToast({
        title: 'Error',
        message: contactFailureText(error, supportEmail),
        variant: 'destructive',
      });
    },
  });

  const show = (field: ContactField) =>
    setShown((previous) => (previous.has(field) ? previous : new Set(previous).add(field)));

  const field = (name: ContactField) => ({
    name,
    value: values[name],
    required: true,
    disabled: send.isPending,
    error: shown.has(name) ? errors[name] : undefined,
    onChange: (event: { currentTarget: { value: string } }) => {
      const { value } = event.currentTarget;
      setValues((previous) => ({ ...previous, [name]: value }));
    },
    onBlur: () => show(name),
    // The browser found it invalid (empty, bad e-mail) on submit: say why inline too.
    onInvalid: () => show(name),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    const invalid = Object.keys(errors) as ContactField[];
    if (invalid.length > 0) {
      setShown(new Set([...shown, ...invalid]));
      const first = event.currentTarget.elements.namedItem(invalid[0] as string);
      if (first instanceof HTMLElement) first.focus();
      return;
    }
    send.mutate(contactPayload(values));
  };

  return (
    <form
      // Never a GET: what was typed must not end up in an address (no JavaScript yet).
      method="post"
      onSubmit={onSubmit}
      aria-label="Send us a message"
      // Server-rendered, the page sends it without React (document/contact.ts).
      data-contact-form=""
      data-support-email={supportEmail ?? ''}
    >
      <Stack gap="md">
        <TextInput label="Full Name" autoComplete="name" {...field('name')} />
        <TextInput label="Email Address" type="email" autoComplete="email" {...field('email')} />
        <TextInput label="Subject" {...field('subject')} />
        <Textarea label="Message" rows={6} {...field('message')} />
        <Button type="submit" disabled={send.isPending} style={{ alignSelf: 'flex-start' }}>
          {send.isPending ? 'Sending...' : 'Send Message'}
        </Button>
      </Stack>
    </form>
  );
}

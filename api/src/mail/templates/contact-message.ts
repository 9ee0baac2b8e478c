import type { ContactInput } from '@app/domain';
import type { MailMessage } from '../mailer';
import { emailLayout, escapeHtml } from './html';

type Contact = Required<{ [K in keyof ContactInput]: string }>;

/** A contact-form message, delivered to the support inbox with Reply-To set to the sender. */
export function contactMessageEmail(supportEmail: string, contact: Contact): MailMessage {
  const text = [
    `New message from the contact form`,
    '',
    `From: ${contact.name} <${contact.email}>`,
    `Subject: ${contact.subject}`,
    '',
    contact.message,
    '',
    'Reply to this e-mail to answer the sender directly.',
  ].join('\n');
  const paragraphs = contact.message
    .split(/\n{2,}/)
    .map((p) => `<p style="white-space:pre-wrap">${escapeHtml(p)}</p>`)
    .join('\n');
  const html = emailLayout(
    `Contact: ${contact.subject}`,
    `<p><strong>New message from the contact form</strong></p>
<p>From: ${escapeHtml(contact.name)} &lt;${escapeHtml(contact.email)}&gt;<br>Subject: ${escapeHtml(contact.subject)}</p>
${paragraphs}
<p style="color:#6b7280">Reply to this e-mail to answer the sender directly.</p>`,
  );
  return {
    to: supportEmail,
    replyTo: `${contact.name.replace(/["<>]/g, '')} <${contact.email}>`,
    subject: `[Contact] ${contact.subject}`,
    text,
    html,
  };
}

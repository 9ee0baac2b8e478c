import { BRAND_NAME } from '@app/domain';
import type { MailMessage } from '../mailer';
import { emailLayout, escapeHtml, SIGN_OFF } from './html';

/** The password-reset e-mail: the link works once, for one hour. */
export function passwordResetEmail(to: string, firstName: string, link: string): MailMessage {
  const greeting = firstName ? `Hi ${firstName},` : 'Hi,';
  const text = [
    greeting,
    '',
    `We received a request to reset the password of your ${BRAND_NAME} account.`,
    'Open this link to choose a new password (it works once, for 1 hour):',
    '',
    link,
    '',
    "If you didn't ask for this, you can ignore this e-mail: your password stays the same.",
    '',
    SIGN_OFF,
  ].join('\n');
  const html = emailLayout(
    'Reset your password',
    `<p>${escapeHtml(greeting)}</p>
<p>We received a request to reset the password of your ${BRAND_NAME} account.</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#1c4fd8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">Choose a new password</a></p>
<p>The link works once, for 1 hour. If the button does not work, copy this address into your browser:<br><span style="word-break:break-all">${escapeHtml(link)}</span></p>
<p>If you didn't ask for this, you can ignore this e-mail: your password stays the same.</p>
<p>${escapeHtml(SIGN_OFF)}</p>`,
  );
  return {
    to,
    subject: `Reset your ${BRAND_NAME} password`,
    text,
    html,
    outboxNote: `password reset link: ${link}`,
  };
}

import { BRAND_NAME } from '@app/domain';
import type { MailMessage } from '../mailer';
import { emailLayout, escapeHtml, SIGN_OFF } from './html';

/** Sent when many failed sign-ins from elsewhere protect an account: sign in from here anyway. */
export function accountUnlockEmail(to: string, firstName: string, link: string): MailMessage {
  const greeting = firstName ? `Hi ${firstName},` : 'Hi,';
  const lines = [
    `Someone has tried many wrong passwords for your ${BRAND_NAME} account, so we now refuse sign-ins to it from browsers you have not used with us before. Browsers you signed in on before still work.`,
    'If you want to sign in from a new browser, open this link in it (the link works once, for 1 hour):',
  ];
  const text = [
    greeting,
    '',
    ...lines.flatMap((l) => [l, '']),
    link,
    '',
    'Your password has not been changed. If you did not try to sign in, consider choosing a longer password in Account settings.',
    '',
    SIGN_OFF,
  ].join('\n');
  const html = emailLayout(
    'Sign in from a new browser',
    `<p>${escapeHtml(greeting)}</p>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#1c4fd8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">Trust this browser</a></p>
<p>Your password has not been changed. If you did not try to sign in, consider choosing a longer password in Account settings.</p>
<p>${escapeHtml(SIGN_OFF)}</p>`,
  );
  return {
    to,
    subject: `Your ${BRAND_NAME} account is protected`,
    text,
    html,
    outboxNote: `account unlock link: ${link}`,
  };
}

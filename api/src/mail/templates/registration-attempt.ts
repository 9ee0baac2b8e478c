import { BRAND_NAME } from '@app/domain';
import type { MailMessage } from '../mailer';
import { emailLayout, escapeHtml, SIGN_OFF } from './html';

/**
 * To the owner of an e-mail address someone tried to register again: the sign-up form
 * answered 'An account with this email already exists', and the owner hears of it.
 */
export function registrationAttemptEmail(
  to: string,
  firstName: string,
  siteUrl: string,
): MailMessage {
  const greeting = firstName ? `Hi ${firstName},` : 'Hi,';
  const signIn = `${siteUrl}/auth`;
  const lines = [
    `Someone just tried to create a new ${BRAND_NAME} account with this e-mail address. You already have an account, so nothing was created and nothing about your account changed.`,
    'If it was you, sign in instead; if you forgot your password, choose "Forgot password" on the sign-in page.',
    'If it was not you, you can ignore this e-mail.',
  ];
  const text = [greeting, '', ...lines.flatMap((l) => [l, '']), signIn, '', SIGN_OFF].join('\n');
  const html = emailLayout(
    'Someone tried to sign up with your e-mail',
    `<p>${escapeHtml(greeting)}</p>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p><a href="${escapeHtml(signIn)}" style="display:inline-block;background:#1c4fd8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">Sign in</a></p>
<p>${escapeHtml(SIGN_OFF)}</p>`,
  );
  return {
    to,
    subject: `Someone tried to create a ${BRAND_NAME} account with your e-mail`,
    text,
    html,
    outboxNote: `registration attempt for an existing account: ${to}`,
  };
}

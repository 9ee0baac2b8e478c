import { BRAND_NAME } from '@app/domain';
import type { MailMessage } from '../mailer';
import { emailLayout, escapeHtml, SIGN_OFF } from './html';

/** Confirms a newsletter sign-up and says how to leave. */
export function newsletterWelcomeEmail(to: string, unsubscribeLink: string): MailMessage {
  const text = [
    `You're subscribed to the ${BRAND_NAME} newsletter.`,
    '',
    'About twice a month we send study plans, practice strategies and news about the exams we',
    'cover (ATI TEAS 7, HESI A2, ACCUPLACER, GED, NEX, CLEP and CNA). No spam, and we never share',
    'your address.',
    '',
    `Changed your mind? Unsubscribe here: ${unsubscribeLink}`,
    '',
    SIGN_OFF,
  ].join('\n');
  const html = emailLayout(
    "You're subscribed",
    `<p>You're subscribed to the ${BRAND_NAME} newsletter.</p>
<p>About twice a month we send study plans, practice strategies and news about the exams we cover (ATI TEAS 7, HESI A2, ACCUPLACER, GED, NEX, CLEP and CNA). No spam, and we never share your address.</p>
<p style="color:#6b7280">Changed your mind? <a href="${escapeHtml(unsubscribeLink)}">Unsubscribe</a>.</p>
<p>${escapeHtml(SIGN_OFF)}</p>`,
  );
  return {
    to,
    subject: `Welcome to the ${BRAND_NAME} newsletter`,
    text,
    html,
    listUnsubscribe: unsubscribeLink,
    outboxNote: `unsubscribe link: ${unsubscribeLink}`,
  };
}

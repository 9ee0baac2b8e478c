import { BRAND_NAME, formatMoney, REFUND_WINDOW_HOURS } from '@app/domain';
import type { MailMessage } from '../mailer';
import { emailLayout, escapeHtml, SIGN_OFF } from './html';

export type ReceiptDetails = {
  to: string;
  firstName: string;
  examName: string;
  amountMinor: number;
  currency: string;
  reference: string;
  paidAt: string;
  premiumUntil: string;
  settingsUrl: string;
};

const longDate = (iso: string) =>
  `${new Date(iso).toLocaleString('en-US', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  })} UTC`;

/** The receipt of a payment: exam, amount, period, reference, and how to ask for the refund. */
export function paymentReceiptEmail(d: ReceiptDetails): MailMessage {
  const greeting = d.firstName ? `Hi ${d.firstName},` : 'Hi,';
  const amount = formatMoney(d.amountMinor, d.currency);
  const rows: [string, string][] = [
    ['Exam', `${d.examName} premium access`],
    ['Amount paid', amount],
    ['Paid on', longDate(d.paidAt)],
    ['Premium until', longDate(d.premiumUntil)],
    ['Reference', d.reference],
  ];
  const refund = `Changed your mind? Within ${REFUND_WINDOW_HOURS} hours of payment you can ask for a full refund from your account settings (Payment history, 'Request a refund'): ${d.settingsUrl}. Your premium access to this exam ends when the refund is made.`;
  const text = [
    greeting,
    '',
    `Thank you for your payment. Your ${d.examName} premium access is active.`,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    refund,
    '',
    SIGN_OFF,
  ].join('\n');
  const html = emailLayout(
    `Your ${BRAND_NAME} receipt`,
    `<p>${escapeHtml(greeting)}</p>
<p>Thank you for your payment. Your ${escapeHtml(d.examName)} premium access is active.</p>
<table role="presentation" style="border-collapse:collapse;width:100%;margin:16px 0">
${rows.map(([k, v]) => `<tr><th scope="row" style="text-align:left;padding:6px 12px 6px 0;color:#4b5563;font-weight:normal">${escapeHtml(k)}</th><td style="padding:6px 0;font-weight:bold">${escapeHtml(v)}</td></tr>`).join('\n')}
</table>
<p>Changed your mind? Within ${REFUND_WINDOW_HOURS} hours of payment you can ask for a full refund from your <a href="${escapeHtml(d.settingsUrl)}">account settings</a> (Payment history, 'Request a refund'). Your premium access to this exam ends when the refund is made.</p>
<p>${escapeHtml(SIGN_OFF)}</p>`,
  );
  return { to: d.to, subject: `Receipt: ${d.examName} premium access (${amount})`, text, html };
}

/** Confirms a refund: the amount, the payment it returns, and that access has ended. */
export function refundConfirmationEmail(
  d: Omit<ReceiptDetails, 'premiumUntil' | 'paidAt'> & {
    refundedAt: string;
  },
): MailMessage {
  const greeting = d.firstName ? `Hi ${d.firstName},` : 'Hi,';
  const amount = formatMoney(d.amountMinor, d.currency);
  const body = `We have refunded ${amount} for your ${d.examName} premium access (reference ${d.reference}) on ${longDate(d.refundedAt)}. Premium access to this exam has ended. Depending on your bank or mobile-money provider, the money can take a few days to appear.`;
  const text = [greeting, '', body, '', SIGN_OFF].join('\n');
  const html = emailLayout(
    'Your refund',
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p>${escapeHtml(SIGN_OFF)}</p>`,
  );
  return { to: d.to, subject: `Refund of ${amount}: ${d.examName} premium access`, text, html };
}

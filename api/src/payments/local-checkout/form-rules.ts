import { MOBILE_NETWORKS } from './hosted-page';

/** The payment method a valid form describes, or the message for the person to fix it. */
export function readPaymentForm(
  form: Record<string, string>,
  now: Date,
): { paymentType: string } | { error: string } {
  if (form.choice === 'card') {
    const digits = (form.cardNumber ?? '').replace(/[\s-]/g, '');
    if (!/^\d{12,19}$/.test(digits)) return { error: 'Enter a card number of 12 to 19 digits.' };
    const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec((form.expiry ?? '').trim());
    const month = Number(expiry?.[1]);
    if (!expiry || month < 1 || month > 12) return { error: 'Enter the expiry as MM/YY.' };
    const endOfMonth = new Date(Date.UTC(2000 + Number(expiry[2]), month, 1));
    if (endOfMonth.getTime() <= now.getTime()) return { error: 'This card has expired.' };
    if (!/^\d{3,4}$/.test((form.cvv ?? '').trim())) return { error: 'Enter the 3 or 4 digit CVV.' };
    return { paymentType: 'card' };
  }
  if (form.choice === 'mobilemoney') {
    const phone = (form.phone ?? '').replace(/[\s()-]/g, '');
    if (!/^\+?\d{9,15}$/.test(phone)) {
      return { error: 'Enter the mobile-money phone number, 9 to 15 digits.' };
    }
    if (!(MOBILE_NETWORKS as readonly string[]).includes(form.network ?? '')) {
      return { error: 'Choose your mobile-money network.' };
    }
    return { paymentType: 'mobilemoney' };
  }
  return { error: 'Choose a way to pay.' };
}

import { type PaymentStatus, REFUND_WINDOW_HOURS } from './payments';
import { PRICE_USD, SUBSCRIPTION_DAYS } from './rules';

/** Texts of paid access: spec §2 /subscribe, §4 payment flow and §8 'Subscribe'. */
export const PAYMENT_MESSAGES = {
  // §8 Subscribe (toast title, then text).
  signInRequiredTitle: 'Sign In Required',
  signInRequiredText: 'Please sign in first to subscribe to premium access.',
  authRequiredTitle: 'Authentication Required',
  authRequiredText: 'Please sign in to subscribe.',
  paymentErrorTitle: 'Payment Error',
  paymentCreationFailed: (status: number | string) => `Payment creation failed: ${status}`,
  noCheckoutUrl: 'No checkout URL received from payment processor',
  paymentFallback: 'Failed to create payment. Please try again.',
  // §4 payment flow.
  redirectingTitle: 'Redirecting to Payment',
  redirectingText: 'Taking you to the secure checkout…',
  priceLabel: `$${PRICE_USD} for ${SUBSCRIPTION_DAYS} days`,

  // Server errors.
  examNotFound: 'Exam type not found',
  paymentNotFound: 'Payment not found',
  tooManyCheckouts: 'Too many payment attempts. Please wait a few minutes and try again.',
  providerUnavailable:
    'The payment provider could not be reached. Please try again in a moment; you have not been charged.',
  refundWindowClosed:
    'Refunds are available within 48 hours of payment; this payment is older than that. Please contact support if something went wrong.',
  refundNotPossible: 'Only a completed payment can be refunded.',
  refundInProgress: 'A refund for this payment is already being processed.',
  refundFailed:
    'The refund could not be completed with the payment provider. Please try again, or contact support.',
  badSignature: 'Invalid webhook signature',
  webhookMalformed: 'The webhook body must be a JSON object with a data object.',
  demoCannotPay:
    'The demo account is shared and cannot buy access. Create your own free account to subscribe.',
  webhookTooLarge: 'The webhook body is too large.',
} as const;

const dayCount = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/** Texts of the web's /subscribe and /subscribe/return pages (spec §2 /subscribe, §4). */
export const SUBSCRIBE_MESSAGES = {
  pageTitle: 'Subscribe',
  heading: 'Premium access, one exam at a time',
  intro: `Every question of the exam you choose, with detailed explanations, timed tests and progress tracking: $${PRICE_USD} for ${SUBSCRIPTION_DAYS} days.`,
  examsFailed: 'Could not load the exams',
  subscriptionsFailed: 'Could not check your current premium access',
  checkConnection: 'Please check your connection and try again.',
  loading: 'Loading the exams…',
  activeBadge: 'Active',
  daysLeft: (days: number) => `${dayCount(days)} left`,
  premiumUntil: (date: string) => `Premium until ${date}`,
  subscribe: 'Subscribe',
  processing: 'Processing...',
  extend: `Extend ${SUBSCRIPTION_DAYS} days`,
  extendNote: `Paying again adds ${SUBSCRIPTION_DAYS} days to your current expiry.`,
  signInTitle: 'Sign in to subscribe',
  signInText:
    'Premium access belongs to your account. Sign in, or create a free account, then choose your exam.',
  signInLink: 'Sign in or create an account',
  demoTitle: 'Demo account',
  notesTitle: 'About payment',
  footnotes: [
    "Secure payment on our payment provider's hosted checkout",
    'SSL encryption protects your details',
    'Cards and mobile money accepted',
    'Instant activation once your payment is confirmed',
  ],
  refundNote: `Changed your mind? Request a refund within ${REFUND_WINDOW_HOURS} hours from Account settings.`,
  historyLink: 'Your payment history',

  // /subscribe/return
  returnTitle: 'Payment',
  confirming: 'Confirming your payment…',
  confirmingText: 'This usually takes a few seconds. Please keep this page open.',
  slowTitle: 'This is taking longer than usual',
  slowText:
    'Your payment provider has not confirmed the payment yet. There is no need to pay again: as soon as it is confirmed, your premium access starts and we e-mail you a receipt.',
  checkAgain: 'Check again',
  successTitle: 'Payment successful',
  successText: (examName: string, date: string) => `${examName} premium is yours until ${date}.`,
  successTextNoDate: (examName: string) => `${examName} premium is active.`,
  receiptNote: 'A receipt is on its way to your e-mail.',
  startPractice: 'Start Practice',
  cancelledTitle: 'Payment cancelled',
  cancelledText: 'You left the checkout before paying. Nothing was charged.',
  failedTitle: 'Payment failed',
  failedText:
    'The payment did not go through and nothing was charged. Check your card or mobile-money details, or try another payment method.',
  refundedTitle: 'Payment refunded',
  refundedText: 'This payment was refunded, so it no longer gives premium access.',
  tryAgain: 'Try again',
  invalidLinkTitle: 'Invalid payment link',
  invalidLinkText:
    'This link does not carry a payment reference, so there is nothing to confirm. You can start again from the plans page.',
  viewPlans: 'View plans',
  confirmFailedTitle: 'Could not check your payment',
  confirmFailedText:
    'Please check your connection and try again. If you paid, your access starts as soon as the payment is confirmed, and we e-mail you a receipt.',
  signInToConfirmTitle: 'Sign in to see your payment',
  signInToConfirmText:
    'Your session has ended. Sign in again and we will show you where your payment stands.',
  signIn: 'Sign in',
} as const;

/** Texts of the payment history in Account settings. */
export const PAYMENT_HISTORY_MESSAGES = {
  title: 'Payment history',
  intro: `Refunds are available for ${REFUND_WINDOW_HOURS} hours after a payment.`,
  loadFailed: 'Could not load your payments',
  empty: 'No payments yet',
  emptyLink: 'See premium plans',
  listLabel: 'Payments',
  status: {
    pending: 'Pending',
    succeeded: 'Paid',
    failed: 'Failed',
    cancelled: 'Cancelled',
    refunded: 'Refunded',
  } satisfies Record<PaymentStatus, string>,
  requestRefund: 'Request a refund',
  refundableUntil: (dateTime: string) => `Refundable until ${dateTime}`,
  refundedOn: (date: string) => `Refunded on ${date}`,
  dialogTitle: 'Request a refund?',
  dialogText: (amount: string, examName: string) =>
    `${amount} goes back to the card or mobile-money account you paid with, and your ${examName} premium access ends at once.`,
  keep: 'Keep my access',
  confirm: (amount: string) => `Refund ${amount}`,
  refunding: 'Refunding...',
  doneTitle: 'Refund on its way',
  doneText: (amount: string, examName: string) =>
    `${amount} is being refunded and your ${examName} premium access has ended. We have e-mailed you a confirmation.`,
  failedTitle: 'Refund not possible',
  failedFallback: 'The refund could not be requested. Please check your connection and try again.',
} as const;

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
  demoCannotPay:
    'The demo account is shared and cannot buy access. Create your own free account to subscribe.',
  webhookTooLarge: 'The webhook body is too large.',
} as const;

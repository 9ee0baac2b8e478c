/** Contact form and newsletter: limits and texts (spec §2, §8; issue 5). */

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 150, message: 5000 } as const;

export const OUTREACH_MESSAGES = {
  nameRequired: 'Please enter your name',
  subjectRequired: 'Please enter a subject',
  messageRequired: 'Please enter your message',
  emailRequired: 'Please enter your email address',
  invalidEmail: 'Please enter a valid email address',
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters long`,
  // Spec §8 client texts.
  contactSentTitle: 'Message Sent!',
  contactSentText: "Thanks for reaching out. We'll reply within 24 hours.",
  contactFailed: (email: string) =>
    `Failed to send message. Please try again or contact us directly at ${email}`,
  // Server answers.
  contactReceived: "Thanks for your message. We'll reply within 24 hours.",
  subscribed: "You're subscribed! We've sent a confirmation to your inbox.",
  alreadySubscribed: "You're already subscribed. Thanks for reading!",
  unsubscribed: "You've been unsubscribed and won't receive any more newsletter e-mails.",
  unsubscribeLinkInvalid:
    'This unsubscribe link is invalid. Please use the link in your latest e-mail.',
} as const;

import { BRAND_NAME } from '@app/domain';
import type { PageSeed } from '../types';

/**
 * /contact. Anchors: 'faq', 'help', 'technical', 'chat' (footer links). Support hours and
 * response times are spec §9's; the FAQ items themselves come from the `faqs` collection
 * (group 'contact').
 */
export const contactPage: PageSeed = {
  slug: 'contact',
  title: 'Contact Us',
  seo: {
    title: `Contact ${BRAND_NAME} Support`,
    description:
      'E-mail, chat or send us a message. Support hours Mon–Fri 9–6 and Sat 10–4 EST; e-mail answered within 24 hours, urgent issues within 2 hours.',
  },
  hero: {
    title: 'We’re here to help',
    subtitle:
      'Questions about your account, a payment or a practice question? Reach us by e-mail, chat or the form below.',
  },
  sections: [
    {
      heading: 'How to reach us',
      body: [
        {
          ul: [
            '**E-mail:** write to support@preppilot.app from the address on your account, so we can find it quickly.',
            '**Chat:** open the chat button on any page to message an advisor.',
            '**Message form:** use the form on this page; your message reaches the same support inbox.',
            '**Help Center:** step-by-step guides to common tasks are at /help.',
          ],
        },
      ],
    },
    {
      heading: 'Support hours',
      body: [
        {
          ul: [
            '**Monday to Friday:** 9:00 AM – 6:00 PM EST',
            '**Saturday:** 10:00 AM – 4:00 PM EST',
            '**Sunday:** closed',
          ],
        },
        {
          p: 'You can e-mail us 24/7. We answer every e-mail within 24 hours, and urgent problems (for example, you paid but cannot reach your exam) within 2 hours. Put “Urgent” in the subject line so we see it first.',
        },
      ],
    },
    {
      anchor: 'faq',
      heading: 'Frequently asked questions',
      body: [
        {
          p: 'Many questions about pricing, the free trial, refunds and how practice tests work are answered in the FAQ on this page. If yours is not, send it to us and we will reply by e-mail.',
        },
      ],
    },
    {
      anchor: 'help',
      heading: 'Help with your account',
      body: [
        {
          p: 'For help with signing up, resetting your password, buying a pass or asking for a refund, start with the step-by-step guides in the Help Center. If something still does not work, e-mail us and tell us:',
        },
        {
          ul: [
            'the e-mail address on your account,',
            'the exam you are asking about,',
            'what you were trying to do and what happened instead.',
          ],
        },
        {
          p: 'Refunds can be requested within 48 hours of purchase. Never send us your password: we will never ask for it.',
        },
      ],
    },
    {
      anchor: 'technical',
      heading: 'Technical problems',
      body: [
        { p: 'Most problems are fixed by one of these steps. Please try them before writing in:' },
        {
          ol: [
            'Reload the page, then sign out and sign in again.',
            'Use an up-to-date version of Chrome, Edge, Firefox or Safari.',
            'Check your internet connection; timed tests need a steady connection to submit.',
            'Turn off browser extensions that block scripts or cookies for this site. We use one session cookie to keep you signed in.',
            'Try a private window or another device to see whether the problem follows you.',
          ],
        },
        {
          p: 'Still stuck? E-mail us with your browser and device, the page you were on, the time it happened and a screenshot of any error message.',
        },
      ],
    },
    {
      anchor: 'chat',
      heading: 'Chat with an advisor',
      body: [
        {
          p: 'The chat button at the bottom of every page opens a conversation with our support team in a messaging app, in a new tab. It is the quickest way to ask about which exam pass you need, how to plan your remaining days or how the practice tests work.',
        },
        {
          p: 'During support hours we usually reply in the chat straight away; outside them, leave a message and we will answer when we are back. Please do not share passwords or payment details in the chat.',
        },
      ],
    },
  ],
};

import { BRAND_NAME } from '@app/domain';
import type { PageSeed } from '../types';

/**
 * /terms. LEGAL REVIEW REQUIRED BEFORE LAUNCH: a reasonable plain-English draft, not legal
 * advice. A lawyer must check it (governing law and venue, liability limits, consumer-law
 * refund rules per state, the payment provider's terms) and add the company's legal name and
 * address before the site goes live.
 */
export const termsPage: PageSeed = {
  slug: 'terms',
  title: 'Terms of Service',
  seo: {
    title: `Terms of Service | ${BRAND_NAME}`,
    description: `The rules for using ${BRAND_NAME}: accounts, exam passes and payment, refunds within 48 hours, acceptable use, our content and the limits of our service.`,
  },
  hero: {
    title: 'Terms of Service',
    subtitle: `These terms are the agreement between you and ${BRAND_NAME} when you use the site. Please read them; they are written to be understood.`,
  },
  sections: [
    {
      anchor: 'agreement',
      heading: `Using ${BRAND_NAME}`,
      body: [
        {
          p: `By creating an account or using the site, you agree to these terms and to our Privacy Policy. If you do not agree, please do not use ${BRAND_NAME}. You must be old enough to form a binding contract where you live, or have a parent’s or guardian’s permission.`,
        },
      ],
    },
    {
      anchor: 'accounts',
      heading: 'Your account',
      body: [
        {
          ul: [
            'Give us accurate information and keep your e-mail address up to date.',
            'Keep your password private. You are responsible for what happens in your account.',
            'Tell us straight away if you think someone else has used your account.',
            'One account is for one person. The shared demo account is the only exception.',
          ],
        },
      ],
    },
    {
      anchor: 'passes-and-payment',
      heading: 'Free questions, exam passes and payment',
      body: [
        {
          p: 'Every account can answer 3 free questions per exam. An exam pass costs $100 and gives one account full access to one exam for 10 days, starting when the payment is confirmed. Passes are not transferable and do not renew automatically.',
        },
        {
          p: 'Payments are processed by our payment provider on its own secure checkout page, under its terms. Prices are in US dollars and may change, but a change never affects a pass you have already bought.',
        },
      ],
    },
    {
      anchor: 'refunds',
      heading: 'Refunds',
      body: [
        {
          p: 'You can ask for a full refund within 48 hours of buying a pass by e-mailing support@preppilot.app from the address on your account and naming the exam. Once the refund is issued, access to that exam ends. After 48 hours, passes are not refundable, except where the law requires otherwise or where a fault on our side kept you from using the service.',
        },
      ],
    },
    {
      anchor: 'acceptable-use',
      heading: 'Acceptable use',
      body: [
        { p: `To keep ${BRAND_NAME} fair and working for everyone, you agree not to:` },
        {
          ul: [
            'share your account or your password, or let other people use your exam pass;',
            'copy, download in bulk, publish, sell or share our questions, explanations or other content, including by screenshots or by scripts;',
            'try to get around the free-question limit, the pass length or any other access control;',
            'interfere with the site, probe it for weaknesses or use it to send spam or harmful code;',
            `use ${BRAND_NAME} to help anyone cheat on an exam, including by arranging for someone else to take a test in your name.`,
          ],
        },
        {
          p: 'If you break these rules, we may suspend or close your account without a refund.',
        },
      ],
    },
    {
      anchor: 'our-content',
      heading: 'Our content',
      body: [
        {
          p: `The questions, explanations, guides, articles and the design of the site belong to ${BRAND_NAME} or its licensors and are protected by copyright. A pass gives you a personal, non-transferable right to use them for your own exam preparation while it lasts.`,
        },
        {
          p: `${BRAND_NAME} is independent and is not affiliated with or endorsed by the makers of the exams we cover. Exam names are the trademarks of their owners. Our questions are original practice items, not real exam questions.`,
        },
      ],
    },
    {
      anchor: 'no-guarantee',
      heading: 'No guarantee of results',
      body: [
        {
          p: 'We work hard to make our content accurate and useful, but we cannot promise any particular score, admission or certification. Your result depends on many things outside our control. Always check the official requirements of your exam and your school.',
        },
      ],
    },
    {
      anchor: 'liability',
      heading: 'Availability and liability',
      body: [
        {
          p: `We aim to keep ${BRAND_NAME} available at all times but may need to pause it for maintenance or fixes. To the extent the law allows, the service is provided “as is”, and our total liability to you for any claim is limited to the amount you paid us in the 12 months before the claim. Nothing in these terms limits rights you have under consumer-protection law that cannot be waived.`,
        },
      ],
    },
    {
      anchor: 'changes',
      heading: 'Changes and contact',
      body: [
        {
          p: 'We may update these terms. We will post the new version here and, for important changes, tell account holders by e-mail before they take effect. Questions about these terms: support@preppilot.app.',
        },
      ],
    },
  ],
};

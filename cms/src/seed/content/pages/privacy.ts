import { BRAND_NAME } from '@app/domain';
import type { PageSeed } from '../types';

/**
 * /privacy. LEGAL REVIEW REQUIRED BEFORE LAUNCH: a reasonable plain-English draft for a small
 * US-based online study service, not legal advice. A lawyer must check it (state privacy laws
 * such as the CCPA/CPRA, the payment and mail providers' actual terms, retention periods) and
 * fill in the company's legal name and address before the site goes live.
 */
export const privacyPage: PageSeed = {
  slug: 'privacy',
  title: 'Privacy Policy',
  seo: {
    title: `Privacy Policy | ${BRAND_NAME}`,
    description: `What personal information ${BRAND_NAME} collects, why, who we share it with, how long we keep it and the choices you have. No advertising trackers.`,
  },
  hero: {
    title: 'Privacy Policy',
    subtitle:
      'We collect only what we need to run your account and your practice, and we never sell it. This page explains what we hold and why.',
  },
  sections: [
    {
      anchor: 'who-we-are',
      heading: 'Who we are',
      body: [
        {
          p: `${BRAND_NAME} is an online exam-preparation service based in the United States. In this policy, “we” and “us” mean ${BRAND_NAME}, and “you” means anyone who visits the site or has an account. Questions about this policy can be sent to support@preppilot.app.`,
        },
      ],
    },
    {
      anchor: 'what-we-collect',
      heading: 'What we collect',
      body: [
        {
          ul: [
            '**Account details:** your first name, optional last name and e-mail address. Your password is stored only as a one-way hash; we cannot read it.',
            '**Practice data:** the tests you start and submit, your answers, scores, time spent and the progress figures we calculate from them, plus any questions you bookmark.',
            '**Purchases:** which exam pass you bought, when, the amount, and its status. Payments are handled by our payment provider; we never see or store your card number.',
            '**Messages:** what you send us through the contact form, by e-mail or in the chat, and your e-mail address if you sign up for our newsletter.',
            '**Technical data:** basic server logs (such as IP address, browser type, the page requested and the time), used to keep the service secure and working.',
          ],
        },
      ],
    },
    {
      anchor: 'how-we-use-it',
      heading: 'How we use it',
      body: [
        {
          ul: [
            'to create and secure your account and keep you signed in;',
            'to show your practice tests, results and progress;',
            'to give you access to the exams you have paid for, and to process refunds;',
            'to send e-mails you need, such as password-reset links and replies to your questions, and the newsletter if you asked for it;',
            'to detect abuse, such as shared accounts or copying of our questions, and to fix problems.',
          ],
        },
        {
          p: 'We do not sell or rent your personal information, and we do not use it for advertising.',
        },
      ],
    },
    {
      anchor: 'cookies',
      heading: 'Cookies',
      body: [
        {
          p: 'We use one cookie: a session cookie that keeps you signed in. It is required for the site to work, is not readable by scripts on the page, and ends when you sign out or after a period of inactivity. We do not use advertising cookies, cross-site trackers or third-party analytics that follow you around the web.',
        },
      ],
    },
    {
      anchor: 'sharing',
      heading: 'Who we share it with',
      body: [
        {
          p: `We share personal information only with service providers that help us run ${BRAND_NAME}, and only what they need:`,
        },
        {
          ul: [
            '**Our payment provider**, which processes your payment on its own secure checkout page under its own privacy policy;',
            '**Our e-mail provider**, which delivers the e-mails we send you;',
            '**Our hosting provider**, which runs the servers where the service and its data are stored.',
          ],
        },
        {
          p: 'We may also disclose information when the law requires it, or to protect the rights and safety of our users and our service.',
        },
      ],
    },
    {
      anchor: 'retention',
      heading: 'How long we keep it',
      body: [
        {
          p: 'We keep your account and practice data while your account exists, so your history is there when you come back. Purchase records are kept as long as tax and accounting rules require. Server logs are kept for a short period for security. If you delete your account, we delete or anonymise your personal information, except what we must keep by law.',
        },
      ],
    },
    {
      anchor: 'your-choices',
      heading: 'Your choices and rights',
      body: [
        {
          ul: [
            'You can see and update your name and e-mail address in your account settings.',
            'You can ask us for a copy of your personal information, or ask us to correct or delete it, by e-mailing support@preppilot.app.',
            'You can unsubscribe from the newsletter at any time using the link in each e-mail.',
            'Depending on the state you live in, you may have further rights under state privacy law. We will honour them and will not treat you differently for using them.',
          ],
        },
      ],
    },
    {
      anchor: 'security',
      heading: 'Security',
      body: [
        {
          p: 'We protect your information with encrypted connections, hashed passwords, secure session cookies and limited access for our staff. No system is perfectly secure; if we learn of a breach that affects you, we will tell you as the law requires.',
        },
      ],
    },
    {
      anchor: 'children',
      heading: 'Children',
      body: [
        {
          p: `${BRAND_NAME} is meant for adults and older teens preparing for college, nursing-program and certification exams. It is not directed at children under 13, and we do not knowingly collect their personal information. If you believe a child has given us information, contact us and we will delete it.`,
        },
      ],
    },
    {
      anchor: 'changes',
      heading: 'Changes to this policy',
      body: [
        {
          p: 'If we change this policy, we will update this page and, for important changes, let account holders know by e-mail before the change takes effect.',
        },
      ],
    },
  ],
};

import { BRAND_NAME } from '@app/domain';
import type { PageSeed } from '../types';

/** /help: the Help Center, step-by-step guides to the common tasks. */
export const helpPage: PageSeed = {
  slug: 'help',
  title: 'Help Center',
  seo: {
    title: `Help Center | ${BRAND_NAME}`,
    description:
      'Step-by-step help: create an account, try the demo and free questions, take a timed test, review answers, buy an exam pass and reset your password.',
  },
  hero: {
    title: 'Help Center',
    subtitle: `Short, step-by-step guides to everything you can do on ${BRAND_NAME}. Can’t find what you need? Contact us.`,
  },
  sections: [
    {
      anchor: 'create-account',
      heading: 'Creating an account',
      body: [
        {
          ol: [
            'Select **Sign In** at the top of any page, then choose to create an account.',
            'Enter your first name, your e-mail address and a password. Your last name is optional.',
            'Submit the form. You are signed in straight away and taken to your dashboard.',
          ],
        },
        {
          p: 'Use an e-mail address you check: it is where password-reset links and payment receipts go.',
        },
      ],
    },
    {
      anchor: 'demo',
      heading: 'Trying the demo',
      body: [
        {
          p: 'Want to look around before you sign up? On the sign-in page, choose the demo login. It opens a shared demo account so you can see the dashboard and the practice screens. Because many people use it at once, its name and password cannot be changed, and anything you do there is visible to others. Create your own account to keep your results private.',
        },
      ],
    },
    {
      anchor: 'free-questions',
      heading: 'Using your free questions',
      body: [
        {
          p: 'Every account gets 3 free questions per exam, with no card needed. On your dashboard, find the exam and choose **Try Free Questions**. The card shows how many free questions you have left. When they are used up, you can unlock the exam with a pass.',
        },
      ],
    },
    {
      anchor: 'timed-test',
      heading: 'Taking a timed test',
      body: [
        {
          ol: [
            'On your dashboard, choose **Start Practice** (or **Continue Practice**) on an exam you have unlocked.',
            'The test starts with a 25-minute timer at the top of the screen.',
            'Answer each question by choosing one option. Use **Previous** and **Next** to move between questions; you can change an answer until you submit.',
            'Select **Submit** when you are done. If the timer reaches zero, the test is submitted for you.',
          ],
        },
        {
          p: 'If you leave the page before submitting, that attempt is discarded, so give yourself 25 uninterrupted minutes.',
        },
      ],
    },
    {
      anchor: 'review-answers',
      heading: 'Reviewing your answers',
      body: [
        {
          p: 'After you submit, you see your score, your level and a breakdown by subject. Open the review to go through every question: your answer, the correct answer and an explanation of why it is correct. Your results are also added to your progress on the dashboard, so you can watch each subject improve over time.',
        },
      ],
    },
    {
      anchor: 'subscribe',
      heading: 'Buying an exam pass',
      body: [
        {
          ol: [
            'Sign in, then go to **Subscribe** (or choose **Upgrade for Full Access** on an exam card).',
            'Choose the exam you are preparing for. A pass costs $100 and lasts 10 days.',
            'You are taken to our payment provider’s secure checkout page to pay.',
            `After payment you return to ${BRAND_NAME}, and your dashboard shows the exam as Premium with the days left.`,
          ],
        },
        {
          p: 'Changed your mind? You can ask for a refund within 48 hours of purchase. E-mail support from the address on your account and tell us which exam you bought.',
        },
      ],
    },
    {
      anchor: 'reset-password',
      heading: 'Resetting your password',
      body: [
        {
          ol: [
            'On the sign-in page, choose **Forgot Password?** and enter your account’s e-mail address.',
            'Open the e-mail we send you and follow the reset link. The link works for one hour; check your spam or junk folder if it does not arrive.',
            'Choose a new password, type it twice and save it. You can then sign in with it.',
          ],
        },
        {
          p: 'Asked for several links? Only use the newest one.',
        },
      ],
    },
  ],
};

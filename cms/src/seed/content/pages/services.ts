import { BRAND_NAME } from '@app/domain';
import type { PageSeed } from '../types';

/** /services: the per-exam practice offer, the free trial and the $100 / 10-day pass. */
export const servicesPage: PageSeed = {
  slug: 'services',
  title: 'Services',
  seo: {
    title: `Exam Practice Services and Pricing | ${BRAND_NAME}`,
    description:
      'Practice questions, timed tests and progress tracking for seven exams. Try 3 free questions per exam, then unlock one exam for $100 for 10 days.',
  },
  hero: {
    title: 'Practice for the exam you are taking',
    subtitle:
      'Multiple-choice practice with explanations, timed tests and progress tracking for the ATI TEAS 7, HESI A2, ACCUPLACER, GED, NEX, CLEP and CNA exams.',
  },
  sections: [
    {
      heading: 'Practice built around one exam at a time',
      body: [
        {
          p: 'Each exam has its own question bank, organised by the subject areas of that exam’s official outline. For the ATI TEAS 7, for example, that means Reading, Math, Science and English Language Usage; for the CNA exam it means basic nursing skills, restorative care, psychosocial care and the role of the nurse aide.',
        },
        {
          p: 'You choose the exam you are preparing for and practise only what it covers, so none of your study time goes on material you will not be tested on.',
        },
      ],
    },
    {
      heading: 'Start with the free trial',
      body: [
        {
          p: 'Every account gets **3 free questions per exam**. You do not need a card to sign up. The free questions show you the question style, the timer and the full explanations, so you can judge the quality before you pay anything.',
        },
      ],
    },
    {
      heading: 'The $100, 10-day exam pass',
      body: [
        {
          p: 'When you are ready to study in earnest, unlock the exam you are preparing for. A pass costs **$100 per exam** and gives you **10 days** of full access to that exam.',
        },
        {
          ul: [
            'Your 10 days start as soon as your payment is confirmed, and your dashboard shows how many days are left.',
            'Each exam is bought separately. If you are preparing for two exams, each pass runs on its own 10-day clock.',
            'When the pass ends, your account and your past results stay. You can buy another pass at any time.',
            'Payment happens on the secure, hosted checkout page of our payment provider. We never see your full card number.',
            'If it is not right for you, ask for a refund within 48 hours of purchase.',
          ],
        },
      ],
    },
    {
      heading: 'What the pass includes',
      body: [
        {
          ul: [
            '**The full question bank** for your exam, across all of its subject areas.',
            '**Detailed explanations** for every question, covering why the right answer is right and why the others are not.',
            '**Timed practice tests** of 25 minutes, so you build the pacing the real exam demands.',
            '**Results and review** after every test: your score, a breakdown by subject and a question-by-question review.',
            '**Progress tracking** on your dashboard, with your average and most recent scores for each exam.',
          ],
        },
      ],
    },
    {
      heading: 'Free study resources for everyone',
      body: [
        {
          p: 'You do not need a pass to use our study guides, articles, study tips and exam strategies on the Resources page, or to read the blog. They are free for everyone.',
        },
      ],
    },
    {
      heading: 'What we do not offer',
      body: [
        {
          p: 'We help you prepare; we never sit an exam for you or offer real exam questions. Having someone else take a test in your name breaks every testing program’s rules and can cost you your score and your place in a program. If you want help planning your preparation, talk to an advisor through the chat.',
        },
      ],
    },
  ],
};

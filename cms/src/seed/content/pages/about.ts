import { BRAND_NAME } from '@app/domain';
import type { PageSeed } from '../types';

/**
 * /about. Anchors: 'mission' and 'team' (footer links /about#mission and /about#team).
 * No named staff, numbers of students, awards or pass rates: only what is true of the product.
 */
export const aboutPage: PageSeed = {
  slug: 'about',
  title: 'About Us',
  seo: {
    title: `About ${BRAND_NAME} | Exam Practice for Future Nurses`,
    description: `Who we are, why we started ${BRAND_NAME} in 2024, how our practice questions are written and reviewed, and what makes our exam practice different.`,
  },
  hero: {
    title: 'Practice that prepares you for the real test',
    subtitle: `${BRAND_NAME} is an online practice service for nursing-entrance and academic exams. We help adult learners find out what they know, fix what they don’t, and walk into test day ready.`,
  },
  sections: [
    {
      heading: 'Our story',
      body: [
        {
          p: `${BRAND_NAME} started in 2024. Many of the people we had in mind when we built it are adults going back to school: working a shift, raising a family, and trying to fit study into the gaps. Good practice material was often scattered, out of date, or sold as expensive bundles with months of access they would never use.`,
        },
        {
          p: 'So we built something simpler: focused practice for one exam at a time, explanations that teach rather than just mark you wrong, and a short, affordable pass you can buy when you are ready to study seriously.',
        },
      ],
    },
    {
      anchor: 'mission',
      heading: 'Our mission',
      body: [
        {
          p: 'Our mission is to make honest, high-quality exam practice easy to reach for anyone working toward a nursing program, a college placement, a high-school equivalency credential or a nurse aide certificate.',
        },
        {
          p: 'We prepare you for the ATI TEAS 7, HESI A2, ACCUPLACER, GED, NEX, CLEP and CNA exams. We do that by helping you learn the material and practise under realistic conditions, never by shortcuts. Your score should reflect what you know, because your future courses and patients will depend on it.',
        },
      ],
    },
    {
      heading: 'What we value',
      body: [
        {
          ul: [
            '**Accuracy first.** A practice question with a wrong answer key does real harm. We would rather publish fewer questions than unchecked ones.',
            '**Plain explanations.** Every explanation should make sense to someone who got the question wrong, without a textbook open beside them.',
            `**Honesty.** We do not sell real exam questions, guarantee scores or claim ties to exam publishers. ${BRAND_NAME} is independent.`,
            '**Respect for your time and money.** Try questions for free, pay only for the exam you are preparing for, and get a refund within 48 hours if it is not right for you.',
          ],
        },
      ],
    },
    {
      anchor: 'team',
      heading: 'Who writes the questions',
      body: [
        {
          p: 'Our questions are written by a small team of subject writers, including people with backgrounds in nursing and in classroom teaching. Writers work from each exam’s published content outline, so the topics, difficulty and question style match what the real test measures.',
        },
        {
          p: 'Every item goes through the same review before it reaches you:',
        },
        {
          ol: [
            'A writer drafts the question, the four answer choices and an explanation of why the right answer is right and the others are not.',
            'A second reviewer checks the content for accuracy against the official outline and current references, and checks that only one answer can be defended.',
            'An editor checks the wording for clarity and plain English, and tags the question with its exam, category and difficulty.',
            'Questions that students report as confusing or wrong are pulled for another review and corrected or retired.',
          ],
        },
        {
          p: 'If you think a question or explanation is wrong, please tell us through the contact page. Those reports are one of the most useful things we receive.',
        },
      ],
    },
    {
      heading: 'What makes us different',
      body: [
        {
          ul: [
            '**An explanation for every answer.** After each test you can review every question, see the correct answer and read why it is correct.',
            '**Timed tests that mirror the real sections.** Practice tests run on a clock and draw from the same subject areas as the real exam, so you build pacing as well as knowledge.',
            '**Progress by category.** Your dashboard shows how you are doing in each subject area, so you can spend your study time where it makes the biggest difference.',
            '**One exam, one short pass.** Full access costs $100 per exam for 10 days, which suits a focused final push before your test date.',
          ],
        },
      ],
    },
    {
      heading: 'Start practising today',
      body: [
        {
          p: 'Create a free account and try 3 free questions for any exam, with no card needed. When you are ready for the full question bank, timed tests and progress tracking, unlock the exam you are preparing for.',
        },
      ],
    },
  ],
};

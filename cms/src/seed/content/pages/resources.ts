import { BRAND_NAME } from '@app/domain';
import type { PageSeed } from '../types';

/**
 * /resources. Anchors (footer links): 'study-guides', 'practice-tests', 'study-tips',
 * 'exam-strategies', 'math-resources', 'science-review'. The guides and articles themselves
 * come from the `guides` and `articles` collections.
 */
export const resourcesPage: PageSeed = {
  slug: 'resources',
  title: 'Study Resources',
  seo: {
    title: `Free Study Resources and Exam Tips | ${BRAND_NAME}`,
    description:
      'Free study guides, practice test advice, study tips, exam strategies, and math and science review for nursing-entrance and academic exams.',
  },
  hero: {
    title: 'Free resources to study smarter',
    subtitle:
      'Guides, articles and practical advice for the ATI TEAS 7, HESI A2, ACCUPLACER, GED, NEX, CLEP and CNA exams. Free for everyone, no account needed.',
  },
  sections: [
    {
      heading: 'How to use this page',
      body: [
        {
          p: 'Start with the study guide for your exam, then use the tips and strategies below to build a plan. Search the articles for a topic you find hard, and use practice questions to check what you have learned.',
        },
      ],
    },
    {
      anchor: 'study-guides',
      heading: 'Study guides',
      body: [
        {
          p: 'Our free guides are short, printable summaries: formula sheets, word-part lists and checklists you can keep next to you while you practise. Download the ones for your exam and use them to review, not to replace practice.',
        },
        {
          p: 'Each exam page also describes what the test covers, how long it takes and how it is scored, based on the publisher’s official outline. Read it first so you know exactly what you are preparing for.',
        },
      ],
    },
    {
      anchor: 'practice-tests',
      heading: 'Practice tests',
      body: [
        {
          p: `Practice tests turn knowledge into test-day skill. Each ${BRAND_NAME} test is timed at 25 minutes and mixes questions from the subject areas of your exam.`,
        },
        {
          ul: [
            'Take one test early to find your starting point, before you study anything.',
            'Review every question afterwards, including the ones you got right by guessing.',
            'Keep a short list of the topics behind your mistakes and study those first.',
            'Take your later tests in one sitting, somewhere quiet, with your phone out of reach.',
          ],
        },
        {
          p: 'Every account can try 3 free questions per exam. A $100 pass unlocks the full bank and timed tests for one exam for 10 days.',
        },
      ],
    },
    {
      anchor: 'study-tips',
      heading: 'Study tips',
      body: [
        {
          ul: [
            '**Study in short, regular sessions.** Thirty to forty-five focused minutes a day is better than one long weekend session.',
            '**Test yourself instead of rereading.** Answering questions and recalling facts from memory makes them stick far better than reading notes again.',
            '**Mix your subjects.** Alternate math, reading and science within a week so you practise switching, as you will on the exam.',
            '**Plan backwards from your test date.** Put your weakest areas early and leave the final days for full timed tests and light review.',
            '**Look after the basics.** Sleep, food and breaks affect your score. Do not study late into the night before the exam.',
          ],
        },
      ],
    },
    {
      anchor: 'exam-strategies',
      heading: 'Exam strategies',
      body: [
        {
          ul: [
            '**Read the question stem first**, then every answer choice, before you choose.',
            '**Eliminate what you can.** Ruling out two wrong choices doubles your odds on a guess.',
            '**Watch the clock, not every question.** If a question is taking too long, make your best choice, flag it if the test allows, and move on.',
            '**Answer everything** unless your exam’s instructions say wrong answers are penalised. Check the rules for your exam.',
            '**Watch for absolutes and qualifiers** such as “always”, “never”, “first” and “best”; they often decide the answer.',
          ],
        },
      ],
    },
    {
      anchor: 'math-resources',
      heading: 'Math resources',
      body: [
        {
          p: 'Most entrance-exam math is arithmetic and basic algebra applied to real situations. Make sure you can do these quickly and without a calculator where your exam does not provide one:',
        },
        {
          ul: [
            'fractions, decimals and percentages, and converting between them;',
            'ratios and proportions, including dosage-style “if 5 mL holds 250 mg” problems;',
            'unit conversions in the metric and US customary systems;',
            'solving one-variable equations and simple word problems;',
            'reading tables, charts and graphs.',
          ],
        },
        {
          p: 'Write out each step. Most math mistakes are slips in setting up the problem, not in the arithmetic itself.',
        },
      ],
    },
    {
      anchor: 'science-review',
      heading: 'Science review',
      body: [
        {
          p: 'Nursing-entrance exams lean heavily on human anatomy and physiology. Learn the body systems as connected processes rather than lists of parts: how the heart, lungs and blood work together, or how the nervous and endocrine systems control the body.',
        },
        {
          ul: [
            'Learn common medical word parts (prefixes, roots and suffixes) to decode unfamiliar terms.',
            'Review basic biology (cells, DNA, genetics) and chemistry (atoms, the pH scale, reactions).',
            'Practise reading an experiment: identify the variables, the control and what the results show.',
            'Draw and label diagrams from memory, then check them against your notes.',
          ],
        },
      ],
    },
  ],
};

import { BRAND_NAME } from '@app/domain';
import type { ArticleSeed } from '../types';

export const multipleChoiceStrategies: ArticleSeed = {
  slug: 'multiple-choice-strategies-when-unsure',
  title: 'Multiple-Choice Strategy: What to Do When You Are Not Sure',
  excerpt:
    'You will meet questions you cannot answer outright. A step-by-step way to narrow the options, pace yourself, and decide when to guess, flag or change an answer.',
  category: 'Test Taking Tips',
  readTimeMinutes: 5,
  date: '2025-08-05',
  author: `${BRAND_NAME} Editorial Team`,
  tags: ['test-taking', 'multiple choice', 'pacing', 'guessing', 'test anxiety'],
  body: [
    {
      p: 'Everyone meets questions they cannot answer with certainty, even students who score near the top. What separates strong test takers is not knowing every answer but having a calm, repeatable routine for the questions they do not know. This guide gives you that routine, and it works for the TEAS, the HESI A2, the GED, ACCUPLACER and most other multiple-choice exams.',
    },
    { h2: 'Step 1: Understand the question before the options' },
    {
      p: 'Read the whole question stem, then stop. Ask yourself what is actually being asked, and try to answer it in your own words before you look at the choices. Options are written to be persuasive: if you read them first, a plausible wrong answer can steer your thinking.',
    },
    {
      p: 'Pay close attention to small words that change the meaning: **not**, **except**, **first**, **best**, **most likely**. A question asking what a nurse should do _first_ may have four reasonable actions, and only one comes first. When a question contains NOT or EXCEPT, it can help to mark each option true or false and choose the odd one out.',
    },
    { h2: 'Step 2: Eliminate, do not just select' },
    {
      p: 'If no option matches your prediction, switch from “which is right?” to “which are wrong?”. Removing even one option improves your odds, and removing two turns a one-in-four guess into a coin flip. Options worth suspecting:',
    },
    {
      ul: [
        '**Absolute words** such as _always_, _never_, _all_ and _none_. They are not automatically wrong, but they are easy to disprove with a single exception.',
        '**True but irrelevant** statements: accurate facts that do not answer this particular question.',
        '**Half-right options**, where the first part is correct and the second part is not. One wrong part makes the whole option wrong.',
        '**Answers to a different step.** In math, the wrong options are often the numbers you get midway through the calculation or by making a common slip.',
      ],
    },
    {
      p: 'When two options remain, compare them with each other rather than rereading the passage from the beginning. What is the single difference between them? Go back to the stem and decide which difference it is asking about.',
    },
    { h2: 'Step 3: Pace yourself with checkpoints' },
    {
      p: 'Work out your seconds per question before test day. On the TEAS 7, for example, that is about 73 seconds in Reading, 90 in Math, 72 in Science and 60 in English and Language Usage. Rather than checking the clock after every question, check it at set points, such as a quarter, half and three-quarters of the way through a section, and adjust if you are behind.',
    },
    {
      p: 'If a question has taken twice your per-question time, make your best choice, flag it if the test allows, and move on. Later questions are worth the same points, and a fresh look later often makes a stuck question easier.',
    },
    { h2: 'Step 4: Guess wisely, and never leave a blank' },
    {
      p: 'The common entrance and equivalency exams, including the TEAS, HESI A2, GED and ACCUPLACER, do not subtract points for wrong answers. A blank earns nothing, while a guess has at least a chance. Always answer, and make it an informed guess by eliminating first.',
    },
    {
      p: 'Know the navigation rules of your exam before test day. On the TEAS you can move back and forth only within the section you are working on. ACCUPLACER is adaptive: each question must be answered before the next appears, and you cannot go back, so every answer is final. The GED Mathematical Reasoning test starts with a few questions where the calculator is not available. Check your own exam’s official information for its rules.',
    },
    { h2: 'Step 5: Change an answer only for a reason' },
    {
      p: 'Many people believe your first instinct is usually right. Studies of answer changing have repeatedly found the opposite: when test takers change an answer, the change is more often from wrong to right than from right to wrong. The key is to change only for a clear reason, such as noticing a word you misread, remembering a fact, or finding an error in your working. Do not change an answer just because you have started to feel uneasy about it.',
    },
    { h2: 'Step 6: Keep your nerves under control' },
    {
      ul: [
        '**Breathe slowly.** Breathe in for a count of four and out for a count of six, three times. A longer breath out helps your body settle.',
        '**Reset after a hard question.** One difficult question tells you nothing about the next one. Many tests include unscored items, and the one that rattled you may not even count.',
        '**Use your scratch paper.** Writing out steps keeps your working memory free for thinking.',
        '**Talk to yourself like a coach.** “Read the stem, predict, eliminate” is more useful than “I am running out of time”.',
      ],
    },
    { h2: 'Practice the routine, not just the content' },
    {
      p: 'A routine only works under pressure if you have rehearsed it. During timed practice tests, apply all six steps on purpose, even on easy questions. When you review, look at the questions you guessed on: did elimination leave you with the right answer? Did you change any answers, and why? Over a few practice tests, you will see which habits earn you points and which cost them, and the routine will become automatic before test day.',
    },
  ],
};

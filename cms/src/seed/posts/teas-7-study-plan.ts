import type { SeedPost } from './types';

export const teas7StudyPlan: SeedPost = {
  title: 'A Six-Week ATI TEAS 7 Study Plan You Can Fit Around Work',
  slug: 'six-week-ati-teas-7-study-plan',
  excerpt:
    'The TEAS 7 packs 170 questions into 209 minutes. This six-week plan spreads Reading, Math, Science and English across short daily sessions, with a full timed practice test every week.',
  categories: ['Study Tips', 'ATI TEAS 7'],
  tags: ['TEAS 7', 'study plan', 'time management'],
  author: { firstName: 'Maya', lastName: 'Okafor' },
  status: 'published',
  publishedAt: '2025-01-14T15:00:00.000Z',
  metaTitle: 'Six-Week ATI TEAS 7 Study Plan',
  metaDescription:
    'A realistic six-week ATI TEAS 7 study plan: a diagnostic test, weekly targets for Reading, Math, Science and English, and timed practice.',
  body: [
    {
      p: 'The ATI TEAS 7 has **170 questions in 209 minutes**, split into four timed sections. Only 150 questions count toward your score; the other 20 are unscored pretest items, and you cannot tell which ones they are, so treat every question as if it counts.',
    },
    { h2: 'Know the four sections' },
    {
      ul: [
        '**Reading:** 45 questions in 55 minutes.',
        '**Math:** 38 questions in 57 minutes, with a four-function calculator available.',
        '**Science:** 50 questions in 60 minutes, the largest section, with anatomy and physiology carrying the most weight.',
        '**English and Language Usage:** 37 questions in 37 minutes, about one minute per question.',
      ],
    },
    {
      p: 'You can move back and forth only inside the section you are working on, and there is a 10-minute break after Math. Plan your pacing per section, not for the test as a whole.',
    },
    { h2: 'The six weeks' },
    {
      ol: [
        '**Week 1 — Diagnose.** Take one full timed practice test. Sort every missed question by section and topic; this list drives the rest of the plan.',
        '**Week 2 — Science foundations.** Body systems first: cardiovascular, respiratory, nervous, digestive and endocrine. Draw each system from memory at the end of the week.',
        '**Week 3 — Math.** Fractions, decimals, percentages, ratios, unit conversions and word problems. Work every problem on paper, exactly as you will on test day.',
        '**Week 4 — Reading and English.** Main idea, inference, text structure, and evaluating arguments; then punctuation, subject-verb agreement and commonly confused words.',
        '**Week 5 — Weak spots.** Return to your Week 1 list. Spend two-thirds of your time on the topics you still miss.',
        '**Week 6 — Simulate.** Two full timed tests at the time of day you will sit the real exam, followed by a light review and a rest day before the test.',
      ],
    },
    { h2: 'Make short sessions count' },
    {
      ul: [
        'Study 45 to 60 minutes on weekdays and save longer blocks for weekends.',
        'End every session with ten mixed questions from earlier weeks so older topics stay fresh.',
        'Keep an error log: the question, why you missed it, and the rule that would have saved you.',
        'Read every explanation, including for questions you got right; a lucky guess is still a gap.',
      ],
    },
    {
      p: 'Most nursing programs publish the TEAS score they expect. Write that number at the top of your error log and compare it with each practice test, so you always know how far you have left to go.',
    },
  ],
};

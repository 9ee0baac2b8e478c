import { BRAND_NAME } from '@app/domain';
import type { ArticleSeed } from '../types';

export const tenDayStudySprint: ArticleSeed = {
  slug: 'ten-day-study-sprint-plan',
  title: 'How to Plan a 10-Day Study Sprint Before Your Exam',
  excerpt:
    'Ten focused days can lift your readiness a long way if you plan them well. A day-by-day sprint plan, what to do before day one, and when ten days is not enough.',
  category: 'Study Planning',
  readTimeMinutes: 5,
  date: '2025-09-16',
  author: `${BRAND_NAME} Editorial Team`,
  tags: ['study plan', 'time management', 'practice tests', 'final review'],
  body: [
    {
      p: 'Ten days is a short window, but it is a good one for the final stretch before an exam: long enough to find and fix your weak spots, and short enough to keep your focus. The secret is to spend the ten days practicing and fixing, not deciding what to do. That means doing some planning before day one.',
    },
    {
      p: 'This plan assumes you can give about **90 minutes on weekdays** and **two to three hours on weekend days**. If you have more time, lengthen the practice blocks; if you have less, keep the timed tests and shorten the review.',
    },
    { h2: 'Before day one' },
    {
      ul: [
        '**Book or confirm your exam date.** A sprint works best when it ends a few days before the exam, not weeks before.',
        '**Find your target score.** Look up the minimum score, or the competitive score, for each program you are applying to. Write down the highest one.',
        '**Check which sections you need.** For the HESI A2 in particular, each school chooses its own sections, so confirm yours before you study.',
        '**Block the time in your calendar.** Treat each study block like a shift you cannot miss, and tell the people you live with.',
        '**Set up an error log.** A notebook or spreadsheet with columns for the topic, why you missed the question, and the rule that answers it.',
      ],
    },
    { h2: 'Days 1–2: Find out where you stand' },
    {
      p: 'Take a timed practice test in every section of your exam. Do not study first: the point is an honest baseline. Then spend the rest of the time reviewing, and read the explanation for every question, including the ones you got right.',
    },
    {
      p: 'Sort your misses into three groups: **don’t know the content** (you need to learn it), **knew it but slipped** (misread, rushed, made an arithmetic error), and **ran out of time**. Each group needs a different fix, and the second and third groups are often bigger than students expect.',
    },
    { h2: 'Days 3–7: Targeted blocks' },
    {
      p: 'Pick the three weakest topics from your error log and give each one a focused block. A good block has three parts:',
    },
    {
      ol: [
        '**Review (20 minutes):** reread the topic in a study guide or your notes, then close them and write the key rules from memory.',
        '**Practice (45 minutes):** answer questions on that topic only, checking each explanation as you go.',
        '**Mixed review (20 minutes):** finish with a short set of mixed questions from earlier days, so older topics stay fresh.',
      ],
    },
    {
      p: 'Every second day, take one **25-minute timed practice test** across all topics. Short timed tests are what build pacing, and they show you whether the targeted blocks are working. When a weak topic stops showing up in your error log, replace it with the next one on the list.',
    },
    {
      p: 'For misses in the “slipped” group, the fix is a habit rather than content: underline key words in the question stem, write every math step on paper, and check the units of your answer. For “ran out of time” misses, practice the rule of moving on when a question takes twice your average time.',
    },
    { h2: 'Day 8: Full rehearsal' },
    {
      p: 'Sit a full-length practice exam, or several 25-minute timed tests back to back to cover every section, at the same time of day as your real appointment. Follow real rules: no phone, breaks only where the exam allows them, scratch paper only. Afterwards, compare your section scores with your baseline from days 1–2 and with your target score.',
    },
    { h2: 'Day 9: Close the last gaps' },
    {
      p: 'Use the rehearsal results to choose one or two final topics, and spend the day on them. Then read through your whole error log from the beginning. Many of the rules in it will now feel obvious, which is a good sign; copy the ones that still do not onto a single page you can read the morning of the exam.',
    },
    { h2: 'Day 10: Light review and rest' },
    {
      p: 'Keep the last day easy: thirty minutes with your one-page summary, a few warm-up questions, and then stop. Confirm your test location or remote-testing setup, pack your ID and anything else your provider requires, and get a full night’s sleep. A rested brain recalls more than a crammed one.',
    },
    { h2: 'When ten days is not enough' },
    {
      p: 'Be honest with your baseline. If your first practice scores are far below your target, or you have not studied a subject such as chemistry or algebra in years, a ten-day sprint works better as the final stage of a longer plan. Spend a few weeks building foundations first, for example with our free study guides and subject pages, and start the sprint once your practice scores are within reach of your target.',
    },
    {
      p: 'It is also worth checking whether you need to take every section now. Some programs accept scores from different attempts or set different deadlines for different sections. Your program’s admissions office can tell you what it accepts.',
    },
    { h2: 'A quick checklist' },
    {
      ul: [
        'Exam date booked and target score written down.',
        'Required sections confirmed with your program.',
        'Study blocks in your calendar for all ten days.',
        'Baseline tests done and misses sorted into three groups.',
        'Timed tests every second day, and one full rehearsal on day 8.',
        'Last day kept light, with ID and test details ready.',
      ],
    },
  ],
};

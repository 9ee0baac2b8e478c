import type { SeedPost } from './types';

/** Kept as a draft so the seed shows both states in the admin. */
export const testDayChecklist: SeedPost = {
  title: 'Test-Day Checklist for Nursing Entrance Exams',
  slug: 'test-day-checklist-nursing-entrance-exams',
  excerpt:
    'What to pack, what to check the night before, and how to pace yourself once the clock starts, for in-person and online-proctored TEAS, HESI A2 and ACCUPLACER sittings.',
  categories: ['Test Day', 'Study Tips'],
  tags: ['test day', 'checklist', 'TEAS 7', 'HESI A2', 'ACCUPLACER'],
  author: { firstName: 'Maya', lastName: 'Okafor' },
  status: 'draft',
  metaTitle: 'Nursing Entrance Exam Test-Day Checklist',
  metaDescription:
    'A practical checklist for nursing entrance exam day: ID, confirmation, online proctoring setup, sleep and food, and pacing strategies that work.',
  body: [
    {
      p: 'You have done the studying. Test day is about removing surprises so that everything you know makes it onto the answer screen. Use this checklist in the days before your exam and again on the morning itself.',
    },
    { h2: 'A few days before' },
    {
      ul: [
        'Re-read your registration confirmation: date, time zone, address or online link, and what the testing site allows in the room.',
        'Check that the name on your registration matches your **government-issued photo ID** exactly, including hyphens and middle names.',
        'For an in-person sitting, plan the route and parking, and aim to arrive early enough to check in calmly.',
        'For an online-proctored sitting, run the system check on the computer you will actually use, with the same network.',
      ],
    },
    { h2: 'The night before' },
    {
      ul: [
        'Stop learning new material. Review your error log for 30 minutes, then put it away.',
        'Lay out your ID, confirmation, glasses if you wear them, and layered clothing for a cold or warm room.',
        'Online: clear the desk, close other applications, and tell the people you live with when you must not be disturbed.',
        'Sleep is worth more than one more practice set.',
      ],
    },
    { h2: 'During the exam' },
    {
      ol: [
        '**Know the navigation rules.** On the TEAS you can move back and forth only within the current section. The ACCUPLACER is adaptive, so you cannot skip a question or go back.',
        '**Pace by checkpoints.** Note the time at the start of each section and check it a quarter of the way through.',
        '**Do not get stuck.** Where going back is allowed, flag a hard question, choose your best answer, and move on.',
        '**Use the scratch paper or whiteboard.** Write the setup of every math problem; it is faster than redoing it in your head.',
        '**Use every break.** Stand up, drink water and eat a small snack if the rules allow it.',
      ],
    },
    {
      p: 'Finally, remember that the TEAS and the HESI A2 both include unscored questions. If a question feels strange or impossible, it may not even count: give it your best answer and keep your focus on the next one.',
    },
  ],
};

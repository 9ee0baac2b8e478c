import type { TitledText } from '../types';

/**
 * The five study tips shown on every subject page that has none of its own (spec §2).
 * Generic on purpose: each must hold for any exam section, from GED Science to CNA care.
 */
export const defaultStudyTips: TitledText[] = [
  {
    title: 'Start with a short diagnostic',
    text: 'Before you study, take a timed set of practice questions so you know where you really stand. Sort what you missed into three piles: never learned, learned but forgot, and careless slips, because each one needs a different fix.',
  },
  {
    title: 'Study in short, spaced sessions',
    text: 'Several 30- to 45-minute sessions spread across the week hold up better than one long cram. Open each session with a few minutes on the previous topic so it stays fresh while you add new material.',
  },
  {
    title: 'Test yourself instead of rereading',
    text: 'Rereading notes feels productive but mostly builds familiarity. Close the book and answer questions, explain a concept out loud, or write a rule from memory; the effort of recalling is what makes it stick.',
  },
  {
    title: 'Keep an error log',
    text: 'For every question you miss, write down the topic, why the wrong answer looked right, and the rule that leads to the right one. Read the log once a week and you will start to see the same few mistakes repeating.',
  },
  {
    title: 'Plan backwards from your test date',
    text: 'Count the weeks you have, give the most time to weak topics that carry the most questions, and schedule at least one full timed practice test in the last two weeks. Keep the final day for light review and a good night’s sleep.',
  },
];

/** The five practice strategies shown on every subject page that has none of its own. */
export const defaultStrategies: TitledText[] = [
  {
    title: 'Answer the question before reading the options',
    text: 'Read the stem, decide what a correct answer would look like, then look for the option that matches. Predicting first keeps a well-written distractor from pulling you off course.',
  },
  {
    title: 'Eliminate, then choose, and never leave a blank',
    text: 'Cross out the options you can rule out; every one you remove improves your odds. Most admissions and placement exams do not take points off for wrong answers, so check your exam’s rules and, if that holds, always make a choice.',
  },
  {
    title: 'Pace yourself with checkpoints',
    text: 'Divide the time by the number of questions before you start and note where you should be at each quarter of the section. If you fall behind, make your best choice on slow questions and move on rather than losing several easy ones later.',
  },
  {
    title: 'Practice under real test conditions',
    text: 'Use a timer, put your phone away, skip the notes and follow the same calculator rules as the real exam. Scores from relaxed practice tend to overstate how ready you are.',
  },
  {
    title: 'Review every answer, not just the wrong ones',
    text: 'Read the explanation for questions you guessed correctly too, since a lucky guess is a gap you have not found yet. A few days later, redo the questions you missed without looking at the answers.',
  },
];

import { BRAND_NAME } from '@app/domain';
import type { ExamPageSeed } from '../types';

/**
 * GED overview page. Four subject tests (RLA 150 min, Math 115 min with 46 items,
 * Science 90 min, Social Studies 70 min), scored 100–200, 145 to pass each.
 * Our practice categories (English, Math, Science, Reading, Social Studies) map onto them.
 */
export const gedPage: ExamPageSeed = {
  exam: 'ged',
  colors: { primary: '#16a34a', accent: '#ca8a04' },
  hero: {
    eyebrow: 'GED Practice',
    title: 'Work Toward Your GED, One Subject at a Time',
    subtitle:
      'Practice questions in English, Reading, Math, Science and Social Studies, with explanations and timed tests to help you get ready for each GED subject test. Try 3 questions free.',
    primaryCta: 'Start Free Practice',
  },
  intro: [
    'The GED is a high school equivalency credential accepted by colleges, training programs and employers across the United States. It is made up of four separate subject tests. You do not have to take them all at once: you can book them one at a time, in any order, and build up your credential as you go.',
    'That structure suits adults who are fitting study around jobs and families. Pick one subject, prepare for it, pass it, then move on to the next. Our practice is organized the same way, so you can focus on the test that is coming up.',
  ],
  details: [
    {
      label: 'Subject tests',
      value: 'Reasoning Through Language Arts, Mathematical Reasoning, Science, Social Studies',
    },
    { label: 'Questions', value: '145+ across the four tests (varies by test form)' },
    { label: 'Time', value: 'About 7 to 7.5 hours in total, split over four tests' },
    {
      label: 'Format',
      value: 'Computer-based; multiple choice, drag-and-drop, drop-down and fill-in items',
    },
    { label: 'Passing score', value: '145 on each subject test (scale of 100–200)' },
    { label: 'Where', value: 'At a test center, or online at home where your state allows' },
  ],
  sections: [
    {
      heading: 'The four GED subject tests',
      body: [
        {
          ul: [
            '**Reasoning Through Language Arts (RLA): 150 minutes, including a 10-minute break.** You read informational and literary passages, answer questions about them, edit a text for grammar and clarity, and write an extended response that analyzes the arguments in a pair of passages.',
            '**Mathematical Reasoning: 115 minutes, 46 questions.** About 45% quantitative problem solving (numbers, percentages, measurement, data) and 55% algebraic problem solving. The first 5 questions must be answered without a calculator; after that, an on-screen scientific calculator and a formula sheet are available.',
            '**Science: 90 minutes.** Life science, physical science, and earth and space science, with an emphasis on reading charts and graphs, understanding experiments and drawing conclusions from data.',
            '**Social Studies: 70 minutes.** Civics and government make up about half; the rest is U.S. history, economics, and geography and the world. Most questions ask you to interpret a passage, a map, a chart or a political cartoon.',
          ],
        },
        {
          p: 'Science and Social Studies are reading tests as much as knowledge tests. The information you need is often right there in the passage or graph; the skill is reading it accurately and not answering from memory or opinion.',
        },
      ],
    },
    {
      heading: 'How GED scores work',
      body: [
        {
          p: 'Each subject test is scored on a scale from **100 to 200**, and you need at least **145 on each one** to earn your credential. Scores do not average out, so a high Math score cannot make up for a low Social Studies score. Higher scores carry extra recognition: 165 to 174 is labeled GED College Ready, and 175 to 200 is GED College Ready + Credit, which some colleges consider for course credit.',
        },
        {
          p: 'Test fees, retake rules, age requirements and whether you can test online all depend on your state. Check your state’s rules before you book your first test.',
        },
      ],
    },
    {
      heading: 'How to prepare',
      body: [
        {
          ol: [
            '**Check your state’s requirements.** Age, residency, cost, retake policy and online testing vary by state.',
            '**Choose your first subject.** Many learners start with the subject they feel most confident about to build momentum; others start with the one they need most. Either works, as long as you commit to a test date.',
            '**Practice a little every day.** Twenty to thirty minutes of questions, with every explanation read, builds more skill than occasional long sessions.',
            '**Work on reading in every subject.** Close reading of passages, charts and graphs pays off on RLA, Science and Social Studies alike.',
            '**Use a readiness check before booking.** The official GED Ready practice test, sold by GED Testing Service, estimates whether you are likely to pass; if you plan to test online, check the current rules, as online testing has required a recent passing-range GED Ready result.',
          ],
        },
      ],
    },
    {
      heading: 'How our practice maps to the GED',
      body: [
        {
          p: 'Our GED practice is organized into five subjects. **English** and **Reading** together prepare you for Reasoning Through Language Arts: English covers grammar, punctuation and editing, and Reading covers understanding and analyzing passages. **Math**, **Science** and **Social Studies** match the other three tests. Every question has a written explanation, and timed practice helps you get comfortable with the pace.',
        },
        {
          p: `You can try 3 questions free with no card. Premium costs $100 for 10 days of full access to the GED question bank, explanations, timed tests and progress tracking, with a refund available within 48 hours of purchase. ${BRAND_NAME} is an independent platform and is not affiliated with or endorsed by GED Testing Service; our questions are our own, not actual GED test questions.`,
        },
      ],
    },
  ],
  features: [
    {
      icon: 'book',
      title: 'One subject at a time',
      text: 'Practice for the test you have booked next, just as the GED lets you take one subject at a time.',
    },
    {
      icon: 'bulb',
      title: 'Explanations in plain English',
      text: 'Every answer explains why it is right, and math solutions are worked out step by step.',
    },
    {
      icon: 'clock',
      title: 'Timed practice',
      text: 'Get used to working steadily against the clock before test day.',
    },
    {
      icon: 'chart-bar',
      title: 'Track your progress',
      text: 'See your recent results and your scores by subject as you study.',
    },
  ],
  subjects: [
    {
      slug: 'english',
      title: 'English',
      description:
        'Grammar, punctuation, sentence structure and editing a text for clarity, the language skills tested in Reasoning Through Language Arts.',
    },
    {
      slug: 'math',
      title: 'Math',
      description:
        'Number sense, percentages, measurement, data, and algebra from expressions and equations to graphs and functions, with and without a calculator.',
    },
    {
      slug: 'science',
      title: 'Science',
      description:
        'Life, physical, and earth and space science, with a focus on reading experiments, charts and data and drawing sound conclusions.',
    },
    {
      slug: 'reading',
      title: 'Reading',
      description:
        'Understanding informational and literary passages: main ideas, inferences, the author’s purpose and how well evidence supports an argument.',
    },
    {
      slug: 'social-studies',
      title: 'Social Studies',
      description:
        'Civics and government, U.S. history, economics and geography, mostly through interpreting passages, maps, charts and cartoons.',
    },
  ],
  faqs: [
    {
      question: 'What score do I need to pass the GED?',
      answer:
        'You need at least 145 on each of the four subject tests, on a scale of 100 to 200. Each test is passed separately, so scores do not average out.',
    },
    {
      question: 'Do I have to take all four tests on the same day?',
      answer:
        'No. You can schedule the tests one at a time and in any order. Many adults prepare for and pass one subject before booking the next.',
    },
    {
      question: 'Can I use a calculator on the GED Math test?',
      answer:
        'Yes, for all but the first 5 questions. An on-screen scientific calculator is built into the test, and a formula sheet is provided. Practice the first few questions without one: they cover skills such as basic arithmetic and number sense.',
    },
    {
      question: `Is ${BRAND_NAME} connected to the official GED?`,
      answer: `No. ${BRAND_NAME} is an independent practice platform and is not affiliated with or endorsed by GED Testing Service. Our questions are written by our own team to cover the same skills as the four subject tests.`,
    },
  ],
  cta: {
    title: 'Start with the subject you are taking next',
    text: 'Try three GED questions free and see how our explanations work. No card needed.',
    button: 'Start Free Practice',
  },
  seo: {
    title: `GED Practice Questions for All Four Subjects | ${BRAND_NAME}`,
    description:
      'Prepare for the GED one subject at a time: how the four tests and 145 passing score work, plus practice questions with explanations. Try 3 free.',
  },
};

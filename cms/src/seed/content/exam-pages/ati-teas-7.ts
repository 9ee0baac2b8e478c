import { BRAND_NAME } from '@app/domain';
import type { ExamPageSeed } from '../types';

/**
 * ATI TEAS 7 overview page. Blueprint figures follow the published TEAS 7 outline
 * (170 items, 150 scored, 209 minutes; scored items per sub-area as ATI lists them).
 */
export const atiTeas7Page: ExamPageSeed = {
  exam: 'ati-teas-7',
  colors: { primary: '#2563eb', accent: '#0ea5e9' },
  hero: {
    eyebrow: 'ATI TEAS 7 Practice',
    title: 'Get Ready for the ATI TEAS 7, One Section at a Time',
    subtitle:
      'Practice questions for Reading, Math, Science and English and Language Usage, each with a worked explanation, plus timed tests and progress tracking by section. Try 3 questions free, no card needed.',
    primaryCta: 'Start Free Practice',
  },
  intro: [
    'The ATI TEAS 7 is the entrance exam that many nursing and allied health programs use to judge whether applicants are ready for their first-year coursework. It is long (170 questions in about three and a half hours) and it covers four very different subjects, so almost everyone has at least one section that makes them nervous.',
    'This page explains how the test is built, how schools use your score, and how to prepare in a way that fits around work and family. The figures come from the published TEAS 7 outline. Where a rule depends on your school, we say so, because your program’s requirements are the ones that count.',
  ],
  details: [
    { label: 'Questions', value: '170 (150 scored, 20 unscored)' },
    { label: 'Time', value: '209 minutes of testing' },
    { label: 'Sections', value: 'Reading, Math, Science, English and Language Usage' },
    { label: 'Format', value: 'Multiple choice and a few other item types, computer-based' },
    { label: 'Break', value: '10 minutes, after the Math section' },
    { label: 'Calculator', value: 'Four-function calculator built into the test' },
    { label: 'Scoring', value: 'Percentages and a preparedness level; schools set minimums' },
  ],
  sections: [
    {
      heading: 'What the TEAS 7 is and who takes it',
      body: [
        {
          p: 'TEAS stands for Test of Essential Academic Skills. It is published by ATI (Assessment Technologies Institute), and the 7 marks the seventh edition, which replaced the previous version in 2022. Associate and bachelor’s degree nursing programs, many practical nursing (LPN/LVN) programs and some allied health programs ask for it as part of the application.',
        },
        {
          p: 'The TEAS does **not** test nursing knowledge. It checks the academic foundations that nursing coursework assumes you already have: reading carefully, working with numbers and simple algebra, understanding how the human body works, and writing correct, clear English. If you have been out of school for a while, that is good news. These are skills you can rebuild with steady practice.',
        },
        {
          p: 'You register through ATI and sit the test either in person (at a school or an approved testing site) or online with a remote proctor. Not every program accepts every option, so before you book, check three things with each school: which delivery methods it accepts, its application deadline, and how it wants to receive your results.',
        },
      ],
    },
    {
      heading: 'How the test is structured',
      body: [
        {
          p: 'The TEAS 7 has four sections, always in the same order, and each one has its own timer. The numbers in parentheses are the scored questions in each sub-area; the rest of each section is unscored pretest items.',
        },
        {
          ul: [
            '**Reading: 45 questions in 55 minutes.** Key Ideas and Details (15), Craft and Structure (9), Integration of Knowledge and Ideas (15). Six questions are unscored.',
            '**Math: 38 questions in 57 minutes.** Numbers and Algebra (18), Measurement and Data (16). Four questions are unscored.',
            '**Science: 50 questions in 60 minutes.** Human Anatomy and Physiology (18), Biology (9), Chemistry (8), Scientific Reasoning (9). Six questions are unscored.',
            '**English and Language Usage: 37 questions in 37 minutes.** Conventions of Standard English (12), Knowledge of Language (11), Using Language and Vocabulary to Express Ideas in Writing (10). Four questions are unscored.',
          ],
        },
        {
          p: 'You cannot tell which questions are unscored, so give every question your full effort. Notice where the weight sits: anatomy and physiology alone accounts for 18 of the 150 scored questions, more than any other sub-area on the test.',
        },
        { h3: 'Question types' },
        {
          p: 'Most questions are four-option multiple choice. The TEAS 7 also uses a few other formats, so it helps to have seen them before test day: **multiple-select** (choose every correct answer), **supply answer** (type in a number or word), **hot spot** (click the correct part of an image, such as a diagram of the heart) and **ordered response** (drag steps or items into the right sequence).',
        },
        { h3: 'Rules that shape your pacing' },
        {
          ul: [
            'Within a section you can skip questions, flag them and come back. Once you submit a section, you cannot return to it.',
            'There is one scheduled 10-minute break, after the Math section. Reading and Math run back to back, and so do Science and English.',
            'A basic four-function calculator is built into the test for Math. You cannot bring your own.',
            'There is no penalty for a wrong answer, so never leave a question blank when time is running out.',
            'The time per question differs a lot between sections: roughly 73 seconds in Reading, 90 seconds in Math, 72 seconds in Science and 60 seconds in English.',
          ],
        },
      ],
    },
    {
      heading: 'How scoring works and what schools look for',
      body: [
        {
          p: 'Your score report shows a total score, a score for each of the four sections and scores for the sub-areas inside them, all as percentages. The total is based only on the 150 scored questions. ATI also places your total into one of five academic preparedness levels: Developmental, Basic, Proficient, Advanced and Exemplary.',
        },
        {
          p: 'There is **no single passing score** for the TEAS. Each program decides how to use it. Some publish a minimum total score, some add minimums for particular sections such as Science or Reading, and some rank applicants by score, which means meeting the minimum does not guarantee you a place. Two schools in the same city can have very different requirements.',
        },
        { p: 'Before you set a target, ask each program you are applying to:' },
        {
          ul: [
            'What minimum total score do you require, and do any sections have their own minimum?',
            'Do you rank applicants by TEAS score, or is it pass/fail against the minimum?',
            'How many attempts do you allow, and how long must I wait between them?',
            'How recent must my score be, and do you use my best attempt or my most recent one?',
            'Do you accept results from remote testing and from testing at another school?',
          ],
        },
        {
          p: 'Then set your personal target a few points above the highest requirement on your list, write it down, and compare every practice result with it. A clear number makes it much easier to decide what to study next.',
        },
      ],
    },
    {
      heading: 'A study plan that fits around your life',
      body: [
        {
          p: 'How long you need depends on your starting point. Six to eight weeks of steady study suits many working adults; allow longer if algebra or science is far behind you. Five focused sessions of 45 to 60 minutes a week will do more than one exhausting weekend marathon.',
        },
        {
          ol: [
            '**Find your starting point.** Before studying anything, try a timed set of questions from every section. Record the topics you missed, not just the score.',
            '**Rank the sections by payoff.** Science is the largest section and anatomy and physiology carries the most scored questions, so gaps there cost the most. A section where you are close to your target may need only maintenance.',
            '**Rebuild content in short blocks.** Take one body system or one math skill per session: review it, then answer 10 to 15 questions on it straight away while it is fresh.',
            '**Keep an error log.** For every miss, note the topic, the reason (did not know it, misread it, ran out of time, slipped on arithmetic) and the rule that would have saved you.',
            '**Mix sections from the third week.** Mixed sets train you to switch between subjects, which is exactly what the real test asks of you.',
            '**Add real timing in the last two weeks.** Practice at the pace of each section, and do at least one long sitting so that three and a half hours of concentration is not a shock.',
            '**Ease off before the test.** In the last day or two, review your error log, confirm your test-day details and sleep. Do not start new topics.',
          ],
        },
        { h3: 'What to prioritize in each section' },
        {
          ul: [
            '**Reading:** tell the main idea apart from supporting details, separate facts from opinions, and practice pulling information from charts, labels, maps and instructions, not just paragraphs.',
            '**Math:** converting between fractions, decimals and percentages; ratios and proportions; solving one-variable equations; metric and U.S. customary unit conversions; mean, median and mode; reading tables and graphs. Write each step on your scratch paper.',
            '**Science:** start with anatomy and physiology (cardiovascular, respiratory, nervous, endocrine, digestive, urinary, immune, musculoskeletal, reproductive and integumentary systems), then cells and genetics, then chemistry basics such as atomic structure, bonding and pH, and finally experimental design: variables, controls and conclusions.',
            '**English and Language Usage:** commas, semicolons and apostrophes; subject-verb agreement; clear pronoun references; sentence structure; spelling patterns; and using prefixes, suffixes and roots to work out unfamiliar words.',
          ],
        },
      ],
    },
    {
      heading: 'On test day',
      body: [
        {
          ul: [
            'Bring the photo ID your registration asks for, and make sure the name on it matches your registration exactly.',
            'If you test remotely, run the system check on the computer you will use a few days ahead, and prepare a quiet room with a clear desk.',
            'Arrive or log in early. Rushing in at the last minute burns the calm you need for the Reading section.',
            'Use the scratch paper you are given for every math calculation and for quick sketches in Science.',
            'Check the timer at the halfway point of each section. If you are behind, flag the slowest questions and come back to them.',
            'If an early question throws you, flag it and move on. One hard question says nothing about how the rest of the test will go.',
            'Use the break after Math properly: stand up, drink water and clear your head before Science.',
            'Make sure every question has an answer before a section’s time runs out.',
          ],
        },
      ],
    },
    {
      heading: `How ${BRAND_NAME} practice helps`,
      body: [
        {
          p: 'Our TEAS 7 question bank is organized into the four test sections, so you can drill the area that needs work or mix all four. Every question comes with a written explanation of why the correct answer is right and why the most tempting wrong answer is wrong; math explanations show each step. Timed practice tests help you get used to working against the clock, and your dashboard tracks results by section so you can see where your time is best spent.',
        },
        {
          p: 'You can try 3 questions free without a card. Premium access costs $100 for 10 days of full access to the TEAS 7 question bank, explanations, timed tests and progress tracking. Because access runs for ten days, start it when you can practice most days, for example during the final stretch before your test date. If it is not right for you, you can ask for a refund within 48 hours of purchase.',
        },
        {
          p: `Our questions are written by our own team to match the published TEAS 7 content outline. They are not actual exam questions, and ${BRAND_NAME} is not affiliated with or endorsed by ATI.`,
        },
      ],
    },
  ],
  features: [
    {
      icon: 'target',
      title: 'Practice by section',
      text: 'Drill Reading, Math, Science or English on its own, or mix them the way the real test does.',
    },
    {
      icon: 'bulb',
      title: 'Explanations that teach',
      text: 'Every answer explains why the key is right and why the tempting wrong choice is not, with the math worked out step by step.',
    },
    {
      icon: 'clock',
      title: 'Timed practice tests',
      text: 'Build the pacing each section needs, from about a minute per question in English to a minute and a half in Math.',
    },
    {
      icon: 'chart-bar',
      title: 'Progress by section',
      text: 'Your dashboard shows recent results and scores by section, so you can compare them with your school’s target.',
    },
    {
      icon: 'shield-check',
      title: 'Try before you pay',
      text: 'Three free questions with no card needed, and a refund window of 48 hours if premium is not right for you.',
    },
  ],
  subjects: [
    {
      slug: 'english-language-usage',
      title: 'English Language Usage',
      description:
        'Punctuation, grammar, sentence structure and spelling, plus using context and word parts such as prefixes and roots to work out what unfamiliar words mean.',
    },
    {
      slug: 'reading',
      title: 'Reading',
      description:
        'Finding main ideas and supporting details, making inferences, judging an author’s purpose and evidence, and pulling information from charts, labels and multiple sources.',
    },
    {
      slug: 'math',
      title: 'Math',
      description:
        'Fractions, decimals, percentages, ratios, one-variable equations, unit conversions, basic geometry and reading data from tables and graphs.',
    },
    {
      slug: 'science',
      title: 'Science',
      description:
        'Human anatomy and physiology above all, plus cell biology, genetics, basic chemistry and the reasoning behind experiments.',
    },
  ],
  faqs: [
    {
      question: 'How long should I study for the TEAS 7?',
      answer:
        'It depends on how recently you studied math and science. Many working adults do well with six to eight weeks of short, regular sessions. Take a timed diagnostic first: if you are already close to your school’s target, a few weeks of focused review may be enough; if several sections are far off, give yourself longer.',
    },
    {
      question: 'What is a good TEAS 7 score?',
      answer:
        'A good score is one that meets or beats the requirement of every program you are applying to. There is no national passing score; each school sets its own minimum total, sometimes with section minimums, and competitive programs may admit applicants well above their published minimum. Ask each school for its numbers and aim a few points higher.',
    },
    {
      question: 'Can I use a calculator on the TEAS 7?',
      answer:
        'Yes, in the Math section, but only the basic four-function calculator built into the test. You cannot bring your own. Practice doing fractions and conversions on paper as well, because setting up the problem correctly matters more than the arithmetic.',
    },
    {
      question: 'How many times can I take the TEAS?',
      answer:
        'Retake rules come mainly from the schools. Some programs allow a limited number of attempts per year or require a gap between them, and some only look at your first or most recent score. Check each program’s policy, and ATI’s current registration rules, before you book your first attempt.',
    },
    {
      question: 'Are your questions the same as the real TEAS 7?',
      answer: `No. Our questions are written by our own team to cover the same topics, formats and difficulty as the published TEAS 7 outline, but they are not real exam questions. ${BRAND_NAME} is an independent practice platform and is not affiliated with or endorsed by ATI.`,
    },
    {
      question: 'What do I get for free, and what does premium cost?',
      answer:
        'You can try 3 TEAS 7 questions free with no card. Premium is $100 for 10 days of full access to the TEAS 7 question bank, detailed explanations, timed tests and progress tracking. You can request a refund within 48 hours of purchase.',
    },
  ],
  cta: {
    title: 'Start with three free TEAS 7 questions',
    text: 'See how our questions and explanations work before you decide anything. No card needed.',
    button: 'Start Free Practice',
  },
  seo: {
    title: `ATI TEAS 7 Practice Questions and Study Guide | ${BRAND_NAME}`,
    description:
      'How the ATI TEAS 7 works: sections, timing, scoring and a study plan, plus practice questions with explanations. Try 3 questions free.',
  },
};

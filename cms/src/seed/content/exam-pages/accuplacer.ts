import { BRAND_NAME } from '@app/domain';
import type { ExamPageSeed } from '../types';

/**
 * ACCUPLACER overview page (Next-Generation tests): Reading 20, Writing 25, Arithmetic 20,
 * Quantitative Reasoning, Algebra and Statistics 20, Advanced Algebra and Functions 20;
 * adaptive, untimed, scored 200–300.
 */
export const accuplacerPage: ExamPageSeed = {
  exam: 'accuplacer',
  colors: { primary: '#9333ea', accent: '#f59e0b' },
  hero: {
    eyebrow: 'ACCUPLACER Practice',
    title: 'Place Into the College Courses You Are Ready For',
    subtitle:
      'Practice Reading, Writing and Mathematics questions in the style of the Next-Generation ACCUPLACER, with explanations that show every step. Try 3 questions free.',
    primaryCta: 'Start Free Practice',
  },
  intro: [
    'ACCUPLACER is the placement test many community colleges and universities use to decide which English and math courses a new student starts in. There is no pass or fail. Your scores help decide whether you go straight into credit-bearing classes, such as first-year composition or college algebra, or first take developmental courses that cost time and money and often do not count toward your degree.',
    'That is why some preparation is worth it, even though the test is not one you can fail. Many adults simply need to refresh skills they once had: fractions and percentages, comma rules, reading a passage slowly and carefully. This page explains the tests, the scores and how to prepare without overdoing it.',
  ],
  details: [
    {
      label: 'Tests',
      value: 'Reading, Writing and up to three math tests, as your college chooses',
    },
    { label: 'Questions', value: '20 per test (25 in Writing)' },
    { label: 'Time', value: 'Untimed; your testing site may set session limits' },
    { label: 'Format', value: 'Adaptive multiple choice, computer-based' },
    { label: 'Scoring', value: '200–300 per test; colleges set their own placement scores' },
    { label: 'Calculator', value: 'On-screen, for some math questions only' },
  ],
  sections: [
    {
      heading: 'What ACCUPLACER is and who takes it',
      body: [
        {
          p: 'ACCUPLACER is made by the College Board and is used mainly by community colleges, technical colleges and some four-year schools. It is typically taken by new students who do not have recent SAT or ACT scores or course grades the college can use, by adults returning to education, and by students who want to move up from a developmental course. A separate set of ACCUPLACER ESL tests exists for students learning English.',
        },
        {
          p: 'Most people test at their college’s testing center, and some colleges offer remote testing. Before you book, ask whether you need to test at all. Some colleges can place you using other evidence, such as your high school GPA, SAT or ACT scores, AP results or earlier college credit. If you qualify, you may be able to skip a test altogether.',
        },
      ],
    },
    {
      heading: 'The tests and what they cover',
      body: [
        {
          p: 'Your college decides which of these tests you take. Each is scored on its own.',
        },
        {
          ul: [
            '**Reading: 20 questions.** Short and longer passages, including pairs of passages on the same topic. Questions ask about main ideas and details, inferences, the author’s purpose and reasoning, how two texts relate, and word meanings in context.',
            '**Writing: 25 questions.** You revise and edit passages: improving how ideas are developed and organized, choosing precise wording, and fixing sentence structure, usage and punctuation.',
            '**Arithmetic: 20 questions.** Whole numbers, fractions, decimals and percentages; comparing and ordering numbers; estimation and everyday word problems.',
            '**Quantitative Reasoning, Algebra and Statistics (QAS): 20 questions.** Ratios and proportions, exponents, linear equations and inequalities, graphs of lines, probability, basic statistics and geometry.',
            '**Advanced Algebra and Functions (AAF): 20 questions.** Quadratic, polynomial, rational, radical, exponential and logarithmic functions, and some trigonometry. This test is usually for students heading toward precalculus, calculus or STEM programs.',
          ],
        },
        {
          p: 'Some colleges start everyone on one math test and then move you up or down based on your result, so you may see more than one. Some also ask for WritePlacer, a short essay scored separately; our practice does not cover the essay.',
        },
        { h3: 'How an adaptive test works' },
        {
          p: 'ACCUPLACER adjusts the difficulty of each question based on your answers so far. If you answer correctly, the next question tends to be harder; if not, it tends to be easier. This has three practical consequences:',
        },
        {
          ul: [
            '**You must answer each question to move on,** and you cannot go back to change an answer once it is submitted.',
            '**Every answer matters,** so read each question completely and check your work before submitting.',
            '**Harder questions are a good sign,** not a reason to panic. They usually mean you are doing well.',
          ],
        },
        {
          p: 'The multiple-choice tests are not timed, so use that. Slow, careful work beats speed on this test.',
        },
      ],
    },
    {
      heading: 'Scores and placement',
      body: [
        {
          p: 'Each test is scored on a scale from **200 to 300**. You usually see your scores at the end of the session, and the college compares them with its own cut scores to decide your placement. There is no national passing score, and cut scores differ between colleges and sometimes between programs at the same college. A nursing or engineering pathway, for example, may need a higher math placement than other programs.',
        },
        { p: 'Questions to ask your college before you test:' },
        {
          ul: [
            'Which tests do I need to take, and which scores place me into the courses my program requires?',
            'Can I be placed using my GPA, SAT, ACT or earlier college credit instead?',
            'Can I retest, how soon, at what cost, and do I need to complete a review first?',
            'Is remote testing available, and what ID should I bring?',
          ],
        },
      ],
    },
    {
      heading: 'How to prepare',
      body: [
        {
          p: 'Most people do not need months of study. Two to four weeks of focused review is often enough to shake off the rust, and even a few days of practice helps you go in calm and familiar with the format.',
        },
        {
          ol: [
            '**Find out which tests you are taking.** Arithmetic and Advanced Algebra and Functions need very different preparation.',
            '**Check your starting point.** Try practice questions in each area and note the topics that slow you down or trip you up.',
            '**Rebuild the math foundations first.** Fractions, negative numbers, percentages and order of operations appear everywhere, including inside the algebra questions.',
            '**Then move up a level.** Once the basics are solid, work on linear equations, graphs and word problems, and on functions if you are taking Advanced Algebra and Functions.',
            '**Practice editing, not just grammar rules.** For Writing, read the whole sentence and the ones around it before choosing a revision; the best answer is usually the clearest and most concise.',
            '**Read actively.** For Reading, summarize each paragraph in a few words as you go, and look back at the passage before choosing an answer.',
            '**Use the free official samples too.** The College Board publishes free sample questions; working through them alongside our practice shows you the real screen style.',
          ],
        },
      ],
    },
    {
      heading: 'On test day',
      body: [
        {
          ul: [
            'Bring a valid photo ID and any student ID number or ticket your college asks for.',
            'Ask the proctor about breaks between tests and how much time the session allows overall.',
            'Use the scratch paper you are given, and write out each math step rather than working in your head.',
            'The calculator only appears on questions where it is allowed; be ready to work some questions by hand.',
            'Read every answer choice before submitting, because you cannot return to it later.',
            'If a question is beyond you, make your best choice and move on. A wrong answer does not end the test.',
          ],
        },
      ],
    },
    {
      heading: `How ${BRAND_NAME} practice helps`,
      body: [
        {
          p: 'Our ACCUPLACER practice is organized into three subjects: Reading, Writing and Mathematics, with Mathematics running from arithmetic through algebra and functions. Every question comes with an explanation, and math explanations show each step so you can spot exactly where a mistake crept in. Our practice sets are not adaptive like the real test; instead they let you see questions across all levels, which is the fastest way to find your gaps.',
        },
        {
          p: `You can try 3 questions free with no card. Premium costs $100 for 10 days of full access to the ACCUPLACER question bank, explanations, timed tests and progress tracking, with a refund available within 48 hours of purchase. Our questions are written by our own team; they are not actual exam questions, and ${BRAND_NAME} is not affiliated with or endorsed by the College Board.`,
        },
      ],
    },
  ],
  features: [
    {
      icon: 'target',
      title: 'Focused by subject',
      text: 'Practice Reading, Writing or Mathematics on its own so you spend your time where it moves your placement.',
    },
    {
      icon: 'bulb',
      title: 'Step-by-step explanations',
      text: 'Each math solution is worked out in full, and each Writing answer explains the rule behind it.',
    },
    {
      icon: 'trending-up',
      title: 'All levels in one place',
      text: 'Questions range from arithmetic to functions, so you can refresh the basics and then move up.',
    },
    {
      icon: 'chart-bar',
      title: 'Progress tracking',
      text: 'See your recent results and your scores by subject as you study.',
    },
  ],
  subjects: [
    {
      slug: 'reading',
      title: 'Reading',
      description:
        'Understanding single and paired passages: main ideas, inferences, the author’s reasoning, how two texts relate and word meanings in context.',
    },
    {
      slug: 'writing',
      title: 'Writing',
      description:
        'Revising and editing passages for clear development and wording and for correct sentence structure, usage and punctuation.',
    },
    {
      slug: 'mathematics',
      title: 'Mathematics',
      description:
        'Arithmetic with fractions, decimals and percentages through linear equations, statistics, geometry and the functions covered in advanced algebra.',
    },
  ],
  faqs: [
    {
      question: 'Can I fail the ACCUPLACER?',
      answer:
        'No. It is a placement test, so there is no pass or fail. Your scores decide which courses you start in, and a higher placement can save you time and tuition for developmental courses.',
    },
    {
      question: 'Is the ACCUPLACER timed?',
      answer:
        'The multiple-choice tests are untimed, although your testing center may have opening hours or a session limit. Take the time you need on each question, because you cannot go back once you submit an answer.',
    },
    {
      question: 'What score do I need?',
      answer:
        'Each college sets its own cut scores on the 200–300 scale, and they can differ between programs. Ask your college which scores place you into the courses your program requires.',
    },
    {
      question: 'Can I retake the test if I am unhappy with my placement?',
      answer:
        'Many colleges allow a retest, but the waiting period, cost and any required review are set by the college. Ask before your first attempt so you know your options.',
    },
    {
      question: 'Are you part of the College Board?',
      answer: `No. ${BRAND_NAME} is an independent practice platform and is not affiliated with or endorsed by the College Board. Our questions are our own and follow the published ACCUPLACER topics.`,
    },
  ],
  cta: {
    title: 'Refresh your skills before you test',
    text: 'Try three ACCUPLACER questions free and see where you stand. No card needed.',
    button: 'Start Free Practice',
  },
  seo: {
    title: `ACCUPLACER Practice Tests and Placement Guide | ${BRAND_NAME}`,
    description:
      'How the ACCUPLACER works: the tests, adaptive format, 200–300 scores and how colleges place you, with practice questions. Try 3 free.',
  },
};

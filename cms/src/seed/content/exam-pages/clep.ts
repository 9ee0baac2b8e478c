import { BRAND_NAME } from '@app/domain';
import type { ExamPageSeed } from '../types';

/**
 * CLEP overview page (purple). Most exams are 90 minutes, scored 20–80, with 50 the
 * ACE-recommended credit-granting score; item counts vary by subject. The subject cards are
 * CLEP exams with their own slugs (not the catalogue's practice categories).
 */
export const clepPage: ExamPageSeed = {
  exam: 'clep',
  colors: { primary: '#7048e8', accent: '#f59f00' },
  hero: {
    eyebrow: 'CLEP Practice',
    title: 'Turn What You Already Know into College Credit',
    subtitle:
      'Sharpen the English, Math, Science and Reading skills that CLEP exams test, with explained answers, timed practice and progress tracking. Try 3 questions free.',
    primaryCta: 'Start Free Practice',
  },
  intro: [
    'The College-Level Examination Program (CLEP) lets you earn college credit by passing an exam instead of sitting through an introductory course. If you have learned a subject through work, reading, military service or an earlier course, a single exam of about 90 minutes may be worth a semester’s credit at a college that accepts it.',
    'Every CLEP exam covers one subject, and each college decides which exams it accepts and how much credit it awards. So the first step is always the same: check your college’s CLEP policy, then prepare for the exams that count toward your degree.',
  ],
  details: [
    { label: 'Exams', value: 'More than 30 subjects, one subject per exam' },
    { label: 'Time', value: 'Most exams 90 minutes (College Composition: 120)' },
    { label: 'Questions', value: 'About 50 to 120, depending on the subject' },
    { label: 'Format', value: 'Mostly multiple choice, computer-based' },
    { label: 'Scoring', value: '20–80; 50 is the ACE-recommended score for credit' },
    { label: 'Credit', value: 'Set by each college' },
  ],
  sections: [
    {
      heading: `Why prepare for CLEP with ${BRAND_NAME}`,
      body: [
        {
          p: 'CLEP exams move quickly. Depending on the subject, you may face more than one question a minute, so gaps in basic skills cost time as well as points. Our CLEP practice builds the skills underneath the exams: reading closely, writing and editing correctly, working through algebra, and understanding core science. Every question has a written explanation, so each mistake teaches you something.',
        },
        {
          p: 'To be clear about what we offer: our CLEP question bank is organized into four skill areas (English, Math, Science and Reading), not into separate banks for each CLEP title. Those areas match College Composition, College Algebra, Precalculus, Biology and Analyzing and Interpreting Literature most directly. For the history, government, psychology and sociology exams, use the official exam description for the content and our Reading practice for the passage-based questions.',
        },
      ],
    },
    {
      heading: 'CLEP exams covered on this page',
      body: [
        {
          ul: [
            '**Composition and literature:** College Composition, and Analyzing and Interpreting Literature.',
            '**History and social sciences:** U.S. History I, U.S. History II, American Government, Introductory Psychology, Human Growth and Development, and Introductory Sociology.',
            '**Science and mathematics:** Biology, College Algebra and Precalculus.',
          ],
        },
        {
          p: 'College Composition is the main exception to the 90-minute rule: it runs 120 minutes and includes two essays, which are scored after your test date. The math exams have fewer questions (Precalculus has about 48) but more working per question.',
        },
      ],
    },
    {
      heading: 'How CLEP works',
      body: [
        {
          ul: [
            '**Scores run from 20 to 80.** The American Council on Education recommends a score of 50 for awarding credit on most exams, but your college makes the final decision and may ask for more.',
            '**Results come quickly.** For exams without essays, you see your score when you finish.',
            '**Testing is computer-based,** either at a test center or online with a remote proctor.',
            '**Retakes need patience.** If you do not reach the score you need, you must wait three months before retaking the same exam.',
            '**Costs have two parts:** the exam fee plus any fee the test center charges. Eligible military service members may be able to test without paying the exam fee.',
          ],
        },
      ],
    },
    {
      heading: 'How our practice works',
      body: [
        {
          ol: [
            'Create a free account and try 3 CLEP questions, no card needed.',
            'Choose a skill area (English, Math, Science or Reading) or mix them.',
            'Read the explanation after every question, especially the ones you got right by guessing.',
            'Use timed practice to get used to the pace of a 90-minute exam.',
            'Check your dashboard to see which skill areas still need work, and focus there.',
          ],
        },
        {
          p: 'Premium costs $100 for 10 days of full access to the CLEP question bank, explanations, timed tests and progress tracking. You can ask for a refund within 48 hours of purchase.',
        },
      ],
    },
    {
      heading: 'The benefits of earning credit by exam',
      body: [
        {
          ul: [
            '**Save tuition.** One exam fee is usually far less than the cost of a semester course.',
            '**Save time.** Credit by exam can free up a semester slot for the courses your program actually requires.',
            '**Skip what you already know.** If you have studied a subject before, you do not have to sit through it again.',
            '**Check the fine print first.** Some colleges limit how many credits you can earn by exam, and some programs will not accept CLEP for specific prerequisites. Confirm before you book.',
          ],
        },
      ],
    },
  ],
  features: [
    {
      icon: 'book',
      title: 'Core skills, four areas',
      text: 'English, Math, Science and Reading practice for the skills CLEP exams rely on.',
    },
    {
      icon: 'bulb',
      title: 'Answers explained',
      text: 'Every question explains the right answer and why the most tempting wrong one fails.',
    },
    {
      icon: 'clock',
      title: 'Timed practice',
      text: 'Build the pace you need to answer more than a question a minute on longer exams.',
    },
    {
      icon: 'chart-bar',
      title: 'Progress tracking',
      text: 'See your recent results and where each skill area stands.',
    },
  ],
  subjects: [
    {
      slug: 'introductory-psychology',
      title: 'Introductory Psychology',
      description:
        'A first-semester psychology course: research methods, the brain and behavior, sensation and perception, learning and memory, development, personality, psychological disorders and treatment, and social psychology.',
    },
    {
      slug: 'college-composition',
      title: 'College Composition',
      description:
        'First-year writing skills: revising and editing, rhetorical analysis, argument and the use of sources, plus two timed essays in a 120-minute exam.',
    },
    {
      slug: 'us-history-1',
      title: 'U.S. History I',
      description:
        'American history from early European colonization to the end of Reconstruction in 1877, covering politics, the economy, society and culture.',
    },
    {
      slug: 'us-history-2',
      title: 'U.S. History II',
      description:
        'American history from 1865 to the present, including industrialization, reform movements, the world wars, the Cold War and civil rights.',
    },
    {
      slug: 'american-government',
      title: 'American Government',
      description:
        'The constitutional foundations of U.S. government, its institutions, political parties, elections and public opinion, and civil rights and liberties.',
    },
    {
      slug: 'human-growth-and-development',
      title: 'Human Growth and Development',
      description:
        'Development across the whole lifespan, from conception to death: the main theories and physical, cognitive, social and emotional change at each stage.',
    },
    {
      slug: 'introductory-sociology',
      title: 'Introductory Sociology',
      description:
        'How sociologists study society: institutions such as family and education, social stratification and inequality, culture, deviance and social change.',
    },
    {
      slug: 'biology',
      title: 'Biology',
      description:
        'A full-year introductory biology course in one exam: molecules and cells, plants and animals, genetics, evolution and ecology.',
    },
    {
      slug: 'precalculus',
      title: 'Precalculus',
      description:
        'Algebraic, exponential, logarithmic and trigonometric functions, their graphs and equations, and analytic geometry, with a graphing calculator in one section.',
    },
    {
      slug: 'college-algebra',
      title: 'College Algebra',
      description:
        'A one-semester college algebra course: equations and inequalities, functions and graphs, polynomials, and exponents and logarithms.',
    },
    {
      slug: 'analyzing-and-interpreting-literature',
      title: 'Analyzing and Interpreting Literature',
      description:
        'Close reading of poetry, prose and drama passages printed in the exam, and the literary terms used to discuss them.',
    },
  ],
  faqs: [
    {
      question: 'What score do I need to pass a CLEP exam?',
      answer:
        'CLEP scores run from 20 to 80, and the American Council on Education recommends 50 for credit on most exams. Your college sets its own policy and may require a higher score for some subjects, so check with it before you test.',
    },
    {
      question: 'Will my college accept CLEP credit?',
      answer:
        'Many colleges do, but each decides which exams it accepts, the score it requires, how many credits it awards and how many credits by exam you can count. Ask your registrar or academic advisor before you book.',
    },
    {
      question: 'What happens if I do not get the score I need?',
      answer:
        'You can retake the exam after a three-month waiting period. Use the time to work on the areas that held you back, and take another look at your college’s deadlines so the retake still counts.',
    },
    {
      question: `What does ${BRAND_NAME} include for CLEP, and are you part of the College Board?`,
      answer: `Our CLEP practice covers four skill areas (English, Math, Science and Reading) with explanations, timed practice and progress tracking. You can try 3 questions free; premium is $100 for 10 days, with a refund within 48 hours of purchase. ${BRAND_NAME} is independent and is not affiliated with or endorsed by the College Board.`,
    },
  ],
  cta: {
    title: 'See if CLEP practice is right for you',
    text: 'Try three CLEP questions free, no card needed.',
    button: 'Start Free Practice',
  },
  seo: {
    title: `CLEP Exam Practice and Credit-by-Exam Guide | ${BRAND_NAME}`,
    description:
      'How CLEP exams work: 20–80 scores, the ACE-recommended 50, retakes and credit policies, plus practice questions with explanations. Try 3 free.',
  },
};

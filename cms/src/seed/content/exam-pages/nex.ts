import { BRAND_NAME } from '@app/domain';
import type { ExamPageSeed } from '../types';

/**
 * NEX overview page. NLN Nursing Entrance Exam: Verbal 58, Math 45 and Science 60 items,
 * 60 minutes each (163 items including unscored ones). Score requirements belong to schools.
 */
export const nexPage: ExamPageSeed = {
  exam: 'nex',
  colors: { primary: '#0891b2', accent: '#f97316' },
  hero: {
    eyebrow: 'NEX Practice',
    title: 'Get Ready for the NEX Nursing Entrance Exam',
    subtitle:
      'Practice questions for the Verbal, Math and Science areas of the NEX, with explanations for every answer, timed tests and progress tracking. Try 3 questions free.',
    primaryCta: 'Start Free Practice',
  },
  intro: [
    'The Nursing Entrance Exam (NEX) is the National League for Nursing’s admission test for pre-licensure nursing programs. It replaced the NLN’s earlier Pre-Admission Examination (PAX), so if you find study materials built for the PAX, expect the timing and question counts to differ.',
    'The NEX covers three subject areas, each in its own timed section, and schools use the results alongside your grades and the rest of your application. Here is what the test looks like and how to prepare for it.',
  ],
  details: [
    { label: 'Subject areas', value: '3: Verbal, Math and Science' },
    { label: 'Questions', value: '163, including some unscored trial questions' },
    { label: 'Time', value: '3 hours (60 minutes per section)' },
    { label: 'Format', value: 'Multiple choice, computer-based, timed' },
    { label: 'Scoring', value: 'Each school sets its own requirements' },
  ],
  sections: [
    {
      heading: 'What the NEX covers',
      body: [
        {
          ul: [
            '**Verbal: 58 questions, 60 minutes.** Reading comprehension (understanding passages, main ideas, details and inferences) and word knowledge (vocabulary and word meaning).',
            '**Math: 45 questions, 60 minutes.** Number operations with fractions, decimals and percentages, measurement and unit conversions, basic algebra, and interpreting data in tables and graphs.',
            '**Science: 60 questions, 60 minutes.** High-school to early-college biology, human anatomy and physiology, chemistry and general health concepts.',
          ],
        },
        {
          p: 'A few questions in each section are unscored trial items, and you cannot tell which ones. That works out to about a minute per question in Verbal and Science and a little over a minute and a quarter in Math, so steady pacing matters more than speed.',
        },
      ],
    },
    {
      heading: 'How schools use NEX results',
      body: [
        {
          p: 'There is no single passing score. Each program decides which results it looks at (often a composite score, sometimes section scores as well) and what it considers competitive. Schools also set their own rules on where you can test (on campus or online with a live remote proctor), how often you can retake the exam and how long a score stays valid.',
        },
        {
          p: 'Ask each program for its requirements before you register, and aim above the highest minimum on your list.',
        },
      ],
    },
    {
      heading: 'How to prepare',
      body: [
        {
          ol: [
            '**Confirm you are taking the NEX.** Some schools that once used the PAX now use the NEX, while others use a different entrance exam entirely.',
            '**Take a timed diagnostic** in all three areas to see where you stand.',
            '**Give science the most time if it is rusty.** It has the most questions and covers the widest range of topics.',
            '**Build vocabulary daily.** A short daily session with new words and their roots, prefixes and suffixes adds up over a few weeks.',
            '**Keep the math foundations sharp.** Fractions, percentages, conversions and simple equations should become quick and reliable.',
            '**Finish with full timed sections,** 60 minutes each, to practice keeping your focus for three hours.',
          ],
        },
      ],
    },
    {
      heading: 'How our practice maps to the NEX',
      body: [
        {
          p: 'Our NEX practice is organized into four subjects. **English** (vocabulary and word usage) and **Reading** (passage comprehension) together prepare you for the Verbal section, while **Math** and **Science** match the other two. Every question comes with a written explanation, and your dashboard tracks your results by subject.',
        },
        {
          p: `You can try 3 questions free with no card. Premium costs $100 for 10 days of full access to the NEX question bank, explanations, timed tests and progress tracking, with a refund available within 48 hours of purchase. ${BRAND_NAME} is independent and is not affiliated with or endorsed by the National League for Nursing; our questions are our own, not actual exam questions.`,
        },
      ],
    },
  ],
  features: [
    {
      icon: 'target',
      title: 'Practice all three areas',
      text: 'Verbal, Math and Science practice in one place, organized so you can target your weakest area.',
    },
    {
      icon: 'bulb',
      title: 'Answers explained',
      text: 'Every question explains the correct answer and the mistake behind the most tempting wrong one.',
    },
    {
      icon: 'clock',
      title: 'Timed tests',
      text: 'Practice working at about a minute per question, the pace the NEX asks of you.',
    },
    {
      icon: 'chart-bar',
      title: 'Progress tracking',
      text: 'See your recent results and your scores by subject as you study.',
    },
  ],
  subjects: [
    {
      slug: 'english',
      title: 'English',
      description:
        'Vocabulary, word meaning and correct usage, the word-knowledge part of the NEX Verbal section.',
    },
    {
      slug: 'math',
      title: 'Math',
      description:
        'Fractions, decimals and percentages, unit conversions, basic algebra and reading data from tables and graphs.',
    },
    {
      slug: 'science',
      title: 'Science',
      description:
        'Biology, human anatomy and physiology, chemistry and health concepts at a high-school to early-college level.',
    },
    {
      slug: 'reading',
      title: 'Reading',
      description:
        'Understanding passages: main ideas, supporting details, inferences and the meaning of words in context.',
    },
  ],
  faqs: [
    {
      question: 'Is the NEX the same as the NLN PAX?',
      answer:
        'No. The NEX replaced the PAX, and the section timings and question counts are different. If a school still mentions the PAX, ask which exam you should take now.',
    },
    {
      question: 'What NEX score do I need?',
      answer:
        'Each nursing program sets its own requirements, often based on a composite score and sometimes on section scores too. Ask every program you are applying to for its numbers.',
    },
    {
      question: 'How long is the NEX?',
      answer:
        'About three hours of testing: three sections of 60 minutes each, covering Verbal, Math and Science, with 163 questions in total including some unscored ones.',
    },
    {
      question: 'Are your questions from the National League for Nursing?',
      answer: `No. ${BRAND_NAME} is an independent practice platform and is not affiliated with or endorsed by the National League for Nursing. Our questions are written by our own team to cover the same subject areas.`,
    },
  ],
  cta: {
    title: 'Try three NEX questions free',
    text: 'See how our questions and explanations work before you decide. No card needed.',
    button: 'Start Free Practice',
  },
  seo: {
    title: `NEX Nursing Entrance Exam Practice Questions | ${BRAND_NAME}`,
    description:
      'What the NEX covers in Verbal, Math and Science, how schools use results and how to prepare, with practice questions. Try 3 free.',
  },
};

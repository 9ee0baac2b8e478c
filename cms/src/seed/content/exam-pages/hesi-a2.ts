import { BRAND_NAME } from '@app/domain';
import type { ExamPageSeed } from '../types';

/**
 * HESI A2 overview page. Section figures are the usual published ones (each section has
 * 5 unscored pilot items; Physics's 50 minutes is the suggested time of Elsevier's table as
 * schools publish it, e.g. tstc.libguides.com/hesi-a2); schools choose the sections and may
 * set their own time limits.
 */
export const hesiA2Page: ExamPageSeed = {
  exam: 'hesi-a2',
  colors: { primary: '#dc2626', accent: '#1e3a8a' },
  hero: {
    eyebrow: 'HESI A2 Practice',
    title: 'Prepare for the HESI A2 Sections Your School Requires',
    subtitle:
      'Practice questions for every academic section, from Reading and Math to Chemistry and Physics, with clear explanations, timed tests and progress by section. Start with 3 free questions.',
    primaryCta: 'Start Free Practice',
  },
  intro: [
    'The HESI Admission Assessment, usually called the HESI A2, is an entrance exam from Elsevier that many nursing and health-science programs use to choose students. Unlike most entrance exams, it is not one fixed test. Each school decides which sections you take, and often sets its own time limits and minimum scores.',
    'That flexibility is the first thing to get right. Before you open a textbook, find out exactly which sections your programs require. Then use this page to understand what each section covers, how scores are used and how to build a study plan around your list.',
  ],
  details: [
    { label: 'Sections', value: 'Up to 8 academic sections, chosen by your school' },
    {
      label: 'Questions',
      value: '55 per reading, language and math section; 30 per science section',
    },
    {
      label: 'Time',
      value: 'About 4–5 hours for the seven common sections; Physics adds 50 minutes',
    },
    { label: 'Format', value: 'Multiple choice, computer-based' },
    { label: 'Unscored items', value: '5 pilot questions in each section' },
    { label: 'Scoring', value: 'A percentage per section plus a composite; schools set minimums' },
  ],
  sections: [
    {
      heading: 'What the HESI A2 is and who takes it',
      body: [
        {
          p: 'HESI stands for Health Education Systems, Incorporated, the company that created the exam, which is now part of Elsevier. The A2 is used for admission by associate and bachelor’s degree nursing programs, practical nursing (LPN/LVN) programs and a range of other health programs such as radiography, dental hygiene and surgical technology.',
        },
        {
          p: 'The exam checks academic readiness, not clinical knowledge. You will not be asked how to care for a patient, but you will be asked to read a health-related passage closely, convert between household and metric units, and name the parts of a body system.',
        },
        {
          p: 'Your school tells you how to register and where to test. Depending on the program, that may be on campus, at a testing center or online with a remote proctor. Some schools require you to test with them; others accept results from elsewhere. Confirm this before you pay a fee.',
        },
      ],
    },
    {
      heading: 'The sections and what they cover',
      body: [
        {
          p: 'These are the academic sections and their usual question counts and time limits. Each includes 5 unscored pilot questions that you cannot tell apart from the scored ones. Some schools set different time limits, so check the instructions you receive.',
        },
        {
          ul: [
            '**Reading Comprehension: 55 questions, 60 minutes.** Main ideas, supporting details, inferences, the author’s purpose, fact versus opinion and the meaning of words in context, often in passages about health topics.',
            '**Vocabulary: 55 questions, 50 minutes.** General and health-care vocabulary: words such as _impaired_, _bilateral_ or _lethargic_ used in short sentences.',
            '**Grammar: 55 questions, 50 minutes.** Parts of speech, subject-verb agreement, pronoun case, verb tense, punctuation, sentence structure and commonly confused words.',
            '**Math: 55 questions, 50 minutes.** Fractions, decimals, percentages, ratios and proportions, household and metric conversions, simple algebra, Roman numerals and military time.',
            '**Biology: 30 questions, 25 minutes.** Biological molecules, cell structure, cellular respiration and photosynthesis, cell division, genetics and the scientific method.',
            '**Chemistry: 30 questions, 25 minutes.** Atomic structure, the periodic table, chemical bonds, balancing equations, reaction types, and acids and bases.',
            '**Anatomy and Physiology: 30 questions, 25 minutes.** Anatomical terms and directions, tissues and the major body systems and how they work together.',
            '**Physics: 30 questions, 50 minutes.** Motion and Newton’s laws, work, energy and power, momentum, waves and sound, light and optics, and basic electricity and magnetism. Only a few schools require it.',
          ],
        },
        {
          p: 'Some schools also add short Learning Style and Personality Profile questionnaires. They are not scored, so answer them honestly and quickly.',
        },
        { h3: 'Pacing' },
        {
          p: 'If your school uses the usual limits, you have a little over a minute per question in Reading, just under a minute per question in Vocabulary, Grammar and Math, and about 50 seconds per question in Biology, Chemistry and Anatomy and Physiology (Physics allows about 100 seconds). The science sections are short, so a few slow questions can leave you rushing the end.',
        },
      ],
    },
    {
      heading: 'How scoring works and what schools look for',
      body: [
        {
          p: 'Each section is scored as the percentage of scored questions you answered correctly. Most score reports also show a composite (cumulative) score, the average of the academic sections you took, and break your results down so you can see weak areas.',
        },
        {
          p: 'There is **no national passing score**. Schools decide which sections count, what minimum they expect in each and whether they also require a minimum composite. Some programs admit anyone above their minimum; others rank applicants, so a score just over the line may not be competitive. Numbers you see quoted online vary widely and may be out of date, so treat them as rough guidance only.',
        },
        { p: 'Ask each program:' },
        {
          ul: [
            'Which sections are required, and is there a minimum for each one, for the composite, or both?',
            'Do you rank applicants by HESI score?',
            'How many attempts are allowed, how long must I wait between them, and how long is a score valid?',
            'If I retake, must I repeat every section, and do you use my best or my latest result?',
            'Do you accept scores from another school or from remote testing?',
          ],
        },
        {
          p: 'Because sections are scored separately, a strong Math score cannot make up for a weak Anatomy and Physiology score at a school with section minimums. Give every required section its own target.',
        },
      ],
    },
    {
      heading: 'A study plan for the HESI A2',
      body: [
        {
          p: 'Most people benefit from four to eight weeks of preparation, depending on how many sections they need and how long it has been since their last science or math class.',
        },
        {
          ol: [
            '**Make your section list.** Combine the requirements of every program you are applying to into one list, with the highest minimum for each section.',
            '**Take a timed diagnostic.** Answer a set of questions for each listed section under time pressure and record the topics you miss.',
            '**Protect the short science sections.** With only 30 questions each, every miss moves the percentage a lot. Study one body system or one biology topic per session and test yourself right after.',
            '**Do a little language work every day.** Vocabulary and Grammar reward steady repetition. Ten to fifteen minutes a day beats an hour once a week.',
            '**Drill math until it is automatic.** Conversions, fraction operations and proportions should take seconds, leaving time for the word problems.',
            '**Keep an error log.** Write down each miss, why it happened and the rule that fixes it. Re-read it before every session.',
            '**Finish with timed practice.** In the last two weeks, practice each required section at its real time limit, including at least one long sitting.',
          ],
        },
        { h3: 'Facts worth memorizing for Math' },
        {
          p: 'Conversions use the rounded equivalents common in health care. Know these well enough to use them without stopping to think.',
        },
        {
          ul: [
            '1 kilogram is about 2.2 pounds; 1 inch = 2.54 centimeters; 1 fluid ounce is about 30 milliliters.',
            '1 teaspoon = 5 milliliters; 1 tablespoon = 15 milliliters; 1 cup = 8 fluid ounces.',
            'Military time: from 1 p.m. onward, add 12 to the hour, so 3:45 p.m. is 1545; midnight is 0000.',
            'Roman numerals: I = 1, V = 5, X = 10, L = 50, C = 100, D = 500, M = 1,000; a smaller numeral before a larger one is subtracted, so XC = 90.',
          ],
        },
      ],
    },
    {
      heading: 'On test day',
      body: [
        {
          ul: [
            'Bring the ID and any registration details your school asks for; the name must match your registration.',
            'If you test remotely, check your computer, webcam and connection in advance and prepare a quiet, clear workspace.',
            'Eat beforehand and bring water if allowed. Testing every section can take most of a morning or afternoon.',
            'Use the on-screen calculator in Math if it is available, but set the problem up on scratch paper first.',
            'In the science sections, do not stall: answer, flag if you can and keep moving.',
            'Treat each section as a fresh start. A hard Reading passage says nothing about how Grammar will go.',
          ],
        },
      ],
    },
    {
      heading: `How ${BRAND_NAME} practice helps`,
      body: [
        {
          p: 'Our HESI A2 practice covers all eight academic sections: Reading and Comprehension, Vocabulary, Grammar, Math, Biology, Chemistry, Anatomy and Physiology, and Physics. Every question has an explanation of why the right answer is right and why the most tempting wrong answer is wrong, and math explanations show each step. Timed tests build the pace the short sections demand, and your dashboard shows results by subject.',
        },
        {
          p: 'The Vocabulary set uses health-care and general words in context, each with an explanation of its meaning and its look-alikes. The Chemistry and Physics sets are there for the schools that require those sections; if yours does not, leave them out of your plan.',
        },
        {
          p: `You can try 3 questions free with no card. Premium costs $100 for 10 days of full access to the HESI A2 question bank, explanations, timed tests and progress tracking, with a refund available within 48 hours of purchase. Our questions are our own and are not actual exam questions; ${BRAND_NAME} is not affiliated with or endorsed by Elsevier or HESI.`,
        },
      ],
    },
  ],
  features: [
    {
      icon: 'target',
      title: 'Study only what you need',
      text: 'Practice the sections on your school’s list instead of working through a whole book.',
    },
    {
      icon: 'bulb',
      title: 'Clear explanations',
      text: 'Every answer explains the correct choice and the most common mistake, with conversions and calculations shown step by step.',
    },
    {
      icon: 'clock',
      title: 'Timed practice',
      text: 'Get used to answering about one question a minute, and less in the science sections.',
    },
    {
      icon: 'chart-bar',
      title: 'Scores by subject',
      text: 'Track each subject separately, just as schools read your HESI results section by section.',
    },
    {
      icon: 'shield-check',
      title: 'Low-risk start',
      text: 'Three free questions with no card, and a refund window of 48 hours on premium.',
    },
  ],
  subjects: [
    {
      slug: 'reading-and-comprehension',
      title: 'Reading and Comprehension',
      description:
        'Finding the main idea, drawing inferences, telling fact from opinion and working out word meanings from context in passages about health topics.',
    },
    {
      slug: 'biology',
      title: 'Biology',
      description:
        'Biological molecules, cell structure and function, cellular respiration, photosynthesis, cell division and basic genetics.',
    },
    {
      slug: 'math',
      title: 'Math',
      description:
        'Fractions, decimals, percentages, ratios and proportions, household and metric conversions, basic algebra, Roman numerals and military time.',
    },
    {
      slug: 'anatomy-and-physiology',
      title: 'Anatomy and Physiology',
      description:
        'Anatomical terminology and directions, tissues, and how the major body systems are built and work together.',
    },
    {
      slug: 'grammar',
      title: 'Grammar',
      description:
        'Parts of speech, subject-verb agreement, pronouns, verb tense, punctuation and commonly confused words such as affect and effect.',
    },
    {
      slug: 'vocabulary',
      title: 'Vocabulary',
      description:
        'Health-care and general words in short sentences, word parts that unlock new terms, and look-alikes such as discrete and discreet.',
    },
    {
      slug: 'chemistry',
      title: 'Chemistry',
      description:
        'Atomic structure, the periodic table, chemical bonds, balancing equations and reaction types, moles and solutions, and acids, bases and pH.',
    },
    {
      slug: 'physics',
      title: 'Physics',
      description:
        'Motion and Newton’s laws, work and energy, momentum, waves and sound, light and optics, and electric circuits and magnetism.',
    },
  ],
  faqs: [
    {
      question: 'Which HESI A2 sections do I need to take?',
      answer:
        'Only your school can tell you. Programs choose the sections they require, and two schools can ask for different combinations. Check each program’s admissions page or ask the admissions office, then prepare for the combined list.',
    },
    {
      question: 'What HESI A2 score do I need?',
      answer:
        'Each school sets its own minimums, sometimes for each section and sometimes for the composite as well, and competitive programs may admit mostly applicants well above the minimum. Get the exact numbers from every program and aim above the highest.',
    },
    {
      question: 'Is there a calculator on the HESI A2?',
      answer:
        'A basic on-screen calculator is typically available in the Math section; you cannot bring your own. Conversions and fraction work are still faster if you know them well, so practice them by hand too.',
    },
    {
      question: 'Can I retake the HESI A2?',
      answer:
        'Usually, yes, but the rules belong to each school: how many attempts, how long to wait between them and whether you must repeat every section. Ask before your first attempt so you can plan.',
    },
    {
      question: 'Do you cover every HESI A2 section?',
      answer:
        'We cover all eight academic sections: Reading and Comprehension, Vocabulary, Grammar, Math, Biology, Chemistry, Anatomy and Physiology, and Physics. We do not offer the Critical Thinking exam some schools add, or the Learning Style and Personality Profile questionnaires, which are not scored.',
    },
    {
      question: 'Are you connected to Elsevier or HESI?',
      answer: `No. ${BRAND_NAME} is an independent practice platform. Our questions are written by our own team to match the topics of the HESI A2; they are not actual exam questions.`,
    },
  ],
  cta: {
    title: 'Try three HESI A2 questions free',
    text: 'See how our questions and explanations work for the sections on your list. No card needed.',
    button: 'Start Free Practice',
  },
  seo: {
    title: `HESI A2 Practice Questions and Section Guide | ${BRAND_NAME}`,
    description:
      'What each HESI A2 section covers, how schools use your scores and how to prepare, with practice questions and explanations. Try 3 free.',
  },
};

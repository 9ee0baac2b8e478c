import { BRAND_NAME } from '@app/domain';
import type { ExamPageSeed } from '../types';

/**
 * CNA overview page. The written (knowledge) test differs by state and testing vendor; the
 * NNAAP figures (70 items, 10 pretest, 120 minutes; 64/10/26 weighting) are given as an example.
 * Our full-length practice test is the catalogue's 75 questions in 90 minutes.
 */
export const cnaPage: ExamPageSeed = {
  exam: 'cna',
  colors: { primary: '#ea580c', accent: '#0d9488' },
  hero: {
    eyebrow: 'CNA Practice',
    title: 'Practice for Your CNA Written Exam',
    subtitle:
      'Practice questions across basic nursing skills, restorative care, psychosocial care and the nurse aide’s role, plus a 75-question full-length practice test, all with clear explanations. Try 3 questions free.',
    primaryCta: 'Start Free Practice Test',
  },
  intro: [
    'To work as a certified nursing assistant (CNA), you complete a state-approved training program and then pass your state’s competency exam. That exam has two parts: a written (or oral) knowledge test, and a skills test where you perform nursing assistant tasks in front of an evaluator. Pass both and you are added to your state’s nurse aide registry.',
    'The written test is where practice questions help most. It checks whether you can apply what you learned in class to everyday situations: keeping a resident safe, respecting their rights, noticing changes and knowing when to report them.',
  ],
  details: [
    {
      label: 'Written test',
      value: 'Usually about 60 to 75 multiple-choice questions, depending on your state',
    },
    { label: 'Time', value: 'Usually 90 to 120 minutes, depending on your state' },
    { label: 'Skills test', value: 'Hands-on demonstration of several nurse aide skills' },
    { label: 'Our full-length test', value: '75 questions in 90 minutes' },
    { label: 'Result', value: 'Pass or fail; both parts must be passed' },
  ],
  sections: [
    {
      heading: `Why practice with ${BRAND_NAME}`,
      body: [
        {
          p: 'CNA exam questions are rarely about memorizing a definition. Most describe a situation (a resident who refuses a bath, a bed left in the high position, a new bruise) and ask what the nurse aide should do first. Our questions are written the same way, and every explanation tells you why the best action is best, which helps you recognize the pattern on test day.',
        },
        {
          ul: [
            'Questions grouped into the four areas that CNA written tests cover.',
            'Explanations that connect each answer to safety, resident rights or scope of practice.',
            'A full-length timed test so you know how it feels to work through a complete exam.',
            'Progress tracking so you can see which area needs attention before your test date.',
          ],
        },
      ],
    },
    {
      heading: 'Tests we offer',
      body: [
        {
          ul: [
            '**A 75-question full-length practice test** with a 90-minute limit, drawing on all four subject areas. That is about as long as, or a little longer than, most state written tests, so the real exam should feel familiar.',
            '**Practice by subject area** in Basic Nursing Skills, Restorative Services, Psychosocial Care and Role of Nurse Aide, for focused review of a weak area.',
            '**Timed practice sets** to build a steady pace without rushing.',
          ],
        },
        {
          p: 'Our practice covers the written test only. For the skills test, practice each skill step by step in your training program’s lab, using the checklist in your state’s candidate handbook.',
        },
      ],
    },
    {
      heading: 'How the CNA exam works',
      body: [
        {
          p: 'Federal rules require at least 75 hours of training, including at least 16 hours of supervised practical training, before you can test; many states require more. Each state then chooses how its exam is delivered, and different states use different testing vendors, so the number of questions, the time limit and the passing standard all vary. Your state’s candidate handbook is the final word.',
        },
        {
          p: 'As one common example, the National Nurse Aide Assessment Program (NNAAP) written test, used in a number of states, has 70 multiple-choice questions (10 of them unscored) in 2 hours. It weights physical care skills at 64%, the role of the nurse aide at 26% and psychosocial care at 10%. An oral version is usually available if reading English is difficult for you.',
        },
        {
          p: 'In the skills test, you perform a few randomly chosen skills, such as hand hygiene, measuring a pulse or blood pressure, helping a resident transfer or giving range-of-motion exercises, while an evaluator checks each critical step. States limit how many attempts you get and how long after training you can test, so check your state’s rules.',
        },
      ],
    },
    {
      heading: 'How it works',
      body: [
        {
          ol: [
            'Create a free account and answer 3 CNA questions, no card needed.',
            'Upgrade to premium when you are ready: $100 for 10 days of full access.',
            'Start with the full-length practice test to find your weakest area.',
            'Review that area with subject practice, reading every explanation.',
            'Take the full-length test again near the end of your 10 days to check your progress.',
          ],
        },
        {
          p: 'If premium is not right for you, you can ask for a refund within 48 hours of purchase.',
        },
      ],
    },
    {
      heading: 'Benefits',
      body: [
        {
          ul: [
            '**Less test-day anxiety:** familiar question styles and timing make the real exam feel less unknown.',
            '**Safer habits:** thinking through safety-first answers reinforces what you will do on the job.',
            '**Focused study time:** progress tracking shows where to spend the hours you have.',
            '**Flexible:** practice on your phone or computer around shifts and class.',
          ],
        },
      ],
    },
  ],
  features: [
    {
      icon: 'clipboard-check',
      title: 'Full-length practice test',
      text: '75 questions in 90 minutes across all four areas of the written exam.',
    },
    {
      icon: 'bulb',
      title: 'Explanations for every answer',
      text: 'Learn why the safest, most appropriate action is correct, not just which letter to pick.',
    },
    {
      icon: 'target',
      title: 'Practice by subject',
      text: 'Focus on Basic Nursing Skills, Restorative Services, Psychosocial Care or Role of Nurse Aide.',
    },
    {
      icon: 'chart-bar',
      title: 'Progress tracking',
      text: 'See your recent results and which subject areas need more work.',
    },
  ],
  subjects: [
    {
      slug: 'basic-nursing-skills',
      title: 'Basic Nursing Skills',
      description:
        'Infection control, safety and emergencies, measuring vital signs, intake and output, and daily personal care such as bathing, feeding and toileting.',
    },
    {
      slug: 'restorative-services',
      title: 'Restorative Services',
      description:
        'Helping residents stay as independent as possible: range-of-motion exercises, positioning and turning, safe transfers and walking, assistive devices and preventing pressure injuries.',
    },
    {
      slug: 'psychosocial-care',
      title: 'Psychosocial Care',
      description:
        'Meeting emotional, social, cultural and spiritual needs, communicating with residents who are confused or upset, and supporting residents at the end of life.',
    },
    {
      slug: 'role-of-nurse-aide',
      title: 'Role of Nurse Aide',
      description:
        'Scope of practice, residents’ rights, privacy and confidentiality, recognizing and reporting abuse, legal and ethical behavior, and working as part of the care team.',
    },
  ],
  faqs: [
    {
      question: 'Is this the same test my state uses?',
      answer: `No practice test can be identical to every state’s exam, because states use different testing vendors and formats. Our questions cover the topics that CNA written tests share, and our 75-question test is about as long as most state written tests or a little longer. ${BRAND_NAME} is independent and is not affiliated with any state board, nurse aide registry or testing vendor.`,
    },
    {
      question: 'Do you help with the skills test?',
      answer:
        'Our practice covers the written test. Many questions describe the same situations as the skills test, such as safety checks, privacy and communication, but hands-on skills need hands-on practice in your training program’s lab.',
    },
    {
      question: 'What do I get for free, and what does premium cost?',
      answer:
        'You can answer 3 CNA questions free with no card. Premium is $100 for 10 days of full access, including the full-length practice test, subject practice, explanations and progress tracking. You can request a refund within 48 hours of purchase.',
    },
  ],
  cta: {
    title: 'Get ready for your CNA written exam',
    text: 'Start with three free questions and see how our explanations work.',
    button: 'Get Started Now',
  },
  seo: {
    title: `CNA Practice Test: 75 Questions Explained | ${BRAND_NAME}`,
    description:
      'Practice for your CNA written exam with a 75-question full-length test and subject practice, all with explanations. Try 3 questions free.',
  },
};

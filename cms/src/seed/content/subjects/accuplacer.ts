import type { SubjectPageSeed } from '../types';

/**
 * ACCUPLACER (Next-Generation) subject pages, in catalogue order. Tests are adaptive and
 * untimed; Reading has 20 questions, Writing 25, and each of the three math tests 20.
 * Tips and strategies come from the defaults.
 */
export const accuplacerSubjectPages: SubjectPageSeed[] = [
  {
    exam: 'accuplacer',
    slug: 'reading',
    title: 'Reading',
    description:
      'ACCUPLACER Reading measures how well you understand, analyze and connect ideas in short passages. Your college uses the score to decide whether you start in credit-bearing courses or take a developmental reading class first.',
    overview: [
      'The Next-Generation ACCUPLACER Reading test has 20 multiple-choice questions. It is adaptive, which means the difficulty of each question depends on how you answered the ones before, and it is untimed. You must answer each question before moving on and cannot go back to change answers. Scores are reported on a scale of 200 to 300, and each college sets its own placement scores.',
      'Questions fall into four areas: information and ideas (main ideas, details, inferences and summaries), rhetoric (the author’s purpose, point of view, word choice and how a text is organized), synthesis (comparing or combining two related passages), and vocabulary (the meaning of words and phrases in context). Passages include both informational and literary texts, some short and some paired.',
      'Because you cannot return to a question, the most costly mistake is rushing. The adaptive design also means that questions may feel harder as you do well, which is a good sign rather than a reason to panic. Use the fact that there is no clock: read each passage carefully, check your choice against the text, and only then submit.',
    ],
    studyTips: [],
    strategies: [],
    seo: {
      title: 'ACCUPLACER Reading Practice Questions & Tips',
      description:
        'Practice ACCUPLACER Reading: main ideas, inference, author’s purpose, paired passages and vocabulary in context, with explanations for every answer.',
    },
  },
  {
    exam: 'accuplacer',
    slug: 'writing',
    title: 'Writing',
    description:
      'ACCUPLACER Writing tests how well you revise and edit passages for clear ideas, logical organization and correct grammar and punctuation. It helps your college decide which first-year writing course fits you.',
    overview: [
      'The Next-Generation ACCUPLACER Writing test has 25 multiple-choice questions. Like the other ACCUPLACER tests, it is adaptive and untimed, and you cannot skip a question or go back once you have answered it. Scores run from 200 to 300, and your college sets the scores that place you into each course.',
      'Each question is tied to a short passage, and you choose the revision that improves it. Questions cover two broad areas: expression of ideas (developing a point, organizing sentences and paragraphs logically, and choosing precise, concise wording) and standard English conventions (sentence boundaries, agreement, verb forms, pronouns, modifiers and punctuation). Some colleges also ask for WritePlacer, a separate essay test; this page covers the multiple-choice Writing test.',
      'Common traps are options that fix a grammar error but change the writer’s meaning, wordy choices that are grammatically correct but weaker, and transition words that do not match the logic between sentences. Read a sentence or two before and after the underlined part so your choice fits the whole passage.',
    ],
    studyTips: [],
    strategies: [],
    seo: {
      title: 'ACCUPLACER Writing Practice Questions & Tips',
      description:
        'Practice ACCUPLACER Writing: revising passages for organization, clarity, grammar and punctuation, with explanations that name the rule behind each answer.',
    },
  },
  {
    exam: 'accuplacer',
    slug: 'mathematics',
    title: 'Mathematics',
    description:
      'ACCUPLACER Mathematics places you into the right college math course, from arithmetic review up to college algebra and beyond. Refreshing skills you have not used in years can save you time and tuition on courses you may not need.',
    overview: [
      'ACCUPLACER has three math tests of 20 questions each: Arithmetic; Quantitative Reasoning, Algebra, and Statistics (QAS); and Advanced Algebra and Functions (AAF). Your college decides which one you start with, and some set up the system to move you to a higher or lower test based on your score. All three are adaptive and untimed, you cannot go back to earlier questions, and scores run from 200 to 300.',
      'Arithmetic covers whole numbers, fractions, decimals, percents and comparing numbers. QAS covers ratios and proportions, exponents, algebraic expressions, linear equations and their graphs, probability, descriptive statistics and basic geometry. AAF covers linear, quadratic, polynomial, radical, rational, exponential and logarithmic functions, along with some geometry and trigonometry. An on-screen calculator appears only for questions where it is allowed, and you may not bring your own.',
      'Common traps include relying on a calculator that will not be there for many questions, sign errors when solving equations, and misreading what a question asks for, such as the x-intercept instead of the y-intercept. Since you cannot revisit answers, checking each one before you submit it is the habit that matters most.',
    ],
    studyTips: [],
    strategies: [],
    seo: {
      title: 'ACCUPLACER Math Practice Questions & Study Tips',
      description:
        'Practice ACCUPLACER Arithmetic, QAS and Advanced Algebra and Functions questions, with step-by-step explanations for every answer.',
    },
  },
];

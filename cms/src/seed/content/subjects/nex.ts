import type { SubjectPageSeed } from '../types';

/**
 * NLN NEX subject pages, in catalogue order. The NEX has three sections of 60 minutes each:
 * Verbal (58 items), Math (45) and Science (60), 163 items including unscored ones. Our
 * English and Reading categories both prepare for the Verbal section.
 * Tips and strategies come from the defaults.
 */
export const nexSubjectPages: SubjectPageSeed[] = [
  {
    exam: 'nex',
    slug: 'english',
    title: 'English',
    description:
      'NEX English practice builds the vocabulary, word knowledge and language skills tested in the Verbal section of the NLN Nursing Entrance Exam. A strong verbal score also shows programs you can handle the reading and writing load of nursing school.',
    overview: [
      'The NLN Nursing Entrance Exam (NEX), the National League for Nursing’s successor to its earlier PAX exam, has three timed sections of 60 minutes each. The Verbal section has 58 questions, about one per minute, and combines word knowledge with reading comprehension. Our English practice focuses on the word and language side, while the Reading page covers the passages.',
      'Expect questions on the meaning of words, synonyms and antonyms, using context to pin down meaning, word parts such as prefixes and roots, and correct, clear usage of standard English. Vocabulary tends to come from general academic and health-related reading, so building a habit of looking up unfamiliar words as you read is one of the most effective ways to prepare.',
      'Common traps are options that share a root or sound similar to the target word but mean something different, and answers that fit one meaning of a word but not the one used in the sentence. Each nursing program sets its own score expectations, so check what yours requires and plan your practice around it.',
    ],
    studyTips: [],
    strategies: [],
    seo: {
      title: 'NEX English & Verbal Practice Questions',
      description:
        'Practice for the NLN NEX Verbal section: vocabulary, word parts, context clues and standard English usage, with explanations for every answer.',
    },
  },
  {
    exam: 'nex',
    slug: 'math',
    title: 'Math',
    description:
      'NEX Math tests the arithmetic, basic algebra and problem solving that nursing coursework depends on, from fractions and percents to conversions and word problems. Solid math here is the foundation for safe dosage calculation later.',
    overview: [
      'The Math section of the NLN Nursing Entrance Exam has 45 questions in 60 minutes, which gives you a little over a minute per question. Check NLN’s current candidate information for the calculator rules on test day, and practice both with and without one so either way you are comfortable.',
      'Topics typically include whole numbers, fractions, decimals and percents; ratios and proportions; conversions between units, including metric measurements; basic algebra such as solving linear equations; reading tables and graphs; basic geometry; and multistep word problems set in everyday and health-care situations.',
      'Common traps are percent-change questions where the base is misidentified, unit conversions done in the wrong direction, and word problems where the question asks for something other than the value you just calculated. Reread the last line of every word problem before choosing an answer.',
    ],
    studyTips: [],
    strategies: [],
    seo: {
      title: 'NEX Math Practice Questions & Study Tips',
      description:
        'Practice NLN NEX Math: fractions, percents, ratios, conversions, algebra and word problems, with step-by-step explanations for every question.',
    },
  },
  {
    exam: 'nex',
    slug: 'science',
    title: 'Science',
    description:
      'NEX Science covers the biology, chemistry and human anatomy and physiology that nursing programs build on. It is the longest section, so both knowledge and pacing count.',
    overview: [
      'The Science section of the NLN Nursing Entrance Exam has 60 questions in 60 minutes, about one per minute, the largest section of the exam. Content draws on general biology, chemistry, and human anatomy and physiology, with health-related applications. Check NLN’s current candidate information for the exact topic list before you build your study plan.',
      'In biology, review cells and organelles, cell division, genetics, and the major biological molecules. In chemistry, review atomic structure, the periodic table, chemical bonds, reactions, solutions, and acids and bases. In anatomy and physiology, review the major body systems and how they maintain homeostasis.',
      'At one minute per question, there is little time to reason from scratch, so questions that test definitions and relationships reward steady review. Common traps include look-alike terms such as osmosis and diffusion or ionic and covalent bonds, and questions about processes that ask which step comes first or what increases or decreases.',
    ],
    studyTips: [],
    strategies: [],
    seo: {
      title: 'NEX Science Practice Questions & Study Tips',
      description:
        'Practice NLN NEX Science: biology, chemistry and anatomy and physiology questions, with clear explanations to help you review efficiently.',
    },
  },
  {
    exam: 'nex',
    slug: 'reading',
    title: 'Reading',
    description:
      'NEX Reading practice prepares you for the reading comprehension passages in the Verbal section of the NLN Nursing Entrance Exam. Understanding what you read quickly and accurately is a daily skill in nursing school.',
    overview: [
      'Reading comprehension is part of the Verbal section of the NLN Nursing Entrance Exam, which has 58 questions in 60 minutes and also covers word knowledge. Passages are typically short informational texts, often on science, health or general-interest topics, followed by several questions each.',
      'Questions ask you to identify the main idea, recall details, draw conclusions, understand the author’s purpose and tone, and work out the meaning of words from context. Because the Verbal section mixes passages with vocabulary questions in the same hour, efficient reading directly protects your time for the rest of the section.',
      'Common traps include answers that are true but not stated in the passage, details offered as the main idea, and conclusions that go beyond the text. Practice reading a passage once with purpose, then finding proof for each answer, rather than rereading the whole passage for every question.',
    ],
    studyTips: [],
    strategies: [],
    seo: {
      title: 'NEX Reading Comprehension Practice Questions',
      description:
        'Practice reading comprehension for the NLN NEX Verbal section: main idea, details, inference and author’s purpose, with explanations tied to the passage.',
    },
  },
];

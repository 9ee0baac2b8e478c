/**
 * The exam catalogue (spec §1, §3, §9): fixed ids, slugs, names, categories and details.
 * Every other part of the product imports these; nothing re-types them.
 */

export type ExamCategory = {
  /** URL slug used by /exam/{examSlug}/{categorySlug}. */
  slug: string;
  /** Exactly one of the exam's categories as the spec names them; stored on each question. */
  title: string;
  description: string;
  icon: string;
};

export type ExamDetails = {
  duration: string;
  questionCount: string;
  format: string;
};

export type Exam = {
  id: number;
  slug: string;
  name: string;
  fullName: string;
  description: string;
  icon: string;
  color: string;
  categories: readonly ExamCategory[];
  details: ExamDetails;
};

const category = (slug: string, title: string, description: string, icon: string) =>
  ({ slug, title, description, icon }) as const satisfies ExamCategory;

const english = category(
  'english',
  'English',
  'Grammar, usage, punctuation and clear sentence structure.',
  'pen',
);
const math = category('math', 'Math', 'Arithmetic, algebra, measurement and data.', 'calculator');
const science = category(
  'science',
  'Science',
  'Life, physical and earth science reasoning.',
  'flask',
);
const reading = category(
  'reading',
  'Reading',
  'Main ideas, inference, evidence and text structure.',
  'book',
);

export const EXAMS = [
  {
    id: 1,
    slug: 'ati-teas-7',
    name: 'ATI TEAS 7',
    fullName: 'ATI Test of Essential Academic Skills, 7th edition',
    description:
      'Nursing school entrance exam covering reading, math, science and English language usage.',
    icon: 'stethoscope',
    color: '#2563eb',
    categories: [
      category(
        'english-language-usage',
        'English Language Usage',
        'Conventions of standard English, knowledge of language and vocabulary.',
        'pen',
      ),
      category(
        'reading',
        'Reading',
        'Key ideas and details, craft and structure, integration of knowledge.',
        'book',
      ),
      category(
        'math',
        'Math',
        'Numbers and algebra, measurement and data, with a calculator.',
        'calculator',
      ),
      category(
        'science',
        'Science',
        'Human anatomy and physiology, biology, chemistry and scientific reasoning.',
        'flask',
      ),
    ],
    details: {
      duration: '209 minutes',
      questionCount: '170 questions',
      format: 'Multiple choice, computer-based, four timed sections',
    },
  },
  {
    id: 2,
    slug: 'ged',
    name: 'GED',
    fullName: 'General Educational Development test',
    description: 'High school equivalency exam in language arts, math, science and social studies.',
    icon: 'graduation-cap',
    color: '#16a34a',
    categories: [
      english,
      math,
      science,
      reading,
      category(
        'social-studies',
        'Social Studies',
        'Civics, U.S. history, economics and geography.',
        'landmark',
      ),
    ],
    details: {
      duration: '7.5 hours',
      questionCount: '145+ questions',
      format: 'Four subject tests, computer-based, several item types',
    },
  },
  {
    id: 3,
    slug: 'hesi-a2',
    name: 'HESI A2',
    fullName: 'HESI Admission Assessment Exam',
    description: 'Nursing and health-program entrance exam with academic and science sections.',
    icon: 'heart-pulse',
    color: '#dc2626',
    categories: [
      category(
        'reading-and-comprehension',
        'Reading and Comprehension',
        'Main idea, inference and vocabulary in health-related passages.',
        'book',
      ),
      category(
        'biology',
        'Biology',
        'Cells, metabolism, genetics and biological molecules.',
        'dna',
      ),
      category(
        'math',
        'Math',
        'Fractions, ratios, conversions and dosage-style arithmetic.',
        'calculator',
      ),
      category(
        'anatomy-and-physiology',
        'Anatomy and Physiology',
        'Body systems, terminology and how organs work together.',
        'heart',
      ),
      category('grammar', 'Grammar', 'Parts of speech, agreement, tense and punctuation.', 'pen'),
      // Beyond the spec's list: most programs require the HESI A2 Vocabulary section (decision 0008).
      category(
        'vocabulary',
        'Vocabulary',
        'Health-care and general words in context: meanings, roots and look-alikes.',
        'book',
      ),
      // Also beyond the spec's list: the science sections many programs add (issue 27).
      category(
        'chemistry',
        'Chemistry',
        'Atoms, the periodic table, bonding, reactions, stoichiometry, solutions and acids.',
        'flask',
      ),
      category(
        'physics',
        'Physics',
        'Motion, forces, energy, momentum, waves, optics, electricity and magnetism.',
        'bulb',
      ),
    ],
    details: {
      duration: '4-5 hours',
      questionCount: 'Varies by required sections',
      format: 'Multiple choice, computer-based, sections chosen by each school',
    },
  },
  {
    id: 4,
    slug: 'accuplacer',
    name: 'ACCUPLACER',
    fullName: 'ACCUPLACER College Placement Test',
    description: 'College placement test for reading, writing and mathematics.',
    icon: 'school',
    color: '#9333ea',
    categories: [
      category('reading', 'Reading', 'Comprehension, analysis and vocabulary in context.', 'book'),
      category('writing', 'Writing', 'Revising and editing for clarity and conventions.', 'pen'),
      category(
        'mathematics',
        'Mathematics',
        'Arithmetic, quantitative reasoning, algebra and functions.',
        'calculator',
      ),
    ],
    details: {
      duration: 'Varies (untimed)',
      questionCount: '20-25 questions per section',
      format: 'Adaptive multiple choice, computer-based',
    },
  },
  {
    id: 5,
    slug: 'nex',
    name: 'NEX',
    fullName: 'Nursing Entrance Exam',
    description: 'Nursing entrance exam covering verbal skills, math and science.',
    icon: 'clipboard',
    color: '#0891b2',
    categories: [english, math, science, reading],
    details: {
      duration: '3 hours',
      questionCount: '100+ questions',
      format: '3 subject areas, multiple choice, computer-based, timed',
    },
  },
  {
    id: 6,
    slug: 'clep',
    name: 'CLEP',
    fullName: 'College-Level Examination Program',
    description: 'Earn college credit by passing subject exams.',
    icon: 'award',
    color: '#7c3aed',
    categories: [english, math, science, reading],
    details: {
      duration: '90 minutes',
      questionCount: '90-120 questions',
      format: 'Multiple choice, computer-based, one subject per exam',
    },
  },
  {
    id: 7,
    slug: 'cna',
    name: 'CNA',
    fullName: 'Certified Nursing Assistant exam',
    description: 'Written exam for nursing assistant certification.',
    icon: 'hand-heart',
    color: '#ea580c',
    categories: [
      category(
        'basic-nursing-skills',
        'Basic Nursing Skills',
        'Infection control, safety, vital signs and daily care.',
        'bandage',
      ),
      category(
        'restorative-services',
        'Restorative Services',
        'Mobility, positioning, self-care and preventing complications.',
        'activity',
      ),
      category(
        'psychosocial-care',
        'Psychosocial Care',
        'Emotional needs, communication, culture and dignity.',
        'message-heart',
      ),
      category(
        'role-of-nurse-aide',
        'Role of Nurse Aide',
        'Scope of practice, residents’ rights, ethics and teamwork.',
        'id-badge',
      ),
    ],
    details: {
      duration: '90 minutes',
      questionCount: '75 questions',
      format: 'Multiple choice written test plus a skills demonstration',
    },
  },
] as const satisfies readonly Exam[];

export type ExamId = (typeof EXAMS)[number]['id'];
export type ExamSlug = (typeof EXAMS)[number]['slug'];

export const EXAM_IDS: readonly number[] = EXAMS.map((exam) => exam.id);

export function findExamById(id: number): Exam | undefined {
  return EXAMS.find((exam) => exam.id === id);
}

export function findExamBySlug(slug: string): Exam | undefined {
  return EXAMS.find((exam) => exam.slug === slug);
}

export function findCategory(exam: Exam, categorySlug: string): ExamCategory | undefined {
  return exam.categories.find((c) => c.slug === categorySlug);
}

export function categoryTitles(exam: Exam): string[] {
  return exam.categories.map((c) => c.title);
}

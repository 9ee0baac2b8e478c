import type { SubjectPageSeed } from '../types';

/**
 * HESI A2 subject pages, in catalogue order. Item counts and times are the commonly
 * published ones (each section has 5 unscored pilot items); schools choose the sections
 * they require and set their own score requirements. Tips and strategies come from the defaults.
 */
export const hesiSubjectPages: SubjectPageSeed[] = [
  {
    exam: 'hesi-a2',
    slug: 'reading-and-comprehension',
    title: 'Reading and Comprehension',
    description:
      'HESI A2 Reading Comprehension tests whether you can find the main idea, supporting details, inferences and word meanings in short passages, many on health and science topics. It is one of the core academic sections schools can require, so it is worth strong preparation.',
    overview: [
      'The Reading Comprehension section usually has 55 questions, 50 scored and 5 unscored pilot items, with about 60 minutes to complete it. Passages are typically a few paragraphs long and often deal with health, science or everyday topics, though no outside medical knowledge is needed to answer the questions. Your score is reported as a percentage, and each school decides what score it expects.',
      'Questions ask you to identify the main idea, recall supporting details, work out the meaning of a word from context, recognize the author’s purpose and tone, tell fact from opinion, draw logical conclusions and choose the best summary. Many schools also require the separate Vocabulary and General Knowledge section, and the context-clue skills you practice here help there too.',
      'With a little over a minute per question, the biggest risks are rereading whole passages and choosing answers that borrow the passage’s wording but twist its meaning. Watch for options that are too broad or too narrow to be the main idea, and for extreme words such as always or never that the passage does not support.',
    ],
    studyTips: [],
    strategies: [],
    seo: {
      title: 'HESI A2 Reading Comprehension Practice Questions',
      description:
        'Practice HESI A2 Reading Comprehension: main idea, details, inference, tone and vocabulary in context, with explanations that point back to the passage.',
    },
  },
  {
    exam: 'hesi-a2',
    slug: 'biology',
    title: 'Biology',
    description:
      'HESI A2 Biology covers the core of an introductory biology course: biological molecules, cells, metabolism, cell division and genetics. Programs use it to check that you are ready for microbiology, physiology and other science prerequisites.',
    overview: [
      'The Biology section usually has 30 questions, 25 scored and 5 unscored pilot items, with about 25 minutes to complete it, so you have under a minute per question. Not every school requires it, so check your program’s list of required sections before you plan your study time.',
      'Expect questions on the scientific method, the properties of water, carbohydrates, lipids, proteins and nucleic acids, cell structure and the jobs of organelles, cellular respiration and photosynthesis, mitosis and meiosis, and genetics, including Mendel’s laws, Punnett squares, DNA replication and protein synthesis. Most questions check whether you understand a concept well enough to apply it, not only whether you can recall a definition.',
      'Common traps are pairs of terms that sound alike: mitosis and meiosis, chromosome and chromatid, transcription and translation, diffusion and osmosis. Another is mixing up where processes happen, such as glycolysis in the cytoplasm versus the later stages of respiration in the mitochondria. Making comparison tables for these pairs is a quick way to gain points.',
    ],
    studyTips: [],
    strategies: [],
    seo: {
      title: 'HESI A2 Biology Practice Questions & Study Tips',
      description:
        'Practice HESI A2 Biology: biological molecules, cells, respiration, photosynthesis, cell division and genetics, with clear explanations of every answer.',
    },
  },
  {
    exam: 'hesi-a2',
    slug: 'math',
    title: 'Math',
    description:
      'HESI A2 Math tests the everyday arithmetic used in health care: fractions, decimals, percents, ratios, proportions and unit conversions. These skills lead straight into dosage calculations, so time spent here pays off twice.',
    overview: [
      'The Math section usually has 55 questions, 50 scored and 5 unscored pilot items, with about 50 minutes to complete it. A basic on-screen calculator is commonly available, but confirm the rules with your testing site and make sure you can work without one, because fraction and conversion questions are often faster by hand.',
      'Topics include operations with whole numbers, fractions and decimals; converting among fractions, decimals and percents; ratios and proportions; percent problems; simple algebra; and word problems. The section also tests areas other entrance exams rarely cover, such as household and metric measurements, 24-hour (military) time and Roman numerals, so learn the subtractive forms (IV = 4, IX = 9, XL = 40, XC = 90) and practice converting times such as 1:30 p.m. to 1330.',
      'Common traps are unit slips in conversions, forgetting to simplify or to follow rounding instructions, and mistakes with midnight and noon in 24-hour time. Writing units beside every number and checking whether your answer is reasonable catches most of them.',
    ],
    studyTips: [],
    strategies: [],
    seo: {
      title: 'HESI A2 Math Practice Questions & Study Tips',
      description:
        'Practice HESI A2 Math: fractions, decimals, ratios, percents, conversions, military time and Roman numerals, with step-by-step worked explanations.',
    },
  },
  {
    exam: 'hesi-a2',
    slug: 'anatomy-and-physiology',
    title: 'Anatomy and Physiology',
    description:
      'HESI A2 Anatomy and Physiology tests your knowledge of body organization, terminology and how the major organ systems work. It previews the A&P coursework at the heart of every nursing program.',
    overview: [
      'The Anatomy and Physiology section usually has 30 questions, 25 scored and 5 unscored pilot items, with about 25 minutes to complete it. Questions are short and mostly recall or application of concepts, so speed comes from knowing the material well rather than from test-taking tricks.',
      'Expect general terminology such as directional terms, body planes and cavities, the four tissue types, and the major systems: skeletal, muscular, nervous, endocrine, cardiovascular, respiratory, digestive, urinary, reproductive, integumentary, and lymphatic and immune. Questions ask what a structure does, where it is, and how systems work together, for example how the kidneys help regulate blood pressure.',
      'Common traps include terms that differ by one idea, such as afferent and efferent or abduction and adduction, and exceptions to general rules, such as the pulmonary arteries carrying oxygen-poor blood. Because the section covers so many systems in so few questions, broad review beats deep study of a single system.',
    ],
    studyTips: [],
    strategies: [],
    seo: {
      title: 'HESI A2 Anatomy & Physiology Practice Questions',
      description:
        'Practice HESI A2 Anatomy and Physiology: terminology, tissues and every major body system, with explanations that link structure to function.',
    },
  },
  {
    exam: 'hesi-a2',
    slug: 'grammar',
    title: 'Grammar',
    description:
      'HESI A2 Grammar tests the rules of written English: parts of speech, agreement, verb tense, pronouns, punctuation and commonly confused words. Clear, correct writing matters in nursing, where notes and reports become part of a patient’s record.',
    overview: [
      'The Grammar section usually has 55 questions, 50 scored and 5 unscored pilot items, with about 50 minutes to complete it. Most questions are single sentences that ask you to pick the correct word, find the error or choose the best-written version.',
      'Topics include the eight parts of speech, subject–verb agreement, pronoun case (I versus me, who versus whom), verb tenses and irregular verbs, adjectives versus adverbs (good versus well), commonly confused words such as affect and effect or lie and lay, punctuation, and sentence structure, including fragments, run-ons and misplaced modifiers.',
      'The biggest trap is choosing what sounds right in casual speech, such as “between you and I,” instead of what is correct in formal writing. Learn each rule with a short example you can recall on test day, and check questions with compound subjects or objects by removing one part of the pair.',
    ],
    studyTips: [],
    strategies: [],
    seo: {
      title: 'HESI A2 Grammar Practice Questions & Study Tips',
      description:
        'Practice HESI A2 Grammar: parts of speech, agreement, pronouns, verb tense, punctuation and commonly confused words, with a clear rule for every answer.',
    },
  },
  {
    exam: 'hesi-a2',
    slug: 'vocabulary',
    title: 'Vocabulary',
    description:
      'HESI A2 Vocabulary checks that you know the words nurses read and write every day, such as lethargic, distended, bilateral or contraindication, and can tell a word from its look-alike. Most nursing programs require this section, because a misread word in a chart or an order can harm a patient.',
    overview: [
      'The Vocabulary section usually has 55 questions, 50 scored and 5 unscored pilot items, with about 50 minutes to complete it. Each question gives a word, usually inside a short sentence from a health-care setting, and asks for its meaning or for the word that fits the sentence.',
      'The words come from two pools: general academic words (concise, impending, adverse, discrete) and health-care words (edema, syncope, palpable, febrile, patent). Many can be worked out from their parts: a prefix such as brady- (slow) or hyper- (above), a root such as cardi (heart) or derm (skin), and a suffix such as -itis (inflammation) or -ectomy (removal).',
      'The common traps are look-alike and sound-alike words (discrete and discreet, adverse and averse, palpable and palpitation) and everyday meanings that differ from the clinical one: in a chart, patent means open and unblocked, not a legal right, and void means to empty the bladder. Read the whole sentence before the options, and use it to check your choice.',
    ],
    studyTips: [],
    strategies: [],
    seo: {
      title: 'HESI A2 Vocabulary Practice Questions & Word Lists',
      description:
        'Practice HESI A2 Vocabulary: health-care and general words in context, word roots and look-alikes, with an explanation of every meaning.',
    },
  },
  {
    exam: 'hesi-a2',
    slug: 'chemistry',
    title: 'Chemistry',
    description:
      'HESI A2 Chemistry covers the chemistry of an introductory course: matter, atoms and the periodic table, chemical bonds, equations and reactions, and acids and bases. Not every program requires it, so check your list of required sections first.',
    overview: [
      'The Chemistry section usually has 30 questions, 25 scored and 5 unscored pilot items, with about 25 minutes to complete it, so you have under a minute per question.',
      'Expect questions on matter and its states, atomic structure (protons, neutrons, electrons and isotopes), the periodic table and its trends, ionic and covalent bonds, balancing equations and the main reaction types, the mole and simple stoichiometry, solutions and concentration, acids, bases and pH, and nuclear chemistry such as half-life and the kinds of radiation.',
      'Common traps are small slips with large effects: an equation is balanced with coefficients, never by changing subscripts; an isotope changes the number of neutrons, not the element; and each step of the pH scale is a tenfold change in hydrogen ions. In the short calculations (moles, concentrations, half-lives), writing the unit beside every number catches most mistakes.',
    ],
    studyTips: [],
    strategies: [],
    seo: {
      title: 'HESI A2 Chemistry Practice Questions & Study Tips',
      description:
        'Practice HESI A2 Chemistry: atoms, the periodic table, bonding, balancing equations, moles, solutions and acids and bases, with clear explanations.',
    },
  },
  {
    exam: 'hesi-a2',
    slug: 'physics',
    title: 'Physics',
    description:
      'HESI A2 Physics covers the physics of an introductory course: motion, forces, energy, momentum, waves, light and electricity. Only a few programs require it, so check your list of required sections before you study for it.',
    overview: [
      'The Physics section usually has 30 questions, 25 scored and 5 unscored pilot items, with about 50 minutes to complete it, twice the time of the other science sections. Many questions ask for a short calculation, such as a speed, an acceleration or the energy of a moving object, so know the basic formulas and their units.',
      'Expect questions on distance and displacement, speed, velocity and acceleration, Newton’s three laws, friction and gravity, work, power, and kinetic and potential energy, momentum and collisions, pressure and fluids, waves and sound, reflection and refraction of light, and electric current, voltage and resistance, with some magnetism.',
      'Common traps are treating a vector as a plain number (displacement and velocity have a direction; distance and speed do not), confusing mass with weight, and leaving units unconverted: grams and centimeters must become kilograms and meters before a formula gives newtons or joules. Carrying the units through every step catches most of these.',
    ],
    studyTips: [],
    strategies: [],
    seo: {
      title: 'HESI A2 Physics Practice Questions & Study Tips',
      description:
        'Practice HESI A2 Physics: motion, Newton’s laws, energy, momentum, waves, optics and electricity, with an explanation of every answer.',
    },
  },
];

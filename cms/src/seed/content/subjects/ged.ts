import type { SubjectPageSeed } from '../types';

/**
 * GED subject pages, in catalogue order. The real GED has four tests; our English and
 * Reading categories are the two halves of Reasoning Through Language Arts (RLA).
 * Study tips and strategies come from the defaults.
 */
export const gedSubjectPages: SubjectPageSeed[] = [
  {
    exam: 'ged',
    slug: 'english',
    title: 'English',
    description:
      'GED English practice covers the language and writing half of the Reasoning Through Language Arts test: grammar, usage, punctuation and the evidence-based essay. Together with reading, it decides one of the four subject scores you need for your credential.',
    overview: [
      'The GED does not have a separate English test. Grammar and writing are part of Reasoning Through Language Arts (RLA), a single 150-minute test that includes a 10-minute break and also covers reading comprehension. Like every GED subject, RLA is scored from 100 to 200, and you need at least 145 to pass it.',
      'Language questions usually appear as drop-down menus inside a short document such as a letter, memo or article, where you choose the word or phrase that makes the sentence correct. They test subject–verb and pronoun agreement, verb tense, commonly confused words, capitalization, punctuation, run-ons and fragments, awkward sentences and transition words. RLA also includes an extended-response essay of about 45 minutes, in which you read texts that present opposing views on an issue and explain which argument is better supported, using evidence from the texts rather than your own opinion.',
      'Common traps are options that sound fine in speech but are wrong in formal writing, and choices that fix one error while creating another. In the essay, the most frequent mistake is arguing your personal view of the issue instead of analyzing the evidence each author uses. Practicing short, timed responses that quote the texts is one of the most useful things you can do for this part of the test.',
    ],
    studyTips: [],
    strategies: [],
    seo: {
      title: 'GED English & Language Practice Questions',
      description:
        'Practice GED language and writing skills for the RLA test: grammar, punctuation, sentence structure and the evidence-based extended response, with explanations.',
    },
  },
  {
    exam: 'ged',
    slug: 'math',
    title: 'Math',
    description:
      'GED Mathematical Reasoning tests number sense, measurement, data and algebra through real-life problems. It is often the subject adult learners worry about most, and steady practice makes a big difference.',
    overview: [
      'The Mathematical Reasoning test lasts 115 minutes and has about 46 questions. The first five questions must be answered without a calculator; for the rest, an on-screen TI-30XS scientific calculator is available. A formula sheet with common geometry and algebra formulas is provided, so your job is to know when and how to use them rather than to memorize every one. As with all GED subjects, the passing score is 145 on a 100–200 scale.',
      'Questions fall into two broad groups. Quantitative problem solving covers whole numbers, fractions, decimals, percents, ratios and rates, exponents and square roots, perimeter, area, volume, and data such as mean, median, probability and graphs. Algebraic problem solving covers expressions, linear equations and inequalities, systems of equations, slope, quadratic equations and functions. Item types include multiple choice, fill-in-the-blank, drag-and-drop, drop-down and hot-spot questions.',
      'Common traps include doing the no-calculator questions too slowly, reading past a unit change in a word problem, and trusting the calculator without checking the order of operations or negative signs. Getting comfortable with the TI-30XS before test day, including fractions and exponents on it, saves time and prevents errors.',
    ],
    studyTips: [],
    strategies: [],
    seo: {
      title: 'GED Math Practice Questions & Study Tips',
      description:
        'Practice GED Mathematical Reasoning: fractions, percents, geometry, data and algebra, with step-by-step explanations and calculator tips.',
    },
  },
  {
    exam: 'ged',
    slug: 'science',
    title: 'Science',
    description:
      'GED Science checks how well you read, interpret and reason with scientific information in life, physical and earth and space science. It rewards careful reading of passages, graphs and experiments more than memorized facts.',
    overview: [
      'The Science test lasts 90 minutes. According to the GED assessment targets, about 40% of questions are life science, about 40% physical science and about 20% earth and space science, with a focus on human health and living systems and on energy and related systems. An on-screen calculator is available for the questions that need one, and the passing score is 145 on a 100–200 scale.',
      'Most questions give you something to work with: a short passage, a table, a graph or a description of an experiment. You are asked to identify a hypothesis, spot the independent and dependent variables, judge whether data support a conclusion, make a prediction, or do simple calculations such as finding an average or a probability. Background knowledge helps, for example knowing what cells, genes, ecosystems, forces and energy transfer are, but the test is built around science practices rather than recall of isolated facts.',
      'The most common trap is choosing an answer that is scientifically true but not supported by the data shown. Others are misreading a graph’s axes or units and confusing correlation with cause. Reading the question first, then checking each option against the evidence on screen, solves many items that look hard at first glance.',
    ],
    studyTips: [],
    strategies: [],
    seo: {
      title: 'GED Science Practice Questions & Study Tips',
      description:
        'Practice GED Science: life, physical and earth science questions built on passages, graphs and experiments, with explanations that show the reasoning.',
    },
  },
  {
    exam: 'ged',
    slug: 'reading',
    title: 'Reading',
    description:
      'GED Reading practice covers the comprehension half of the Reasoning Through Language Arts test: finding main ideas, drawing inferences and evaluating arguments. Strong reading also helps on the Science and Social Studies tests, which are built on passages too.',
    overview: [
      'Reading comprehension is part of Reasoning Through Language Arts (RLA), the 150-minute GED test that also covers grammar and the extended-response essay. Passages are typically a few hundred to about 900 words, and most are informational texts such as articles, workplace documents and historical writing, with a smaller share of literature. You need a score of at least 145 on the 100–200 scale to pass RLA.',
      'Questions ask you to identify the main idea and supporting details, summarize, draw inferences, follow the order of events, interpret word choice and tone, and explain how a text is organized. Some items pair two passages and ask how they compare, and argument questions ask you to find a claim, judge the evidence behind it and separate fact from opinion. Item types include multiple choice, drag-and-drop and drop-down questions.',
      'Common traps are answers that repeat words from the passage but change the meaning, options that are true in general but not stated or implied in the text, and inferences that stretch too far. Because the RLA clock also has to cover the essay and the language questions, reading at a steady pace and returning to the passage only with a clear purpose is essential.',
    ],
    studyTips: [],
    strategies: [],
    seo: {
      title: 'GED Reading Practice Questions & Study Tips',
      description:
        'Practice GED reading comprehension for the RLA test: main ideas, inference, argument and paired passages, with explanations that point back to the text.',
    },
  },
  {
    exam: 'ged',
    slug: 'social-studies',
    title: 'Social Studies',
    description:
      'GED Social Studies tests your ability to read and reason about civics and government, U.S. history, economics and geography. It uses documents, maps and charts, so careful reading matters as much as background knowledge.',
    overview: [
      'The Social Studies test lasts 70 minutes. About half the questions are on civics and government, about 20% on U.S. history, and about 15% each on economics and on geography and the world. The passing score is 145 on a 100–200 scale, and an on-screen calculator is available for the few questions that involve numbers.',
      'Many questions are built around a source: an excerpt from the Declaration of Independence, the Constitution or a famous speech, a map, a graph, a timeline or a political cartoon. You are asked to find the main idea, identify the author’s point of view, tell fact from opinion, explain cause and effect, and interpret data. It helps to know the basics cold, such as the three branches of government, checks and balances, federalism, key amendments, major eras of U.S. history and supply and demand.',
      'Common traps include choosing an answer you know is historically true when the question asks what the source shows, overlooking the date or author of a document, and misreading a map key or chart scale. Because the test is short, a calm and steady pace works better than rushing through the early questions.',
    ],
    studyTips: [],
    strategies: [],
    seo: {
      title: 'GED Social Studies Practice Questions & Tips',
      description:
        'Practice GED Social Studies: civics, U.S. history, economics and geography questions built on documents, maps and charts, with clear explanations.',
    },
  },
];

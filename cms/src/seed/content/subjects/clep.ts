import type { SubjectPageSeed } from '../types';

/**
 * CLEP subject pages: first the four catalogue categories (skill areas that span several
 * CLEP exams), then the eleven CLEP exams listed on the CLEP page, whose slugs that page
 * links to. Item counts are the College Board’s approximate figures; CLEP scores run from
 * 20 to 80, and ACE recommends credit at 50 for these exams, though each college decides.
 * Tips and strategies come from the defaults.
 */
export const clepSubjectPages: SubjectPageSeed[] = [
  {
    exam: 'clep',
    slug: 'english',
    title: 'English',
    description:
      'CLEP English practice builds the grammar, revision and source-use skills tested on the College Composition exams. Earning credit for first-year composition can free up room in your schedule for other courses.',
    overview: [
      'The writing skills in this category are tested mainly on CLEP College Composition, which combines about 50 multiple-choice questions with two timed essays, and on College Composition Modular, which is mostly multiple choice and lets each college decide whether to add an essay. Both cover material usually taught in a first-year college writing course.',
      'Multiple-choice questions ask you to revise passages for organization, clarity and tone, evaluate how well a writer uses evidence, analyze rhetorical choices such as audience and purpose, handle sources and citations correctly, and apply the conventions of standard written English. Grammar matters, but most questions are about improving a piece of writing as a whole.',
      'Common traps are options that are grammatically correct but weaken the writer’s argument, and revisions that change a sentence’s meaning. CLEP scores run from 20 to 80, and the American Council on Education recommends credit at a score of 50, but each college sets its own policy, so check before you register.',
    ],
    studyTips: [],
    strategies: [],
    seo: {
      title: 'CLEP English & Composition Practice Questions',
      description:
        'Practice CLEP English skills for College Composition: revision, rhetorical analysis, using sources and standard written English, with explanations.',
    },
  },
  {
    exam: 'clep',
    slug: 'math',
    title: 'Math',
    description:
      'CLEP Math practice covers the algebra, functions and problem solving behind CLEP College Algebra, Precalculus and College Mathematics. Passing one of these can satisfy a college math requirement without a full semester course.',
    overview: [
      'CLEP offers several math exams: College Mathematics for general education requirements, College Algebra, Precalculus, and Calculus. Each lasts 90 minutes. The calculator rules differ from exam to exam: College Algebra provides an on-screen scientific calculator throughout, while Precalculus allows an on-screen graphing calculator in only one of its two sections.',
      'Practice in this category focuses on the skills those exams share: algebraic expressions and equations, inequalities, functions and their graphs, exponents and logarithms, number systems, and applied word problems. College Mathematics adds topics such as sets, logic, probability and statistics.',
      'Common traps are sign errors, domain restrictions that rule out an apparent solution, and graphs read too quickly. Because CLEP scores do not take points off for wrong answers, answer every question. Check your college’s CLEP policy first, since the score required and the course you receive credit for vary.',
    ],
    studyTips: [],
    strategies: [],
    seo: {
      title: 'CLEP Math Practice Questions & Study Tips',
      description:
        'Practice CLEP math skills for College Algebra, Precalculus and College Mathematics: equations, functions, graphs and word problems, with explanations.',
    },
  },
  {
    exam: 'clep',
    slug: 'science',
    title: 'Science',
    description:
      'CLEP Science practice covers the biology, chemistry and physical science behind the CLEP Biology, Chemistry and Natural Sciences exams. These exams can earn credit for a science requirement, including prerequisites for many health programs, depending on your college.',
    overview: [
      'CLEP offers three science exams: Biology and Chemistry, each covering a one-year introductory college course, and Natural Sciences, which mixes biological and physical science for students who are not science majors. Each is a 90-minute, multiple-choice exam.',
      'Practice in this category covers cell biology, genetics, evolution and ecology; atomic structure, bonding, reactions, stoichiometry and solutions; and physical science topics such as energy, motion, electricity and the structure of matter. Questions test both facts and the ability to interpret data and apply concepts to new situations.',
      'Common traps are similar terms, such as mitosis and meiosis or molarity and molality, and data questions where the answer must come from the table or graph rather than from memory. Before you register, confirm whether your college accepts the exam for lab science credit, since some grant credit only for the lecture portion.',
    ],
    studyTips: [],
    strategies: [],
    seo: {
      title: 'CLEP Science Practice Questions & Study Tips',
      description:
        'Practice CLEP science skills for Biology, Chemistry and Natural Sciences: cells, genetics, ecology, chemistry and physical science, with explanations.',
    },
  },
  {
    exam: 'clep',
    slug: 'reading',
    title: 'Reading',
    description:
      'CLEP Reading practice builds the close-reading skills used on the literature and humanities exams, such as Analyzing and Interpreting Literature. The same skills help on every passage-based CLEP exam.',
    overview: [
      'CLEP does not have a general reading exam, but many of its exams depend on careful reading. Analyzing and Interpreting Literature, American Literature, English Literature and Humanities all present passages of prose, poetry or drama and ask you to interpret them, and history and social science exams often quote documents.',
      'Practice in this category covers main idea and theme, tone and the speaker’s attitude, figurative language such as metaphor and irony, how a passage is structured, and the meaning of words in context. Knowing basic literary terms, such as point of view, imagery and meter, lets you answer these questions quickly.',
      'Common traps are answers that describe the passage too broadly, readings that ignore the tone, and options that are true of the author’s life or period but not of the passage in front of you. Always return to the lines the question points to before you choose.',
    ],
    studyTips: [],
    strategies: [],
    seo: {
      title: 'CLEP Reading & Literature Practice Questions',
      description:
        'Practice CLEP reading skills for literature and humanities exams: theme, tone, figurative language and structure, with explanations tied to the text.',
    },
  },
  {
    exam: 'clep',
    slug: 'introductory-psychology',
    title: 'Introductory Psychology',
    description:
      'CLEP Introductory Psychology covers a one-semester intro psychology course, from the brain and behavior to learning, development, disorders and social psychology. It is a common choice for earning general education or program prerequisite credit.',
    overview: [
      'The exam has approximately 95 multiple-choice questions to answer in 90 minutes, including some unscored pretest questions. It covers the history, approaches and research methods of psychology; biological bases of behavior; sensation and perception; states of consciousness; learning; cognition; motivation and emotion; developmental psychology; personality; psychological disorders and their treatment; social psychology; and statistics, tests and measurement.',
      'Questions test terminology and key theorists, but many also ask you to apply a concept to a short scenario, such as naming the type of reinforcement or the research design being described. Questions on disorders use the terminology of the DSM-5.',
      'Common traps are pairs of concepts that are easy to confuse: classical and operant conditioning, negative reinforcement and punishment, correlation and causation, validity and reliability. Because the topics are so broad, a steady review of each area beats going deep on only the ones you enjoy.',
    ],
    studyTips: [],
    strategies: [],
    seo: {
      title: 'CLEP Introductory Psychology Practice Questions',
      description:
        'Practice CLEP Introductory Psychology: learning, memory, development, disorders, research methods and social psychology, with clear explanations.',
    },
  },
  {
    exam: 'clep',
    slug: 'college-composition',
    title: 'College Composition',
    description:
      'CLEP College Composition tests the writing skills of a first-year composition course, with multiple-choice questions and two timed essays. It is one of the most widely used CLEP exams for general education credit.',
    overview: [
      'The exam has about 50 multiple-choice questions in 50 minutes, followed by two essays written in 70 minutes. In the first essay you take a position on an issue and support it with your own reading, experience or observations. In the second you build an argument from two short sources provided on screen, and you must cite them. The essays are scored by college faculty, so your result arrives later than for most CLEP exams.',
      'The multiple-choice questions cover conventions of standard written English, revision skills such as organization, transitions and level of detail, the ability to use source materials, and rhetorical analysis of audience, purpose and tone. Revision questions make up the largest share.',
      'Common traps in the essays are summarizing the sources instead of using them to support your own claim, and forgetting to cite them. In the multiple-choice section, watch for choices that correct grammar but weaken clarity or change the meaning. Practicing both essay types under time limits is the single best way to prepare.',
    ],
    studyTips: [],
    strategies: [],
    seo: {
      title: 'CLEP College Composition Practice & Essay Tips',
      description:
        'Practice CLEP College Composition: revision, rhetoric, source use and conventions, plus guidance for the argument and source-based essays.',
    },
  },
  {
    exam: 'clep',
    slug: 'us-history-1',
    title: 'History of the United States I',
    description:
      'CLEP History of the United States I covers American history from early European colonization through the end of Reconstruction in 1877. It can earn credit for the first half of a U.S. history survey course.',
    overview: [
      'The exam has approximately 120 multiple-choice questions to answer in 90 minutes, so you have well under a minute per question. Most questions focus on the period from 1790 to 1877. The colonial period is covered with an emphasis on the English colonies, and a small number of questions address the Americas before 1500.',
      'Questions span political, social, economic, cultural and diplomatic history: colonial society, the Revolution, the Constitution and the early republic, westward expansion, Jacksonian democracy, reform movements, slavery and sectional conflict, the Civil War and Reconstruction. Expect maps, quotations and political cartoons as well as straightforward recall.',
      'Common traps include mixing up the order of events, attributing a policy or document to the wrong figure, and options that are accurate but belong to a different decade. Building a simple timeline of major events and laws, and knowing the cause and effect that connect them, makes many questions quick.',
    ],
    studyTips: [],
    strategies: [],
    seo: {
      title: 'CLEP U.S. History I Practice Questions & Tips',
      description:
        'Practice CLEP History of the United States I: colonization, the Revolution, the early republic, the Civil War and Reconstruction, with explanations.',
    },
  },
  {
    exam: 'clep',
    slug: 'us-history-2',
    title: 'History of the United States II',
    description:
      'CLEP History of the United States II covers American history from 1865 to the present. It can earn credit for the second half of a U.S. history survey course.',
    overview: [
      'The exam has approximately 120 multiple-choice questions to answer in 90 minutes. It begins with the end of the Civil War and Reconstruction and runs through industrialization, immigration and urbanization, the Progressive Era, both world wars, the Great Depression and New Deal, the Cold War, the civil rights movement and more recent decades.',
      'Questions cover political, social, economic, cultural and diplomatic history, and many use maps, graphs, quotations and political cartoons. Beyond recalling facts, you will be asked to recognize causes and effects, compare periods and identify who held a particular view.',
      'Common traps are confusing similar programs or laws from different administrations, placing events in the wrong decade, and overlooking the date in a quotation or cartoon. Studying by era, with a short list of key people, laws and turning points for each, keeps a long stretch of history manageable.',
    ],
    studyTips: [],
    strategies: [],
    seo: {
      title: 'CLEP U.S. History II Practice Questions & Tips',
      description:
        'Practice CLEP History of the United States II: industrialization, the world wars, the New Deal, the Cold War and civil rights, with clear explanations.',
    },
  },
  {
    exam: 'clep',
    slug: 'american-government',
    title: 'American Government',
    description:
      'CLEP American Government covers the content of a one-semester introductory course on the U.S. political system. It tests how the Constitution, institutions and political behavior fit together.',
    overview: [
      'The exam has approximately 100 multiple-choice questions to answer in 90 minutes. The largest share covers institutions and policy processes: Congress, the presidency, the federal bureaucracy and the federal courts. Other areas include the constitutional foundations of government, federalism, civil liberties and civil rights, political beliefs and behavior, and political parties, interest groups and the media.',
      'Questions test knowledge of facts and terms, such as how a bill becomes law or what a landmark Supreme Court case decided, and also ask you to interpret charts, tables and short scenarios about how the system works in practice.',
      'Common traps are mixing up the powers of the different branches, confusing civil liberties with civil rights, and assuming current practice is spelled out in the Constitution when it comes from custom or law. Knowing the key clauses and amendments well pays off across many questions.',
    ],
    studyTips: [],
    strategies: [],
    seo: {
      title: 'CLEP American Government Practice Questions',
      description:
        'Practice CLEP American Government: the Constitution, Congress, the presidency, the courts, civil liberties and elections, with clear explanations.',
    },
  },
  {
    exam: 'clep',
    slug: 'human-growth-and-development',
    title: 'Human Growth and Development',
    description:
      'CLEP Human Growth and Development covers development across the lifespan, from conception through old age and death. Many nursing and health programs require a lifespan development course, so this exam is worth a look if your college accepts it.',
    overview: [
      'The exam has approximately 90 multiple-choice questions to answer in 90 minutes. It covers the major theories of development, research methods, and biological, perceptual, cognitive, language, social and emotional development, as well as personality, intelligence, learning, family and society, schooling and work, aging, death and dying, and atypical development.',
      'Expect to apply the work of key theorists such as Piaget, Erikson, Vygotsky, Kohlberg and Bronfenbrenner, and research on attachment, to short descriptions of children and adults. Questions span every stage of life, not only childhood.',
      'Common traps are mixing up stage names and their order, confusing longitudinal and cross-sectional research designs, and matching a theory to the wrong theorist. A one-page chart of each theory’s stages, with an age range and a real-life example for each, is one of the most efficient study tools for this exam.',
    ],
    studyTips: [],
    strategies: [],
    seo: {
      title: 'CLEP Human Growth and Development Practice',
      description:
        'Practice CLEP Human Growth and Development: lifespan stages, Piaget, Erikson, attachment, research methods and aging, with clear explanations.',
    },
  },
  {
    exam: 'clep',
    slug: 'introductory-sociology',
    title: 'Introductory Sociology',
    description:
      'CLEP Introductory Sociology covers a one-semester intro sociology course: social institutions, inequality, culture, groups and the sociological perspective. It is a popular choice for social science general education credit.',
    overview: [
      'The exam has approximately 100 multiple-choice questions to answer in 90 minutes. It covers social institutions such as family, education, religion, the economy and government; social patterns such as demography and urban and rural life; social processes such as socialization, culture, deviance, groups and social change; social stratification by class, race, ethnicity, gender and age; and the sociological perspective, including its history, theories and research methods.',
      'Questions ask you to recognize key terms and thinkers, connect concepts to theories such as functionalism, conflict theory and symbolic interactionism, apply ideas to short hypothetical situations, and read tables and charts.',
      'Common traps are confusing closely related terms, such as status and role or prejudice and discrimination, and attributing an idea to the wrong founding thinker, such as Durkheim, Weber or Marx. Linking each concept to an everyday example makes it easier to recognize when a question describes it indirectly.',
    ],
    studyTips: [],
    strategies: [],
    seo: {
      title: 'CLEP Introductory Sociology Practice Questions',
      description:
        'Practice CLEP Introductory Sociology: institutions, culture, deviance, stratification, theories and research methods, with clear explanations.',
    },
  },
  {
    exam: 'clep',
    slug: 'biology',
    title: 'Biology',
    description:
      'CLEP Biology covers the content of a one-year general biology course, from molecules and cells to organisms and ecosystems. It can earn credit toward a science requirement if your college accepts it.',
    overview: [
      'The exam has approximately 115 multiple-choice questions to answer in 90 minutes, so pacing matters. Questions are divided roughly equally among three areas: molecular and cellular biology, organismal biology, and population biology.',
      'Molecular and cellular biology covers the chemistry of life, cell structure, enzymes, respiration and photosynthesis, cell division, and DNA and protein synthesis. Organismal biology covers plant structure and function (with emphasis on flowering plants), animal structure and function (with emphasis on vertebrates), reproduction and development, and heredity. Population biology covers ecology, evolution, and animal behavior.',
      'Common traps include confusing the stages of cellular respiration, plant structures that students rarely study in depth, and genetics problems rushed without a Punnett square. Since the exam spans a full year of content, balanced coverage of all three areas matters more than mastery of one.',
    ],
    studyTips: [],
    strategies: [],
    seo: {
      title: 'CLEP Biology Practice Questions & Study Tips',
      description:
        'Practice CLEP Biology: cells, genetics, plant and animal biology, ecology and evolution, with explanations covering all three exam areas.',
    },
  },
  {
    exam: 'clep',
    slug: 'precalculus',
    title: 'Precalculus',
    description:
      'CLEP Precalculus tests the understanding of functions needed to succeed in a first-semester calculus course. It can earn credit for precalculus and show you are ready to move on to calculus.',
    overview: [
      'The exam has approximately 48 questions in 90 minutes, split into two sections. In the first, about 25 questions in 50 minutes, an on-screen graphing calculator is available, although only some questions need it. In the second, about 23 questions in 40 minutes, no calculator is allowed. Most questions are multiple choice, but some ask you to enter a numerical answer.',
      'A large part of the exam is about functions: linear, quadratic, absolute value, square root, polynomial, rational, exponential, logarithmic, trigonometric, inverse trigonometric and piecewise-defined functions, presented as equations, graphs, tables or words. Other areas include algebraic expressions, equations and inequalities, analytic geometry and conic sections, trigonometry and its applications, and using functions to model real situations.',
      'Common traps are relying on the calculator for questions that are faster by reasoning, mixing up transformations of graphs, and forgetting domain restrictions on logarithmic, rational and inverse trigonometric functions. Practice the no-calculator skills, such as exact trigonometric values and the laws of logarithms, until they are automatic.',
    ],
    studyTips: [],
    strategies: [],
    seo: {
      title: 'CLEP Precalculus Practice Questions & Study Tips',
      description:
        'Practice CLEP Precalculus: functions, graphs, trigonometry, logarithms and conic sections, with worked explanations for calculator and non-calculator questions.',
    },
  },
  {
    exam: 'clep',
    slug: 'college-algebra',
    title: 'College Algebra',
    description:
      'CLEP College Algebra covers a one-semester college algebra course: equations, inequalities, functions and number systems. It is one of the most common ways to satisfy a college math requirement by exam.',
    overview: [
      'The exam has approximately 60 questions to answer in 90 minutes, including some unscored pretest questions. An on-screen scientific (non-graphing) calculator is available for the whole exam, though the test places little emphasis on arithmetic. Roughly half the questions are routine problems and half require applying concepts to less familiar situations.',
      'Content covers algebraic operations such as exponents, factoring and logarithms; linear, quadratic, absolute value, exponential and logarithmic equations and inequalities, and systems of equations; functions and their properties, including domain and range, graphs, transformations, composition and inverses; and number systems, including complex numbers, sequences and series.',
      'Common traps are sign errors when factoring or distributing, extraneous solutions that appear when solving radical or logarithmic equations, and confusing f(x) + 2 with f(x + 2) when graphs shift. Checking answers by substitution catches many of these.',
    ],
    studyTips: [],
    strategies: [],
    seo: {
      title: 'CLEP College Algebra Practice Questions & Tips',
      description:
        'Practice CLEP College Algebra: equations, inequalities, functions, logarithms and complex numbers, with step-by-step worked explanations.',
    },
  },
  {
    exam: 'clep',
    slug: 'analyzing-and-interpreting-literature',
    title: 'Analyzing and Interpreting Literature',
    description:
      'CLEP Analyzing and Interpreting Literature tests how well you read and interpret poetry, prose and drama. You do not need to have read specific works beforehand, because every question is based on a passage shown on screen.',
    overview: [
      'The exam has approximately 80 multiple-choice questions, each tied to a passage of poetry, prose fiction or nonfiction, or drama. Most passages come from British and American literature, with a smaller number of works in translation, and they range from classical times to the present.',
      'Questions ask about meaning, tone, imagery, figurative language, the speaker’s or narrator’s attitude, structure and style, and how parts of a passage relate to the whole. Knowing standard literary terms, such as metaphor, irony, alliteration, meter and point of view, lets you recognize what a question is really asking.',
      'Poetry questions are where many test takers lose time, so practice reading short poems closely, sentence by sentence rather than line by line. Common traps are choices that are true of the period or author but not of the passage, and interpretations that ignore the tone. Go back to the lines the question cites before choosing.',
    ],
    studyTips: [],
    strategies: [],
    seo: {
      title: 'CLEP Analyzing & Interpreting Literature Practice',
      description:
        'Practice CLEP Analyzing and Interpreting Literature: poetry, prose and drama passages, literary terms, tone and theme, with clear explanations.',
    },
  },
];

import type { SubjectPageSeed } from '../types';

/**
 * ATI TEAS 7 subject pages, in catalogue order. Item counts and content areas follow ATI’s
 * TEAS 7 blueprint: Reading 45 items (39 scored) in 55 min, Math 38 (34) in 57 min,
 * Science 50 (44) in 60 min, English and Language Usage 37 (33) in 37 min.
 */
export const teasSubjectPages: SubjectPageSeed[] = [
  {
    exam: 'ati-teas-7',
    slug: 'english-language-usage',
    title: 'English Language Usage',
    description:
      'TEAS 7 English and Language Usage checks your grammar, punctuation, spelling, sentence structure and vocabulary. Nursing programs look at it because charting and patient teaching depend on clear, correct writing.',
    overview: [
      'English and Language Usage is the fourth and last section of the ATI TEAS 7: 37 questions in 37 minutes, of which 33 are scored and 4 are unscored pretest items that look exactly like the rest. ATI groups the scored items into three areas: Conventions of Standard English (12 items), Knowledge of Language (11 items), and Using Language and Vocabulary to Express Ideas in Writing (10 items).',
      'Conventions covers spelling, punctuation and sentence structure, including telling simple, compound, complex and compound-complex sentences apart. Knowledge of Language is about using grammar to make writing clear, choosing between formal and informal wording, and organizing ideas logically. The vocabulary area asks you to work out what a word means from its context and from its parts, such as prefixes, roots and suffixes.',
      'One minute per question makes this the tightest section on the exam, and it comes right after Science, when many test takers are tired. The usual traps are options that sound natural in conversation but break a written rule, subject–verb agreement hidden behind a long phrase, and comma splices that look like ordinary sentences. Knowing a short list of rules well is worth more here than a long list known vaguely.',
    ],
    studyTips: [
      {
        title: 'Know the four sentence types',
        text: 'Learn to spot independent and dependent clauses, then label sentences as simple, compound, complex or compound-complex. The same skill lets you find fragments, run-ons and comma splices quickly.',
      },
      {
        title: 'Master a short list of punctuation rules',
        text: 'Focus on the rules that come up most: a comma before and, but or so when it joins two complete sentences; a comma after an introductory phrase; a semicolon between two related complete sentences; and apostrophes for possession (its versus it’s). Practice each rule until you can explain it in one sentence.',
      },
      {
        title: 'Drill agreement until it is automatic',
        text: 'Match verbs to their true subject even when a phrase sits in between, as in “The box of gloves is on the cart.” Treat words like each, everyone and neither as singular, and check that every pronoun points clearly to one noun.',
      },
      {
        title: 'Learn high-value word parts',
        text: 'Study common prefixes (pre-, post-, hypo-, hyper-, anti-), roots (cardi, derm, gastr, neur) and suffixes (-itis, -ology, -ectomy). They help you decode unfamiliar vocabulary on the test and will keep paying off in nursing courses.',
      },
      {
        title: 'Fix commonly confused words and spelling patterns',
        text: 'Make flashcards for pairs such as affect/effect, accept/except, than/then and their/there/they’re. Review plural and suffix rules too, such as changing y to i before -es and doubling a final consonant before -ing.',
      },
    ],
    strategies: [
      {
        title: 'Work at one question per minute',
        text: 'With 37 minutes for 37 questions, there is no spare time to reread passages. Answer rule-based questions on the first pass, mark the ones you are unsure of, and come back only if time remains.',
      },
      {
        title: 'Strip the sentence to its core',
        text: 'Mentally remove phrases between the subject and the verb, and any introductory clauses, before judging agreement or punctuation. Errors that hide inside long sentences become obvious in the short version.',
      },
      {
        title: 'Read around an unknown word',
        text: 'Look for a definition, a synonym, a contrast signal such as however or unlike, or an example in the nearby text. Decide on a meaning first, then check it against the word’s parts before picking an option.',
      },
      {
        title: 'Prefer the clearest, most concise option',
        text: 'When more than one choice is grammatically correct, pick the one that says the idea in the fewest clear words and fits the formal tone of the passage. Wordy or vague options are usually there as distractors.',
      },
      {
        title: 'Name the rule behind every mistake',
        text: 'When you review practice sets, write the rule you broke, such as comma splice or pronoun agreement, not just the right letter. Keep a running list of your top five errors and target them in your next session.',
      },
    ],
    seo: {
      title: 'TEAS 7 English & Language Usage Practice & Tips',
      description:
        'Practice TEAS 7 English and Language Usage questions on grammar, punctuation, spelling and vocabulary, with clear explanations and focused study tips.',
    },
  },
  {
    exam: 'ati-teas-7',
    slug: 'reading',
    title: 'Reading',
    description:
      'TEAS 7 Reading measures how well you understand, analyze and compare what you read, from paragraphs to labels, charts and directions. It matters because nursing school asks you to absorb dense textbooks and follow written instructions precisely.',
    overview: [
      'Reading is the first section of the ATI TEAS 7: 45 questions in 55 minutes, of which 39 are scored and 6 are unscored pretest items you cannot tell apart from the others. ATI’s blueprint splits the scored items into Key Ideas and Details (15 items), Craft and Structure (9 items), and Integration of Knowledge and Ideas (15 items).',
      'Key Ideas and Details asks you to find the main idea, summarize, make inferences, follow multistep directions and pull facts from everyday texts such as labels, schedules and maps. Craft and Structure looks at how a text is written: fact versus opinion, the author’s purpose and point of view, word meaning in context and the role of text features such as headings. Integration of Knowledge and Ideas asks you to compare sources, judge whether evidence supports a claim, and combine information from text and graphics.',
      'That works out to a little over a minute per question, including reading time. The most common traps are an option that is true but answers a different question, a supporting detail dressed up as the main idea, and an inference that goes further than the passage allows. Readers who prove each answer from the text, rather than from what seems reasonable, tend to avoid all three.',
    ],
    studyTips: [
      {
        title: 'Study by blueprint area',
        text: 'Sort your practice into Key Ideas and Details, Craft and Structure, and Integration of Knowledge and Ideas, and track your accuracy in each. Key Ideas and Integration carry 15 scored items apiece, so weakness there costs the most points.',
      },
      {
        title: 'Separate the main idea from the details',
        text: 'After each paragraph you read, whether from a textbook or a news article, write one sentence that states its point, then name one detail that supports it. On the test, wrong main-idea options are often accurate details that are too narrow.',
      },
      {
        title: 'Spot fact, opinion and purpose',
        text: 'Judgment words such as best, should or unfortunately signal opinion, while claims that could be checked or measured are facts. For each passage you practice, ask whether the author mainly wants to inform, persuade, entertain or explain how to do something.',
      },
      {
        title: 'Practice with real-world documents',
        text: 'TEAS includes practical texts such as product labels, recipes, memos, schedules and maps. Read a few each week and practice following multistep directions exactly and finding one value in a table or graphic.',
      },
      {
        title: 'Compare two sources on the same topic',
        text: 'Integration questions may give you two short texts and ask where they agree, where they differ or which claim is better supported. Practice by noting each writer’s main claim and evidence side by side before answering.',
      },
    ],
    strategies: [
      {
        title: 'Know what you are looking for before you read',
        text: 'Glance at the question first so you know whether you need a detail, the main idea or the author’s attitude. Then read the passage with that goal in mind instead of trying to memorize everything.',
      },
      {
        title: 'Prove every answer from the text',
        text: 'Before you click, point to the sentence that supports your choice. If you cannot find one, the option probably depends on outside knowledge or an assumption, and the best inference is usually the one that needs the smallest leap.',
      },
      {
        title: 'Keep a steady pace of about 70 seconds',
        text: 'Fifty-five minutes for 45 questions leaves little room to linger. In practice, time sets of 15 questions at about 18 minutes, and on test day make your best choice on a stubborn question and move on.',
      },
      {
        title: 'Substitute your own word in vocabulary questions',
        text: 'Cover the options, decide what word you would put in the sentence, then test each choice in its place. The right answer keeps both the meaning and the tone of the original sentence.',
      },
      {
        title: 'Review misses by type of error',
        text: 'Label every wrong answer: misread the question, unsupported inference, detail mistaken for main idea, or vocabulary. Two or three rounds of this show which habit to fix first.',
      },
    ],
    seo: {
      title: 'TEAS 7 Reading Practice Questions & Study Tips',
      description:
        'Practice TEAS 7 Reading questions on main ideas, inference, author’s purpose and comparing sources, with explanations and strategies for the timed section.',
    },
  },
  {
    exam: 'ati-teas-7',
    slug: 'math',
    title: 'Math',
    description:
      'TEAS 7 Math tests practical arithmetic, algebra, measurement and data skills, including conversions between metric and U.S. customary units. These are the same skills you will use for dosage calculations and intake-and-output records in nursing school.',
    overview: [
      'Math is the second section of the ATI TEAS 7: 38 questions in 57 minutes, of which 34 are scored and 4 are unscored pretest items. ATI divides the scored items into two areas: Numbers and Algebra (18 items) and Measurement and Data (16 items). A basic four-function calculator is built into the testing screen, and you cannot bring your own.',
      'Numbers and Algebra covers converting among fractions, decimals and percentages, ordering numbers, percent problems, ratios, proportions and rates, estimation and rounding, and writing and solving equations and inequalities from word problems. Measurement and Data covers reading tables, charts and graphs, measures of center and spread, the relationship between two variables, geometry such as perimeter, area, circumference and volume, and converting within and between the metric and U.S. customary systems.',
      'You get about 90 seconds per question. Along with standard multiple-choice items you may see other formats, such as fill-in-the-blank answers that must follow a stated rounding rule. The common traps are unit slips, percent-of versus percent-change confusion, misplaced decimal points and graphs with scales that do not start at zero. The section is followed by a scheduled 10-minute break.',
    ],
    studyTips: [
      {
        title: 'Convert fractions, decimals and percents both ways',
        text: 'Practice until converting is quick in every direction, and learn common equivalents such as 1/8 = 0.125 = 12.5%. To order a mixed list of numbers, turn them all into decimals first.',
      },
      {
        title: 'Set up ratios and proportions with units attached',
        text: 'Write units into every proportion, for example 3 mg / 1 kg = x mg / 70 kg, so you can see that matching units sit in matching places; cross-multiplying gives 210 mg. The same habit handles scale drawings, recipes and rate problems.',
      },
      {
        title: 'Memorize the key unit conversions',
        text: 'Know the metric prefixes (1 g = 1,000 mg, 1 L = 1,000 mL, 1 m = 100 cm) and the common customary facts (12 in = 1 ft, 16 oz = 1 lb, 8 fl oz = 1 cup). Learn the bridges too: 1 in = 2.54 cm, 1 kg ≈ 2.2 lb, 1 tsp ≈ 5 mL, 1 tbsp ≈ 15 mL and 1 fl oz ≈ 30 mL, and do not count on every factor being given to you.',
      },
      {
        title: 'Translate word problems into equations',
        text: 'Practice turning phrases into symbols, such as “5 less than twice a number” into 2n − 5, then solve by doing the same operation to both sides. With inequalities, remember to flip the sign when you multiply or divide by a negative number.',
      },
      {
        title: 'Know your data and geometry basics',
        text: 'Be able to find the mean, median, mode and range and to say which one an outlier distorts most. Learn the area formulas for rectangles, triangles and circles, the circumference of a circle and the volume of a rectangular box, and know which variable is independent and which is dependent in a graph.',
      },
    ],
    strategies: [
      {
        title: 'Practice with a basic calculator',
        text: 'The on-screen calculator handles the four operations, not fractions or long expressions, so practice with a simple calculator instead of a phone’s scientific mode. Enter one step at a time and write intermediate results on your scratch paper.',
      },
      {
        title: 'Estimate before you calculate',
        text: 'A quick rough answer, such as “about 20% of 300 is 60,” catches decimal-point and unit errors and lets you eliminate options that are far off. If your calculated answer disagrees with your estimate, check your setup.',
      },
      {
        title: 'Carry units through every step',
        text: 'Write units next to every number and cancel them as you go. If the unit left at the end is not the one the question asks for, the setup is wrong, however neat the arithmetic.',
      },
      {
        title: 'Budget about 90 seconds a question',
        text: 'Fifty-seven minutes for 38 questions gives you roughly a minute and a half each. Answer the quick ones first, mark long word problems, and return to them with the time you saved.',
      },
      {
        title: 'Check the form of your answer',
        text: 'Reread the question before you submit: does it want a percent or a decimal, a rounded value, a specific unit? For equations, plug your answer back in; for percent changes, apply the percent to the original and see if you land on the new value.',
      },
    ],
    seo: {
      title: 'TEAS 7 Math Practice Questions & Study Tips',
      description:
        'Practice TEAS 7 Math: ratios, proportions, percents, unit conversions, equations, graphs and geometry, with worked explanations and calculator strategies.',
    },
  },
  {
    exam: 'ati-teas-7',
    slug: 'science',
    title: 'Science',
    description:
      'TEAS 7 Science covers human anatomy and physiology, biology, chemistry and scientific reasoning, with anatomy and physiology carrying the most questions. It is often the section applicants find hardest, and it lays the groundwork for nursing prerequisites.',
    overview: [
      'Science is the third section of the ATI TEAS 7: 50 questions in 60 minutes, of which 44 are scored and 6 are unscored pretest items. ATI’s blueprint gives Human Anatomy and Physiology 18 scored items, by far the largest share, followed by Biology (9), Scientific Reasoning (9) and Chemistry (8).',
      'Anatomy and physiology questions cover general body organization (directional terms, planes and cavities) and the respiratory, cardiovascular, digestive, nervous, muscular, skeletal, endocrine, urinary, reproductive, integumentary and immune systems. Biology covers cell structure and function, mitosis and meiosis, Mendelian genetics and Punnett squares, DNA, RNA and protein synthesis, the major biological molecules and microorganisms. Chemistry covers atomic structure, the periodic table, states of matter, chemical reactions, solutions, and acids and bases. Scientific Reasoning asks you to use measurement tools, design an investigation and draw conclusions that the evidence supports.',
      'You have about 72 seconds per question. Besides standard multiple choice, TEAS 7 includes formats such as select-all-that-apply and hot-spot items, where you click a part of a diagram. Common traps include mixing up similar terms (afferent and efferent, mitosis and meiosis), answering from memory instead of from the data shown, and missing the word increase or decrease in a physiology question.',
    ],
    studyTips: [
      {
        title: 'Put anatomy and physiology first',
        text: 'With 18 of the 44 scored items, A&P deserves the biggest share of your science time. For each system, learn the main structures, what each one does, and how the system works with others, such as the heart and lungs in gas exchange or the kidneys and hormones in fluid balance.',
      },
      {
        title: 'Learn the language of the body',
        text: 'Know directional terms (anterior/posterior, superior/inferior, medial/lateral, proximal/distal), the sagittal, frontal and transverse planes, and the body cavities. Questions often depend on one of these words, and they will be everyday vocabulary in nursing school.',
      },
      {
        title: 'Trace pathways step by step',
        text: 'Practice writing out the route of blood through the heart’s chambers and valves, air from the nose to the alveoli, food through the digestive tract, and filtrate through the nephron. Pathway questions are much easier when you have drawn the sequence yourself.',
      },
      {
        title: 'Cover biology and chemistry fundamentals',
        text: 'Review organelles and their jobs, the difference between mitosis and meiosis, Punnett squares, and how DNA is transcribed into RNA and translated into protein. In chemistry, know protons, neutrons and electrons, how to read the periodic table, how to balance an equation, and that a pH below 7 is acidic.',
      },
      {
        title: 'Practice the logic of experiments',
        text: 'Be able to name the independent variable (what is changed), the dependent variable (what is measured), the controlled variables and the control group in any short description. Pair this with reading data tables and choosing only the conclusion the data actually support.',
      },
    ],
    strategies: [
      {
        title: 'Draw and label from memory',
        text: 'Sketch the heart, a neuron, the nephron or the skeleton without looking, then check against a labeled diagram. This prepares you for hot-spot items and shows exactly which structures you still confuse.',
      },
      {
        title: 'Mix systems in your practice sets',
        text: 'Once you have studied several systems, practice with mixed questions rather than one system at a time. On the test, part of the challenge is recognizing which system a question is really about.',
      },
      {
        title: 'Identify the variables before reading the options',
        text: 'In experiment questions, label the independent, dependent and controlled variables from the description first. Then the options that swap those roles are easy to eliminate.',
      },
      {
        title: 'Pace at about 72 seconds a question',
        text: 'Answer quick recall questions briskly to bank time for data and experiment items. If a question stalls you, make your best choice, mark it and keep moving.',
      },
      {
        title: 'Judge each option on its own in select-all questions',
        text: 'Treat every option in a select-all-that-apply item as a separate true-or-false statement. Do not assume a set number of correct answers, and reread the stem for words like increase, decrease, first or most likely.',
      },
    ],
    seo: {
      title: 'TEAS 7 Science Practice Questions & Study Tips',
      description:
        'Practice TEAS 7 Science: anatomy and physiology by body system, biology, chemistry and scientific reasoning, with detailed explanations and study tips.',
    },
  },
];

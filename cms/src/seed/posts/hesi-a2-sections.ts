import type { SeedPost } from './types';

export const hesiA2Sections: SeedPost = {
  title: 'How the HESI A2 Sections Work (and Which Ones You Need)',
  slug: 'how-the-hesi-a2-sections-work',
  excerpt:
    'The HESI A2 is not one fixed test: each nursing school picks the sections it requires. Here is what every section covers, how long it takes, and how to plan around the ones on your list.',
  categories: ['Exam Guides', 'HESI A2'],
  tags: ['HESI A2', 'exam format', 'nursing school admissions'],
  author: { firstName: 'Daniel', lastName: 'Reyes' },
  status: 'published',
  publishedAt: '2025-02-03T15:00:00.000Z',
  metaTitle: 'HESI A2 Sections Explained',
  metaDescription:
    'What each HESI A2 section covers, how many questions and minutes it has, and how to find out which sections your nursing school requires.',
  body: [
    {
      p: 'The HESI Admission Assessment (A2) is a menu, not a fixed exam. Each nursing program chooses which sections its applicants take, so two friends applying to different schools can sit very different tests. Your first job is to find your exact list on the program’s admissions page or by asking the admissions office.',
    },
    { h2: 'The academic sections' },
    {
      ul: [
        '**Reading Comprehension:** 55 questions in 60 minutes. Main ideas, inferences, vocabulary in context and the author’s purpose.',
        '**Vocabulary:** 55 questions in 50 minutes, weighted toward words used in health care.',
        '**Grammar:** 55 questions in 50 minutes. Parts of speech, agreement, pronouns and frequently misused words.',
        '**Math:** 55 questions in 50 minutes. Fractions, decimals, ratios and proportions, household and metric conversions, and military time.',
        '**Biology:** 30 questions in 25 minutes. Cells, metabolism, genetics and basic biological molecules.',
        '**Chemistry:** 30 questions in 25 minutes. Atomic structure, the periodic table, bonding, reactions and stoichiometry basics.',
        '**Anatomy and Physiology:** 30 questions in 25 minutes. Terminology and the major body systems.',
        '**Physics:** 30 questions in 50 minutes, required by only a few programs. Motion, forces, energy, waves, light and electricity.',
      ],
    },
    {
      p: 'Every section includes **5 unscored pilot questions** mixed in with the scored ones. Some schools also add a learning-style or personality profile; those are not graded, but answer them honestly.',
    },
    { h2: 'How scores are used' },
    {
      p: 'Each section is reported as a percentage, and most programs also look at a composite of the academic sections they require. Cut scores differ from school to school, and some weigh certain sections more heavily, so check the minimums for every program you are applying to and aim above the highest one.',
    },
    { h2: 'Planning your preparation' },
    {
      ol: [
        'List the sections each of your schools requires and merge them into one study list.',
        'Take a timed diagnostic for each listed section to see where you stand.',
        'Study the short science sections in focused blocks: at 30 questions each, a few weak topics move the percentage a lot.',
        'Practise Vocabulary and Grammar a little every day; they reward steady repetition more than cramming.',
        'Finish with full timed practice so a pace of about a minute or less per question feels normal.',
      ],
    },
    {
      p: 'Because the sections are scored separately, a strong Math result cannot hide a weak Anatomy and Physiology score. Give every required section its own target and track it.',
    },
  ],
};

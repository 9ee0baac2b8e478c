import type { SuccessStorySeed } from './types';

/**
 * Six score-report pictures (files in ../files/), one for each claim of spec §9: 94% and 100%
 * in a TEAS 7 section, TEAS 7 totals of 91.3% and 95.3%, 96% on a HESI A2 report, and GED
 * subject scores.
 *
 * SAMPLES: generic mock-ups drawn by our team (no real candidate, no publisher
 * branding); each says "Illustrative example · not an official score report" in its footer.
 * Seeded only on local and demo runs (SAMPLE_TESTIMONIALS, off in production), stored with
 * `sample: true` and labelled "Sample" on the site (decision 0022). Real score reports are
 * added by editors with the student's consent recorded, names and ID numbers blacked out.
 */
export const successStories: SuccessStorySeed[] = [
  {
    file: 'success-teas-94.svg',
    exam: 'ati-teas-7',
    alt: 'Sample ATI TEAS 7 score card with the name hidden: Reading 94.0%, Math 82.4%, Science 80.7%, English and Language Usage 90.9%, total 86.8%.',
    caption: 'ATI TEAS 7: 94% in Reading',
  },
  {
    file: 'success-teas-100.svg',
    exam: 'ati-teas-7',
    alt: 'Sample ATI TEAS 7 score card with the name hidden: Reading 87.2%, Math 100%, Science 84.3%, English and Language Usage 87.9%, total 89.4%.',
    caption: 'ATI TEAS 7: 100% in Math',
  },
  {
    file: 'success-teas-91.svg',
    exam: 'ati-teas-7',
    alt: 'Sample ATI TEAS 7 score card with the name hidden: Reading 92.3%, Math 91.2%, Science 88.6%, English and Language Usage 93.9%, total 91.3%.',
    caption: 'ATI TEAS 7: 91.3% total score',
  },
  {
    file: 'success-teas-95.svg',
    exam: 'ati-teas-7',
    alt: 'Sample ATI TEAS 7 score card with the name hidden: Reading 97.4%, Math 94.1%, Science 93.2%, English and Language Usage 97.0%, total 95.3%.',
    caption: 'ATI TEAS 7: 95.3% total score',
  },
  {
    file: 'success-hesi-96.svg',
    exam: 'hesi-a2',
    alt: 'Sample HESI A2 score card with the name hidden: Mathematics 98%, Reading Comprehension 96%, Vocabulary 94%, Grammar 96%, Anatomy and Physiology 96%, cumulative 96%.',
    caption: 'HESI A2: 96% cumulative score',
  },
  {
    file: 'success-ged.svg',
    exam: 'ged',
    alt: 'Sample GED score card with the name hidden: Reasoning Through Language Arts 168, Mathematical Reasoning 172, Science 175, Social Studies 166, each above the passing score of 145.',
    caption: 'GED: all four subjects passed, scores 166 to 175',
  },
];

import type { TestimonialSeed } from './types';

/**
 * Four testimonials rated 5, 4, 5, 3 (spec §9).
 *
 * SAMPLES, NOT REVIEWS: written by our team to show the layout and tone; no student
 * said these words. They are seeded only on local and demo runs (SAMPLE_TESTIMONIALS, off in
 * production), stored with `sample: true`, and the site shows them under a "Sample" label with
 * a line saying they are examples (decision 0022). Real testimonials are added by editors in
 * the CMS with the student's consent recorded.
 */
export const testimonials: TestimonialSeed[] = [
  {
    initial: 'D',
    name: 'Danielle R.',
    date: '2025-03-18',
    rating: 5,
    text: 'I work nights as a CNA, so I studied in 25-minute blocks before my shifts. The timed tests made me stop rereading every Science question three times. What helped most were the explanations: each one told me why my wrong answer was tempting, and after two weeks I stopped mixing up arteries and veins.',
  },
  {
    initial: 'M',
    name: 'Marcus T.',
    date: '2025-07-02',
    rating: 4,
    text: 'The HESI A2 math practice covered exactly the skills I was weak in, and the worked explanations for dosage and conversion problems finally made ratios click for me. I took one star off because I wanted more grammar questions once I had worked through the set, but I would still recommend the ten-day pass.',
  },
  {
    initial: 'A',
    name: 'Aisha K.',
    date: '2025-11-24',
    rating: 5,
    text: 'I had been out of school for twelve years and was nervous about the TEAS. The progress page showed me that Reading was fine and Math was my real problem, so I stopped wasting time on what I already knew. Reading the explanation after every missed question and keeping a notebook of the rules did more for me than any video.',
  },
  {
    initial: 'J',
    name: 'Jordan P.',
    date: '2026-01-09',
    rating: 3,
    text: 'Good explanations and a clean layout, but ten days went by faster than I expected while working full time. I wish the practice tests could be set to the full length of a real section instead of 25 minutes. My advice: have a study schedule ready before you buy, so you use every day of the pass.',
  },
];

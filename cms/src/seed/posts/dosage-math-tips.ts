import type { SeedPost } from './types';

export const dosageMathTips: SeedPost = {
  title: 'Math Tips for Dosage-Style Questions on Nursing Entrance Exams',
  slug: 'math-tips-for-dosage-style-questions',
  excerpt:
    'Dosage-style word problems are ratio problems in scrubs. Learn one setup, dimensional analysis, plus the handful of conversions the TEAS and HESI A2 expect you to know by heart.',
  categories: ['Math', 'Study Tips'],
  tags: ['math', 'dosage calculation', 'unit conversion', 'HESI A2', 'TEAS 7'],
  author: { firstName: 'Priya', lastName: 'Natarajan' },
  status: 'published',
  publishedAt: '2025-03-10T15:00:00.000Z',
  metaTitle: 'Dosage Math Tips for Nursing Entrance Exams',
  metaDescription:
    'Solve dosage-style math questions with dimensional analysis: worked examples for tablets, liquids, weight-based doses, IV rates and conversions.',
  body: [
    {
      p: 'Entrance exams do not expect you to be a nurse yet, but their math sections love questions that look like medication orders. Every one of them is a ratio problem. If you learn a single setup and a short list of conversions, these become some of the most reliable points on the test.',
    },
    { h2: 'One setup for everything: dimensional analysis' },
    {
      p: 'Start with what you are given, then multiply by conversion fractions arranged so the unwanted units cancel, until only the unit you want is left. Write the units every time; they are your error check.',
    },
    {
      ul: [
        '**Tablets:** the order is 250 mg and each tablet contains 125 mg. 250 mg × (1 tablet / 125 mg) = **2 tablets**.',
        '**Liquids:** the order is 300 mg and the bottle has 150 mg per 5 mL. 300 mg × (5 mL / 150 mg) = **10 mL**.',
        '**Weight-based:** 15 mg per kg for a child who weighs 44 lb. 44 lb ÷ 2.2 lb/kg = 20 kg, and 20 kg × 15 mg/kg = **300 mg**.',
        '**IV rates:** 1,000 mL over 8 hours is 1,000 ÷ 8 = **125 mL per hour**. With a 15 drops/mL set: 1,000 mL × 15 ÷ 480 min = 31.25, so about **31 drops per minute**.',
      ],
    },
    { h2: 'Conversions to know cold' },
    {
      ul: [
        '1 kg = 2.2 lb and 1 inch = 2.54 cm',
        '1 g = 1,000 mg and 1 mg = 1,000 mcg',
        '1 L = 1,000 mL',
        '1 teaspoon = 5 mL, 1 tablespoon = 15 mL, 1 fluid ounce ≈ 30 mL',
        '°F = °C × 9/5 + 32, so 38 °C = 100.4 °F',
        'Military time: 1545 is 3:45 p.m. and 0030 is 12:30 a.m.',
      ],
    },
    { h2: 'Habits that prevent careless errors' },
    {
      ol: [
        '**Estimate first.** If the order is double the strength of one tablet, the answer must be about 2. An answer of 20 or 0.2 is a unit slip.',
        '**Convert before you calculate.** Put the order and the supply in the same unit (mg with mg, mL with mL) before dividing.',
        '**Watch decimal places.** 0.25 mg is 250 mcg, not 25 mcg. Moving the decimal point the wrong way is the classic trap answer.',
        '**Round only at the end,** and only as the question asks (whole drops, tenths of a mL).',
        '**Re-read what is asked.** Some questions want the dose per administration, others the total per day.',
      ],
    },
    {
      p: 'Practise with a timer: on the TEAS you have about a minute and a half per math question, and on the HESI A2 a little under a minute. Speed comes from doing the setup the same way every time.',
    },
  ],
};

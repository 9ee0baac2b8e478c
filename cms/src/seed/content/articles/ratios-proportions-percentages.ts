import { BRAND_NAME } from '@app/domain';
import type { ArticleSeed } from '../types';

export const ratiosProportionsPercentages: ArticleSeed = {
  slug: 'ratios-proportions-percentages-guide',
  title: 'Ratios, Proportions and Percentages: A Plain-English Guide',
  excerpt:
    'Ratios, proportions and percentages show up on the TEAS, HESI A2, GED and ACCUPLACER. Learn one method for each, with worked examples and the traps that cost points.',
  category: 'Mathematics',
  readTimeMinutes: 5,
  date: '2025-05-20',
  author: `${BRAND_NAME} Math Team`,
  tags: ['math', 'ratios', 'proportions', 'percentages', 'word problems'],
  body: [
    {
      p: 'If you had to pick one group of math skills to master before a nursing-entrance or placement exam, this would be it. Ratios, proportions and percentages appear in word problems, in dosage questions, in reading charts, and in everyday nursing work. The good news: each one comes down to a single method you can use every time.',
    },
    { h2: 'Ratios: comparing two amounts' },
    {
      p: 'A ratio compares two quantities, written as 3:4, 3 to 4, or 3/4. Simplify a ratio exactly as you would a fraction, by dividing both parts by the same number.',
    },
    {
      p: '**Example:** A unit has 3 nurses for 24 patients. The ratio of nurses to patients is 3:24, which simplifies to **1:8** after dividing both parts by 3.',
    },
    {
      p: 'Watch the order. “Patients to nurses” is 8:1, not 1:8. Underline the two words in the question and write your ratio in that same order.',
    },
    { h2: 'Proportions: two equal ratios' },
    {
      p: 'A proportion says two ratios are equal, for example a/b = c/d. When one value is unknown, cross-multiply: a × d = b × c, then divide to find the unknown.',
    },
    {
      p: '**Example:** 4 tablets contain 1,000 mg of a drug. How many milligrams are in 3 tablets?',
    },
    {
      ol: [
        'Set up the ratios with the same units in the same places: 4 tablets / 1,000 mg = 3 tablets / x mg.',
        'Cross-multiply: 4 × x = 1,000 × 3, so 4x = 3,000.',
        'Divide both sides by 4: x = **750 mg**.',
      ],
    },
    {
      p: 'The most common mistake is flipping one ratio, for example writing tablets over milligrams on one side and milligrams over tablets on the other. Label every number with its unit and the mistake becomes visible.',
    },
    {
      p: '**Another example:** A cleaning solution uses 2 mL of concentrate for every 50 mL of water. How much concentrate goes into 350 mL of water? 2/50 = x/350, so 50x = 700 and x = **14 mL**.',
    },
    { h2: 'Percentages: parts of 100' },
    {
      p: 'Percent means “per hundred”, so 35% is 35/100 or 0.35. Almost every percentage question is one of three types, and all three use the same relationship: **part = percent × whole**.',
    },
    {
      ul: [
        '**Find the part.** What is 35% of 60? 0.35 × 60 = **21**.',
        '**Find the percent.** 27 is what percent of 36? 27 ÷ 36 = 0.75 = **75%**.',
        '**Find the whole.** 18 is 40% of what number? 18 ÷ 0.40 = **45**.',
      ],
    },
    {
      p: 'To switch between forms, move the decimal point two places: 0.085 = 8.5%, and 120% = 1.2. For a fraction, divide first: 7/8 = 0.875 = 87.5%.',
    },
    { h2: 'Percent change' },
    {
      p: 'Percent change = (new value − old value) ÷ old value × 100. Always divide by the **original** value.',
    },
    {
      ul: [
        'A patient’s weight goes from 80 kg to 92 kg: (92 − 80) ÷ 80 = 12 ÷ 80 = 0.15, a **15% increase**.',
        'A clinic’s waiting list drops from 250 to 200 people: (200 − 250) ÷ 250 = −0.20, a **20% decrease**.',
      ],
    },
    {
      p: 'A favorite trap: a price rises by 20% and then falls by 20%. It does not return to where it started. Starting at $100, a 20% rise gives $120, and 20% off $120 is $24, leaving **$96**. The second percentage is taken of a different, larger number.',
    },
    { h2: 'Several steps in a row' },
    {
      p: 'Multi-step percentage problems are easiest with multipliers. An increase of 8% means multiplying by 1.08; a decrease of 25% means multiplying by 0.75.',
    },
    {
      p: '**Example:** Scrubs cost $40, are on sale for 25% off, and then 8% sales tax is added. $40 × 0.75 = $30, and $30 × 1.08 = **$32.40**.',
    },
    { h2: 'Rates: a ratio with time' },
    {
      p: 'A rate is a ratio with different units, often “per hour” or “per minute”. If an IV pump delivers 150 mL in 30 minutes, the rate is 150 ÷ 30 = 5 mL per minute, which is 5 × 60 = **300 mL per hour**. Convert the time units before you compare or combine rates.',
    },
    { h2: 'Check your answer in ten seconds' },
    {
      ul: [
        '**Estimate first.** 35% of 60 is a bit more than a third of 60, so the answer should be a little over 20. If you get 2.1 or 210, a decimal slipped.',
        '**Ask whether it should grow or shrink.** More tablets means more milligrams; a discount means a smaller price.',
        '**Check the units.** If the question asks for milliliters per hour, your answer must be in milliliters per hour.',
        '**Reread the last line of the question.** Many wrong options are correct answers to a different step, such as the discount instead of the sale price.',
      ],
    },
    { h2: 'How to practice' },
    {
      p: 'Work ten mixed problems a day on paper, writing units next to every number. When you miss one, write down which step went wrong: the setup, the arithmetic, or reading the question. After a week, that list tells you exactly what to drill, and you will find the same three methods covering most of the problems you meet.',
    },
  ],
};

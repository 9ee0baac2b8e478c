import { describe, expect, it } from 'vitest';
import { askedUnit, canonicalUnit, unitProblem } from './asked-unit';

describe('the unit a stem asks for', () => {
  it.each([
    [
      'What percent of the class needed a second attempt? Give your answer as a percent.',
      'percent',
    ],
    ['By what percent did the median home price increase from 2020 to 2021?', 'percent'],
    [
      'A jug costs $4.48. How many cents less per ounce does it cost? Give your answer in cents.',
      'cent',
    ],
    [
      'A student pays with a $20 bill for $13.05 of swabs. How much change should she receive?',
      'dollar',
    ],
    [
      'A nurse spends $180 on groceries and has $900 left. How much is her monthly paycheck?',
      'dollar',
    ],
    ['At how many milliliters per hour should the pump be set?', 'milliliter/hour'],
    ['What is the density of Block R in grams per cubic centimeter?', 'gram/cubic centimeter'],
    ['A drape measures 1.2 m by 0.9 m. What is its area in square meters?', 'square meter'],
    // The unit of the setting is not the one asked: only the question sentence counts.
    [
      'Its height in feet after t seconds is h(t) = −16t² + 48. After how many seconds does it land?',
      'second',
    ],
    ['How many milliliters of the 50% solution should it use?', 'milliliter'],
    [
      'What is the probability that both spins land on 8 or more? Enter your answer as a decimal.',
      null,
    ],
    ['How many boxes were damaged?', null],
  ])('%s → %s', (stem, unit) => {
    expect(askedUnit(stem)).toBe(unit);
  });

  it('reads an item unit in any spelling', () => {
    expect(canonicalUnit('mL/h')).toBe('milliliter/hour');
    expect(canonicalUnit('m2')).toBe(canonicalUnit('m²'));
    expect(canonicalUnit('g/cm³')).toBe('gram/cubic centimeter');
    expect(canonicalUnit('°F/min')).toBe('degree fahrenheit/minute');
    expect(canonicalUnit('care plans')).toBeNull();
  });
});

describe('a fill-in unit that does not match its stem', () => {
  const cents =
    'A jug costs $4.48 for 64 ounces. How many cents per ounce is that? Give your answer in cents.';
  const percent = 'Of 25 students, 7 failed. What percent of the class failed?';
  it('is refused when the stem asks another unit or the box shows none', () => {
    expect(unitProblem({ questionText: cents, unit: 'cents' })).toBeNull();
    expect(unitProblem({ questionText: cents, unit: '¢' })).toBeNull();
    expect(unitProblem({ questionText: cents, unit: '$' })).toBe(
      'unit "$", but the stem asks for the answer in: cent',
    );
    expect(unitProblem({ questionText: percent })).toBe(
      'no unit, but the stem asks for the answer in: percent',
    );
  });
  it('is refused when the box shows % or money the stem never speaks of', () => {
    const fraction = 'Of 25 students, 7 failed. What fraction of the class failed?';
    expect(unitProblem({ questionText: fraction, unit: '%' })).toBe(
      'unit "%", but the stem never asks for the answer in: percent',
    );
    expect(unitProblem({ questionText: fraction })).toBeNull();
    expect(unitProblem({ questionText: 'How many boxes were damaged?', unit: 'boxes' })).toBeNull();
  });
});

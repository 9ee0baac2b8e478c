import { describe, expect, it } from 'vitest';
import {
  aWrongResponse,
  describeResponse,
  isResponseCorrect,
  keyProblem,
  normalizeResponse,
  parseNumericResponse,
  responseAfterLetterKey,
  unitGoesBefore,
} from './item-types';
import { questionSeedSchema } from './schemas/question-file';

describe('reading a number as a student types it', () => {
  it.each([
    ['12', 12],
    ['-3', -3],
    ['0.75', 0.75],
    ['.5', 0.5],
    ['1,200', 1200],
    ['3/4', 0.75],
    ['1 1/2', 1.5],
    ['-1 1/2', -1.5],
    ['$41.75', 41.75],
    ['12.5 mL', 12.5],
    ['15 °F/min', 15],
    ['6 care plans', 6],
    ['−2', -2],
    ['–1.5', -1.5],
    ['+5', 5],
    ['12.', 12],
    ['3 / 4', 0.75],
    ['4,5', 4.5],
    ['1.08 m2', 1.08],
    ['904.32 in³', 904.32],
  ])('%s is %d', (text, value) => {
    expect(parseNumericResponse(text)).toBeCloseTo(value, 10);
  });

  it('reads a percent as hundredths unless the answer is itself in percent', () => {
    expect(parseNumericResponse('9%')).toBeCloseTo(0.09, 10);
    expect(parseNumericResponse('12.5%', '%')).toBeCloseTo(12.5, 10);
    expect(parseNumericResponse('12.5', '%')).toBeCloseTo(12.5, 10);
    expect(parseNumericResponse('9 percent')).toBeCloseTo(0.09, 10);
  });

  it.each(['', 'abc', '1/0', '1,2345,6', '--3', '3/', '1..2', '.', '$', '1e5'])(
    '%j is not a number',
    (text) => {
      expect(parseNumericResponse(text)).toBeNull();
    },
  );
});

describe('normalizing a response to its item', () => {
  const multi = { type: 'multiple-select' as const, optionCount: 5 };
  const ordered = { type: 'ordered' as const, optionCount: 4 };
  const single = { type: 'single' as const, optionCount: 4 };
  it('sorts and upper-cases a selection, and refuses letters the item does not have', () => {
    expect(normalizeResponse(multi, 'eca')).toBe('ACE');
    expect(normalizeResponse(multi, 'AF')).toBeNull();
    expect(normalizeResponse(multi, 'AA')).toBeNull();
  });
  it('keeps an order as given and needs every letter once', () => {
    expect(normalizeResponse(ordered, 'cadb')).toBe('CADB');
    expect(normalizeResponse(ordered, 'CAD')).toBeNull();
    expect(normalizeResponse(ordered, 'CADE')).toBeNull();
  });
  it('takes one letter of a single-answer item', () => {
    expect(normalizeResponse(single, 'b')).toBe('B');
    expect(normalizeResponse(single, 'E')).toBeNull();
    expect(normalizeResponse(single, 'AB')).toBeNull();
  });
});

describe('grading', () => {
  it('gives a multiple-select its point only for exactly the right set', () => {
    const item = { type: 'multiple-select' as const, optionCount: 6, correctAnswer: 'BDF' };
    expect(isResponseCorrect(item, 'FDB')).toBe(true);
    expect(isResponseCorrect(item, 'BD')).toBe(false);
    expect(isResponseCorrect(item, 'BDEF')).toBe(false);
  });
  it('gives an ordered item its point only for the whole order', () => {
    const item = { type: 'ordered' as const, optionCount: 4, correctAnswer: 'CADB' };
    expect(isResponseCorrect(item, 'CADB')).toBe(true);
    expect(isResponseCorrect(item, 'CABD')).toBe(false);
  });
  it('accepts equal values in any written form, within the tolerance only', () => {
    const exact = { type: 'numeric' as const, optionCount: 0, correctAnswer: '0.3' };
    expect(isResponseCorrect(exact, '3/10')).toBe(true);
    expect(isResponseCorrect(exact, '0.30')).toBe(true);
    expect(isResponseCorrect(exact, '0.31')).toBe(false);
    const rounded = { ...exact, correctAnswer: '5.32', tolerance: 0.005 };
    expect(isResponseCorrect(rounded, '5.324')).toBe(true);
    expect(isResponseCorrect(rounded, '5.33')).toBe(false);
    expect(isResponseCorrect(exact, null)).toBe(false);
    const decimal = { type: 'numeric' as const, optionCount: 0, correctAnswer: '0.09' };
    expect(isResponseCorrect(decimal, '9%')).toBe(true);
    const percent = { ...decimal, correctAnswer: '9', unit: '%' };
    expect(isResponseCorrect(percent, '9%')).toBe(true);
  });
  it('accepts a percent with or without its sign, and money with or without $ (issue 27)', () => {
    const percent = { type: 'numeric' as const, optionCount: 0, correctAnswer: '28', unit: '%' };
    for (const typed of ['28', '28%', '28 %', '28 percent', '28.0']) {
      expect(isResponseCorrect(percent, typed), typed).toBe(true);
    }
    // A different amount: 0.28% (the box says %, as the exam's would).
    expect(isResponseCorrect(percent, '0.28')).toBe(false);
    const dollars = { type: 'numeric' as const, optionCount: 0, correctAnswer: '0.02', unit: '$' };
    for (const typed of ['0.02', '$0.02', '$ 0.02', '.02', '2¢', '2 cents']) {
      expect(isResponseCorrect(dollars, typed), typed).toBe(true);
    }
    expect(isResponseCorrect(dollars, '2')).toBe(false);
    // Keyed in cents (ged-math-alt-024): an answer in dollars, sign and all, is the same money.
    const cents = { type: 'numeric' as const, optionCount: 0, correctAnswer: '2', unit: 'cents' };
    for (const typed of ['2', '2¢', '2 cents', '$0.02', '$.02']) {
      expect(isResponseCorrect(cents, typed), typed).toBe(true);
    }
    // Without a sign, 0.02 answers "how many cents" with 0.02 cents.
    expect(isResponseCorrect(cents, '0.02')).toBe(false);
    expect(isResponseCorrect(cents, '$2')).toBe(false);
  });
  it('grades a five-option single answer on its fifth letter', () => {
    expect(isResponseCorrect({ type: 'single', optionCount: 5, correctAnswer: 'E' }, 'e')).toBe(
      true,
    );
  });
});

describe('checking keys', () => {
  it('finds keys that do not suit their item', () => {
    expect(keyProblem({ type: 'ordered', optionCount: 4, correctAnswer: 'ABCD' })).toMatch(
      /scrambled/,
    );
    expect(keyProblem({ type: 'multiple-select', optionCount: 5, correctAnswer: 'CA' })).toMatch(
      /alphabetical/,
    );
    expect(keyProblem({ type: 'multiple-select', optionCount: 5, correctAnswer: 'A' })).toMatch(
      /at least two/,
    );
    expect(keyProblem({ type: 'numeric', optionCount: 0, correctAnswer: '3/4' })).toMatch(
      /plain number/,
    );
    expect(keyProblem({ type: 'single', optionCount: 4, correctAnswer: 'C' })).toBeNull();
  });
  it('makes the seed schema refuse a fill-in item with options or a single item with a unit', () => {
    const base = { key: 'x-1', difficulty: 'easy', questionText: 'How many are there?' };
    const explanation = 'Count them one at a time: there are four.';
    expect(
      questionSeedSchema.safeParse({
        ...base,
        type: 'numeric',
        correctAnswer: '4',
        unit: 'cats',
        explanation,
      }).success,
    ).toBe(true);
    expect(
      questionSeedSchema.safeParse({
        ...base,
        type: 'numeric',
        optionA: '4',
        correctAnswer: '4',
        explanation,
      }).success,
    ).toBe(false);
    expect(
      questionSeedSchema.safeParse({
        ...base,
        optionA: '1',
        optionB: '2',
        optionC: '3',
        optionD: '4',
        correctAnswer: 'D',
        unit: 'cats',
        explanation,
      }).success,
    ).toBe(false);
  });
});

describe('a wrong response', () => {
  it('is graded wrong, and valid, for every type', () => {
    const items = [
      { type: 'single' as const, optionCount: 4, correctAnswer: 'A' },
      { type: 'multiple-select' as const, optionCount: 5, correctAnswer: 'BCE' },
      { type: 'ordered' as const, optionCount: 4, correctAnswer: 'CADB' },
      { type: 'numeric' as const, optionCount: 0, correctAnswer: '2.5', tolerance: 0.05 },
    ];
    for (const item of items) {
      const wrong = aWrongResponse(item);
      expect(normalizeResponse(item, wrong), item.type).not.toBeNull();
      expect(isResponseCorrect(item, wrong), item.type).toBe(false);
    }
  });
});

describe('option letter keys', () => {
  it('choose on a single answer, tick and untick on a multiple-select, and do nothing else', () => {
    const single = { type: 'single' as const, optionCount: 4 };
    const multi = { type: 'multiple-select' as const, optionCount: 5 };
    expect(responseAfterLetterKey(single, 'A', 'C')).toBe('C');
    expect(responseAfterLetterKey(single, '', 'E')).toBeUndefined();
    expect(responseAfterLetterKey(multi, 'CE', 'A')).toBe('ACE');
    expect(responseAfterLetterKey(multi, 'ACE', 'C')).toBe('AE');
    expect(responseAfterLetterKey(multi, 'A', 'A')).toBeNull();
    expect(responseAfterLetterKey({ type: 'ordered', optionCount: 4 }, '', 'A')).toBeUndefined();
  });
});

describe('where a unit stands', () => {
  it('puts a currency sign before the number and every other unit after it', () => {
    expect(['$', '€', '£', '₦'].map(unitGoesBefore)).toEqual([true, true, true, true]);
    expect(['mL', '%', 'cents', 'g/cm³', '', null, undefined].map(unitGoesBefore)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(describeResponse({ type: 'numeric', unit: '$' }, '41.75')).toBe('$41.75');
    expect(describeResponse({ type: 'numeric', unit: '€' }, '5')).toBe('€5');
    expect(describeResponse({ type: 'numeric', unit: 'mL' }, '1500')).toBe('1500 mL');
    expect(parseNumericResponse('€ 5', '€')).toBe(5);
  });
});

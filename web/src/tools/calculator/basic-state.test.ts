import { describe, expect, it } from 'vitest';
import { BASIC_START, type BasicKey, basicDisplay, pressBasicKey } from './basic-state';

const NAMES: Record<string, BasicKey> = {
  '+': 'add',
  '−': 'subtract',
  '×': 'multiply',
  '÷': 'divide',
  '=': 'equals',
  '.': 'point',
  '√': 'sqrt',
  '%': 'percent',
  '±': 'negate',
  C: 'clear',
  CE: 'clearEntry',
  '⌫': 'backspace',
  'M+': 'memoryAdd',
  'M−': 'memorySubtract',
  MR: 'memoryRecall',
  MC: 'memoryClear',
};

/** Presses keys written as on the pad, space-separated (digits may run together). */
function press(sequence: string, from = BASIC_START) {
  let state = from;
  for (const word of sequence.split(' ').filter(Boolean)) {
    const single = NAMES[word];
    const keys = single ? [single] : word.split('').map((c) => NAMES[c] ?? (c as BasicKey));
    for (const key of keys) state = pressBasicKey(state, key);
  }
  return state;
}

const entry = (sequence: string) => basicDisplay(press(sequence)).entry;

describe('four-function calculator', () => {
  it.each([
    ['12 + 7 =', '19'],
    ['9 − 12 =', '-3'],
    ['6 × 7 =', '42'],
    ['7 ÷ 2 =', '3.5'],
    ['1 ÷ 3 =', '0.3333333333'],
    ['1 ÷ 3 × 3 =', '1'],
    ['0.1 + 0.2 =', '0.3'],
    ['.5 + .25 =', '0.75'],
    ['2 + 3 × 4 =', '20'],
    ['2 + 3 ×', '5'],
    ['10 − 2 − 3 =', '5'],
    ['2 + × 3 =', '6'],
    ['5 + =', '10'],
    ['2 + 3 = =', '8'],
    ['2 × 3 = = =', '54'],
    ['2 + 3 = 10 =', '13'],
    ['2 + 3 = × 4 =', '20'],
    ['16 √', '4'],
    ['9 + 16 √ =', '13'],
    ['200 + 10 %', '20'],
    ['200 + 10 % =', '220'],
    ['200 − 10 % =', '180'],
    ['50 × 10 % =', '5'],
    ['25 %', '0.25'],
    ['5 ±', '-5'],
    ['5 ± ±', '5'],
    ['5 ± + 8 =', '3'],
    ['3 + 4 = ±', '-7'],
    ['0 ±', '0'],
    ['5 + 3 CE 4 =', '9'],
    ['5 + 3 CE =', '5'],
    ['123 ⌫', '12'],
    ['7 ⌫', '0'],
    ['12 + 3 C', '0'],
    ['1.2.3', '1.23'],
    ['007', '7'],
    ['12345678901', '1234567890'],
    ['99999 × 99999 × 99999 =', '9.999700003E14'],
  ])('%s shows %s', (sequence, shown) => {
    expect(entry(sequence)).toBe(shown);
  });

  it('shows the calculation so far above the entry', () => {
    expect(basicDisplay(press('12 +')).tape).toBe('12 +');
    expect(basicDisplay(press('12 + 7')).tape).toBe('12 +');
    expect(basicDisplay(press('12 + 7 =')).tape).toBe('12 + 7 =');
    expect(basicDisplay(press('12 + 7 = 5')).tape).toBe('');
  });

  it('keeps a memory: M+ M− MR MC, kept through C', () => {
    const stored = press('5 M+ 3 M+ 2 M−');
    expect(stored.memory).toBe(6);
    expect(basicDisplay(stored).memory).toBe(true);
    expect(basicDisplay(press('C MR', stored)).entry).toBe('6');
    expect(basicDisplay(press('10 + MR =', stored)).entry).toBe('16');
    expect(basicDisplay(press('10 + MR +', stored)).entry).toBe('16');
    expect(press('MC', stored).memory).toBe(0);
  });

  it('says Error on division by zero or a negative root, and only C or CE clear it', () => {
    const failed = press('5 ÷ 0 =');
    expect(basicDisplay(failed).entry).toBe('Error: division by zero');
    expect(basicDisplay(press('7 + 3 =', failed)).entry).toBe('Error: division by zero');
    expect(basicDisplay(press('C 7 + 3 =', failed)).entry).toBe('10');
    expect(basicDisplay(press('CE 2 =', failed)).entry).toBe('2');
    expect(basicDisplay(press('4 ± √')).entry).toBe('Error: no real result');
    expect(basicDisplay(press('5 ÷ 0 +')).entry).toBe('Error: division by zero');
  });
});

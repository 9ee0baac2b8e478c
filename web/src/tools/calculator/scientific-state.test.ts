import { describe, expect, it } from 'vitest';
import {
  pressScientificKey,
  SCIENTIFIC_INSERTS,
  SCIENTIFIC_START,
  type ScientificKey,
  scientificDisplay,
} from './scientific-state';

/** The key that writes `text`, or a named key: `sin( 30 ) enter`. */
function keyOf(word: string): ScientificKey {
  const insert = Object.entries(SCIENTIFIC_INSERTS).find(([, text]) => text === word);
  return (insert ? insert[0] : word) as ScientificKey;
}

function press(sequence: string, from = SCIENTIFIC_START) {
  let state = from;
  for (const word of sequence.split(' ').filter(Boolean)) {
    const keys = /^[0-9]+$/.test(word) ? (word.split('') as ScientificKey[]) : [keyOf(word)];
    for (const key of keys) state = pressScientificKey(state, key);
  }
  return state;
}

const lines = (sequence: string) => {
  const display = scientificDisplay(press(sequence));
  return [display.expression, display.result];
};

describe('scientific calculator', () => {
  it('shows the expression as typed and its result on the line below', () => {
    expect(lines('2 + 3 × 4 enter')).toEqual(['2+3×4', '14']);
    expect(lines('( 2 + 3 ) × 4 enter')).toEqual(['(2+3)×4', '20']);
    expect(lines('3 ² + 4 ² enter')).toEqual(['3²+4²', '25']);
    expect(lines('2 ^ 10 enter')).toEqual(['2^10', '1024']);
    expect(lines('8 ⁻¹ enter')).toEqual(['8⁻¹', '0.125']);
    expect(lines('√( 2 ) enter')).toEqual(['√(2)', '1.414213562']);
    expect(lines('3 ˣ√ 64 enter')).toEqual(['3ˣ√64', '4']);
    expect(lines('2 π enter')).toEqual(['2π', '6.283185307']);
    expect(lines('3 ÷ 8 enter')).toEqual(['3÷8', '0.375']);
    expect(lines('log( 100 ) enter')).toEqual(['log(100)', '2']);
    expect(lines('ln( 1 ) enter')).toEqual(['ln(1)', '0']);
    expect(lines('e^( 1 ) enter')).toEqual(['e^(1)', '2.718281828']);
    expect(lines('6 E 23 × 2 enter')).toEqual(['6E23×2', '1.2E24']);
    expect(lines('⁻ 4 + 1 enter')).toEqual(['⁻4+1', '-3']);
  });

  it('writes 10ˣ after a digit as a product, not more digits', () => {
    expect(lines('2 10^( 3 ) enter')).toEqual(['2×10^(3)', '2000']);
  });

  it('works in degrees until switched to radians', () => {
    expect(lines('sin( 30 ) enter')[1]).toBe('0.5');
    const radians = press('angle');
    expect(radians.angle).toBe('rad');
    expect(scientificDisplay(press('cos( π ) enter', radians)).result).toBe('-1');
    expect(press('angle angle').angle).toBe('deg');
  });

  it('continues from the result with an operator (ans), or starts afresh with a digit', () => {
    const first = press('5 × 4 enter');
    expect(first.ans).toBe(20);
    expect(scientificDisplay(press('+ 1 enter', first))).toMatchObject({
      expression: 'ans+1',
      result: '21',
    });
    expect(scientificDisplay(press('²', first)).expression).toBe('ans²');
    expect(scientificDisplay(press('7', first))).toMatchObject({ expression: '7', result: '' });
    expect(scientificDisplay(press('ans ÷ 2 enter', first)).result).toBe('10');
  });

  it('stores in memory (sto→) and recalls it (rcl)', () => {
    const stored = press('12 × 3 store');
    expect(stored.memory).toBe(36);
    expect(scientificDisplay(stored)).toMatchObject({ result: '36', memory: true });
    expect(scientificDisplay(press('clear mem + 4 enter', stored)).result).toBe('40');
    expect(press('7 enter store').memory).toBe(7);
  });

  it('deletes the last key’s entry whole and clears the line', () => {
    expect(scientificDisplay(press('2 + sin( delete')).expression).toBe('2+');
    expect(scientificDisplay(press('2 + 3 enter delete')).expression).toBe('2+');
    expect(scientificDisplay(press('2 + 3 enter clear'))).toMatchObject({
      expression: '',
      result: '',
    });
    expect(press('2 + 3 enter clear').ans).toBe(5);
  });

  it('shows a readable error and lets the expression be corrected', () => {
    const failed = press('( 2 + 3 enter');
    expect(scientificDisplay(failed)).toMatchObject({
      expression: '(2+3',
      result: 'Error: unbalanced parentheses',
    });
    expect(lines(') enter')).toEqual([')', 'Error: unbalanced parentheses']);
    expect(scientificDisplay(press(') enter', failed)).result).toBe('5');
    expect(lines('5 ÷ 0 enter')[1]).toBe('Error: division by zero');
    expect(lines('+ enter')[1]).toBe('Error: syntax');
  });

  it('does nothing on enter with nothing typed', () => {
    expect(press('enter')).toEqual(SCIENTIFIC_START);
  });
});

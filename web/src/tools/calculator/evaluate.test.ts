import { describe, expect, it } from 'vitest';
import { type EvaluateContext, evaluate } from './evaluate';
import { formatNumber } from './format-number';
import { tokenize } from './tokenize';

const deg: EvaluateContext = { angle: 'deg' };
const rad: EvaluateContext = { angle: 'rad' };

/** The display of a typed expression: its result rounded as shown, or its error kind. */
function shown(text: string, context: EvaluateContext = deg): string {
  const result = evaluate(text, context);
  return result.ok ? formatNumber(result.value) : `error:${result.error}`;
}

describe('evaluate: order of operations', () => {
  it.each([
    ['2+3×4', '14'],
    ['(2+3)×4', '20'],
    ['10−4−3', '3'],
    ['100÷10÷5', '2'],
    ['2×3+4×5', '26'],
    ['8÷2×4', '16'],
    ['2^3^2', '512'],
    ['2^3×2', '16'],
    ['3²+4²', '25'],
    ['2×3²', '18'],
    ['((1+2)×(3+4))', '21'],
    ['1+2×(3+4×(5−1))', '39'],
  ])('%s = %s', (text, value) => {
    expect(shown(text)).toBe(value);
  });

  it('accepts the keyboard spellings * / - and spaces', () => {
    expect(shown('6 * 7 - 2 / 4')).toBe('41.5');
  });
});

describe('evaluate: signs', () => {
  it.each([
    ['−5+3', '-2'],
    ['⁻5+3', '-2'],
    ['−2²', '-4'],
    ['(−2)²', '4'],
    ['⁻2^2', '-4'],
    ['2^−1', '0.5'],
    ['2^⁻2', '0.25'],
    ['3×−2', '-6'],
    ['3−−2', '5'],
    ['−(4+1)', '-5'],
    ['+7', '7'],
  ])('%s = %s', (text, value) => {
    expect(shown(text)).toBe(value);
  });

  it('reads (−) straight after a number as a negative factor, as TI calculators do', () => {
    expect(shown('5⁻3')).toBe('-15');
  });
});

describe('evaluate: implicit multiplication', () => {
  it.each([
    ['2π', formatNumber(2 * Math.PI)],
    ['3(4)', '12'],
    ['(2)(3)', '6'],
    ['(1+1)3', '6'],
    ['2sin(30)', '1'],
    ['4√(9)', '12'],
    ['2π²', formatNumber(2 * Math.PI ** 2)],
    ['6÷2(3)', '9'],
    ['2ans', '14'],
  ])('%s = %s', (text, value) => {
    expect(shown(text, { angle: 'deg', ans: 7 })).toBe(value);
  });
});

describe('evaluate: functions and constants', () => {
  it.each([
    ['√(16)', '4'],
    ['√(2)', '1.414213562'],
    ['3ˣ√8', '2'],
    ['3ˣ√(−27)', '-3'],
    ['4ˣ√81', '3'],
    ['5⁻¹', '0.2'],
    ['4⁻¹+0.75', '1'],
    ['log(1000)', '3'],
    ['ln(e)', '1'],
    ['10^(3)', '1000'],
    ['e^(0)', '1'],
    ['π', '3.141592654'],
    ['2E3', '2000'],
    ['1.5E−3', '0.0015'],
    ['2E⁻2×3', '0.06'],
    ['3÷4', '0.75'],
    ['1÷3', '0.3333333333'],
    ['2÷3', '0.6666666667'],
    ['sqrt(9)+pi−pi', '3'],
  ])('%s = %s', (text, value) => {
    expect(shown(text)).toBe(value);
  });
});

describe('evaluate: degrees and radians', () => {
  it.each([
    ['sin(30)', '0.5'],
    ['cos(60)', '0.5'],
    ['tan(45)', '1'],
    ['sin(180)', '0'],
    ['cos(90)', '0'],
    ['sin(390)', '0.5'],
    ['sin(−30)', '-0.5'],
  ])('in degrees %s = %s', (text, value) => {
    expect(shown(text, deg)).toBe(value);
  });

  it.each([
    ['sin(π÷6)', '0.5'],
    ['cos(π)', '-1'],
    ['sin(π)', '0'],
    ['tan(π÷4)', '1'],
    ['sin(30)', '-0.9880316241'],
  ])('in radians %s = %s', (text, value) => {
    expect(shown(text, rad)).toBe(value);
  });

  it('has no tangent at 90° or π/2', () => {
    expect(shown('tan(90)', deg)).toBe('error:domain');
    expect(shown('tan(270)', deg)).toBe('error:domain');
    expect(shown('tan(π÷2)', rad)).toBe('error:domain');
  });
});

describe('evaluate: ans and memory', () => {
  it('reads ans and mem from the context, 0 when unset', () => {
    expect(shown('ans+1', { angle: 'deg', ans: 41 })).toBe('42');
    expect(shown('mem×2', { angle: 'deg', memory: 2.5 })).toBe('5');
    expect(shown('ans+mem', deg)).toBe('0');
  });
});

describe('evaluate: errors', () => {
  it.each([
    ['5÷0', 'divide-by-zero'],
    ['5÷(2−2)', 'divide-by-zero'],
    ['0⁻¹', 'divide-by-zero'],
    ['0^−1', 'divide-by-zero'],
    ['(2+3', 'parentheses'],
    ['2+3)', 'parentheses'],
    ['((2)', 'parentheses'],
    [')(', 'parentheses'],
    ['sin(30', 'parentheses'],
    ['()', 'syntax'],
    ['2+', 'syntax'],
    ['×3', 'syntax'],
    ['2××3', 'syntax'],
    ['', 'syntax'],
    ['1.2.3', 'syntax'],
    ['2E', 'syntax'],
    ['E3', 'syntax'],
    ['sin 30', 'syntax'],
    ['2#3', 'syntax'],
    ['alert(1)', 'syntax'],
    ['√(−4)', 'domain'],
    ['log(0)', 'domain'],
    ['ln(−1)', 'domain'],
    ['(−8)^0.5', 'domain'],
    ['2ˣ√(−16)', 'domain'],
    ['0ˣ√5', 'domain'],
    ['10^(400)', 'overflow'],
    ['1E308×10', 'overflow'],
  ])('%s is a %s error', (text, kind) => {
    expect(shown(text)).toBe(`error:${kind}`);
  });
});

describe('tokenize', () => {
  it('splits keys and keyboard text into tokens without running them', () => {
    expect(tokenize('2sin(30)−⁻1.5E⁻2⁻¹').map((t) => t.type)).toEqual([
      'number',
      'function',
      'lparen',
      'number',
      'rparen',
      'minus',
      'negative',
      'number',
      'reciprocal',
    ]);
    expect(tokenize('1.5E⁻2')).toEqual([{ type: 'number', value: 0.015 }]);
  });
});

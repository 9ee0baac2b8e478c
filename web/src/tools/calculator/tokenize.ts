import { CalcError } from './calc-error';

export type FunctionName = 'sin' | 'cos' | 'tan' | 'log' | 'ln' | 'sqrt';

export type Token =
  | { type: 'number'; value: number }
  | { type: 'plus' }
  | { type: 'minus' }
  /** The (−) key: a negative sign, never a subtraction. */
  | { type: 'negative' }
  | { type: 'times' }
  | { type: 'divide' }
  | { type: 'power' }
  /** n ˣ√ x: the n-th root of x. */
  | { type: 'root' }
  | { type: 'square' }
  | { type: 'reciprocal' }
  | { type: 'lparen' }
  | { type: 'rparen' }
  | { type: 'function'; name: FunctionName }
  | { type: 'constant'; name: 'pi' | 'e' }
  | { type: 'variable'; name: 'ans' | 'mem' };

/**
 * The symbols a typed expression may hold: what the keys insert (× ÷ − ⁻ ² ⁻¹ ˣ√ √ π E) and
 * their keyboard spellings (* / - sqrt pi). Longest first, so ⁻¹ wins over ⁻ and sqrt over s….
 */
const SYMBOLS: ReadonlyArray<readonly [string, Token]> = [
  ['sqrt', { type: 'function', name: 'sqrt' }],
  ['sin', { type: 'function', name: 'sin' }],
  ['cos', { type: 'function', name: 'cos' }],
  ['tan', { type: 'function', name: 'tan' }],
  ['log', { type: 'function', name: 'log' }],
  ['ans', { type: 'variable', name: 'ans' }],
  ['mem', { type: 'variable', name: 'mem' }],
  ['ln', { type: 'function', name: 'ln' }],
  ['pi', { type: 'constant', name: 'pi' }],
  ['ˣ√', { type: 'root' }],
  ['⁻¹', { type: 'reciprocal' }],
  ['√', { type: 'function', name: 'sqrt' }],
  ['π', { type: 'constant', name: 'pi' }],
  ['e', { type: 'constant', name: 'e' }],
  ['²', { type: 'square' }],
  ['⁻', { type: 'negative' }],
  ['+', { type: 'plus' }],
  ['−', { type: 'minus' }],
  ['-', { type: 'minus' }],
  ['×', { type: 'times' }],
  ['*', { type: 'times' }],
  ['÷', { type: 'divide' }],
  ['/', { type: 'divide' }],
  ['^', { type: 'power' }],
  ['(', { type: 'lparen' }],
  [')', { type: 'rparen' }],
];

const DIGIT = /[0-9]/;
const EXPONENT_SIGNS = ['-', '−', '⁻', '+'];

/**
 * Splits typed text into tokens. A number is digits with at most one point, and may carry a
 * power of ten entered with the ×10ⁿ key, shown as E (`2.5E−3`). Spaces are ignored; any
 * other character is a syntax error. Pure: the text is never executed.
 */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text.charAt(i);
    if (ch === ' ') {
      i += 1;
      continue;
    }
    if (DIGIT.test(ch) || ch === '.') {
      const end = numberEnd(text, i);
      tokens.push({ type: 'number', value: Number(text.slice(i, end).replace(/[−⁻]/, '-')) });
      i = end;
      continue;
    }
    const symbol = SYMBOLS.find(([spelling]) => text.startsWith(spelling, i));
    if (!symbol) throw new CalcError('syntax');
    tokens.push(symbol[1]);
    i += symbol[0].length;
  }
  return tokens;
}

/** Where the number starting at `start` ends; a malformed number is a syntax error. */
function numberEnd(text: string, start: number): number {
  let i = start;
  let digits = 0;
  let points = 0;
  while (i < text.length && (DIGIT.test(text.charAt(i)) || text.charAt(i) === '.')) {
    if (text.charAt(i) === '.') points += 1;
    else digits += 1;
    i += 1;
  }
  if (digits === 0 || points > 1) throw new CalcError('syntax');
  if (text.charAt(i) !== 'E') return i;
  i += 1;
  if (EXPONENT_SIGNS.includes(text.charAt(i))) i += 1;
  const exponentStart = i;
  while (i < text.length && DIGIT.test(text.charAt(i))) i += 1;
  if (i === exponentStart) throw new CalcError('syntax');
  return i;
}

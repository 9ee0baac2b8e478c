import { CalcError, type CalcErrorKind } from './calc-error';
import { type FunctionName, type Token, tokenize } from './tokenize';

export type AngleUnit = 'deg' | 'rad';

export type EvaluateContext = {
  angle: AngleUnit;
  /** The last result (the ans key). */
  ans?: number;
  /** The stored memory (the rcl key). */
  memory?: number;
};

export type EvaluateResult = { ok: true; value: number } | { ok: false; error: CalcErrorKind };

/** Below this a sine, cosine or tangent is the zero that rounding hid (sin 180° = 0). */
const TRIG_ZERO = 1e-12;

/**
 * Evaluates typed text with the usual order of operations: parentheses and functions, then
 * x² and x⁻¹, then powers and roots (right to left: 2^3^2 = 2^9), then a sign (−2² = −4), then
 * × ÷ and implicit multiplication (2π, 3(4), 2sin(30)) from left to right, then + −. A
 * recursive-descent parser over the tokens; no `eval` of the text.
 */
export function evaluate(text: string, context: EvaluateContext): EvaluateResult {
  try {
    const parser = new Parser(tokenize(text), context);
    return { ok: true, value: parser.parse() };
  } catch (error) {
    if (error instanceof CalcError) return { ok: false, error: error.kind };
    throw error;
  }
}

/** Tokens that can begin an operand right after another one: the second factor of 2π. */
const OPERAND_START = new Set<Token['type']>([
  'number',
  'lparen',
  'function',
  'constant',
  'variable',
  'negative',
]);

class Parser {
  private position = 0;

  constructor(
    private readonly tokens: Token[],
    private readonly context: EvaluateContext,
  ) {}

  parse(): number {
    if (this.tokens.length === 0) throw new CalcError('syntax');
    const value = this.additive();
    const rest = this.peek();
    if (rest) throw new CalcError(rest.type === 'rparen' ? 'parentheses' : 'syntax');
    return value;
  }

  private peek(): Token | undefined {
    return this.tokens[this.position];
  }

  private next(): Token | undefined {
    const token = this.tokens[this.position];
    this.position += 1;
    return token;
  }

  private additive(): number {
    let value = this.multiplicative();
    for (let token = this.peek(); token; token = this.peek()) {
      if (token.type !== 'plus' && token.type !== 'minus') break;
      this.next();
      const right = this.multiplicative();
      value = finite(token.type === 'plus' ? value + right : value - right);
    }
    return value;
  }

  private multiplicative(): number {
    let value = this.signed();
    for (let token = this.peek(); token; token = this.peek()) {
      if (token.type === 'times' || token.type === 'divide') {
        this.next();
        const right = this.signed();
        if (token.type === 'divide' && right === 0) throw new CalcError('divide-by-zero');
        value = finite(token.type === 'times' ? value * right : value / right);
      } else if (OPERAND_START.has(token.type)) {
        value = finite(value * this.signed());
      } else {
        break;
      }
    }
    return value;
  }

  /** A sign binds looser than a power: −2² = −(2²). */
  private signed(): number {
    const token = this.peek();
    if (token?.type === 'minus' || token?.type === 'negative') {
      this.next();
      return -this.signed();
    }
    if (token?.type === 'plus') {
      this.next();
      return this.signed();
    }
    return this.power();
  }

  private power(): number {
    const base = this.postfix();
    const token = this.peek();
    if (token?.type === 'power') {
      this.next();
      return raise(base, this.signed());
    }
    if (token?.type === 'root') {
      this.next();
      return nthRoot(base, this.signed());
    }
    return base;
  }

  private postfix(): number {
    let value = this.primary();
    for (let token = this.peek(); token; token = this.peek()) {
      if (token.type === 'square') value = finite(value * value);
      else if (token.type === 'reciprocal') value = divide(1, value);
      else break;
      this.next();
    }
    return value;
  }

  private primary(): number {
    const token = this.next();
    if (!token) throw new CalcError('syntax');
    switch (token.type) {
      case 'number':
        return finite(token.value);
      case 'constant':
        return token.name === 'pi' ? Math.PI : Math.E;
      case 'variable':
        return (token.name === 'ans' ? this.context.ans : this.context.memory) ?? 0;
      case 'lparen':
        return this.parenthesised();
      case 'function': {
        if (this.next()?.type !== 'lparen') throw new CalcError('syntax');
        return applyFunction(token.name, this.parenthesised(), this.context.angle);
      }
      case 'rparen':
        throw new CalcError('parentheses');
      default:
        throw new CalcError('syntax');
    }
  }

  /** The inside of a parenthesis whose `(` was just read, and its `)`. */
  private parenthesised(): number {
    const first = this.peek();
    if (first === undefined) throw new CalcError('parentheses');
    if (first.type === 'rparen') throw new CalcError('syntax');
    const value = this.additive();
    const close = this.next();
    if (close?.type === 'rparen') return value;
    throw new CalcError(close === undefined ? 'parentheses' : 'syntax');
  }
}

function finite(value: number): number {
  if (Number.isNaN(value)) throw new CalcError('domain');
  if (!Number.isFinite(value)) throw new CalcError('overflow');
  return value;
}

function divide(numerator: number, denominator: number): number {
  if (denominator === 0) throw new CalcError('divide-by-zero');
  return finite(numerator / denominator);
}

function raise(base: number, exponent: number): number {
  if (base === 0 && exponent < 0) throw new CalcError('divide-by-zero');
  return finite(base ** exponent);
}

/** The n-th root; of a negative number only for an odd whole n (³√−8 = −2). */
function nthRoot(index: number, radicand: number): number {
  if (index === 0) throw new CalcError('domain');
  if (radicand >= 0) return raise(radicand, 1 / index);
  if (Number.isInteger(index) && Math.abs(index) % 2 === 1) return -raise(-radicand, 1 / index);
  throw new CalcError('domain');
}

function applyFunction(name: FunctionName, x: number, angle: AngleUnit): number {
  switch (name) {
    case 'sqrt':
      if (x < 0) throw new CalcError('domain');
      return Math.sqrt(x);
    case 'log':
      if (x <= 0) throw new CalcError('domain');
      return Math.log10(x);
    case 'ln':
      if (x <= 0) throw new CalcError('domain');
      return Math.log(x);
    default:
      return trig(name, x, angle);
  }
}

function trig(name: 'sin' | 'cos' | 'tan', x: number, angle: AngleUnit): number {
  // Degrees are reduced before converting, so that 90° is exactly a quarter turn.
  const radians = angle === 'deg' ? ((x % 360) * Math.PI) / 180 : x;
  const sin = snap(Math.sin(radians));
  const cos = snap(Math.cos(radians));
  if (name === 'sin') return sin;
  if (name === 'cos') return cos;
  if (cos === 0) throw new CalcError('domain');
  return snap(sin / cos);
}

function snap(value: number): number {
  return Math.abs(value) < TRIG_ZERO ? 0 : value;
}

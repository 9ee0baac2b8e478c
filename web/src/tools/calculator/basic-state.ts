import { type CalcErrorKind, errorDisplay } from './calc-error';
import { formatNumber } from './format-number';

export type BasicOperator = 'add' | 'subtract' | 'multiply' | 'divide';

export type Digit = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9';

export type BasicKey =
  | Digit
  | BasicOperator
  | 'point'
  | 'equals'
  | 'sqrt'
  | 'percent'
  | 'negate'
  | 'clear'
  | 'clearEntry'
  | 'backspace'
  | 'memoryAdd'
  | 'memorySubtract'
  | 'memoryRecall'
  | 'memoryClear';

/** A four-function calculator: an immediate-execution desk calculator's registers. */
export type BasicState = {
  /** What the display shows: the number being typed, or a result. */
  entry: string;
  /** The unrounded number behind a result on display (null while typing). */
  exact: number | null;
  /** Digits append to `entry` (else the next digit starts a new number). */
  typing: boolean;
  /** `entry` is an operand the pending operator has not used yet. */
  fresh: boolean;
  accumulator: number | null;
  operator: BasicOperator | null;
  /** What = repeats when pressed again (2 + 3 = = gives 5, then 8). */
  repeat: { operator: BasicOperator; operand: number } | null;
  memory: number;
  error: CalcErrorKind | null;
  /** The calculation line above the entry: `12 +`, then `12 + 7 =`. */
  tape: string;
};

/** Digits one entry may have, as on a 10-digit display. */
export const MAX_ENTRY_DIGITS = 10;

export const OPERATOR_SYMBOL: Record<BasicOperator, string> = {
  add: '+',
  subtract: '−',
  multiply: '×',
  divide: '÷',
};

export const BASIC_START: BasicState = {
  entry: '0',
  exact: null,
  typing: false,
  fresh: false,
  accumulator: null,
  operator: null,
  repeat: null,
  memory: 0,
  error: null,
  tape: '',
};

type Outcome = { ok: true; value: number } | { ok: false; error: CalcErrorKind };

function checked(value: number): Outcome {
  if (Number.isNaN(value)) return { ok: false, error: 'domain' };
  if (!Number.isFinite(value)) return { ok: false, error: 'overflow' };
  return { ok: true, value };
}

function compute(left: number, operator: BasicOperator, right: number): Outcome {
  switch (operator) {
    case 'add':
      return checked(left + right);
    case 'subtract':
      return checked(left - right);
    case 'multiply':
      return checked(left * right);
    case 'divide':
      return right === 0 ? { ok: false, error: 'divide-by-zero' } : checked(left / right);
  }
}

function failed(state: BasicState, error: CalcErrorKind): BasicState {
  return { ...state, error, typing: false, fresh: false, operator: null, accumulator: null };
}

function digitCount(entry: string): number {
  return entry.replace(/[^0-9]/g, '').length;
}

/** The state after one key, as a desk calculator behaves. Pure. */
export function pressBasicKey(state: BasicState, key: BasicKey): BasicState {
  if (state.error) {
    if (key === 'clear' || key === 'clearEntry') return { ...BASIC_START, memory: state.memory };
    if (key === 'memoryClear') return { ...state, memory: 0 };
    return state;
  }
  const value = state.typing || state.exact === null ? Number(state.entry) : state.exact;
  switch (key) {
    case 'point':
      if (!state.typing) return startEntry(state, '0.');
      return state.entry.includes('.') ? state : { ...state, entry: `${state.entry}.` };
    case 'add':
    case 'subtract':
    case 'multiply':
    case 'divide':
      return pressOperator(state, key, value);
    case 'equals':
      return pressEquals(state, value);
    case 'sqrt':
      if (value < 0) return failed(state, 'domain');
      return showOperand(state, Math.sqrt(value));
    case 'percent':
      return showOperand(state, percentOf(state, value));
    case 'negate':
      if (state.typing) {
        if (Number(state.entry) === 0 && !state.entry.includes('.')) return state;
        const entry = state.entry.startsWith('-') ? state.entry.slice(1) : `-${state.entry}`;
        return { ...state, entry, exact: null, fresh: true };
      }
      return showOperand(state, -value);
    case 'clear':
      return { ...BASIC_START, memory: state.memory };
    case 'clearEntry':
      return { ...state, entry: '0', exact: null, typing: true, fresh: true };
    case 'backspace': {
      if (!state.typing) return state;
      const entry = state.entry.slice(0, -1);
      return { ...state, entry: entry === '' || entry === '-' ? '0' : entry };
    }
    case 'memoryAdd':
    case 'memorySubtract': {
      const memory = checked(state.memory + (key === 'memoryAdd' ? value : -value));
      if (!memory.ok) return failed(state, memory.error);
      return { ...state, memory: memory.value, exact: value, typing: false };
    }
    case 'memoryRecall':
      return showOperand(state, state.memory);
    case 'memoryClear':
      return { ...state, memory: 0 };
    default:
      return pressDigit(state, key);
  }
}

function startEntry(state: BasicState, entry: string): BasicState {
  // After =, a new number starts a new calculation.
  const tape = state.operator ? state.tape : '';
  return { ...state, entry, exact: null, typing: true, fresh: true, tape };
}

function pressDigit(state: BasicState, digit: Digit): BasicState {
  if (!state.typing) return startEntry(state, digit);
  if (digitCount(state.entry) >= MAX_ENTRY_DIGITS) return state;
  if (state.entry === '0') return { ...state, entry: digit };
  if (state.entry === '-0') return { ...state, entry: `-${digit}` };
  return { ...state, entry: `${state.entry}${digit}` };
}

/** A number that replaces the entry as the next operand (√, %, ±, MR). */
function showOperand(state: BasicState, value: number): BasicState {
  const outcome = checked(value);
  if (!outcome.ok) return failed(state, outcome.error);
  return {
    ...state,
    entry: formatNumber(outcome.value),
    exact: outcome.value,
    typing: false,
    fresh: true,
  };
}

/** % after + or − is that percent of the first number (200 + 10 % = 220); else x ÷ 100. */
function percentOf(state: BasicState, value: number): number {
  if (state.accumulator !== null && (state.operator === 'add' || state.operator === 'subtract')) {
    return (state.accumulator * value) / 100;
  }
  return value / 100;
}

function pressOperator(state: BasicState, operator: BasicOperator, value: number): BasicState {
  let accumulator = value;
  if (state.operator !== null && state.accumulator !== null) {
    if (state.fresh) {
      // Chained: 2 + 3 × shows 5, then multiplies it.
      const outcome = compute(state.accumulator, state.operator, value);
      if (!outcome.ok) return failed(state, outcome.error);
      accumulator = outcome.value;
    } else {
      // A second operator in a row replaces the first.
      accumulator = state.accumulator;
    }
  }
  return {
    ...state,
    entry: formatNumber(accumulator),
    exact: accumulator,
    accumulator,
    operator,
    typing: false,
    fresh: false,
    repeat: null,
    tape: `${formatNumber(accumulator)} ${OPERATOR_SYMBOL[operator]}`,
  };
}

function pressEquals(state: BasicState, value: number): BasicState {
  const step =
    state.operator !== null && state.accumulator !== null
      ? { left: state.accumulator, operator: state.operator, operand: value }
      : state.repeat
        ? { left: value, operator: state.repeat.operator, operand: state.repeat.operand }
        : null;
  if (!step) return { ...state, typing: false, tape: `${formatNumber(value)} =` };
  const outcome = compute(step.left, step.operator, step.operand);
  if (!outcome.ok) return failed(state, outcome.error);
  return {
    ...state,
    entry: formatNumber(outcome.value),
    exact: outcome.value,
    accumulator: null,
    operator: null,
    typing: false,
    fresh: true,
    repeat: { operator: step.operator, operand: step.operand },
    tape: `${formatNumber(step.left)} ${OPERATOR_SYMBOL[step.operator]} ${formatNumber(step.operand)} =`,
  };
}

/** The two lines of the display and its memory indicator. */
export function basicDisplay(state: BasicState): { tape: string; entry: string; memory: boolean } {
  return {
    tape: state.tape,
    entry: state.error ? errorDisplay(state.error) : state.entry,
    memory: state.memory !== 0,
  };
}

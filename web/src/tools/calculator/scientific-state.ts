import { type CalcErrorKind, errorDisplay } from './calc-error';
import { type AngleUnit, evaluate } from './evaluate';
import { formatNumber } from './format-number';

/** Keys that write into the expression, and what each writes. */
export const SCIENTIFIC_INSERTS = {
  '0': '0',
  '1': '1',
  '2': '2',
  '3': '3',
  '4': '4',
  '5': '5',
  '6': '6',
  '7': '7',
  '8': '8',
  '9': '9',
  point: '.',
  add: '+',
  subtract: '−',
  multiply: '×',
  divide: '÷',
  power: '^',
  square: '²',
  reciprocal: '⁻¹',
  root: 'ˣ√',
  sqrt: '√(',
  sin: 'sin(',
  cos: 'cos(',
  tan: 'tan(',
  log: 'log(',
  ln: 'ln(',
  tenPower: '10^(',
  ePower: 'e^(',
  pi: 'π',
  exponent: 'E',
  negative: '⁻',
  lparen: '(',
  rparen: ')',
  ans: 'ans',
  recall: 'mem',
} as const;

export type InsertKey = keyof typeof SCIENTIFIC_INSERTS;

export type ScientificKey = InsertKey | 'enter' | 'delete' | 'clear' | 'angle' | 'store';

/** Keys that, pressed right after a result, work on it: `ans+`, as on the TI-30XS. */
const CHAINING = new Set<InsertKey>([
  'add',
  'subtract',
  'multiply',
  'divide',
  'power',
  'square',
  'reciprocal',
  'root',
]);

/** The longest expression kept: far beyond any exam item, short of a runaway key. */
export const MAX_PIECES = 120;

export type ScientificState = {
  /** The expression as typed, one piece per key, so ⌫ removes `sin(` whole. */
  pieces: string[];
  /** The second line: the result of the expression, or its error. */
  result: string;
  /** The result line belongs to the expression shown. */
  evaluated: boolean;
  error: CalcErrorKind | null;
  ans: number;
  memory: number;
  angle: AngleUnit;
};

export const SCIENTIFIC_START: ScientificState = {
  pieces: [],
  result: '',
  evaluated: false,
  error: null,
  ans: 0,
  memory: 0,
  angle: 'deg',
};

/** The state after one key. Pure. */
export function pressScientificKey(state: ScientificState, key: ScientificKey): ScientificState {
  switch (key) {
    case 'angle':
      return { ...state, angle: state.angle === 'deg' ? 'rad' : 'deg' };
    case 'clear':
      return { ...state, pieces: [], result: '', evaluated: false, error: null };
    case 'delete':
      return {
        ...state,
        pieces: state.pieces.slice(0, -1),
        result: '',
        evaluated: false,
        error: null,
      };
    case 'enter':
      return state.pieces.length === 0 ? state : calculate(state).state;
    case 'store':
      return store(state);
    default:
      return insert(state, key);
  }
}

function calculate(state: ScientificState): { state: ScientificState; value: number | null } {
  const outcome = evaluate(state.pieces.join(''), {
    angle: state.angle,
    ans: state.ans,
    memory: state.memory,
  });
  if (!outcome.ok) {
    const failed = { ...state, result: errorDisplay(outcome.error), evaluated: false };
    return { state: { ...failed, error: outcome.error }, value: null };
  }
  return {
    state: {
      ...state,
      result: formatNumber(outcome.value),
      evaluated: true,
      error: null,
      ans: outcome.value,
    },
    value: outcome.value,
  };
}

/** sto→: keeps the expression's value (or the last answer) in memory. */
function store(state: ScientificState): ScientificState {
  if (state.evaluated || state.pieces.length === 0) return { ...state, memory: state.ans };
  const { state: next, value } = calculate(state);
  return value === null ? next : { ...next, memory: value };
}

function insert(state: ScientificState, key: InsertKey): ScientificState {
  const text = SCIENTIFIC_INSERTS[key];
  if (state.evaluated) {
    const pieces = CHAINING.has(key) ? ['ans', text] : [text];
    return { ...state, pieces, result: '', evaluated: false, error: null };
  }
  if (state.pieces.length >= MAX_PIECES) return state;
  const before = state.pieces.join('');
  // 10^( straight after a digit would read as more digits (210^…): multiply instead.
  const piece = key === 'tenPower' && /[0-9.]$/.test(before) ? `×${text}` : text;
  return {
    ...state,
    pieces: [...state.pieces, piece],
    result: '',
    error: null,
  };
}

/** The two lines of the display and its indicators. */
export function scientificDisplay(state: ScientificState): {
  expression: string;
  result: string;
  angle: AngleUnit;
  memory: boolean;
} {
  return {
    expression: state.pieces.join(''),
    result: state.result,
    angle: state.angle,
    memory: state.memory !== 0,
  };
}

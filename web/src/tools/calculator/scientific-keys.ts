import type { AngleUnit } from './evaluate';
import type { KeyDef } from './key-def';
import type { ScientificKey } from './scientific-state';

const digit = (d: ScientificKey & string): KeyDef<ScientificKey> => ({
  key: d,
  label: d,
  name: d,
  kind: 'digit',
});

/**
 * The scientific calculator's pad, five columns: four rows of functions as on the TI-30XS
 * MultiView (angle unit, π, ans, sto→ and recall; trig; logs and their powers; powers and
 * roots, ×10ⁿ), then the digits with ( ) and the operations, (−) and enter.
 */
export function scientificKeys(angle: AngleUnit): readonly KeyDef<ScientificKey>[] {
  return [
    {
      key: 'angle',
      label: angle === 'deg' ? 'DEG' : 'RAD',
      name:
        angle === 'deg' ? 'DEG, degrees (switch to radians)' : 'RAD, radians (switch to degrees)',
      kind: 'function',
    },
    { key: 'pi', label: 'π', name: 'pi', kind: 'function' },
    { key: 'ans', label: 'ans', name: 'ans, answer', kind: 'function' },
    { key: 'store', label: 'sto→', name: 'sto→, store in memory', kind: 'function' },
    { key: 'recall', label: 'rcl', name: 'rcl, recall memory', kind: 'function' },
    { key: 'sin', label: 'sin', name: 'sin, sine', kind: 'function' },
    { key: 'cos', label: 'cos', name: 'cos, cosine', kind: 'function' },
    { key: 'tan', label: 'tan', name: 'tan, tangent', kind: 'function' },
    { key: 'reciprocal', label: 'x⁻¹', name: 'x⁻¹, reciprocal', kind: 'function' },
    { key: 'delete', label: '⌫', name: 'delete', kind: 'control' },
    { key: 'log', label: 'log', name: 'log', kind: 'function' },
    { key: 'tenPower', label: '10ˣ', name: '10ˣ, 10 to the power', kind: 'function' },
    { key: 'ln', label: 'ln', name: 'ln, natural log', kind: 'function' },
    { key: 'ePower', label: 'eˣ', name: 'eˣ, e to the power', kind: 'function' },
    { key: 'clear', label: 'clear', name: 'clear', kind: 'control' },
    { key: 'square', label: 'x²', name: 'x², square', kind: 'function' },
    { key: 'power', label: 'xʸ', name: 'xʸ, power', kind: 'function' },
    { key: 'sqrt', label: '√', name: 'square root', kind: 'function' },
    { key: 'root', label: 'ˣ√', name: 'ˣ√, root', kind: 'function' },
    { key: 'exponent', label: '×10ⁿ', name: '×10ⁿ, times 10 to the power', kind: 'function' },
    digit('7'),
    digit('8'),
    digit('9'),
    { key: 'lparen', label: '(', name: 'open parenthesis', kind: 'operator' },
    { key: 'rparen', label: ')', name: 'close parenthesis', kind: 'operator' },
    digit('4'),
    digit('5'),
    digit('6'),
    { key: 'multiply', label: '×', name: 'multiply', kind: 'operator' },
    { key: 'divide', label: '÷', name: 'divide', kind: 'operator' },
    digit('1'),
    digit('2'),
    digit('3'),
    { key: 'add', label: '+', name: 'plus', kind: 'operator' },
    { key: 'subtract', label: '−', name: 'minus', kind: 'operator' },
    digit('0'),
    { key: 'point', label: '.', name: 'decimal point', kind: 'digit' },
    { key: 'negative', label: '(−)', name: 'negative', kind: 'function' },
    { key: 'enter', label: 'enter', name: 'enter', kind: 'equals', span: 2 },
  ];
}

const KEYBOARD: Record<string, ScientificKey> = {
  '.': 'point',
  ',': 'point',
  '+': 'add',
  '-': 'subtract',
  '*': 'multiply',
  '/': 'divide',
  '^': 'power',
  '(': 'lparen',
  ')': 'rparen',
  '=': 'enter',
  Enter: 'enter',
  Backspace: 'delete',
  Delete: 'clear',
};

/**
 * The scientific key a keyboard key presses: digits, . + - * / ^ ( ), = and Enter, Backspace
 * (delete the last key's entry), Delete (clear the line). Escape closes the panel.
 */
export function scientificKeyFromKeyboard(key: string): ScientificKey | null {
  if (/^[0-9]$/.test(key)) return key as ScientificKey;
  return KEYBOARD[key] ?? null;
}

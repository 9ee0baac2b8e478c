import type { BasicKey, Digit } from './basic-state';
import type { KeyDef } from './key-def';

const digit = (d: Digit): KeyDef<BasicKey> => ({ key: d, label: d, name: d, kind: 'digit' });

/**
 * The four-function calculator's pad, five by five: memory and clear on top, the digits, the
 * four operations, √, %, ± and =.
 */
export const BASIC_KEYS: readonly KeyDef<BasicKey>[] = [
  { key: 'memoryClear', label: 'MC', name: 'MC, memory clear', kind: 'function' },
  { key: 'memoryRecall', label: 'MR', name: 'MR, memory recall', kind: 'function' },
  { key: 'memorySubtract', label: 'M−', name: 'M−, memory subtract', kind: 'function' },
  { key: 'memoryAdd', label: 'M+', name: 'M+, memory add', kind: 'function' },
  { key: 'clear', label: 'C', name: 'C, clear all', kind: 'control' },
  digit('7'),
  digit('8'),
  digit('9'),
  { key: 'divide', label: '÷', name: 'divide', kind: 'operator' },
  { key: 'clearEntry', label: 'CE', name: 'CE, clear entry', kind: 'control' },
  digit('4'),
  digit('5'),
  digit('6'),
  { key: 'multiply', label: '×', name: 'multiply', kind: 'operator' },
  { key: 'sqrt', label: '√', name: 'square root', kind: 'function' },
  digit('1'),
  digit('2'),
  digit('3'),
  { key: 'subtract', label: '−', name: 'minus', kind: 'operator' },
  { key: 'percent', label: '%', name: 'percent', kind: 'function' },
  { key: 'negate', label: '±', name: 'change sign', kind: 'function' },
  digit('0'),
  { key: 'point', label: '.', name: 'decimal point', kind: 'digit' },
  { key: 'add', label: '+', name: 'plus', kind: 'operator' },
  { key: 'equals', label: '=', name: 'equals', kind: 'equals' },
];

const KEYBOARD: Record<string, BasicKey> = {
  '.': 'point',
  ',': 'point',
  '+': 'add',
  '-': 'subtract',
  '*': 'multiply',
  x: 'multiply',
  '/': 'divide',
  '%': 'percent',
  '=': 'equals',
  Enter: 'equals',
  Backspace: 'backspace',
  Delete: 'clear',
};

/**
 * The four-function key a keyboard key presses: digits, . + - * / % = Enter, Backspace (the
 * last digit typed), Delete (clear all). Escape is the panel's: it closes the calculator.
 */
export function basicKeyFromKeyboard(key: string): BasicKey | null {
  if (/^[0-9]$/.test(key)) return key as Digit;
  return KEYBOARD[key] ?? null;
}

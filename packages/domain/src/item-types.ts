/**
 * The real exams' item types (issue 13, decision 0012) and how a response to each is read and
 * graded. The api grades with these functions; the web uses them to read what the student
 * typed; the data test uses them to check every key.
 *
 * A response travels as one string, like the single-answer letter it generalises:
 * - single: one option letter, 'C'.
 * - multiple-select: the chosen letters in alphabetical order, 'ACE' (all-or-nothing).
 * - ordered: every option letter once, first to last, 'CADB'.
 * - numeric: the number as the student typed it, '3/4', '1,200', '12.5 mL'.
 */
export const ITEM_TYPES = ['single', 'multiple-select', 'ordered', 'numeric'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

export const ITEM_TYPE_LABELS: Record<ItemType, string> = {
  single: 'Single answer',
  'multiple-select': 'Select all that apply',
  ordered: 'Ordered response',
  numeric: 'Fill in the blank',
};

/** Option letters of any item: A–D always, E and F on items with more options. */
export const OPTION_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
export type OptionLetter = (typeof OPTION_LETTERS)[number];

/** Longest response string accepted (a numeric answer as typed, with a unit). */
export const MAX_RESPONSE_LENGTH = 32;

/** What grading needs of an item. */
export type GradableItem = {
  type: ItemType;
  /** How many options it shows (0 for numeric). */
  optionCount: number;
  correctAnswer: string;
  /** Numeric items: the largest accepted distance from the key (0 = exact). */
  tolerance?: number | null;
  /** Numeric items: the unit of the answer ('%' makes a typed % sign part of the number). */
  unit?: string | null;
};

/** The letters of an item with `count` options. */
export function lettersOf(count: number): OptionLetter[] {
  return OPTION_LETTERS.slice(0, Math.max(0, Math.min(count, OPTION_LETTERS.length)));
}

/** Options of an item, in letter order, from the fields optionA…optionF present on it. */
export function optionCountOf(item: {
  optionA?: string | null;
  optionB?: string | null;
  optionC?: string | null;
  optionD?: string | null;
  optionE?: string | null;
  optionF?: string | null;
}): number {
  const fields = [
    item.optionA,
    item.optionB,
    item.optionC,
    item.optionD,
    item.optionE,
    item.optionF,
  ];
  let count = 0;
  while (count < fields.length && fields[count]) count++;
  return count;
}

/**
 * Whether an item's unit is written before the number: a currency sign ($12, €5), as opposed
 * to units that follow it (12 mL, 40 %).
 */
export function unitGoesBefore(unit: string | null | undefined): boolean {
  return Boolean(unit && /^\p{Sc}+$/u.test(unit.trim()));
}

/**
 * The money an item's unit or a typed answer is in, where dollars and cents convert (1 $ =
 * 100 cents): '$' and 'dollars' are dollars, '¢' and 'cents' are cents; null for anything else.
 */
function moneyOf(unit: string | null | undefined): 'dollars' | 'cents' | null {
  const u = unit?.trim().toLowerCase() ?? '';
  if (u === '$' || /^dollars?$/.test(u)) return 'dollars';
  if (u === '¢' || /^cents?$/.test(u)) return 'cents';
  return null;
}

const FRACTION = /^(-?)(?:(\d+)\s+)?(\d+)\s*\/\s*(\d+)$/;
const DECIMAL = /^-?(?:\d+|\d{1,3}(?:,\d{3})+)?(?:\.\d*)?$/;
/** A decimal comma (4,5), told from a thousands separator (1,200) by its digits. */
const DECIMAL_COMMA = /^(-?\d+),(\d{1,2}|\d{4,})$/;

/**
 * The value of a number as a student may type it: 12, -3, +5, 0.75, .5, 12., 1,200, 4,5,
 * 3/4, 1 1/2, with an optional leading currency sign ($) and a trailing unit (ignored) or
 * percent sign. A percent ('9%', '9 percent') on an item whose unit is not % is read as
 * hundredths (9% = 0.09). Money converts to the item's unit: on an item in cents '$0.02' is 2,
 * on an item in dollars '2¢' and '2 cents' are 0.02 (issue 27: equivalent forms count where
 * the exam would count them). Null when it is not a number.
 */
export function parseNumericResponse(text: string, unit?: string | null): number | null {
  let s = text.trim().replace(/[\u2212\u2013\u2014]/g, '-');
  // A currency sign before the number says the answer is in that money.
  const signed = /^[+-]?\s*(\p{Sc})/u.exec(s)?.[1] ?? null;
  s = s
    .replace(/^\+/, '')
    .replace(/^\p{Sc}\s*/u, '')
    .replace(/^-\s*\p{Sc}\s*/u, '-');
  // Scientific notation is not a form the items ask for (and 'e5' is no unit).
  if (/^-?[\d.]+e[+-]?\d+$/i.test(s)) return null;
  const percent = /(?:%|\bpercent)\s*$/i.test(s) && unit !== '%';
  // A trailing unit, percent or currency sign, of one or more words: '%', 'mL', 'm2', '°F/min',
  // 'care plans', '¢'.
  const trailing = /\s*[%°a-zA-Zµμ²³\p{Sc}][%°a-zA-Zµμ²³\p{Sc}0-9\s/.-]*$/u;
  const typedUnit = trailing.exec(s)?.[0].trim() ?? signed;
  s = s.replace(trailing, '').trim();
  if (s === '' || s === '-') return null;
  const from = moneyOf(signed ?? typedUnit);
  const to = moneyOf(unit);
  const rate = from && to && from !== to ? (from === 'dollars' ? 100 : 0.01) : 1;
  const scaled = (value: number) => (percent ? value / 100 : value) * rate;
  const fraction = FRACTION.exec(s);
  if (fraction) {
    const [, sign, whole, num, den] = fraction;
    if (Number(den) === 0) return null;
    const value = Number(whole ?? 0) + Number(num) / Number(den);
    return scaled(sign ? -value : value);
  }
  const comma = DECIMAL_COMMA.exec(s);
  if (comma) return scaled(Number(`${comma[1]}.${comma[2]}`));
  if (!DECIMAL.test(s) || !/\d/.test(s)) return null;
  const value = Number(s.replace(/,/g, ''));
  return Number.isFinite(value) ? scaled(value) : null;
}

/**
 * The canonical form of a response to `item`, or null when it is not a valid response to it
 * (a letter the item does not have, a letter twice, an incomplete order, not a number).
 */
export function normalizeResponse(
  item: Pick<GradableItem, 'type' | 'optionCount'>,
  raw: string,
): string | null {
  const text = raw.trim();
  if (text.length === 0 || text.length > MAX_RESPONSE_LENGTH) return null;
  if (item.type === 'numeric') return parseNumericResponse(text) === null ? null : text;
  const letters = text.toUpperCase().split('');
  const allowed = new Set<string>(lettersOf(item.optionCount));
  if (letters.some((l) => !allowed.has(l)) || new Set(letters).size !== letters.length) {
    return null;
  }
  switch (item.type) {
    case 'single':
      return letters.length === 1 ? letters.join('') : null;
    case 'multiple-select':
      return [...letters].sort().join('');
    case 'ordered':
      return letters.length === item.optionCount ? letters.join('') : null;
  }
}

/** Numbers closer than this are the same (floating point: 0.1 + 0.2). */
const NUMERIC_EPSILON = 1e-9;

/** Whether a response earns the item's point (all-or-nothing for every type). */
export function isResponseCorrect(item: GradableItem, response: string | null): boolean {
  if (response === null) return false;
  const normalized = normalizeResponse(item, response);
  if (normalized === null) return false;
  if (item.type !== 'numeric') return normalized === item.correctAnswer;
  const value = parseNumericResponse(normalized, item.unit);
  const key = parseNumericResponse(item.correctAnswer, item.unit);
  if (value === null || key === null) return false;
  const tolerance = Math.max(0, item.tolerance ?? 0);
  return Math.abs(value - key) <= tolerance + NUMERIC_EPSILON * Math.max(1, Math.abs(key));
}

/**
 * Why a key does not suit its item, or null when it does: the data test, the seed loader and
 * the admin form check every item with it.
 */
export function keyProblem(item: GradableItem): string | null {
  const { type, optionCount, correctAnswer } = item;
  if (type === 'numeric') {
    if (optionCount !== 0) return 'a fill-in item has no options';
    if (!/^-?\d+(?:\.\d+)?$/.test(correctAnswer)) {
      return 'the key of a fill-in item is a plain number such as 12.5 or -3';
    }
    if (item.tolerance != null && !(item.tolerance >= 0)) return 'the tolerance must be 0 or more';
    return null;
  }
  if (item.tolerance != null) return 'only fill-in items have a tolerance';
  const normalized = normalizeResponse(item, correctAnswer);
  if (normalized === null || normalized !== correctAnswer) {
    return type === 'ordered'
      ? 'the key of an ordered item is every option letter once, first to last'
      : type === 'multiple-select'
        ? 'the key of a multiple-select item is its correct letters in alphabetical order'
        : 'the key is one of the option letters';
  }
  if (type === 'single' && (optionCount < 4 || optionCount > 5)) {
    return 'a single-answer item has four or five options';
  }
  if (type === 'multiple-select') {
    if (optionCount < 4) return 'a multiple-select item has at least four options';
    if (correctAnswer.length < 2 || correctAnswer.length > optionCount - 2 + 1) {
      return 'a multiple-select item has at least two correct and one incorrect option';
    }
  }
  if (type === 'ordered') {
    if (optionCount < 4) return 'an ordered item has four to six steps';
    if (correctAnswer === lettersOf(optionCount).join('')) {
      return 'the steps of an ordered item are shown scrambled, not already in order';
    }
  }
  return null;
}

/** The instruction a student sees with each type, and its screen-reader group name. */
export const ITEM_TYPE_INSTRUCTIONS: Record<ItemType, string> = {
  single: 'Choose one answer.',
  'multiple-select': 'Select all that apply.',
  ordered: 'Put the items in order, first at the top. Use the Move up and Move down buttons.',
  numeric: 'Type your answer. Whole numbers, decimals and fractions such as 3/4 are accepted.',
};

/**
 * A response (or a key) as a person reads it: 'B'; 'A, C, E'; 'C → A → D → B'; '0.75 mL'.
 * Null (unanswered) reads 'not answered'.
 */
export function describeResponse(
  item: { type: ItemType; unit?: string | null },
  response: string | null,
): string {
  if (response === null || response === '') return 'not answered';
  switch (item.type) {
    case 'single':
      return response;
    case 'multiple-select':
      return response.split('').join(', ');
    case 'ordered':
      return response.split('').join(' → ');
    case 'numeric': {
      const text = response.trim();
      if (!item.unit || text.endsWith(item.unit)) return text;
      // A currency sign goes before the number.
      if (unitGoesBefore(item.unit)) {
        return text.startsWith(item.unit) ? text : `${item.unit}${text}`;
      }
      return `${text} ${item.unit}`;
    }
  }
}

/** A response the item grades wrong (demo histories and tests): the nearest miss of its type. */
export function aWrongResponse(item: GradableItem): string {
  const key = item.correctAnswer;
  switch (item.type) {
    case 'single':
      return key === 'A' ? 'B' : 'A';
    case 'multiple-select':
      // One correct option left out (a key has at least two).
      return key.slice(1);
    case 'ordered':
      return `${key[1] ?? ''}${key[0] ?? ''}${key.slice(2)}`;
    case 'numeric':
      return String(Number(key) + Math.max(1, (item.tolerance ?? 0) * 10));
  }
}

/** A multiple-select response with one option ticked or unticked ('AC' + 'B' = 'ABC'). */
export function toggleSelection(response: string, letter: string): string {
  return response.includes(letter)
    ? response.replace(letter, '')
    : [...response, letter].sort().join('');
}

/**
 * What an option's letter key does to a response: chooses the option of a single-answer item,
 * ticks or unticks it on a multiple-select (null once nothing is ticked); undefined when the
 * key does nothing (a letter the item lacks, an ordered or fill-in item).
 */
export function responseAfterLetterKey(
  item: Pick<GradableItem, 'type' | 'optionCount'>,
  current: string,
  letter: string,
): string | null | undefined {
  if (!(lettersOf(item.optionCount) as string[]).includes(letter)) return undefined;
  if (item.type === 'single') return letter;
  if (item.type === 'multiple-select') return toggleSelection(current, letter) || null;
  return undefined;
}

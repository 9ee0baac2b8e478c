/**
 * The unit a fill-in (numeric) item's stem asks its answer in, and whether the item's `unit`
 * (what the box shows, and what the key is in) is that unit (issue 27: "the data test refuses
 * a numeric key whose stem asks for a unit the key does not use"). Read from the question
 * sentences of the stem only (those ending in ? and instructions such as "Give your answer
 * as a percent."), so a unit the setting mentions ("its height in feet after t seconds") is
 * not taken for the one asked. A stem that asks in words this file does not know asks nothing.
 */

/** Canonical unit names and the spellings an item's unit or a stem may use for them. */
const SPELLINGS: Readonly<Record<string, readonly string[]>> = {
  percent: ['%', 'percent', 'percentage'],
  dollar: ['$', 'dollar', 'dollars'],
  cent: ['¢', 'cent', 'cents'],
  microgram: ['mcg', 'µg', 'μg', 'microgram', 'micrograms'],
  milligram: ['mg', 'milligram', 'milligrams'],
  gram: ['g', 'gram', 'grams'],
  kilogram: ['kg', 'kilogram', 'kilograms'],
  milliliter: ['ml', 'milliliter', 'milliliters', 'millilitre', 'millilitres'],
  liter: ['l', 'liter', 'liters', 'litre', 'litres'],
  millimeter: ['mm', 'millimeter', 'millimeters'],
  centimeter: ['cm', 'centimeter', 'centimeters'],
  meter: ['m', 'meter', 'meters', 'metre', 'metres'],
  kilometer: ['km', 'kilometer', 'kilometers'],
  inch: ['in', 'inch', 'inches'],
  foot: ['ft', 'foot', 'feet'],
  yard: ['yd', 'yard', 'yards'],
  mile: ['mi', 'mile', 'miles'],
  ounce: ['oz', 'ounce', 'ounces'],
  pound: ['lb', 'lbs', 'pound', 'pounds'],
  teaspoon: ['tsp', 'teaspoon', 'teaspoons'],
  tablespoon: ['tbsp', 'tablespoon', 'tablespoons'],
  second: ['s', 'sec', 'second', 'seconds'],
  minute: ['min', 'minute', 'minutes'],
  hour: ['h', 'hr', 'hour', 'hours'],
  day: ['day', 'days'],
  week: ['wk', 'week', 'weeks'],
  year: ['yr', 'year', 'years'],
  'degree fahrenheit': ['°f', 'degree fahrenheit', 'degrees fahrenheit'],
  'degree celsius': ['°c', 'degree celsius', 'degrees celsius'],
  kelvin: ['k', 'kelvin', 'kelvins'],
  newton: ['n', 'newton', 'newtons'],
  joule: ['j', 'joule', 'joules'],
  watt: ['w', 'watt', 'watts'],
  volt: ['v', 'volt', 'volts'],
  ampere: ['a', 'amp', 'amps', 'ampere', 'amperes'],
  ohm: ['Ω', 'ω', 'ohm', 'ohms'],
  mole: ['mol', 'mole', 'moles'],
};

const CANONICAL = new Map<string, string>();
for (const [name, spellings] of Object.entries(SPELLINGS)) {
  for (const spelling of spellings) CANONICAL.set(spelling, name);
}

/** One unit, spelled either way ('m²', 'm2', 'square meters'), as its canonical name. */
function canonicalPart(text: string): string | null {
  const part = text.trim().toLowerCase().replace(/\s+/g, ' ');
  const power = /^(.+?)\s*(²|³|2|3)$/.exec(part);
  if (power?.[1] && CANONICAL.has(power[1])) {
    return `${power[2] === '²' || power[2] === '2' ? 'square' : 'cubic'} ${CANONICAL.get(power[1])}`;
  }
  const named = /^(square|cubic) (.+)$/.exec(part);
  if (named?.[2] && CANONICAL.has(named[2])) return `${named[1]} ${CANONICAL.get(named[2])}`;
  return CANONICAL.get(part) ?? null;
}

/** A unit ('mL/h', 'g/cm³', 'milliliters per hour') as canonical names, or null if unknown. */
export function canonicalUnit(text: string): string | null {
  const parts = text.split(/\s*\/\s*|\s+per\s+/i).map(canonicalPart);
  return parts.every((p) => p !== null) ? parts.join('/') : null;
}

/** Spelled-out unit words a stem may ask in (abbreviations are too short to find in prose). */
const WORDS = [...CANONICAL.keys()]
  .filter((s) => s.length > 3 && /^[a-z ]+$/.test(s))
  .sort((a, b) => b.length - a.length)
  .join('|');
const UNIT = `(?:(?:square|cubic) )?(?:${WORDS})`;
const MEASURE = new RegExp(`\\b(?:how many|in|number of) (${UNIT}(?: per ${UNIT})?)\\b`, 'i');
const PERCENT =
  /\b(?:what|which) percent(?:age)?\b|\bby what percent\b|\bpercent(?:age)? (?:increase|decrease|change)\b|\bas a percent(?:age)?\b|\bnearest (?:whole |tenth of a )?percent\b|\bin percent\b/i;
const CENTS = /\bhow many cents\b|\bin cents\b/i;
const DOLLARS = /\bhow many dollars\b|\bin dollars\b|\bhow much (?:money|change)\b/i;

/** The stem's sentences that ask: questions, and instructions about the answer. */
function askingSentences(stem: string): string {
  const sentences = stem
    .replace(/\s+/g, ' ')
    .split(/(?<=[.?!])\s+(?=[A-Z(])/)
    .map((s) => s.trim());
  const asking = sentences.filter(
    (s) => s.endsWith('?') || /^(?:give|enter|round|express|write|answer)\b/i.test(s),
  );
  return (asking.length > 0 ? asking : sentences.slice(-1)).join(' ');
}

/** The canonical unit the stem asks the answer in, or null when it names none this file knows. */
export function askedUnit(stem: string): string | null {
  const asking = askingSentences(stem);
  if (PERCENT.test(asking)) return 'percent';
  if (CENTS.test(asking)) return 'cent';
  if (DOLLARS.test(asking)) return 'dollar';
  const measure = MEASURE.exec(asking)?.[1];
  if (measure) return canonicalUnit(measure);
  // "How much is her paycheck?" over amounts in dollars asks for dollars.
  if (/\bhow much\b/i.test(asking) && /\$\s?\d/.test(stem)) return 'dollar';
  return null;
}

/** What a stem must mention somewhere when the box shows these units. */
const MENTIONED: Readonly<Record<string, RegExp>> = {
  percent: /%|\bpercent/i,
  dollar: /\$|\bdollars?\b/i,
  cent: /¢|\bcents?\b/i,
};

/**
 * Why a fill-in item's unit does not match what its stem asks for, or null: the stem asks in
 * cents and the box says $ (or nothing); the stem asks for a percent and the box has no %; the
 * box says % (or $, or cents) and the stem never speaks of it, so the key's scale is a guess.
 */
export function unitProblem(q: { questionText: string; unit?: string | null }): string | null {
  const shown = q.unit?.trim() ?? '';
  const unit = shown ? canonicalUnit(shown) : null;
  const asked = askedUnit(q.questionText);
  if (asked !== null && unit !== asked) {
    return `${shown ? `unit "${shown}"` : 'no unit'}, but the stem asks for the answer in: ${asked}`;
  }
  const mention = unit ? MENTIONED[unit] : undefined;
  if (mention && !mention.test(q.questionText)) {
    return `unit "${shown}", but the stem never asks for the answer in: ${unit}`;
  }
  return null;
}

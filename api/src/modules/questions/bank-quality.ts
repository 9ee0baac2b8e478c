import type { SeedQuestion } from './seed-files';

/**
 * Checks of the question bank that a test-wise student would exploit: the key given away by
 * its length, the first step of an ordered item given away by its letter, and the same item met
 * twice (across exams as well). Pure functions over seed items; the data test applies them.
 */

const OPTION_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;

/** How far above chance a guessing strategy may score before the bank fails (5 points). */
export const CUE_MARGIN = 0.05;

type OptionItem = Pick<
  SeedQuestion,
  'optionA' | 'optionB' | 'optionC' | 'optionD' | 'optionE' | 'optionF'
>;

function optionsOf(q: OptionItem): [string, string][] {
  const options: [string, string][] = [];
  for (const letter of OPTION_LETTERS) {
    const text = q[`option${letter}`];
    if (text !== undefined) options.push([letter, text.trim()]);
  }
  return options;
}

export type LengthCue = {
  items: number;
  /**
   * The score of "always answer the option of length rank r" (index 0 = the longest, then
   * shorter), ties split between the ranks they span; and what a blind guess scores at that rank.
   */
  byRank: { score: number; chance: number }[];
  /** Keys of the items whose key is uniquely the longest option. */
  keyUniquelyLongest: string[];
};

/** Length cues over the single-answer items given (one category, as a student meets them). */
export function lengthCue(items: readonly SeedQuestion[]): LengthCue {
  let n = 0;
  const score: number[] = [];
  const chance: number[] = [];
  const keyUniquelyLongest: string[] = [];
  for (const q of items) {
    if ((q.type ?? 'single') !== 'single') continue;
    const options = optionsOf(q);
    const lengths = options.map(([, text]) => text.length).sort((x, y) => y - x);
    const keyLength = options.find(([letter]) => letter === q.correctAnswer)?.[1].length ?? -1;
    const first = lengths.indexOf(keyLength);
    const last = lengths.lastIndexOf(keyLength);
    n += 1;
    for (let rank = 0; rank < options.length; rank += 1) {
      chance[rank] = (chance[rank] ?? 0) + 1 / options.length;
      if (rank >= first && rank <= last) score[rank] = (score[rank] ?? 0) + 1 / (last - first + 1);
    }
    if (first === 0 && last === 0) keyUniquelyLongest.push(q.key);
  }
  return {
    items: n,
    byRank: chance.map((c, rank) => ({ score: (score[rank] ?? 0) / n, chance: c / n })),
    keyUniquelyLongest,
  };
}

export type CueRow = {
  /** The bank file of the category: '<exam slug>/<category slug>.json'. */
  file: string;
  /** Its single-answer items (the ones a length cue applies to). */
  items: number;
  /** Share of them whose key is uniquely the longest option. */
  keyUniquelyLongest: number;
  /** The score of "always pick the longest option" (ties split), and a blind guess's. */
  longest: { score: number; chance: number };
};

/**
 * The issue-27 cue figures per category file, in file order: the share of single-answer
 * items whose key is uniquely the longest option, and the score of "always pick the longest".
 * Files without single-answer items (none yet) are left out.
 */
export function cueReport(items: readonly SeedQuestion[]): CueRow[] {
  const byFile = new Map<string, SeedQuestion[]>();
  for (const q of items) byFile.set(q.file, [...(byFile.get(q.file) ?? []), q]);
  const rows: CueRow[] = [];
  for (const [file, list] of [...byFile].sort(([a], [b]) => a.localeCompare(b))) {
    const cue = lengthCue(list);
    const longest = cue.byRank[0];
    if (cue.items === 0 || !longest) continue;
    rows.push({
      file,
      items: cue.items,
      keyUniquelyLongest: cue.keyUniquelyLongest.length / cue.items,
      longest,
    });
  }
  return rows;
}

export type OrderCue = {
  items: number;
  /** The best score of "the step at letter X comes first", over X, and its letter. */
  bestFirstLetter: { letter: string; share: number };
  /** Expected share for one letter if first steps were spread evenly: mean of 1/option count. */
  chance: number;
};

/** Whether the first step of ordered items can be guessed from its letter. */
export function orderCue(items: readonly SeedQuestion[]): OrderCue {
  const ordered = items.filter((q) => q.type === 'ordered');
  const firsts = new Map<string, number>();
  let chance = 0;
  for (const q of ordered) {
    const first = q.correctAnswer[0] ?? '';
    firsts.set(first, (firsts.get(first) ?? 0) + 1);
    chance += 1 / optionsOf(q).length;
  }
  let best = { letter: '', share: 0 };
  for (const [letter, count] of firsts) {
    const share = count / ordered.length;
    if (share > best.share) best = { letter, share };
  }
  return {
    items: ordered.length,
    bestFirstLetter: best,
    chance: ordered.length === 0 ? 0 : chance / ordered.length,
  };
}

const STOP_WORDS = new Set(
  'a an and are as at be by did do does each for from had has have how if in into is it its many most much not of on or per than that the then this to was were what which who whom whose with best following'.split(
    ' ',
  ),
);

function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[−–—]/g, '-')
    .replace(/²/g, '^2')
    .replace(/³/g, '^3')
    .replace(/(\d),(\d{3})/g, '$1$2');
}

function tokens(text: string): Set<string> {
  return new Set(
    normalise(text)
      .replace(/[^a-z0-9^ ]+/g, ' ')
      .split(/\s+/)
      .filter((word) => word !== '' && !STOP_WORDS.has(word)),
  );
}

/** The numbers of a text without their signs, sorted: "the same numbers with a sign flipped". */
function numbers(text: string): string {
  return (normalise(text).match(/\d+(?:\.\d+)?/g) ?? []).sort().join(' ');
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

function commonPrefixLength(a: string, b: string): number {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i += 1;
  return i;
}

/** Stems that share a passage this long are siblings on one passage: only their questions count. */
const SHARED_PASSAGE_CHARS = 120;
/** Thresholds of the duplicate rule (measured on the bank: see the data test). */
export const DUPLICATE_RULE = {
  /** Same wording: stems and options both this similar (token Jaccard). */
  stem: 0.6,
  options: 0.5,
  /** Same numbers (three or more, signs ignored) in stems this similar, with options this similar. */
  numbersStem: 0.5,
  numbersOptions: 0.3,
} as const;

export type DuplicatePair = { a: string; b: string; stem: number; options: number };

type Prepared = {
  q: SeedQuestion;
  text: string;
  head: string;
  words: Set<string>;
  numbers: string;
  options: Set<string>;
};

/**
 * Pairs of items that are the same item or the same numbers in other words, over the whole
 * bank. Stems and options are normalised (case, dashes, powers, thousands separators) and
 * compared as word sets; numbers are compared without their signs.
 */
export function nearDuplicates(items: readonly SeedQuestion[]): DuplicatePair[] {
  const prepared: Prepared[] = items.map((q) => {
    const text = `${q.passage ?? ''}\n${q.questionText}`;
    return {
      q,
      text,
      head: text.slice(0, SHARED_PASSAGE_CHARS),
      words: tokens(text),
      numbers: numbers(text),
      options: tokens(
        optionsOf(q)
          .map(([, text]) => text)
          .join(' '),
      ),
    };
  });
  const pairs: DuplicatePair[] = [];
  const judge = (a: Prepared, b: Prepared, stem: number, sharedChars: number) => {
    if (stem < DUPLICATE_RULE.numbersStem) return;
    const options = jaccard(a.options, b.options);
    const numbersA = sharedChars > 0 ? numbers(a.text.slice(sharedChars)) : a.numbers;
    const numbersB = sharedChars > 0 ? numbers(b.text.slice(sharedChars)) : b.numbers;
    const sameNumbers = numbersA.split(' ').length >= 3 && numbersA === numbersB;
    const sameWording = stem >= DUPLICATE_RULE.stem && options >= DUPLICATE_RULE.options;
    const sameProblem = sameNumbers && options >= DUPLICATE_RULE.numbersOptions;
    if (sameWording || sameProblem) pairs.push({ a: a.q.key, b: b.q.key, stem, options });
  };
  // Candidate pairs by prefix filtering: with words in one global order (rarest first), two
  // word sets whose Jaccard reaches t share a word among the first |A| − ⌈t·|A|⌉ + 1 of each.
  // Only those pairs are compared, exactly. Siblings on one passage are compared apart.
  const frequency = new Map<string, number>();
  for (const p of prepared)
    for (const word of p.words) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  const rarestFirst = (x: string, y: string) =>
    (frequency.get(x) ?? 0) - (frequency.get(y) ?? 0) || (x < y ? -1 : x > y ? 1 : 0);
  const threshold = DUPLICATE_RULE.numbersStem;
  const push = (map: Map<string, number[]>, key: string, index: number) => {
    const list = map.get(key);
    if (list) list.push(index);
    else map.set(key, [index]);
  };
  const holders = new Map<string, number[]>();
  const siblings = new Map<string, number[]>();
  prepared.forEach((p, index) => {
    const words = [...p.words].sort(rarestFirst);
    const prefix = words.length - Math.ceil(threshold * words.length) + 1;
    for (const word of words.slice(0, prefix)) push(holders, word, index);
    if (p.head.length === SHARED_PASSAGE_CHARS) push(siblings, p.head, index);
  });
  const isSibling = (a: Prepared, b: Prepared) =>
    a.head.length === SHARED_PASSAGE_CHARS && a.head === b.head;
  for (let i = 0; i < prepared.length; i += 1) {
    const a = prepared[i] as Prepared;
    const candidates = new Set<number>();
    const words = [...a.words].sort(rarestFirst);
    for (const word of words.slice(0, words.length - Math.ceil(threshold * words.length) + 1)) {
      for (const j of holders.get(word) ?? []) if (j > i) candidates.add(j);
    }
    for (const j of candidates) {
      const b = prepared[j] as Prepared;
      // Jaccard cannot reach t when one set is less than t times the other's size.
      const [small, large] = [a.words.size, b.words.size].sort((x, y) => x - y) as [number, number];
      if (small < threshold * large || isSibling(a, b)) continue;
      judge(a, b, jaccard(a.words, b.words), 0);
    }
  }
  for (const group of siblings.values()) {
    for (let x = 0; x < group.length; x += 1) {
      for (let y = x + 1; y < group.length; y += 1) {
        const a = prepared[group[x] as number] as Prepared;
        const b = prepared[group[y] as number] as Prepared;
        const sharedChars = commonPrefixLength(a.text, b.text);
        const stem = jaccard(tokens(a.text.slice(sharedChars)), tokens(b.text.slice(sharedChars)));
        judge(a, b, stem, sharedChars);
      }
    }
  }
  return pairs.sort((x, y) => x.a.localeCompare(y.a) || x.b.localeCompare(y.b));
}

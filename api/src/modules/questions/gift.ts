/**
 * Moodle's GIFT format (https://docs.moodle.org/en/GIFT_format), the subset the question bank
 * uses (decision 0030): the syntax only, read and written. What the questions mean is
 * gift-format.ts's.
 *
 * - Questions are separated by blank lines; a line starting with // is a comment; a
 *   `$CATEGORY: path` line names the category of the questions that follow.
 * - `::title::` before the question text; an optional format marker ([plain], [html], …).
 * - The answers in braces: `{=right ~wrong}` (one right answer), `{~%50%a ~%50%b ~%-100%c}`
 *   (weights: several right answers), `{#12.5:0.5}` (numeric, with a tolerance) or
 *   `{#1..5}` (a range); `####text` inside the braces is the general feedback; `#text` after
 *   an answer is that answer's feedback.
 * - `\~ \= \# \{ \} \:` and `\\` escape a special character, `\n` is a line break.
 * - Our own lines `//@name: value` (comments to Moodle) hold what GIFT has no place for.
 */

export type GiftAnswer = {
  /** '=' right (one-answer questions), '~' the others (and every weighted answer). */
  mark: '=' | '~';
  /** The %weight% before the text (percent), or null when none was written. */
  weight: number | null;
  text: string;
  /** The answer's own feedback (#text), or null. */
  feedback: string | null;
};

export type GiftNumericAnswer = {
  /** The number as written ('12.5'), or the middle of a range. */
  value: string;
  /** The tolerance as written ('0.5'), half a range, or null when none was written. */
  tolerance: string | null;
  weight: number | null;
};

export type GiftKind =
  | 'choice'
  | 'numeric'
  | 'true-false'
  | 'short-answer'
  | 'matching'
  | 'essay'
  | 'description';

export type GiftQuestion = {
  /** The file's line where the question starts (1 = the first line). */
  line: number;
  /** The $CATEGORY in force, or null before the first one. */
  category: string | null;
  /** The line of that $CATEGORY. */
  categoryLine: number;
  title: string | null;
  /** The format marker without brackets, lower case ('html'), or null. */
  format: string | null;
  /** The question text (a missing-word question's blank written as _____). */
  text: string;
  kind: GiftKind;
  answers: GiftAnswer[];
  numeric: GiftNumericAnswer[];
  generalFeedback: string | null;
  /** The //@name: value lines just before the question. */
  meta: { name: string; value: string; line: number }[];
};

export type GiftProblem = { line: number; problem: string };

const SPECIAL = new Set(['~', '=', '#', '{', '}', ':', '\\']);

/** Whether the character at `i` is escaped (an odd run of backslashes before it). */
function isEscaped(s: string, i: number): boolean {
  let n = 0;
  for (let j = i - 1; j >= 0 && s[j] === '\\'; j--) n++;
  return n % 2 === 1;
}

/** The first index at or after `from` where `target` starts unescaped, or -1. */
function findUnescaped(s: string, target: string, from = 0): number {
  for (let i = s.indexOf(target, from); i !== -1; i = s.indexOf(target, i + 1)) {
    if (!isEscaped(s, i)) return i;
  }
  return -1;
}

/** The text with GIFT's escapes resolved (an unknown escape keeps its backslash). */
export function unescapeGift(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s[i] as string;
    if (c === '\\' && i + 1 < s.length) {
      const next = s[i + 1] as string;
      if (SPECIAL.has(next)) {
        out += next;
        i++;
        continue;
      }
      if (next === 'n') {
        out += '\n';
        i++;
        continue;
      }
    }
    out += c;
  }
  return out;
}

/**
 * A text as GIFT writes it: every special character escaped and every line break written
 * \n, so the text is one line (a Windows CR LF, or a lone CR, is one line break).
 */
export function escapeGift(s: string): string {
  return s.replace(/[\\~=#{}:]/g, (c) => `\\${c}`).replace(/\r\n?|\n/g, '\\n');
}

/** Splits `s` at every unescaped occurrence of `sep`. */
function splitUnescaped(s: string, sep: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let i = findUnescaped(s, sep); i !== -1; i = findUnescaped(s, sep, i + sep.length)) {
    parts.push(s.slice(start, i));
    start = i + sep.length;
  }
  parts.push(s.slice(start));
  return parts;
}

const WEIGHT = /^%(-?\d+(?:\.\d+)?)%/;

/** An answer's weight, text and feedback (still escaped: the caller unescapes). */
function answerParts(raw: string) {
  let rest = raw.trim();
  let weight: number | null = null;
  const w = WEIGHT.exec(rest);
  if (w) {
    weight = Number(w[1]);
    rest = rest.slice(w[0].length);
  }
  const hash = findUnescaped(rest, '#');
  const feedback = hash === -1 ? null : unescapeGift(rest.slice(hash + 1)).trim();
  const text = hash === -1 ? rest : rest.slice(0, hash);
  return { weight, text, feedback };
}

function choiceAnswers(raw: string): GiftAnswer[] {
  const answers: GiftAnswer[] = [];
  let current: { mark: '=' | '~'; start: number } | null = null;
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i];
    if ((c === '=' || c === '~') && !isEscaped(raw, i)) {
      if (current) answers.push(finish(current.mark, raw.slice(current.start, i)));
      current = { mark: c, start: i + 1 };
    }
  }
  if (current) answers.push(finish(current.mark, raw.slice(current.start)));
  return answers;
}

function finish(mark: '=' | '~', raw: string): GiftAnswer {
  const { weight, text, feedback } = answerParts(raw);
  return { mark, weight, text: unescapeGift(text).trim(), feedback };
}

const NUMBER = /^-?(?:\d+(?:\.\d*)?|\.\d+)$/;

function numericAnswers(raw: string): GiftNumericAnswer[] | string {
  const parts = findUnescaped(raw, '=') === -1 ? [raw] : splitUnescaped(raw, '=').slice(1);
  const answers: GiftNumericAnswer[] = [];
  for (const part of parts) {
    const { weight, text } = answerParts(part);
    const value = unescapeGift(text).trim();
    const range = /^(\S+)\s*\.\.\s*(\S+)$/.exec(value);
    if (range && NUMBER.test(range[1] as string) && NUMBER.test(range[2] as string)) {
      const min = Number(range[1]);
      const max = Number(range[2]);
      answers.push({ value: String((min + max) / 2), tolerance: String((max - min) / 2), weight });
      continue;
    }
    const colon = value.indexOf(':');
    const number = (colon === -1 ? value : value.slice(0, colon)).trim();
    const tolerance = colon === -1 ? null : value.slice(colon + 1).trim();
    if (!NUMBER.test(number) || (tolerance !== null && !NUMBER.test(tolerance))) {
      return `A numeric answer is a number, a number:tolerance or a range min..max; "${value}" is none of these.`;
    }
    answers.push({ value: number, tolerance, weight });
  }
  return answers;
}

type Block = { line: number; lines: string[] };

/** Reads a GIFT text: its questions, and a problem for each part it cannot read. */
export function parseGift(source: string): { questions: GiftQuestion[]; problems: GiftProblem[] } {
  const text = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
  const lines = text.split(/\r\n|\r|\n/);
  const questions: GiftQuestion[] = [];
  const problems: GiftProblem[] = [];
  let category: string | null = null;
  let categoryLine = 0;
  let meta: GiftQuestion['meta'] = [];
  let block: Block | null = null;

  const endBlock = () => {
    if (!block) return;
    const question = parseQuestion(block, category, categoryLine, meta, problems);
    if (question) questions.push(question);
    block = null;
    meta = [];
  };

  lines.forEach((raw, i) => {
    const line = i + 1;
    const trimmed = raw.trim();
    if (trimmed === '') {
      endBlock();
      return;
    }
    if (trimmed.startsWith('//')) {
      const m = /^\/\/@([A-Za-z][\w-]*)\s*:\s?(.*)$/.exec(trimmed);
      if (m) meta.push({ name: m[1] as string, value: (m[2] as string).trim(), line });
      return;
    }
    if (!block && trimmed.startsWith('$CATEGORY:')) {
      category = trimmed.slice('$CATEGORY:'.length).trim();
      categoryLine = line;
      return;
    }
    if (!block) block = { line, lines: [] };
    (block as Block).lines.push(raw);
  });
  endBlock();
  return { questions, problems };
}

function parseQuestion(
  block: Block,
  category: string | null,
  categoryLine: number,
  meta: GiftQuestion['meta'],
  problems: GiftProblem[],
): GiftQuestion | null {
  let s = block.lines.join('\n').trim();
  let title: string | null = null;
  if (s.startsWith('::')) {
    const end = findUnescaped(s, '::', 2);
    if (end === -1) {
      problems.push({ line: block.line, problem: 'The title ::… is not closed with ::.' });
      return null;
    }
    title = unescapeGift(s.slice(2, end)).trim();
    s = s.slice(end + 2).trimStart();
  }
  let format: string | null = null;
  const marker = /^\[(html|moodle|plain|markdown)\]/i.exec(s);
  if (marker) {
    format = (marker[1] as string).toLowerCase();
    s = s.slice(marker[0].length);
  }
  const base = {
    line: block.line,
    category,
    categoryLine,
    title,
    format,
    answers: [],
    numeric: [],
    generalFeedback: null,
    meta,
  };
  const open = findUnescaped(s, '{');
  if (open === -1) {
    return { ...base, text: unescapeGift(s).trim(), kind: 'description' };
  }
  const close = findUnescaped(s, '}', open + 1);
  if (close === -1) {
    problems.push({
      line: block.line,
      problem: 'The answers’ { is not closed with } before the next blank line.',
    });
    return null;
  }
  const tail = s.slice(close + 1).trim();
  const stem = tail ? `${s.slice(0, open).trimEnd()} _____ ${tail}` : s.slice(0, open).trimEnd();
  let answersRaw = s.slice(open + 1, close);
  let generalFeedback: string | null = null;
  const general = findUnescaped(answersRaw, '####');
  if (general !== -1) {
    generalFeedback = unescapeGift(answersRaw.slice(general + 4)).trim();
    answersRaw = answersRaw.slice(0, general);
  }
  const question = { ...base, text: unescapeGift(stem).trim(), generalFeedback };
  const a = answersRaw.trim();
  if (a === '') return { ...question, kind: 'essay' };
  if (a.startsWith('#')) {
    const numeric = numericAnswers(a.slice(1));
    if (typeof numeric === 'string') {
      problems.push({ line: block.line, problem: numeric });
      return null;
    }
    return { ...question, kind: 'numeric', numeric };
  }
  if (/^(T|TRUE|F|FALSE)\s*(#|$)/.test(a)) return { ...question, kind: 'true-false' };
  const answers = choiceAnswers(a);
  if (answers.length === 0) {
    problems.push({
      line: block.line,
      problem: 'The answers must each start with = (right) or ~ (wrong).',
    });
    return null;
  }
  if (answers.every((x) => x.text.includes('->'))) {
    return { ...question, kind: 'matching', answers };
  }
  if (answers.every((x) => x.mark === '=')) return { ...question, kind: 'short-answer', answers };
  return { ...question, kind: 'choice', answers };
}

/** What writeGiftQuestion writes: one question, its texts not yet escaped. */
export type GiftOut = {
  title: string | null;
  meta: [string, string][];
  text: string;
  answers?: { mark: '=' | '~'; weight: number | null; text: string }[];
  numeric?: { value: string; tolerance: string | null };
  generalFeedback: string | null;
};

/** A weight as GIFT writes it: Moodle's fractions to five decimals (33.33333). */
function weightText(weight: number): string {
  return String(Number(weight.toFixed(5)));
}

/** One question in GIFT (lines, ending with a line break; a blank line goes between two). */
export function writeGiftQuestion(q: GiftOut): string {
  const lines = q.meta.map(([name, value]) => `//@${name}: ${value}`);
  const text = escapeGift(q.text);
  // A text that would read as a comment or a format marker is marked plain.
  const plain = /^(\/\/|\[)/.test(text) ? '[plain]' : '';
  const title = q.title === null ? '' : `::${escapeGift(q.title)}::`;
  lines.push(`${title}${plain}${text} {`);
  if (q.numeric) {
    const { value, tolerance } = q.numeric;
    lines.push(`#${value}${tolerance === null ? '' : `:${tolerance}`}`);
  }
  for (const answer of q.answers ?? []) {
    const body = escapeGift(answer.text);
    // An explicit weight also keeps a text that starts with % from reading as one.
    const weight =
      answer.weight !== null || body.startsWith('%')
        ? `%${weightText(answer.weight ?? (answer.mark === '=' ? 100 : 0))}%`
        : '';
    lines.push(`${answer.mark}${weight}${body}`);
  }
  if (q.generalFeedback) lines.push(`####${escapeGift(q.generalFeedback)}`);
  lines.push('}');
  return `${lines.join('\n')}\n`;
}

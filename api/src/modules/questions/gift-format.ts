import { EXAMS, findExamBySlug, type ItemType, lettersOf } from '@app/domain';
import type { AdminQuestionRow } from './admin-repo';
import { examSlugOf, type FileRecord, itemOfRow, type ReadFile } from './file-item';
import { type GiftOut, type GiftQuestion, parseGift, writeGiftQuestion } from './gift';

/**
 * The question bank as Moodle GIFT (decision 0030). GIFT expresses single-answer items
 * (`{=right ~wrong}`), multiple-select items (weights `{~%50%a ~%50%b ~%-100%c}`) and fill-in
 * items (`{#12.5:0.5}`); it has no ordering type, so the export leaves ordered items out and
 * says how many. What GIFT has no place for travels in `//@name: value` comment lines, which
 * Moodle ignores: difficulty, topic, subarea, unit, and how many paragraphs at the start of
 * the question text are its passage. The title `::key::` is the question's key.
 *
 * `$CATEGORY: <exam slug>/<category>` names the exam and category of the questions after it
 * (a longer Moodle path is fine: its last two parts count).
 */

/** Item types GIFT expresses. */
export const GIFT_TYPES: readonly ItemType[] = ['single', 'multiple-select', 'numeric'];
/** Item types an export in GIFT leaves out. */
export const GIFT_OMITTED_TYPES: readonly ItemType[] = ['ordered'];

/** Our //@ lines, and the item field each sets. */
const META_FIELDS = ['difficulty', 'topic', 'subarea', 'unit'] as const;
const PASSAGE_META = 'passage-paragraphs';

const KINDS: Record<Exclude<GiftQuestion['kind'], 'choice' | 'numeric'>, string> = {
  'true-false': 'true/false',
  'short-answer': 'short-answer',
  matching: 'matching',
  essay: 'essay',
  description: 'description (text without answers)',
};

const KEY = /^[a-z0-9-]{1,120}$/;

/** The first `paragraphs` paragraphs (split at blank lines) of a text, and the rest. */
function splitPassage(text: string, paragraphs: number): { passage: string; stem: string } | null {
  let at = -2;
  for (let n = 0; n < paragraphs; n++) {
    at = text.indexOf('\n\n', at + 2);
    if (at === -1) return null;
  }
  return { passage: text.slice(0, at), stem: text.slice(at + 2) };
}

/** How many paragraphs a passage is written as: its blank-line breaks, plus one. */
function paragraphsOf(passage: string): number {
  let n = 1;
  for (let at = passage.indexOf('\n\n'); at !== -1; at = passage.indexOf('\n\n', at + 2)) n++;
  return n;
}

/** HTML text (Moodle writes [html] questions) as plain text. */
function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*<p[^>]*>/gi, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0*39;|&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, n) => String.fromCodePoint(Number(n)))
    .replace(/&amp;/g, '&')
    .trim();
}

type Problem = ReadFile['problems'][number];

/** A GIFT question as an item's fields, or the problems that keep it from being one. */
function recordOf(q: GiftQuestion, examTypeId: number, category: string): FileRecord | Problem[] {
  const problems: Problem[] = [];
  const line = q.line;
  if (q.kind !== 'choice' && q.kind !== 'numeric') {
    return [
      {
        line,
        field: 'type',
        problem: `GIFT ${KINDS[q.kind]} questions are not imported: the bank takes multiple choice ({=right ~wrong}), multiple answers ({~%50%right ~%-100%wrong}) and numeric ({#12.5:0.5}) questions.`,
      },
    ];
  }
  const text = (s: string) => (q.format === 'html' ? htmlToText(s) : s);
  const fields: Record<string, unknown> = { examTypeId, category };
  if (q.title !== null && KEY.test(q.title)) fields.key = q.title;
  let stem = text(q.text);
  for (const { name, value, line: metaLine } of q.meta) {
    if ((META_FIELDS as readonly string[]).includes(name)) {
      fields[name] = value;
    } else if (name === PASSAGE_META) {
      const n = Number(value);
      const split = Number.isInteger(n) && n > 0 ? splitPassage(stem, n) : null;
      if (!split) {
        problems.push({
          line: metaLine,
          field: 'passage',
          problem: `//@${PASSAGE_META}: ${value} must be a number of paragraphs (separated by \\n\\n) at the start of the question text, leaving the question after them.`,
        });
      } else {
        fields.passage = split.passage;
        stem = split.stem;
      }
    } else {
      problems.push({
        line: metaLine,
        field: name,
        problem: `//@${name} is not one of ours: //@ lines name ${[...META_FIELDS, PASSAGE_META].join(', ')}`,
      });
    }
  }
  fields.questionText = stem;
  if (q.generalFeedback !== null) fields.explanation = text(q.generalFeedback);
  if (q.kind === 'numeric') {
    fields.type = 'numeric';
    const full = q.numeric.filter((a) => a.weight === null || a.weight === 100);
    if (q.numeric.length !== 1 || full.length !== 1) {
      problems.push({
        line,
        field: 'correctAnswer',
        problem: 'A numeric question has one answer, with full marks: {#12.5:0.5}.',
      });
    } else {
      const [answer] = full;
      fields.correctAnswer = answer?.value;
      if (answer?.tolerance !== null) fields.tolerance = answer?.tolerance;
    }
  } else {
    const letters = lettersOf(q.answers.length);
    if (q.answers.length > 6) {
      problems.push({
        line,
        field: 'optionF',
        problem: `A question has at most six options (A to F); this one has ${q.answers.length}.`,
      });
    }
    q.answers.slice(0, 6).forEach((a, i) => {
      fields[`option${letters[i]}`] = text(a.text);
    });
    const single = q.answers.some((a) => a.mark === '=');
    if (single) {
      const right = q.answers.flatMap((a, i) => (a.mark === '=' ? [letters[i]] : []));
      const partial = q.answers.findIndex((a) => a.mark === '~' && (a.weight ?? 0) > 0);
      if (right.length > 1) {
        problems.push({
          line,
          field: 'correctAnswer',
          problem:
            'A multiple-choice question has one right answer (=); for several right answers give weights: {~%50%right ~%50%right ~%-100%wrong}.',
        });
      } else if (partial !== -1) {
        problems.push({
          line,
          field: `option${letters[partial]}`,
          problem:
            'Partial credit (~%50%…) is not kept: an answer is right (=) or wrong (~). For several right answers, give every answer a weight and no =.',
        });
      }
      fields.correctAnswer = right.join('');
    } else {
      fields.type = 'multiple-select';
      fields.correctAnswer = q.answers
        .slice(0, 6)
        .flatMap((a, i) => ((a.weight ?? 0) > 0 ? [letters[i]] : []))
        .join('');
    }
  }
  return problems.length ? problems : { line, fields };
}

const EXAM_SLUGS = EXAMS.map((e) => e.slug).join(', ');

export function readGiftFile(source: string, maxRows: number): ReadFile {
  const { questions, problems: syntax } = parseGift(source);
  const problems: Problem[] = syntax.map((p) => ({
    line: p.line,
    field: 'file',
    problem: p.problem,
  }));
  const records: FileRecord[] = [];
  const badCategories = new Set<number>();
  questions.slice(0, maxRows).forEach((q) => {
    if (q.category === null) {
      problems.push({
        line: q.line,
        field: 'category',
        problem:
          'Name the exam and category before the first question, on a line of its own: $CATEGORY: hesi-a2/Math',
      });
      return;
    }
    const parts = q.category
      .split('/')
      .map((p) => p.trim())
      .filter(Boolean);
    const exam = findExamBySlug(parts.at(-2) ?? '');
    if (!exam) {
      if (!badCategories.has(q.categoryLine)) {
        badCategories.add(q.categoryLine);
        problems.push({
          line: q.categoryLine,
          field: 'exam',
          problem: `$CATEGORY names the exam and category as <exam>/<category>; the exam must be a catalogue slug: ${EXAM_SLUGS}`,
        });
      }
      return;
    }
    const record = recordOf(q, exam.id, parts.at(-1) ?? '');
    if (Array.isArray(record)) problems.push(...record);
    else records.push(record);
  });
  return { records, problems, rows: questions.length };
}

/** A question as GIFT, or null when GIFT cannot express its type. */
export function giftQuestion(row: AdminQuestionRow): string | null {
  const type = row.item_type as ItemType;
  if (!GIFT_TYPES.includes(type)) return null;
  const item = itemOfRow(row);
  const meta: [string, string][] = [];
  for (const name of META_FIELDS) {
    const value = item[name];
    if (value !== undefined) meta.push([name, String(value)]);
  }
  if (item.passage) meta.push([PASSAGE_META, String(paragraphsOf(item.passage))]);
  const out: GiftOut = {
    title: item.key ?? null,
    meta,
    text: item.passage ? `${item.passage}\n\n${item.questionText}` : item.questionText,
    generalFeedback: item.explanation,
  };
  if (type === 'numeric') {
    out.numeric = {
      value: item.correctAnswer,
      tolerance: item.tolerance === undefined ? null : String(item.tolerance),
    };
  } else {
    const options = [
      item.optionA,
      item.optionB,
      item.optionC,
      item.optionD,
      item.optionE,
      item.optionF,
    ].filter((o): o is string => o !== undefined);
    const right = new Set(item.correctAnswer.split(''));
    const letters = lettersOf(options.length);
    out.answers = options.map((text, i) => {
      const correct = right.has(letters[i] as string);
      if (type === 'single') return { mark: correct ? '=' : '~', weight: null, text };
      // Moodle's multiple answers: the right ones share 100%, a wrong one costs it all.
      return { mark: '~', weight: correct ? 100 / right.size : -100, text };
    });
  }
  return writeGiftQuestion(out);
}

/** The $CATEGORY line of an exam's category. */
export function giftCategory(examTypeId: number, category: string): string {
  return `$CATEGORY: ${examSlugOf(examTypeId)}/${category}\n`;
}

/** The file's opening comment: what it holds, and what it leaves out. */
export function giftPreamble(day: string, omitted: number): string {
  const lines = [
    `// Questions exported on ${day} in Moodle's GIFT format.`,
    '// Lines //@name: value hold what GIFT has no place for (difficulty, topic, subarea, unit,',
    '// passage-paragraphs: how many paragraphs of the question text are its passage); Moodle ignores them.',
  ];
  if (omitted > 0) {
    lines.push(
      `// ${omitted} ordered item${omitted === 1 ? ' is' : 's are'} not in this file: GIFT has no ordering type (export them as CSV or JSON).`,
    );
  }
  return `${lines.join('\n')}\n`;
}

import { z } from 'zod';
import { QUESTION_LIMITS } from './admin';
import { MAX_RESPONSE_LENGTH } from './item-types';

/**
 * The one validation of a question's text, for every item type and every way a question comes
 * in (the admin form and edit, CSV and JSON import, the seed bank): each field's length, and
 * no control characters (decision 0023). The zod schemas of those ways build their text fields
 * with `questionTextField`, so a problem is reported where it is; the api checks the finished
 * content once more with `questionContentProblems` before anything is written.
 */

/** The text fields of a question, whatever its type. */
export const QUESTION_TEXT_FIELDS = [
  'category',
  'passage',
  'questionText',
  'optionA',
  'optionB',
  'optionC',
  'optionD',
  'optionE',
  'optionF',
  'correctAnswer',
  'explanation',
  'unit',
] as const;
export type QuestionTextField = (typeof QUESTION_TEXT_FIELDS)[number];

const OPTION = { max: QUESTION_LIMITS.option };
/**
 * Each field's label and length: `max` for every text; `min` (when given) for a text that is
 * there at all — the shortest stem, passage and explanation a question may have, wherever it
 * comes from (the seed bank's rule, since issue 24 the form's and every import's too).
 */
const FIELDS: Record<QuestionTextField, { label: string; max: number; min?: number }> = {
  category: { label: 'Category', max: 80 },
  passage: { label: 'Passage', max: QUESTION_LIMITS.passage, min: QUESTION_LIMITS.passageMin },
  questionText: {
    label: 'Question text',
    max: QUESTION_LIMITS.questionText,
    min: QUESTION_LIMITS.questionTextMin,
  },
  optionA: { label: 'Option A', ...OPTION },
  optionB: { label: 'Option B', ...OPTION },
  optionC: { label: 'Option C', ...OPTION },
  optionD: { label: 'Option D', ...OPTION },
  optionE: { label: 'Option E', ...OPTION },
  optionF: { label: 'Option F', ...OPTION },
  correctAnswer: { label: 'Correct answer', max: MAX_RESPONSE_LENGTH },
  explanation: {
    label: 'Explanation',
    max: QUESTION_LIMITS.explanation,
    min: QUESTION_LIMITS.explanationMin,
  },
  unit: { label: 'Unit', max: 16 },
};

/**
 * C0 and C1 control characters and DEL (NUL among them). Tab, line feed and carriage return
 * are allowed: they lay out text, and a file written on Windows breaks its lines with CR LF.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is this rule's purpose
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const questionFieldLabel = (field: QuestionTextField) => FIELDS[field].label;
export const questionFieldMax = (field: QuestionTextField) => FIELDS[field].max;

export function tooLongMessage(field: QuestionTextField): string {
  return `${FIELDS[field].label} must be at most ${FIELDS[field].max} characters`;
}

export function tooShortMessage(field: QuestionTextField): string {
  return `${FIELDS[field].label} must be at least ${FIELDS[field].min ?? 1} characters`;
}

export function controlCharacterMessage(field: QuestionTextField): string {
  return `${FIELDS[field].label} contains a control character (such as NUL); remove it. Tabs and line breaks are allowed.`;
}

export const hasControlCharacter = (text: string) => CONTROL_CHARACTER.test(text);

/**
 * The problem with one field's text as it will be stored, or null. The shortest length is
 * the zod schemas' (`questionTextField`): a question stored before it keeps its text.
 */
export function questionFieldProblem(field: QuestionTextField, text: string): string | null {
  if (text.length > FIELDS[field].max) return tooLongMessage(field);
  if (hasControlCharacter(text)) return controlCharacterMessage(field);
  return null;
}

export type QuestionTextContent = Partial<Record<QuestionTextField, string | null | undefined>>;

/** Every problem of a question's text, field by field (an absent or null field has none). */
export function questionContentProblems(
  content: QuestionTextContent,
): { field: QuestionTextField; problem: string }[] {
  const problems: { field: QuestionTextField; problem: string }[] = [];
  for (const field of QUESTION_TEXT_FIELDS) {
    const text = content[field];
    if (typeof text !== 'string') continue;
    const problem = questionFieldProblem(field, text);
    if (problem) problems.push({ field, problem });
  }
  return problems;
}

/**
 * A question's text field as the zod schemas read it: trimmed, at least its shortest length
 * when there is any text (question text, passage, explanation), at most its length, no control
 * characters. `required` adds 'X is required' for an empty value (what the admin form says).
 */
export function questionTextField(field: QuestionTextField, options: { required?: boolean } = {}) {
  const { label, min } = FIELDS[field];
  const base = options.required
    ? z
        .string({ error: `${label} is required` })
        .trim()
        .min(1, `${label} is required`)
    : z.string({ error: `${label} must be text` }).trim();
  return (
    base
      .max(FIELDS[field].max, tooLongMessage(field))
      // A missing value is reported once ('X is required'), not also as too short.
      .refine(
        (text) => min === undefined || text === '' || text.length >= min,
        tooShortMessage(field),
      )
      .refine((text) => !hasControlCharacter(text), controlCharacterMessage(field))
  );
}

import { z } from 'zod';
import { ADMIN_MESSAGES } from '../admin';
import { categoryTitles, findExamById } from '../exams';
import { type ItemType, keyProblem, lettersOf, optionCountOf } from '../item-types';
import { type QuestionTextField, questionFieldLabel, questionTextField } from '../question-content';
import { adminExamTypeIdSchema } from './admin';
import { difficultySchema, itemTypeSchema } from './practice';

/**
 * The one validation of a question in a file (issue 24, decision 0030): a CSV row, a JSON item
 * and a GIFT question are each read into the same record of named fields, and this schema
 * checks it with one set of messages, each filed under the field it is about. The seed bank's
 * files are read by the same item schema (with a key and a difficulty required).
 *
 * A blank text counts as absent (a CSV's empty optionE cell, a JSON "passage": "").
 */

/** The fields of a question in a file, in the order the CSV export writes them. */
export const QUESTION_ITEM_FIELDS = [
  'key',
  'type',
  'difficulty',
  'topic',
  'subarea',
  'passage',
  'questionText',
  'optionA',
  'optionB',
  'optionC',
  'optionD',
  'optionE',
  'optionF',
  'correctAnswer',
  'unit',
  'tolerance',
  'explanation',
] as const;
export type QuestionItemField = (typeof QUESTION_ITEM_FIELDS)[number];

const OPTION_FIELDS = ['optionA', 'optionB', 'optionC', 'optionD', 'optionE', 'optionF'] as const;

/** Messages of the rules between fields (the text fields' own are in question-content.ts). */
export const QUESTION_FILE_MESSAGES = {
  unknownField: (name: string) =>
    `Unknown field "${name}": a question's fields are ${QUESTION_ITEM_FIELDS.join(', ')}`,
  optionRequired: (field: QuestionTextField) => `${questionFieldLabel(field)} is required`,
  fillInHasNoOptions:
    'A fill-in (numeric) item has no options: leave options A to F empty, or give another type',
  optionEBeforeF: 'Option E is required when option F is given',
  singleAtMostFive: 'A single-answer item has four or five options: leave option F empty',
  unitOnlyFillIn: 'Only fill-in (numeric) items have a unit',
  toleranceOnlyFillIn: 'Only fill-in (numeric) items have a tolerance',
  answerLetter: 'Answer must be one of A, B, C, D (or E on a five-option question)',
  tolerance: 'Tolerance must be a number, 0 or more (such as 0.5)',
  slug: (label: string, max: number) =>
    `${label} must be lower-case letters, digits and hyphens (at most ${max} characters), such as "cell-biology"`,
  notAccepted: (label: string) => `${label}: this value is not accepted`,
} as const;

function slugField(label: string, max: number) {
  return z
    .string({ error: QUESTION_FILE_MESSAGES.slug(label, max) })
    .trim()
    .max(max, QUESTION_FILE_MESSAGES.slug(label, max))
    .regex(/^[a-z0-9-]+$/, QUESTION_FILE_MESSAGES.slug(label, max));
}

const toleranceSchema = z
  .union([z.number(), z.string().regex(/^\s*\d+(?:\.\d+)?(?:e-?\d+)?\s*$/i)], {
    error: QUESTION_FILE_MESSAGES.tolerance,
  })
  .transform(Number)
  .refine((n) => Number.isFinite(n) && n >= 0, QUESTION_FILE_MESSAGES.tolerance);

/** A question's own fields (what a seed file's item holds). */
const itemShape = {
  key: slugField('Key', 120).optional(),
  /** Omitted on single-answer items (see item-types.ts). */
  type: itemTypeSchema.optional(),
  difficulty: difficultySchema.optional(),
  /** The sub-area a blueprint draws from (e.g. TEAS Science 'chemistry'), kebab-case. */
  topic: slugField('Topic', 80).optional(),
  /**
   * The finer sub-area of the exam's published outline (e.g. CLEP Biology 'population'),
   * kebab-case: seed metadata that bank minimums count (not shown to students).
   */
  subarea: slugField('Subarea', 60).optional(),
  /** A reading passage or data table the question refers to; shared by several items. */
  passage: questionTextField('passage').optional(),
  questionText: questionTextField('questionText', { required: true }),
  /** Options A–D: every type but numeric; E (CLEP's fifth option, or a longer list) and F. */
  optionA: questionTextField('optionA').optional(),
  optionB: questionTextField('optionB').optional(),
  optionC: questionTextField('optionC').optional(),
  optionD: questionTextField('optionD').optional(),
  optionE: questionTextField('optionE').optional(),
  optionF: questionTextField('optionF').optional(),
  correctAnswer: questionTextField('correctAnswer', { required: true }),
  /** Numeric items: the unit shown beside the box ('mL', '%'), and the accepted distance. */
  unit: questionTextField('unit').optional(),
  tolerance: toleranceSchema.optional(),
  explanation: questionTextField('explanation', { required: true }),
};

type ItemOutput = {
  type?: ItemType;
  passage?: string;
  optionA?: string;
  optionB?: string;
  optionC?: string;
  optionD?: string;
  optionE?: string;
  optionF?: string;
  correctAnswer: string;
  unit?: string;
  tolerance?: number;
};

/**
 * The names of fields a record should not have travel under this name to the rules, which
 * report each under its own name (an issue raised here would stop the other checks).
 */
const UNKNOWN = '$unknown';
const unknownShape = { [UNKNOWN]: z.array(z.string()).optional() };

/** Drops blank texts (absent) and sets aside the fields the record should not have. */
function recordOf(known: ReadonlySet<string>) {
  return (value: unknown) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    const out: Record<string, unknown> = {};
    const unknown: string[] = [];
    for (const [name, field] of Object.entries(value)) {
      if (!known.has(name)) unknown.push(name);
      else if (field === null || (typeof field === 'string' && field.trim() === '')) continue;
      else out[name] = field;
    }
    if (unknown.length) out[UNKNOWN] = unknown;
    return out;
  };
}

function unknownFields(q: { [UNKNOWN]?: string[] | undefined }, ctx: z.RefinementCtx) {
  for (const name of q[UNKNOWN] ?? []) {
    ctx.addIssue({
      code: 'custom',
      path: [name],
      message: QUESTION_FILE_MESSAGES.unknownField(name),
    });
  }
}

/** The record without the names set aside. */
function known<T extends { [UNKNOWN]?: unknown }>(q: T): Omit<T, typeof UNKNOWN> {
  const { [UNKNOWN]: _, ...rest } = q;
  return rest;
}

/** Fields that already have a problem (their value may not be what the rules expect). */
function troubled(ctx: z.RefinementCtx): Set<string> {
  return new Set(ctx.issues.map((issue) => String(issue.path?.[0] ?? '')));
}

/**
 * The rules between a question's fields: its options, unit and tolerance by type, then its
 * key. They run also when a field has a problem of its own (so a file's report lists every
 * problem at once), but never about such a field.
 */
function itemRules(q: ItemOutput, ctx: z.RefinementCtx) {
  const bad = troubled(ctx);
  let problems = 0;
  const report = (field: string, message: string) => {
    ctx.addIssue({ code: 'custom', path: [field], message });
    problems++;
  };
  if (bad.has('type')) return;
  const type: ItemType = q.type ?? 'single';
  if (type === 'numeric') {
    const first = OPTION_FIELDS.find((f) => q[f] !== undefined);
    if (first && !bad.has(first)) report(first, QUESTION_FILE_MESSAGES.fillInHasNoOptions);
  } else {
    for (const f of ['optionA', 'optionB', 'optionC', 'optionD'] as const) {
      if (q[f] === undefined && !bad.has(f)) report(f, QUESTION_FILE_MESSAGES.optionRequired(f));
    }
    if (q.optionF !== undefined && q.optionE === undefined && !bad.has('optionE')) {
      report('optionE', QUESTION_FILE_MESSAGES.optionEBeforeF);
    } else if (type === 'single' && q.optionF !== undefined && !bad.has('optionF')) {
      report('optionF', QUESTION_FILE_MESSAGES.singleAtMostFive);
    }
  }
  if (q.unit !== undefined && type !== 'numeric' && !bad.has('unit')) {
    report('unit', QUESTION_FILE_MESSAGES.unitOnlyFillIn);
  }
  if (q.tolerance !== undefined && type !== 'numeric' && !bad.has('tolerance')) {
    report('tolerance', QUESTION_FILE_MESSAGES.toleranceOnlyFillIn);
  }
  // The key is checked against the options once they are right.
  if (problems > 0 || [...OPTION_FIELDS, 'correctAnswer', 'tolerance'].some((f) => bad.has(f))) {
    return;
  }
  const optionCount = optionCountOf(q);
  const key = q.correctAnswer;
  if (type === 'single') {
    if (key === 'E' && q.optionE === undefined) {
      report('optionE', ADMIN_MESSAGES.optionERequired);
      return;
    }
    if (!(lettersOf(optionCount) as string[]).includes(key)) {
      report('correctAnswer', QUESTION_FILE_MESSAGES.answerLetter);
      return;
    }
  }
  const problem = keyProblem({ type, optionCount, correctAnswer: key, tolerance: q.tolerance });
  if (problem) report('correctAnswer', `${problem[0]?.toUpperCase()}${problem.slice(1)}`);
}

/** Rules run whatever the fields' own problems (see itemRules). */
const always = { when: () => true };

const ITEM_FIELD_SET = new Set<string>(QUESTION_ITEM_FIELDS);

/**
 * One question of a seed bank file (api/src/db/seed/questions): the item rules, with its key
 * and difficulty required.
 */
export const questionSeedSchema = z
  .preprocess(
    recordOf(ITEM_FIELD_SET),
    z.object({
      ...itemShape,
      ...unknownShape,
      key: slugField('Key', 120),
      difficulty: difficultySchema,
    }),
  )
  .superRefine((q, ctx) => {
    unknownFields(q, ctx);
    itemRules(q, ctx);
  }, always)
  .transform(known);
export const questionSeedFileSchema = z.strictObject({
  exam: z.string(),
  category: z.string(),
  questions: z.array(questionSeedSchema),
});
export type QuestionSeed = z.infer<typeof questionSeedSchema>;

const RECORD_FIELD_SET = new Set<string>(['examTypeId', 'category', ...QUESTION_ITEM_FIELDS]);

/**
 * One question of an imported file (CSV row, JSON item with its file's exam and category,
 * GIFT question): the item rules, its exam and one of that exam's categories (written as the
 * catalogue spells it); no key (null) and difficulty medium when absent.
 */
export const questionImportSchema = z
  .preprocess(
    recordOf(RECORD_FIELD_SET),
    z.object({
      ...itemShape,
      ...unknownShape,
      examTypeId: adminExamTypeIdSchema,
      category: questionTextField('category', { required: true }),
      difficulty: difficultySchema.default('medium'),
    }),
  )
  .superRefine((q, ctx) => {
    unknownFields(q, ctx);
    const bad = troubled(ctx);
    const exam = bad.has('examTypeId') ? undefined : findExamById(q.examTypeId);
    if (exam && !bad.has('category')) {
      const titles = categoryTitles(exam);
      if (!titles.some((t) => t.toLowerCase() === q.category.toLowerCase())) {
        ctx.addIssue({
          code: 'custom',
          path: ['category'],
          message: ADMIN_MESSAGES.categoryNotInExam(exam.name, titles),
        });
      }
    }
    itemRules(q, ctx);
  }, always)
  .transform((all) => {
    const q = known(all);
    const exam = findExamById(q.examTypeId);
    const category =
      (exam && categoryTitles(exam).find((t) => t.toLowerCase() === q.category.toLowerCase())) ??
      q.category;
    return { ...q, category, type: q.type ?? ('single' as const) };
  });
export type QuestionImportItem = z.output<typeof questionImportSchema>;

/** One problem of a question, under the field it is about ('row' when it is about no field). */
export type QuestionItemProblem = { field: string; problem: string };

function labelOf(field: string): string {
  return (QUESTION_ITEM_FIELDS as readonly string[]).includes(field) &&
    !['key', 'type', 'difficulty', 'topic', 'subarea', 'tolerance'].includes(field)
    ? questionFieldLabel(field as QuestionTextField)
    : field;
}

/** Zod issues as problems with a field and a message for a person (never zod's own words). */
export function itemProblems(error: z.ZodError): QuestionItemProblem[] {
  return error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || 'row',
    problem: issue.message,
  }));
}

/** A parse whose issues without a message of ours read as a person's sentence. */
const humanParse = { error: (issue: { path?: PropertyKey[] }) => fallback(issue.path) };
function fallback(path: PropertyKey[] | undefined): string {
  return QUESTION_FILE_MESSAGES.notAccepted(labelOf(String(path?.[0] ?? 'row')));
}

/** A question of an imported file checked: the item, or every problem it has. */
export function checkQuestionItem(
  record: Record<string, unknown>,
):
  | { item: QuestionImportItem; problems?: undefined }
  | { item?: undefined; problems: QuestionItemProblem[] } {
  const parsed = questionImportSchema.safeParse(record, humanParse);
  return parsed.success ? { item: parsed.data } : { problems: itemProblems(parsed.error) };
}

/** A seed bank item checked, as `checkQuestionItem` does an imported one. */
export function checkSeedItem(raw: unknown) {
  return questionSeedSchema.safeParse(raw, humanParse);
}

import {
  ADMIN_MESSAGES,
  type ImportReport,
  QUESTION_CSV_COLUMNS,
  QUESTION_FILE_MESSAGES,
  tooShortMessage,
} from '@app/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPracticeContext, type Student, signUpAdmin } from '../../test/practice-fixtures';
import type { TestContext } from '../../test/test-deps';
import { csvRow } from './csv';

/*
 * Issue 24, decision 0030: CSV, JSON and GIFT files are read by one validation, with one
 * report; an export of any item type imports back to the same question; a bad file is a
 * report (4xx), never a 500 or a half-written import.
 */

let t: TestContext;
let admin: Student;

beforeAll(async () => {
  t = await createPracticeContext();
  admin = await signUpAdmin(t);
});
afterAll(async () => {
  await t?.close();
});

const cookie = () => [...admin.client.jar].map(([k, v]) => `${k}=${v}`).join('; ');

async function upload(filename: string, content: string) {
  const form = new FormData();
  form.set('file', new File([content], filename));
  const res = await t.app.request('/api/admin/questions/import', {
    method: 'POST',
    headers: { Origin: t.config.publicUrl, Cookie: cookie() },
    body: form,
  });
  return { status: res.status, report: (await res.json()) as ImportReport & { message: string } };
}

async function download(query: string) {
  const res = await t.app.request(`/api/admin/questions/export?${query}`, {
    headers: { Cookie: cookie() },
  });
  return { res, text: await res.text() };
}

const FIELDS = [
  'seed_key',
  'exam_type_id',
  'category',
  'item_type',
  'difficulty',
  'topic',
  'subarea',
  'passage',
  'question_text',
  'option_a',
  'option_b',
  'option_c',
  'option_d',
  'option_e',
  'option_f',
  'correct_answer',
  'unit',
  'tolerance',
  'explanation',
] as const;

const questions = () =>
  t.deps.db
    .selectFrom('questions')
    .select([...FIELDS])
    .orderBy('question_text')
    .execute();
const count = async () => (await t.deps.db.selectFrom('questions').select('id').execute()).length;

const explanation = 'Work it through: the rule in the question gives this answer, \\ and no other.';

/** One item of every type, no keys, texts full of what CSV, JSON and GIFT must escape. */
const items = [
  {
    difficulty: 'hard',
    topic: 'algebra',
    subarea: 'linear-equations',
    passage: 'First paragraph: {x} = 2 ~ about #1.\n\nSecond paragraph,\twith a tab.',
    questionText: 'Solve {x}: 2x = 10. Which value of x works?',
    optionA: '5',
    optionB: '%50% of 10',
    optionC: '//not a comment',
    optionD: '[html] is text here',
    optionE: '-5',
    correctAnswer: 'E',
    explanation: `${explanation}\nA second line.`,
  },
  {
    difficulty: 'easy',
    questionText: '=SUM(A1:A2) starts like a formula; which cell is safe?',
    optionA: '@A1',
    optionB: "'quoted",
    optionC: '+1',
    optionD: 'plain',
    correctAnswer: 'D',
    explanation,
  },
  {
    type: 'multiple-select',
    difficulty: 'medium',
    questionText: 'Which of these numbers are even? Select all that apply.',
    optionA: '2',
    optionB: '3',
    optionC: '4',
    optionD: '5',
    optionE: '6',
    optionF: '7',
    correctAnswer: 'ACE',
    explanation,
  },
  {
    type: 'ordered',
    difficulty: 'medium',
    questionText: 'Put these numbers in order, smallest first.',
    optionA: '3',
    optionB: '1',
    optionC: '5',
    optionD: '2',
    optionE: '4',
    correctAnswer: 'BDAEC',
    explanation,
  },
  {
    type: 'numeric',
    difficulty: 'medium',
    questionText: 'A shirt costing $10 is marked down by $12.50. What is the change in dollars?',
    correctAnswer: '-2.5',
    unit: '$',
    tolerance: 0.25,
    explanation,
  },
  {
    type: 'numeric',
    difficulty: 'easy',
    questionText: 'What percent of 50 is 20? Give the percent.',
    correctAnswer: '40',
    unit: '%',
    explanation,
  },
];

describe('a JSON file mixing single-answer items without "type" and typed items', () => {
  it('imports (a missing type is single answer), where it answered 500 before', async () => {
    const res = await upload(
      'mixed.json',
      JSON.stringify({ exam: 'ged', category: 'Math', questions: items }),
    );
    expect(res.report.problems).toEqual([]);
    expect(res.status).toBe(201);
    expect(res.report.imported).toBe(items.length);
    const stored = await questions();
    expect(stored.map((q) => q.item_type).sort()).toEqual(
      ['single', 'single', 'multiple-select', 'ordered', 'numeric', 'numeric'].sort(),
    );
    expect(stored.every((q) => q.seed_key === null)).toBe(true);
  });
});

describe('an export of every item type', () => {
  it.each([
    ['csv', 'bank.csv', ['single', 'multiple-select', 'ordered', 'numeric']],
    ['json', 'bank.json', ['single', 'multiple-select', 'ordered', 'numeric']],
    ['gift', 'bank-gift.txt', ['single', 'multiple-select', 'numeric']],
  ])('imports back through %s to the same questions', async (format, filename, types) => {
    const before = await questions();
    const file = await download(`format=${format}&examTypeId=2&status=all`);
    expect(file.res.status).toBe(200);
    await t.deps.db.deleteFrom('questions').execute();
    const back = await upload(filename, file.text);
    expect(back.report.problems).toEqual([]);
    expect(await questions()).toEqual(before.filter((q) => types.includes(q.item_type)));
    // The next format starts from every item again.
    await t.deps.db.deleteFrom('questions').execute();
    const again = await upload(
      'mixed.json',
      JSON.stringify({ exam: 'ged', category: 'Math', questions: items }),
    );
    expect(again.status).toBe(201);
  });

  it('downloads GIFT as a text file and says how many ordered items it leaves out', async () => {
    const { res, text } = await download('format=gift&examTypeId=2');
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/filename="questions-.*-gift\.txt"/);
    expect(res.headers.get('x-omitted-questions')).toBe('1');
    expect(text).toContain('// 1 ordered item is not in this file');
    expect(text).toContain('$CATEGORY: ged/Math');
    expect(text).toContain('{\n#-2.5:0.25\n');
    expect(text).toContain('~%33.33333%2');
    const csv = await download('format=csv&examTypeId=2');
    expect(csv.res.headers.get('x-omitted-questions')).toBe('0');
  });
});

/** The faulty items, each with one fault, as JSON items. */
const faulty = [
  { ...items[1], questionText: 'Which cell is safe, the fifth?', correctAnswer: 'E' },
  { ...items[1], questionText: 'Which cell is safe to type in?', explanation: 'Too short.' },
  { ...items[1], questionText: 'Short?' },
  { ...items[2], correctAnswer: 'CA' },
  { ...items[4], correctAnswer: 'ten' },
  { ...items[1], questionText: 'Which cell is safe, a tricky one?', difficulty: 'tricky' },
  { ...items[1], questionText: 'Which cell is safe, with a topic?', topic: 'Not Kebab' },
];
const expectedProblems: [string, string][] = [
  ['optionE', ADMIN_MESSAGES.optionERequired],
  ['explanation', tooShortMessage('explanation')],
  ['questionText', tooShortMessage('questionText')],
  [
    'correctAnswer',
    'The key of a multiple-select item is its correct letters in alphabetical order',
  ],
  ['correctAnswer', 'The key of a fill-in item is a plain number such as 12.5 or -3'],
  ['difficulty', 'Difficulty must be easy, medium or hard'],
  ['topic', QUESTION_FILE_MESSAGES.slug('Topic', 80)],
];

function asCsv(list: Record<string, unknown>[]) {
  const rows = list.map((q) =>
    csvRow(
      QUESTION_CSV_COLUMNS.map((c) => {
        const value = c === 'examTypeId' ? 2 : c === 'category' ? 'Math' : q[c];
        return value === undefined ? '' : (value as string | number);
      }),
    ),
  );
  return csvRow(QUESTION_CSV_COLUMNS) + rows.join('');
}

const pairs = (report: ImportReport) => report.problems.map((p) => [p.field, p.problem]);

describe('one validation, one report, for CSV, JSON and GIFT', () => {
  it('reports the same problems under the same fields in CSV and JSON, and writes nothing', async () => {
    const before = await count();
    const json = await upload(
      'bad.json',
      JSON.stringify({ exam: 'ged', category: 'Math', questions: faulty }),
    );
    const csv = await upload('bad.csv', asCsv(faulty));
    expect(json.status).toBe(400);
    expect(csv.status).toBe(400);
    expect(pairs(json.report)).toEqual(expectedProblems);
    expect(pairs(csv.report)).toEqual(expectedProblems);
    // CSV lines count the header; JSON items count from 1.
    expect(csv.report.problems.map((p) => p.line)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(json.report.problems.map((p) => p.line)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(await count()).toBe(before);
  });

  it('reports the same in GIFT, at the line where each question starts', async () => {
    const gift = [
      '$CATEGORY: ged/Math',
      '',
      'Which cell is safe to type in? {=plain ~+1 ~@A1 ~other ####Too short.}',
      '',
      'Short? {=plain ~+1 ~@A1 ~other ####Work it through: the rule gives this answer.}',
      '',
      '//@difficulty: tricky',
      'Which cell is safe, a tricky one? {=plain ~+1 ~@A1 ~other ####Work it through: the rule gives this answer.}',
      '',
      '//@topic: Not Kebab',
      'Which cell is safe, with a topic? {=plain ~+1 ~@A1 ~other ####Work it through: the rule gives this answer.}',
    ].join('\n');
    const res = await upload('bad.gift', gift);
    expect(res.status).toBe(400);
    expect(res.report.problems).toEqual(
      [1, 2, 5, 6].map((n, i) => {
        const [field, problem] = expectedProblems[n] as [string, string];
        return { line: [3, 5, 8, 11][i], field, problem };
      }),
    );
  });

  it('names GIFT questions it does not take, a missing or unknown category, and what it cannot read', async () => {
    const before = await count();
    const gift = [
      'Before any category? {=a ~b ~c ~d ####Work it through: the rule gives this answer.}',
      '',
      '$CATEGORY: sat/Math',
      '',
      'An unknown exam? {=a ~b ~c ~d ####Work it through: the rule gives this answer.}',
      '',
      '$CATEGORY: ged/Math',
      '',
      'Paris is the capital of France. {T}',
      '',
      '//@colour: blue',
      'Which of these is a prime number? {=2 ~4 ~6 ~8 ~9 ~10 ~12 ####Two has no divisor but 1 and itself.}',
      '',
      'Which is right? {=a ~b',
      '',
      'How many sides has a hexagon here? {#6}',
    ].join('\n');
    const res = await upload('bad.gift', gift);
    expect(res.status).toBe(400);
    expect(res.report.problems.map((p) => [p.line, p.field])).toEqual([
      [1, 'category'],
      [3, 'exam'],
      [9, 'type'],
      [11, 'colour'],
      [12, 'optionF'],
      [14, 'file'],
      [16, 'explanation'],
    ]);
    for (const p of res.report.problems) expect(p.problem).not.toMatch(/expected|Too small/);
    expect(await count()).toBe(before);
  });

  it('answers any file, however broken, with a report and never a 500 (property)', async () => {
    const before = await count();
    const piece = fc.constantFrom(
      '{',
      '}',
      '[',
      ']',
      '"',
      ',',
      ':',
      '=',
      '~',
      '#',
      '%50%',
      '\\',
      '\n',
      '\n\n',
      '\r\n',
      '::k::',
      '//@unit: x',
      '$CATEGORY: ged/Math\n',
      '"questions":',
      '"type": null',
      '{"exam":"ged","category":"Math","questions":[',
      `${QUESTION_CSV_COLUMNS.join(',')}\n`,
      '2,Math,single,,',
      'What is it?',
      'numeric',
      '12.5',
      'A',
      '\u0000',
    );
    const content = fc.array(piece, { maxLength: 30 }).map((parts) => parts.join(''));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('x.csv', 'x.json', 'x.gift', 'x.txt'),
        content,
        async (name, text) => {
          const res = await upload(name, text);
          expect(res.status).toBeGreaterThanOrEqual(400);
          expect(res.status).toBeLessThan(500);
          expect(res.report.imported).toBe(0);
        },
      ),
      { numRuns: 120 },
    );
    expect(await count()).toBe(before);
  });
});

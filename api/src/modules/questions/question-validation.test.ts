import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { controlCharacterMessage, type ImportReport, tooLongMessage } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../lib/logger';
import { createPracticeContext, type Student, signUpAdmin } from '../../test/practice-fixtures';
import type { TestContext } from '../../test/test-deps';
import { csvRow } from './csv';
import { seedQuestionBank } from './seed';

/*
 * One validation of a question's text for every item type and every way in: the admin form
 * (REST and tRPC) and its edit, CSV import, JSON import, and the seed bank loaded at start-up.
 */

let t: TestContext;
let admin: Student;
const HUGE = `A ${'very '.repeat(80_000)}long stem?`; // 400,000 characters
const NUL = 'Which value\u0000 is right?';

beforeAll(async () => {
  t = await createPracticeContext();
  admin = await signUpAdmin(t);
});
afterAll(async () => {
  await t?.close();
});

const questionCount = async () =>
  Number(
    (
      await t.deps.db
        .selectFrom('questions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const single = {
  examTypeId: 2,
  category: 'Math',
  questionText: 'What is 3 + 4 in all, counted on the fingers?',
  optionA: '7',
  optionB: '6',
  optionC: '8',
  optionD: '12',
  correctAnswer: 'A',
  explanation: 'Three and four more make seven; twelve is their product.',
  difficulty: 'easy',
};

/** Posts a file as the Questions Manager's form does (multipart: up to the import limit). */
async function importFile(filename: string, content: string): Promise<ImportReport> {
  const form = new FormData();
  form.set('file', new File([content], filename));
  const res = await t.app.request('/api/admin/questions/import', {
    method: 'POST',
    headers: {
      Origin: t.config.publicUrl,
      Cookie: [...admin.client.jar].map(([k, v]) => `${k}=${v}`).join('; '),
    },
    body: form,
  });
  expect(res.status).toBeLessThan(500);
  return (await res.json()) as ImportReport;
}

describe('the admin form', () => {
  it('refuses a control character or an over-long field over REST and tRPC, and writes nothing', async () => {
    const before = await questionCount();
    const nul = await admin.client.post('/api/questions', { ...single, questionText: NUL });
    expect(nul.status).toBe(400);
    expect(nul.body.code).toBe('VALIDATION_FAILED');
    expect(nul.body.message).toBe(controlCharacterMessage('questionText'));
    const bell = await admin.client.post('/api/questions', { ...single, optionC: 'eight\u0007' });
    expect(bell.body.message).toBe(controlCharacterMessage('optionC'));
    const long = await admin.client.post('/trpc/questions.create', {
      ...single,
      questionText: HUGE,
    });
    expect(long.status).toBe(400);
    expect(long.body.error.message).toBe(tooLongMessage('questionText'));
    expect(await questionCount()).toBe(before);
    // Tabs and line breaks lay text out: they are allowed.
    const ok = await admin.client.post('/api/questions', {
      ...single,
      questionText: 'Add:\r\n\t3\n\t4\nWhat is the sum?',
    });
    expect(ok.status).toBe(201);
  });

  it('refuses the same in an edit, which leaves the question as it was', async () => {
    const created = await admin.client.post('/api/questions', {
      ...single,
      questionText: 'What is 5 + 5 when counted on both hands?',
    });
    const id = created.body.id as number;
    const edit = await admin.client.patch(`/api/questions/${id}`, {
      explanation: `Ten.\u001b[2J ${'x'.repeat(30)}`,
    });
    expect(edit.status).toBe(400);
    expect(edit.body.message).toBe(controlCharacterMessage('explanation'));
    const long = await admin.client.patch(`/api/questions/${id}`, { passage: 'p'.repeat(8001) });
    expect(long.body.message).toBe(tooLongMessage('passage'));
    const row = await t.deps.db
      .selectFrom('questions')
      .select(['explanation', 'passage'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ explanation: single.explanation, passage: null });
  });
});

describe('CSV import', () => {
  it('reports the row and field of a control character or an over-long text, and imports nothing', async () => {
    const before = await questionCount();
    const header = csvRow(Object.keys(single));
    const rows = [
      { ...single, questionText: 'Row two has a NUL\u0000 in its option? Which?' },
      {
        ...single,
        questionText: 'Row three is fine: what is 2 + 2 in all?',
        optionB: 'five\u0000',
      },
      { ...single, questionText: HUGE },
    ].map((r) => csvRow(Object.values(r)));
    const report = await importFile('bank.csv', header + rows.join(''));
    expect(report.imported).toBe(0);
    expect(report.problems).toEqual([
      { line: 2, field: 'questionText', problem: controlCharacterMessage('questionText') },
      { line: 3, field: 'optionB', problem: controlCharacterMessage('optionB') },
      { line: 4, field: 'questionText', problem: tooLongMessage('questionText') },
    ]);
    expect(await questionCount()).toBe(before);
  });
});

const explanation = 'The key follows from the rule stated in the question itself.';
const alternates = [
  {
    key: 'ged-math-validation-multi',
    type: 'multiple-select',
    difficulty: 'medium',
    questionText: 'Which of these are even numbers?',
    optionA: '2',
    optionB: '3',
    optionC: '4',
    optionD: '5',
    correctAnswer: 'AC',
    explanation,
  },
  {
    key: 'ged-math-validation-ordered',
    type: 'ordered',
    difficulty: 'medium',
    questionText: 'Put these numbers in order, smallest first.',
    optionA: '3',
    optionB: '1',
    optionC: '4',
    optionD: '2',
    correctAnswer: 'BDAC',
    explanation,
  },
  {
    key: 'ged-math-validation-numeric',
    type: 'numeric',
    difficulty: 'medium',
    questionText: 'How many millilitres are in half a litre?',
    correctAnswer: '500',
    unit: 'mL',
    explanation,
  },
];

describe('JSON import', () => {
  it('holds multiple-select, ordered and numeric items to the same lengths and characters', async () => {
    const before = await questionCount();
    const file = {
      exam: 'ged',
      category: 'Math',
      questions: [
        ...alternates.map((q) => ({ ...q, questionText: HUGE })),
        { ...alternates[0], key: 'ged-math-validation-nul', explanation: `${explanation}\u0000` },
        { ...alternates[2], key: 'ged-math-validation-unit', unit: 'm\u0085L' },
        { ...alternates[1], key: 'ged-math-validation-option', optionA: 'x'.repeat(501) },
      ],
    };
    const report = await importFile('bank.json', JSON.stringify(file));
    expect(report.imported).toBe(0);
    expect(report.problems).toEqual([
      { line: 1, field: 'questionText', problem: tooLongMessage('questionText') },
      { line: 2, field: 'questionText', problem: tooLongMessage('questionText') },
      { line: 3, field: 'questionText', problem: tooLongMessage('questionText') },
      { line: 4, field: 'explanation', problem: controlCharacterMessage('explanation') },
      { line: 5, field: 'unit', problem: controlCharacterMessage('unit') },
      { line: 6, field: 'optionA', problem: tooLongMessage('optionA') },
    ]);
    expect(await questionCount()).toBe(before);
    // The same items, clean, import.
    const clean = await importFile('bank.json', JSON.stringify({ ...file, questions: alternates }));
    expect(clean).toMatchObject({ imported: 3, problems: [] });
  });
});

describe('the seed bank loaded at start-up', () => {
  function bankWith(question: Record<string, unknown>) {
    const dir = mkdtempSync(join(tmpdir(), 'bank-'));
    mkdirSync(join(dir, 'ged'));
    writeFileSync(
      join(dir, 'ged', 'math.json'),
      JSON.stringify({ exam: 'ged', category: 'Math', questions: [question] }),
    );
    return dir;
  }
  const log = createLogger({ quiet: true });

  it.each([
    ['an over-long stem', { ...alternates[1], questionText: HUGE }, tooLongMessage('questionText')],
    [
      'a NUL in an option',
      { ...alternates[0], optionB: 'th\u0000ree' },
      controlCharacterMessage('optionB'),
    ],
  ])('refuses a file with %s, naming the file, and loads nothing', async (_, question, message) => {
    const before = await questionCount();
    await expect(
      seedQuestionBank(t.deps.db, bankWith(question), t.deps.clock.now(), log),
    ).rejects.toThrow(`Question bank file ged/math.json is invalid at questions.0.`);
    await expect(
      seedQuestionBank(t.deps.db, bankWith(question), t.deps.clock.now(), log),
    ).rejects.toThrow(message);
    expect(await questionCount()).toBe(before);
  });
});

import { type ImportReport, QUESTION_CSV_COLUMNS } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPracticeContext,
  type Student,
  signUp,
  signUpAdmin,
} from '../../test/practice-fixtures';
import type { TestContext } from '../../test/test-deps';
import { csvRow, parseCsv } from './csv';

let t: TestContext;
let admin: Student;
let student: Student;

const HEADER = [
  'examTypeId',
  'category',
  'questionText',
  'optionA',
  'optionB',
  'optionC',
  'optionD',
  'correctAnswer',
  'explanation',
  'difficulty',
];

/** A row of the import CSV for question n of a run (distinct stems). */
function row(n: number, run: string, overrides: Partial<Record<string, string>> = {}) {
  const values: Record<string, string> = {
    examTypeId: '3',
    category: 'Math',
    questionText: `${run}: a nurse gives ${n} mL, then 5 mL more. How many mL in all?`,
    optionA: `${n + 5} mL`,
    optionB: `${n + 4} mL`,
    optionC: `${n + 6} mL`,
    optionD: `${n * 5} mL`,
    correctAnswer: 'A',
    explanation: `Add the two amounts: ${n} + 5 = ${n + 5} mL. Multiplying instead gives ${n * 5}.`,
    difficulty: ['easy', 'medium', 'hard'][n % 3] as string,
    ...overrides,
  };
  return csvRow(HEADER.map((h) => values[h] ?? ''));
}

function cookieOf(client: Student['client']) {
  return [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ');
}

/** Posts a file as a browser's form does (multipart), optionally asking for the HTML report. */
async function upload(
  who: Student | null,
  filename: string,
  content: string,
  options: { html?: boolean; origin?: string } = {},
) {
  const form = new FormData();
  if (options.html) form.set('respond', 'html');
  form.set('file', new File([content], filename, { type: 'text/csv' }));
  const headers: Record<string, string> = { Origin: options.origin ?? t.config.publicUrl };
  if (who) headers.Cookie = cookieOf(who.client);
  if (options.html) headers.Accept = 'text/html';
  const res = await t.app.request('/api/admin/questions/import', {
    method: 'POST',
    headers,
    body: form,
  });
  const text = await res.text();
  return {
    status: res.status,
    text,
    json: () => JSON.parse(text) as ImportReport & { message: string },
  };
}

/** Questions in the bank, of one exam or of all. */
const count = async (examTypeId?: number) =>
  Number(
    (
      await t.deps.db
        .selectFrom('questions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .$if(examTypeId !== undefined, (q) => q.where('exam_type_id', '=', examTypeId as number))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  t = await createPracticeContext();
  admin = await signUpAdmin(t);
  student = await signUp(t);
});
afterAll(async () => {
  await t?.close();
});

describe('bulk import of a CSV file', () => {
  it('reports exactly the 3 bad rows of a 2,000-row file and writes nothing', async () => {
    const lines = [csvRow(HEADER)];
    for (let n = 1; n <= 2000; n++) {
      // File line n + 1 holds question n.
      if (n === 100) lines.push(row(n, 'big', { optionC: '' }));
      else if (n === 1001) lines.push(row(n, 'big', { correctAnswer: 'F' }));
      else if (n === 1998) lines.push(row(9, 'big'));
      else lines.push(row(n, 'big'));
    }
    const res = await upload(admin, 'bank.csv', lines.join(''));
    expect(res.status).toBe(400);
    const report = res.json();
    expect(report.rows).toBe(2000);
    expect(report.imported).toBe(0);
    expect(report.problems).toEqual([
      { line: 101, field: 'optionC', problem: 'Option C is required' },
      {
        line: 1002,
        field: 'correctAnswer',
        problem: 'Answer must be one of A, B, C, D (or E on a five-option question)',
      },
      { line: 1999, field: 'questionText', problem: 'The same question as line 10 of this file.' },
    ]);
    expect(await count()).toBe(0);
    const audit = await t.deps.db.selectFrom('audit_log').select('id').execute();
    expect(audit).toHaveLength(0);
  });

  it('imports a valid file in one go, records it, and then reports each row as already in the bank', async () => {
    const csv = [csvRow(HEADER), ...Array.from({ length: 300 }, (_, i) => row(i + 1, 'ok'))].join(
      '',
    );
    const res = await upload(admin, 'good.csv', csv);
    expect(res.status).toBe(201);
    expect(res.json()).toMatchObject({ rows: 300, imported: 300, problems: [] });
    expect(await count()).toBe(300);
    const audit = await t.deps.db
      .selectFrom('audit_log')
      .select(['action', 'after', 'actor_id'])
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'question.import', actor_id: admin.user.id });
    expect(JSON.parse(audit.after ?? '{}').ids).toHaveLength(300);
    expect((await t.deps.questionPool.forExam(3)).length).toBe(300);

    const again = await upload(admin, 'good.csv', csv);
    expect(again.status).toBe(400);
    const report = again.json();
    expect(report.problems).toHaveLength(300);
    expect(report.problems[0]).toMatchObject({ line: 2, field: 'questionText' });
    expect(report.problems[0]?.problem).toMatch(
      /^The bank already holds this question \(id \d+\)\.$/,
    );
    expect(await count()).toBe(300);
  });

  it('names a missing column, a short row, a category outside the exam and an unclosed quote', async () => {
    const noColumn = await upload(admin, 'x.csv', 'examTypeId,category,questionText\n3,Math,Hi?\n');
    expect(noColumn.json().problems[0]).toMatchObject({ line: 1, field: 'header' });
    expect(noColumn.json().problems[0]?.problem).toMatch(/missing: optionA, optionB/);
    const bad = [
      csvRow(HEADER),
      row(1, 'cat', { category: 'Social Studies' }),
      '3,Math,too few fields\r\n',
      row(3, 'cat', { examTypeId: '12' }),
    ].join('');
    const report = (await upload(admin, 'x.csv', bad)).json();
    expect(report.problems.map((p) => [p.line, p.field])).toEqual([
      [2, 'category'],
      [3, 'row'],
      [4, 'examTypeId'],
    ]);
    expect(report.problems[0]?.problem).toContain("HESI A2's categories");
    const quote = await upload(admin, 'x.csv', `${csvRow(HEADER)}3,"Math,oops\n`);
    expect(quote.json().problems[0]).toMatchObject({ line: 2, field: 'file' });
    const empty = await upload(admin, 'x.csv', csvRow(HEADER));
    expect(empty.json().problems[0]?.problem).toBe('The file holds no questions.');
    expect(await count()).toBe(300);
  });
});

describe('bulk import of a JSON file in the seed format', () => {
  it('imports it with its keys, and refuses a key or stem already taken', async () => {
    const file = {
      exam: 'cna',
      category: 'Psychosocial Care',
      questions: [
        {
          key: 'cna-psychosocial-care-import-001',
          difficulty: 'medium',
          passage: 'A resident has stopped eating since her roommate moved out last week.',
          questionText: 'What should the nurse aide do first?',
          optionA: 'Tell her to cheer up',
          optionB: 'Listen and report the change to the nurse',
          optionC: 'Move her to a new room',
          optionD: 'Skip her meals until she is hungry',
          correctAnswer: 'B',
          explanation:
            'A change in appetite after a loss may signal grief or depression; the aide listens and reports it. Telling her to cheer up dismisses her feelings.',
        },
      ],
    };
    const res = await upload(admin, 'cna.json', JSON.stringify(file));
    expect(res.status).toBe(201);
    const stored = await t.deps.db
      .selectFrom('questions')
      .select(['question_text', 'passage', 'seed_key', 'category'])
      .where('seed_key', '=', 'cna-psychosocial-care-import-001')
      .executeTakeFirstOrThrow();
    expect(stored.passage).toMatch(/^A resident has stopped eating/);
    expect(stored.question_text).toBe('What should the nurse aide do first?');
    const again = (await upload(admin, 'cna.json', JSON.stringify(file))).json();
    expect(again.problems.map((p) => p.field).sort()).toEqual(['key', 'questionText']);
    const broken = (await upload(admin, 'cna.json', '{"exam": "cna", "questions": [')).json();
    expect(broken.problems[0]).toMatchObject({ line: 0, field: 'file' });
    const wrongExam = (
      await upload(admin, 'x.json', JSON.stringify({ ...file, exam: 'sat' }))
    ).json();
    expect(wrongExam.problems[0]?.field).toBe('exam');
  });
});

describe('who may import', () => {
  it('answers 401 signed out, 403 to a student, 403 to a foreign origin; nothing is written', async () => {
    const before = await count();
    const csv = [csvRow(HEADER), row(5000, 'who')].join('');
    expect((await upload(null, 'a.csv', csv)).status).toBe(401);
    expect((await upload(student, 'a.csv', csv)).status).toBe(403);
    const foreign = await upload(admin, 'a.csv', csv, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(await count()).toBe(before);
  });

  it('refuses a body over the import limit with 413', async () => {
    const huge = 'x'.repeat(6 * 1024 * 1024);
    expect((await upload(admin, 'huge.csv', huge)).status).toBe(413);
  });
});

describe('the no-JavaScript upload page', () => {
  it('shows the form to an admin only', async () => {
    const page = await t.app.request('/simple-upload.html', {
      headers: { Cookie: cookieOf(admin.client) },
    });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('action="/api/admin/questions/import"');
    expect(html).toContain('enctype="multipart/form-data"');
    expect(html).not.toContain('<script');
    // It documents every CSV column and the GIFT subset, and links every export format.
    for (const column of QUESTION_CSV_COLUMNS)
      expect(html).toContain(`<td><code>${column}</code></td>`);
    expect(html).toContain('<code>\\</code> with a backslash; <code>\\n</code> is a line break');
    expect(html).toContain('$CATEGORY: hesi-a2/Math');
    expect(html).toContain('//@passage-paragraphs: 2');
    for (const format of ['csv', 'json', 'gift']) {
      expect(html).toContain(`href="/api/admin/questions/export?format=${format}"`);
    }
    expect((await t.app.request('/simple-upload.html')).status).toBe(401);
    const forStudent = await t.app.request('/simple-upload.html', {
      headers: { Cookie: cookieOf(student.client) },
    });
    expect(forStudent.status).toBe(403);
  });

  it('answers the form with an HTML report', async () => {
    const bad = [csvRow(HEADER), row(7000, 'html', { explanation: '' })].join('');
    const failed = await upload(admin, 'bad <b>.csv', bad, { html: true });
    expect(failed.status).toBe(400);
    expect(failed.text).toContain('Nothing was imported: 1 problem in bad &lt;b&gt;.csv');
    expect(failed.text).toContain('<td>2</td><td>explanation</td><td>Explanation is required</td>');
    const ok = await upload(admin, 'ok.csv', [csvRow(HEADER), row(7001, 'html')].join(''), {
      html: true,
    });
    expect(ok.status).toBe(201);
    expect(ok.text).toContain('Imported 1 question from ok.csv.');
  });
});

describe('export', () => {
  it('writes the bank as CSV that imports back, and as JSON in the seed format', async () => {
    const res = await admin.client.request(
      'GET',
      '/api/admin/questions/export?format=csv&examTypeId=3',
      undefined,
      { Accept: 'text/csv' },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="questions-.*\.csv"/,
    );
    const records = parseCsv(res.body as string);
    // Every field of every item type has its column (decision 0030).
    expect(records[0]?.fields).toEqual(['id', ...QUESTION_CSV_COLUMNS, 'status']);
    for (const column of ['type', 'optionE', 'optionF', 'unit', 'tolerance', 'topic', 'subarea']) {
      expect(records[0]?.fields).toContain(column);
    }
    // A header, then every question of the exam in the bank.
    const inBank = await count(3);
    expect(inBank).toBeGreaterThan(0);
    expect(records).toHaveLength(1 + inBank);
    const json = await admin.client.get('/api/admin/questions/export?format=json&examTypeId=7');
    expect(json.body).toEqual([
      expect.objectContaining({ exam: 'cna', category: 'Psychosocial Care' }),
    ]);
    // Re-importing the export finds every row already in the bank.
    const back = (await upload(admin, 'export.csv', res.body as string)).json();
    expect(back.problems).toHaveLength(inBank);
    expect(back.problems.every((p) => p.problem.startsWith('The bank already holds'))).toBe(true);
    expect((await student.client.get('/api/admin/questions/export')).status).toBe(403);
    expect((await admin.client.get('/api/admin/questions/export?format=xml')).status).toBe(400);
  });

  it('guards every cell a spreadsheet would run, and imports its own export back unchanged', async () => {
    const hostile = {
      examTypeId: 4,
      category: 'Mathematics',
      passage: "'tis a passage an author began with an apostrophe, as old verse does.",
      questionText: "-1+cmd|' /C calc'!A0 is a cell; what does a spreadsheet do with it?",
      optionA: "- 1+cmd|' /C calc'!A0",
      optionB: "-.5+cmd|' /C calc'!A0",
      optionC: "'=1+1",
      optionD: '@SUM(A1:A9)',
      correctAnswer: 'B',
      explanation: '+1 for the guard: every one of these starts like a formula and stays text.',
      difficulty: 'hard',
    };
    const created = await admin.client.post('/api/questions', hostile);
    expect(created.status).toBe(201);
    const res = await admin.client.request(
      'GET',
      '/api/admin/questions/export?format=csv&examTypeId=4',
      undefined,
      { Accept: 'text/csv' },
    );
    const records = parseCsv(res.body as string);
    expect(records).toHaveLength(2);
    for (const cell of records[1]?.fields ?? []) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    // Gone from the bank, then back from the file: every text as it was.
    await t.deps.db.deleteFrom('questions').where('id', '=', created.body.id).execute();
    const back = (await upload(admin, 'export.csv', res.body as string)).json();
    expect(back.problems).toEqual([]);
    expect(back.imported).toBe(1);
    const row = await t.deps.db
      .selectFrom('questions')
      .selectAll()
      .where('exam_type_id', '=', 4)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      passage: hostile.passage,
      question_text: hostile.questionText,
      option_a: hostile.optionA,
      option_b: hostile.optionB,
      option_c: hostile.optionC,
      option_d: hostile.optionD,
      explanation: hostile.explanation,
    });
  });
});

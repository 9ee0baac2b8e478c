import { findExamById, type ImportReport, ITEM_TYPES } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPracticeContext, type Student, signUpAdmin } from '../../test/practice-fixtures';
import { createTestContext, type TestContext } from '../../test/test-deps';
import { defaultQuestionBankDir } from '../../test/test-templates';
import { GIFT_TYPES } from './gift-format';
import { seedContent } from './seed';
import { readQuestionBank } from './seed-files';

/*
 * Issue 24, decision 0030: every question of the seed bank, exported as CSV, JSON and GIFT
 * (where GIFT expresses its type) and imported into an empty database, comes back with every
 * field as it was. The property is checked over the whole bank: 2,800 questions of every item
 * type, with passages, five and six options, units, tolerances, topics and subareas.
 */

/** Every field of a question that a file carries (ids, dates and state aside). */
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

type Row = Record<(typeof FIELDS)[number], unknown>;

async function questionsOf(t: TestContext): Promise<Row[]> {
  const rows = await t.deps.db
    .selectFrom('questions')
    .select([...FIELDS])
    .where('replaced_by_id', 'is', null)
    .orderBy('seed_key')
    .execute();
  // PostgreSQL and SQLite both answer numbers for tolerance; normalise -0 and the like.
  return rows.map((r) => ({ ...r, tolerance: r.tolerance === null ? null : Number(r.tolerance) }));
}

let source: TestContext;
let sourceAdmin: Student;
let bank: Row[];

function cookieOf(who: Student) {
  return [...who.client.jar].map(([k, v]) => `${k}=${v}`).join('; ');
}

async function exportFile(format: string) {
  const res = await source.app.request(`/api/admin/questions/export?format=${format}&status=all`, {
    headers: { Cookie: cookieOf(sourceAdmin) },
  });
  expect(res.status).toBe(200);
  return { text: await res.text(), omitted: Number(res.headers.get('x-omitted-questions')) };
}

/** Imports a file into a new, empty database; its report and its questions. */
async function importIntoEmpty(filename: string, content: string) {
  const t = await createPracticeContext();
  try {
    const admin = await signUpAdmin(t);
    const form = new FormData();
    form.set('file', new File([content], filename));
    const res = await t.app.request('/api/admin/questions/import', {
      method: 'POST',
      headers: { Origin: t.config.publicUrl, Cookie: cookieOf(admin) },
      body: form,
    });
    const report = (await res.json()) as ImportReport;
    return { status: res.status, report, questions: await questionsOf(t) };
  } finally {
    await t.close();
  }
}

beforeAll(async () => {
  source = await createTestContext();
  sourceAdmin = await signUpAdmin(source);
  bank = await questionsOf(source);
});
afterAll(async () => {
  await source?.close();
});

describe('the seed bank in the database', () => {
  it('holds every field of every seed file item, and every item type', () => {
    const items = readQuestionBank(defaultQuestionBankDir());
    const expected = items
      .map((q) => ({ seed_key: q.key, ...seedContent(q, q.examTypeId, q.category) }))
      .map((row) => Object.fromEntries(FIELDS.map((f) => [f, row[f]])))
      .sort((a, b) => String(a.seed_key).localeCompare(String(b.seed_key)));
    expect(bank).toHaveLength(items.length);
    expect([...bank].sort((a, b) => String(a.seed_key).localeCompare(String(b.seed_key)))).toEqual(
      expected,
    );
    expect(new Set(bank.map((q) => q.item_type))).toEqual(new Set(ITEM_TYPES));
    for (const field of [
      'topic',
      'subarea',
      'passage',
      'option_e',
      'option_f',
      'unit',
      'tolerance',
    ]) {
      expect(
        bank.some((q) => q[field as keyof Row] !== null),
        field,
      ).toBe(true);
    }
  });
});

describe('export, then import into an empty database', () => {
  it.each(['csv', 'json'])('gives back every question, every field, through %s', async (format) => {
    const file = await exportFile(format);
    expect(file.omitted).toBe(0);
    const back = await importIntoEmpty(`bank.${format}`, file.text);
    expect(back.report.problems).toEqual([]);
    expect(back.status).toBe(201);
    expect(back.report.imported).toBe(bank.length);
    expect(back.questions).toEqual(bank);
  });

  it('gives back every question GIFT expresses, every field, and counts the ordered ones left out', async () => {
    const file = await exportFile('gift');
    const expressible = bank.filter((q) => GIFT_TYPES.includes(q.item_type as never));
    const ordered = bank.length - expressible.length;
    expect(ordered).toBeGreaterThan(0);
    expect(file.omitted).toBe(ordered);
    expect(file.text).toContain(`// ${ordered} ordered items are not in this file`);
    const back = await importIntoEmpty('bank-gift.txt', file.text);
    expect(back.report.problems).toEqual([]);
    expect(back.report.imported).toBe(expressible.length);
    expect(back.questions).toEqual(expressible);
  });

  it('exports one exam alone, and its file imports alone', async () => {
    const file = await exportFile('gift&examTypeId=7');
    const cna = bank.filter((q) => q.exam_type_id === 7);
    expect(file.text).toContain(`$CATEGORY: ${findExamById(7)?.slug}/`);
    const back = await importIntoEmpty('cna.gift', file.text);
    expect(back.questions).toEqual(cna.filter((q) => GIFT_TYPES.includes(q.item_type as never)));
  });
});

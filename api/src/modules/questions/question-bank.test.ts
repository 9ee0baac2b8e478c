import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ALTERNATE_TYPE_MIN_SHARE,
  BANK_MINIMUMS,
  BANK_SLACK,
  BLUEPRINT_FORMS,
  BLUEPRINTS,
  EXAMS,
  PASSAGE_MINIMUMS,
  SECTION_CATEGORY_WEIGHTS,
  splitAcross,
  TOPIC_MINIMUMS,
} from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../lib/logger';
import { signUp } from '../../test/practice-fixtures';
import { createTestContext, type TestContext } from '../../test/test-deps';
import {
  categoryProblems,
  itemProblems,
  keySpreadProblems,
  MIN_PER_CATEGORY,
  repeatProblems,
} from './bank-checks';
import { seedQuestionBank } from './seed';
import { readQuestionBank, type SeedQuestion } from './seed-files';

const BANK_DIR = new URL('../../db/seed/questions/', import.meta.url).pathname;
const bank: SeedQuestion[] = readQuestionBank(BANK_DIR);

// The rules themselves are bank-checks.ts's (an author's check applies the same ones).
describe('the seed question bank (data files)', () => {
  it('covers every category of every exam with at least 20 questions of mixed difficulty', () => {
    for (const exam of EXAMS) {
      for (const category of exam.categories) {
        const items = bank.filter((q) => q.examTypeId === exam.id && q.category === category.title);
        expect(categoryProblems(`${exam.name} / ${category.title}`, items)).toEqual([]);
      }
    }
    const categories = EXAMS.reduce((n, e) => n + e.categories.length, 0);
    expect(categories).toBe(32);
    expect(bank.length).toBeGreaterThanOrEqual(29 * MIN_PER_CATEGORY);
  });

  it('has unique keys and no duplicate stems', () => {
    expect(repeatProblems(bank)).toEqual([]);
  });

  it('gives each question distinct options, a key that suits its type, and a real explanation', () => {
    expect(bank.flatMap(itemProblems)).toEqual([]);
  });

  it('spreads the keys over A–D in every file (no letter holds more than 40%)', () => {
    const files = new Map<string, SeedQuestion[]>();
    for (const q of bank) files.set(q.file, [...(files.get(q.file) ?? []), q]);
    for (const [file, items] of files) expect(keySpreadProblems(file, items)).toEqual([]);
  });

  it('finds each kind of problem it is asked about', () => {
    const good = bank.find((q) => (q.type ?? 'single') === 'single' && !q.file.startsWith('clep/'));
    if (!good) throw new Error('no single-answer item outside CLEP');
    expect(itemProblems(good)).toEqual([]);
    expect(itemProblems({ ...good, optionD: good.optionA })).toEqual([
      `${good.key}: options not distinct`,
    ]);
    expect(itemProblems({ ...good, optionD: 'None of the above' })).toEqual([
      `${good.key}: an option is "all/none of the above"`,
    ]);
    expect(itemProblems({ ...good, explanation: 'Because it is right.' })).toEqual([
      `${good.key}: explanation needs at least two sentences`,
    ]);
    expect(
      repeatProblems([good, { ...good, questionText: good.questionText.toUpperCase() }]),
    ).toEqual([`${good.key}: key used twice`, `${good.key}: repeats the stem of ${good.key}`]);
    const keyedA = Array.from({ length: 5 }, () => ({ ...good, correctAnswer: 'A' }));
    expect(keySpreadProblems('f', keyedA)).toEqual([
      'f: A keys 100% of the single-answer items (at most 40%)',
    ]);
    expect(categoryProblems('c', [good])).toHaveLength(1 + 2);
  });

  it('refuses a fill-in item whose unit is not the one its stem asks for (issue 27)', () => {
    const inCents = bank.find((q) => q.key === 'ged-math-alt-024');
    const inPercent = bank.find((q) => q.key === 'ati-teas-7-math-alt-005');
    if (!inCents || !inPercent) throw new Error('the fixture items are gone');
    expect(itemProblems(inCents)).toEqual([]);
    expect(itemProblems({ ...inCents, unit: '$' })).toEqual([
      `${inCents.key}: unit "$", but the stem asks for the answer in: cent`,
    ]);
    expect(itemProblems({ ...inPercent, unit: undefined, correctAnswer: '0.28' })).toEqual([
      `${inPercent.key}: no unit, but the stem asks for the answer in: percent`,
    ]);
  });
});

/** The longest a stem may be; and one with a paragraph break (issue 24: passages in stems). */
const MAX_STEM_CHARS = 520;
const MAX_PARAGRAPHED_STEM_CHARS = 300;

describe('the size of the bank (issue 13)', () => {
  const count = (exam: string, category: string, topic?: string) =>
    bank.filter(
      (q) =>
        q.file.startsWith(`${exam}/`) &&
        q.category === category &&
        (topic === undefined || q.topic === topic),
    ).length;

  it('tags every item with the sub-area of its exam blueprint (issue 27)', () => {
    expect(bank.filter((q) => !q.topic).map((q) => q.key)).toEqual([]);
  });

  it('holds at least the minimum of every category and tagged sub-area', () => {
    for (const [exam, categories] of Object.entries(BANK_MINIMUMS)) {
      for (const [category, minimum] of Object.entries(categories)) {
        expect(count(exam, category), `${exam} ${category}`).toBeGreaterThanOrEqual(minimum);
      }
    }
    for (const [where, topics] of Object.entries(TOPIC_MINIMUMS)) {
      const [exam = '', category = ''] = where.split('/');
      for (const [topic, minimum] of Object.entries(topics)) {
        expect(count(exam, category, topic), `${where} ${topic}`).toBeGreaterThanOrEqual(minimum);
      }
    }
  });

  it('keeps passages out of the stem: the bold question text is the question alone', () => {
    // The longest scenario stems (CLEP Biology) are about 500 characters in one paragraph; a
    // text in paragraphs before the question is a passage and goes in the passage panel.
    for (const q of bank) {
      expect(q.questionText.length, q.key).toBeLessThanOrEqual(MAX_STEM_CHARS);
      if (q.questionText.includes('\n\n')) {
        expect(q.questionText.length, q.key).toBeLessThanOrEqual(MAX_PARAGRAPHED_STEM_CHARS);
      }
    }
  });

  it('sets passage-based categories (ACCUPLACER Writing) on passages, as the real test', () => {
    for (const [where, minimum] of Object.entries(PASSAGE_MINIMUMS)) {
      const [exam = '', category = ''] = where.split('/');
      const items = bank.filter(
        (q) => q.file.startsWith(`${exam}/`) && q.category === category && q.passage,
      );
      expect(items.length, where).toBeGreaterThanOrEqual(minimum);
    }
  });

  it("uses the real exams' other item types for at least 15% of TEAS and GED items", () => {
    for (const [slug, share] of Object.entries(ALTERNATE_TYPE_MIN_SHARE)) {
      const items = bank.filter((q) => q.file.startsWith(`${slug}/`));
      const alternate = items.filter((q) => q.type && q.type !== 'single');
      expect(alternate.length / items.length, slug).toBeGreaterThanOrEqual(share);
      for (const type of ['multiple-select', 'ordered', 'numeric'] as const) {
        expect(
          alternate.filter((q) => q.type === type).length,
          `${slug} ${type}`,
        ).toBeGreaterThanOrEqual(5);
      }
    }
  });

  it('gives CLEP items five options and the CLEP subject they serve', () => {
    const clep = bank.filter((q) => q.file.startsWith('clep/'));
    expect(clep.length).toBeGreaterThan(0);
    expect(clep.flatMap(itemProblems)).toEqual([]);
    const first = clep.find((q) => q.correctAnswer !== 'E');
    if (!first) throw new Error('no CLEP item keyed A–D');
    expect(itemProblems({ ...first, optionE: undefined, topic: undefined })).toEqual([
      `${first.key}: CLEP items have five options`,
      `${first.key}: CLEP items name their CLEP subject in topic`,
    ]);
  });

  it('fills every blueprint twice with disjoint forms and 25% to spare (CLEP: each subject)', () => {
    const short: string[] = [];
    for (const blueprint of BLUEPRINTS) {
      const exam = EXAMS.find((e) => e.id === blueprint.examTypeId);
      const forms = BLUEPRINT_FORMS[blueprint.examTypeId] ?? 2;
      // What each section draws from: its categories, narrowed to its sub-areas where it has
      // them (ACCUPLACER's subtests, GED Math's part without a calculator).
      const needed = new Map<string, { n: number; pool: number }>();
      for (const section of blueprint.sections) {
        const weights = SECTION_CATEGORY_WEIGHTS[`${blueprint.edition}/${section.label}`];
        for (const [category, n] of splitAcross(section.questions, section.categories, weights)) {
          const key = `${category} ${section.topics?.join('|') ?? ''} ${section.subarea ?? ''}`;
          const pool = bank.filter(
            (q) =>
              q.file.startsWith(`${exam?.slug}/`) &&
              q.category === category &&
              (!section.topics || section.topics.includes(q.topic ?? '')) &&
              (!section.subarea || q.subarea === section.subarea),
          ).length;
          const before = needed.get(key)?.n ?? 0;
          needed.set(key, { n: before + n * forms, pool });
        }
      }
      for (const [key, { n, pool }] of needed) {
        const wanted = Math.ceil(n * (BANK_SLACK[blueprint.examTypeId] ?? 1.25));
        if (pool < wanted) short.push(`${blueprint.edition}: ${key.trim()}: ${pool} of ${wanted}`);
      }
    }
    expect(short).toEqual([]);
  });
});

describe('loading the bank into the database', () => {
  let t: TestContext;
  let dir: string;
  beforeAll(async () => {
    // A copy of the real bank, so a test can edit a file.
    dir = mkdtempSync(join(tmpdir(), 'bank-'));
    for (const exam of EXAMS) {
      mkdirSync(join(dir, exam.slug));
      for (const category of exam.categories) {
        const file = join(exam.slug, `${category.slug}.json`);
        writeFileSync(join(dir, file), readFileSync(join(BANK_DIR, file)));
      }
    }
    t = await createTestContext({ QUESTION_BANK_DIR: dir, DEMO_ACCOUNT: 'off' });
  });
  afterAll(async () => {
    await t?.close();
  });
  const log = createLogger({ quiet: true });

  it('loads every question at start-up, and a second load changes nothing', async () => {
    const rows = await t.deps.db.selectFrom('questions').select(['seed_key']).execute();
    expect(rows).toHaveLength(bank.length);
    expect(await seedQuestionBank(t.deps.db, dir, Date.now(), log)).toEqual({
      added: 0,
      updated: 0,
    });
  });

  it('updates an edited question nobody was served in place (same id) and adds a new one', async () => {
    const file = join(dir, 'cna', 'basic-nursing-skills.json');
    const data = JSON.parse(readFileSync(file, 'utf8'));
    const first = data.questions[0];
    const before = await t.deps.db
      .selectFrom('questions')
      .select(['id'])
      .where('seed_key', '=', first.key)
      .executeTakeFirstOrThrow();
    first.explanation = `${first.explanation} Edited for the test.`;
    data.questions.push({
      ...first,
      key: 'cna-basic-nursing-skills-test-new',
      questionText: `${first.questionText} (new)`,
    });
    writeFileSync(file, JSON.stringify(data));
    expect(await seedQuestionBank(t.deps.db, dir, Date.now(), log)).toEqual({
      added: 1,
      updated: 1,
    });
    const after = await t.deps.db
      .selectFrom('questions')
      .select(['id', 'explanation'])
      .where('seed_key', '=', first.key)
      .executeTakeFirstOrThrow();
    expect(after.id).toBe(before.id);
    expect(after.explanation).toMatch(/Edited for the test\.$/);
  });

  it('copies an edited question that students were served; the served version stays as it was', async () => {
    const file = join(dir, 'cna', 'role-of-nurse-aide.json');
    const data = JSON.parse(readFileSync(file, 'utf8'));
    const first = data.questions[0];
    const served = await t.deps.db
      .selectFrom('questions')
      .select(['id', 'question_text'])
      .where('seed_key', '=', first.key)
      .executeTakeFirstOrThrow();
    const student = await signUp(t, 'seed-served');
    const sessionId = 'seed-served-session';
    await t.deps.db
      .insertInto('test_sessions')
      .values({
        id: sessionId,
        user_id: student.user.id,
        exam_type_id: 7,
        mode: 'timed',
        free_slot: null,
        question_ids: JSON.stringify([served.id]),
        sections: null,
        total: 1,
        duration_seconds: 1500,
        started_at: new Date().toISOString(),
        deadline_at: null,
        submitted_at: null,
        submitted_by: null,
        score: null,
        correct_count: null,
        answered_count: null,
        time_spent: null,
        notice: null,
      })
      .execute();
    await t.deps.db
      .insertInto('test_answers')
      .values({
        session_id: sessionId,
        question_id: served.id,
        user_id: student.user.id,
        exam_type_id: 7,
        position: 0,
        chosen: null,
        is_correct: null,
        answered_at: null,
      })
      .execute();
    first.questionText = `${first.questionText} (reworded)`;
    writeFileSync(file, JSON.stringify(data));
    expect(await seedQuestionBank(t.deps.db, dir, Date.now(), log)).toEqual({
      added: 0,
      updated: 1,
    });
    const current = await t.deps.db
      .selectFrom('questions')
      .select(['id', 'question_text', 'replaces_id', 'is_active'])
      .where('seed_key', '=', first.key)
      .executeTakeFirstOrThrow();
    expect(current).toMatchObject({ replaces_id: served.id, is_active: 1 });
    expect(current.question_text).toMatch(/\(reworded\)$/);
    const old = await t.deps.db
      .selectFrom('questions')
      .select(['question_text', 'is_active', 'replaced_by_id'])
      .where('id', '=', served.id)
      .executeTakeFirstOrThrow();
    expect(old).toEqual({
      question_text: served.question_text,
      is_active: 0,
      replaced_by_id: current.id,
    });
  });

  it('writes the topic and subarea of a database from before migration 0012 in place, even on a served question', async () => {
    const tagged = bank.find((q) => q.topic && q.subarea) as (typeof bank)[number];
    const row = await t.deps.db
      .selectFrom('questions')
      .select(['id', 'exam_type_id'])
      .where('seed_key', '=', tagged.key)
      .executeTakeFirstOrThrow();
    // Served: an edit of its content would copy it (decision 0011); its tags never do.
    await t.deps.db
      .insertInto('test_answers')
      .values({
        session_id: 'seed-served-session',
        question_id: row.id,
        user_id: (await t.deps.db.selectFrom('users').select('id').executeTakeFirstOrThrow()).id,
        exam_type_id: row.exam_type_id,
        position: 1,
        chosen: null,
        is_correct: null,
        answered_at: null,
      })
      .execute();
    await t.deps.db
      .updateTable('questions')
      .set({ topic: null, subarea: null })
      .where('id', '=', row.id)
      .execute();
    expect(await seedQuestionBank(t.deps.db, dir, Date.now(), log)).toEqual({
      added: 0,
      updated: 0,
    });
    const after = await t.deps.db
      .selectFrom('questions')
      .select(['id', 'topic', 'subarea', 'replaced_by_id'])
      .where('seed_key', '=', tagged.key)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({
      id: row.id,
      topic: tagged.topic,
      subarea: tagged.subarea,
      replaced_by_id: null,
    });
  });

  it('refuses a bad file with a message naming it, and writes nothing', async () => {
    const count = async () =>
      (await t.deps.db.selectFrom('questions').select('id').execute()).length;
    const before = await count();
    const file = join(dir, 'ged', 'math.json');
    const data = JSON.parse(readFileSync(file, 'utf8'));
    data.questions[3].correctAnswer = 'F';
    data.questions.push({ ...data.questions[0], key: 'ged-math-extra', questionText: 'Extra?' });
    writeFileSync(file, JSON.stringify(data));
    await expect(seedQuestionBank(t.deps.db, dir, Date.now(), log)).rejects.toThrow(
      /ged\/math\.json is invalid at questions\.3\.correctAnswer/,
    );
    expect(await count()).toBe(before);
  });
});

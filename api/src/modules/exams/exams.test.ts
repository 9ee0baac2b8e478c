import { EXAMS } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-deps';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/exam-types', () => {
  it('returns the seven exam types with the spec ids, names and categories', async () => {
    const res = await t.app.request('/api/exam-types');
    expect(res.status).toBe(200);
    const body = (await res.json()) as Array<{
      id: number;
      name: string;
      slug: string;
      categories: { title: string }[];
    }>;
    expect(body.map((e) => [e.id, e.name])).toEqual([
      [1, 'ATI TEAS 7'],
      [2, 'GED'],
      [3, 'HESI A2'],
      [4, 'ACCUPLACER'],
      [5, 'NEX'],
      [6, 'CLEP'],
      [7, 'CNA'],
    ]);
    expect(body.find((e) => e.slug === 'hesi-a2')?.categories.map((c) => c.title)).toEqual([
      'Reading and Comprehension',
      'Biology',
      'Math',
      'Anatomy and Physiology',
      'Grammar',
      'Vocabulary',
      'Chemistry',
      'Physics',
    ]);
  });

  it('serves the same list through tRPC as exams.list', async () => {
    const res = await t.app.request('/trpc/exams.list');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { result: { data: unknown[] } };
    expect(body.result.data).toHaveLength(EXAMS.length);
    const rest = await (await t.app.request('/api/exam-types')).json();
    expect(body.result.data).toEqual(rest);
  });

  it('reads the exam types from the migrated table', async () => {
    const rows = await t.deps.db
      .selectFrom('exam_types')
      .select(['id', 'slug'])
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.slug)).toEqual([
      'ati-teas-7',
      'ged',
      'hesi-a2',
      'accuplacer',
      'nex',
      'clep',
      'cna',
    ]);
  });
});

describe('exams.questionCounts', () => {
  it('counts the active questions of each exam (the seed bank, at least 20 per category)', async () => {
    const res = await t.app.request('/trpc/exams.questionCounts');
    expect(res.status).toBe(200);
    const counts = (
      (await res.json()) as {
        result: {
          data: {
            examTypeId: number;
            count: number;
            categories: { category: string; count: number }[];
          }[];
        };
      }
    ).result.data;
    expect(counts.map((c) => c.examTypeId)).toEqual(EXAMS.map((e) => e.id));
    for (const exam of EXAMS) {
      const rows = await t.deps.db
        .selectFrom('questions')
        .select('id')
        .where('exam_type_id', '=', exam.id)
        .where('is_active', '=', 1)
        .execute();
      const entry = counts.find((c) => c.examTypeId === exam.id);
      expect(entry?.count).toBe(rows.length);
      expect(entry?.categories.map((c) => c.category)).toEqual(exam.categories.map((c) => c.title));
      expect(entry?.categories.reduce((sum, c) => sum + c.count, 0)).toBe(rows.length);
      expect(rows.length).toBeGreaterThanOrEqual(exam.categories.length * 20);
    }
  });
});

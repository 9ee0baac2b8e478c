import { findExamById } from '@app/domain';
import type { BrowserClient } from './browser-client';
import type { TestContext } from './test-deps';

/** The first category of an exam, as questions store it. */
export function firstCategory(examTypeId: number): string {
  const category = findExamById(examTypeId)?.categories[0]?.title;
  if (!category) throw new Error(`no exam ${examTypeId}`);
  return category;
}

/** A new custom quiz of up to 100 questions of one category; the ids it was given. */
export async function customQuiz(
  student: BrowserClient,
  examTypeId: number,
  category: string,
): Promise<number[]> {
  const res = await student.post('/api/test-sessions', {
    examTypeId,
    mode: 'custom',
    categories: [category],
    count: 100,
    restart: true,
  });
  if (res.status !== 201) throw new Error(`quiz: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.questionIds as number[];
}

/** Imports single-answer questions through the admin's CSV upload; the report's status. */
export async function importQuestions(
  t: TestContext,
  admin: BrowserClient,
  examTypeId: number,
  category: string,
  stems: string[],
): Promise<number> {
  const header =
    'examTypeId,category,questionText,optionA,optionB,optionC,optionD,correctAnswer,explanation,difficulty';
  const rows = stems.map(
    (stem, i) =>
      `${examTypeId},"${category}","${stem}",${i + 1},${i + 2},${i + 3},${i + 4},A,"The answer is ${i + 1}. The others are off by one or more.",medium`,
  );
  const form = new FormData();
  form.set('file', new File([[header, ...rows].join('\n')], 'more.csv', { type: 'text/csv' }));
  const res = await t.app.request('/api/admin/questions/import', {
    method: 'POST',
    headers: {
      Origin: t.config.publicUrl,
      Cookie: [...admin.jar].map(([k, v]) => `${k}=${v}`).join('; '),
    },
    body: form,
  });
  await res.body?.cancel();
  return res.status;
}

/** Polls until `check` holds; the milliseconds it took, or throws after `ms`. */
export async function until(check: () => Promise<boolean>, ms: number): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
  return Date.now() - started;
}

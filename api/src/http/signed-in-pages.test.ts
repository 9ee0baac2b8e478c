import { BRAND_NAME, findExamById } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserClient } from '../test/browser-client';
import { createSiteContext, renderedPage } from '../test/rendered-html';
import type { TestContext } from '../test/test-deps';

/*
 * A signed-in student's pages as the server first sends them: complete before any script
 * runs (the real web build, built here when missing or older than its sources).
 */

let t: TestContext;
let origin: string;

beforeAll(async () => {
  t = await createSiteContext();
  origin = t.config.publicUrl;
}, 240_000);
afterAll(async () => {
  await t?.close();
});

const page = (path: string, headers: Record<string, string> = {}) =>
  renderedPage(t.app, path, headers);

/** A new student, signed up through the api: their browser, and its Cookie header. */
async function newStudent(firstName: string, lastName: string) {
  const student = browserClient(t.app, origin);
  const registered = await student.post('/api/auth/register', {
    email: `${firstName.toLowerCase()}-${Date.now()}@example.com`,
    password: 'a-long-enough-password-1',
    firstName,
    lastName,
  });
  expect(registered.status).toBe(201);
  const cookie = () => [...student.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  return { student, cookie };
}

describe('a signed-in visitor', () => {
  it("gets the dashboard's first paint at /, never kept or shared", async () => {
    const { cookie } = await newStudent('Rita', 'Moreno');
    const html = await page('/', { cookie: cookie() });
    expect(html.status).toBe(200);
    expect(html.title).toBe(`Dashboard — ${BRAND_NAME}`);
    // Rita has not practised yet: 'Welcome', not 'Welcome back' (issue 24, decision 0027).
    expect(html.h1).toBe('Welcome, Rita');
    expect(html.main).not.toContain('Pass your nursing and academic entrance exams');
    expect(html.headers.get('cache-control')).toBe('private, no-store');
    // Signed out, the same address is the landing.
    expect((await page('/')).h1).toBe(
      'Pass your nursing and academic entrance exams with confidence',
    );
  });
});

describe('a test in progress', () => {
  it('comes back on a page load with its question in the first HTML; no page load starts one', async () => {
    const { student, cookie } = await newStudent('Ana', 'Ruiz');
    const exam = findExamById(1);
    const current = async () =>
      (await student.get(`/trpc/practice.current?input=${encodeURIComponent('{"examTypeId":1}')}`))
        .body.result.data;

    // No test yet: the page says it is preparing one, and asking for it started nothing.
    const before = await page('/practice/1', { cookie: cookie() });
    expect(before.status).toBe(200);
    expect(before.main).toContain(`Preparing your ${exam?.name} test`);
    expect(await current()).toBeNull();

    // A free test started (as the app does on that page), then the page loaded again.
    const started = await student.post('/trpc/practice.start', { examTypeId: 1, mode: 'timed' });
    expect(started.status).toBe(200);
    const session = started.body.result.data;
    const answered = await student.post('/trpc/practice.answer', {
      sessionId: session.id,
      questionId: session.questionIds[0],
      answer: 'B',
    });
    expect(answered.status).toBe(200);
    const again = await page('/practice/1', { cookie: cookie() });
    expect(again.status).toBe(200);
    expect(again.headers.get('cache-control')).toBe('private, no-store');
    expect(again.main).not.toContain('Preparing your');
    // It goes on where the student stopped: the first question not answered yet.
    const total = session.questionIds.length;
    expect(again.main).toContain(`Question 2 of ${total}`);
    expect(again.main).toContain(session.questions[1].optionA);
    expect(again.main).toContain(`1 of ${total} answered`);
    // The same test, not a new one.
    expect((await current()).id).toBe(session.id);
  });
});

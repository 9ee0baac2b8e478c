import { PRACTICE_MESSAGES, type SessionView } from '@app/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render';
import { answerTrpc, type TrpcCall } from '../../test/trpc-network';
import { makeUser } from '../../test/users';
import { PracticePage } from './practice-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

function session(overrides: Partial<SessionView>): SessionView {
  return {
    id: 's-open',
    examTypeId: 1,
    examType: { name: 'ATI TEAS 7', icon: 'book' },
    mode: 'timed',
    status: 'in_progress',
    questionIds: [11, 12],
    questions: [11, 12].map((id) => ({
      id,
      examTypeId: 1,
      category: 'Math',
      type: 'single' as const,
      questionText: `What is question ${id}?`,
      optionA: 'One',
      optionB: 'Two',
      optionC: 'Three',
      optionD: 'Four',
      difficulty: 'easy' as const,
      createdAt: '2026-01-01T00:00:00.000Z',
    })),
    answers: { 11: 'B' },
    flagged: [],
    bookmarked: [],
    feedback: {},
    sections: null,
    startedAt: '2026-11-26T09:00:00.000Z',
    deadlineAt: null,
    durationSeconds: null,
    remainingSeconds: null,
    score: null,
    completedAt: null,
    timeSpent: null,
    notice: null,
    marks: {},
    simulation: null,
    ...overrides,
  };
}

describe('starting a test while another kind is unfinished', () => {
  it("asks 'Resume it or end it and start the new one?' and ends the old one only when told", async () => {
    const calls = answerTrpc({
      'practice.start': (input) =>
        (input as { restart?: boolean }).restart
          ? session({ id: 's-new', mode: 'tutor', answers: {} })
          : session({}),
    });
    renderPage(<PracticePage examTypeId={1} search={{ mode: 'tutor' }} user={makeUser()} />, {
      path: '/practice/1?mode=tutor',
    });
    await screen.findByRole('heading', { name: PRACTICE_MESSAGES.unfinishedTitle });
    expect(screen.getByText(PRACTICE_MESSAGES.resumeOrEnd)).toBeTruthy();
    expect(screen.getByText(/1 of 2 answered/)).toBeTruthy();
    expect(calls.filter((c) => c.path === 'practice.start')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'End it and start the new one' }));
    await waitFor(() => expect(calls.filter((c) => c.path === 'practice.start')).toHaveLength(2));
    expect(calls.filter((c) => c.path === 'practice.start')[1]?.input).toMatchObject({
      mode: 'tutor',
      restart: true,
    });
    await screen.findByTestId('question-counter');
  });

  it('resumes the unfinished test when asked to', async () => {
    answerTrpc({ 'practice.start': () => session({}) });
    renderPage(<PracticePage examTypeId={1} search={{ mode: 'custom' }} user={makeUser()} />, {
      path: '/practice/1?mode=custom',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Resume it' }));
    // At the first unanswered question, as any resume.
    expect((await screen.findByTestId('question-counter')).textContent).toBe('Question 2 of 2');
  });

  it('resumes without asking when the same kind of test is open', async () => {
    answerTrpc({ 'practice.start': () => session({}) });
    renderPage(<PracticePage examTypeId={1} search={{}} user={makeUser()} />, {
      path: '/practice/1',
    });
    await screen.findByTestId('question-counter');
    expect(screen.queryByText(PRACTICE_MESSAGES.resumeOrEnd)).toBeNull();
  });
});

describe('leaving the page', () => {
  /** The requests sent with `keepalive` (those the browser finishes after the page is gone). */
  function keptAlive(): { url: string; input: unknown }[] {
    const sent: { url: string; input: unknown }[] = [];
    const network = globalThis.fetch;
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
      if (!init?.keepalive) return network(url, init);
      sent.push({ url, input: JSON.parse(String(init.body)) });
      return Promise.resolve(new Response('{}'));
    });
    return sent;
  }

  /** The test open, option B chosen on its first question, its save sent. */
  async function chooseB(calls: TrpcCall[]) {
    renderPage(<PracticePage examTypeId={1} search={{}} user={makeUser()} />, {
      path: '/practice/1',
    });
    await screen.findByTestId('question-counter');
    fireEvent.click(screen.getAllByRole('radio')[1] as HTMLElement);
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('practice.answer'));
  }

  it('sends an answer whose save has had no answer yet, kept alive past the page', async () => {
    const calls = answerTrpc({
      'practice.start': () => session({ answers: {} }),
      // The save is still on its way when the page goes.
      'practice.answer': () => new Promise(() => {}),
    });
    const sent = keptAlive();
    await chooseB(calls);
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toEqual([
      { url: '/trpc/practice.answer', input: { sessionId: 's-open', questionId: 11, answer: 'B' } },
    ]);
  });

  it('sends nothing more once every answer is saved', async () => {
    const calls = answerTrpc({
      'practice.start': () => session({ answers: {} }),
      'practice.answer': () => ({ saved: true, remainingSeconds: null, feedback: null }),
    });
    const sent = keptAlive();
    await chooseB(calls);
    await waitFor(() => expect(screen.getByText('1 of 2 answered')).toBeTruthy());
    // The save's answer has been read by then (the chain settles in a microtask or two).
    await new Promise((resolve) => setTimeout(resolve, 50));
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toEqual([]);
  });
});

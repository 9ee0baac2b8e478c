import {
  INTRO_LIMIT_MINUTES,
  SIMULATION_MESSAGES as M,
  PRACTICE_MESSAGES,
  type SessionView,
} from '@app/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/render';
import { answerTrpc, NO_ANSWER, TrpcRefusal } from '../../../test/trpc-network';
import { makeUser } from '../../../test/users';
import { PracticePage } from '../practice-page';
import type { PracticeSearch } from '../practice-search';
import { section, simulationSession, simulationState } from './simulation.fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

function renderExam(search: PracticeSearch = { mode: 'simulation' }) {
  return renderPage(<PracticePage examTypeId={1} search={search} user={makeUser()} />, {
    path: '/practice/1?mode=simulation',
  });
}

const counter = () => screen.getByTestId('question-counter').textContent;

/** A timed section on its intro: the server has not started its clock. */
const INTRO = { introEndsAt: '2026-11-26T09:05:00.000Z', introRemainingSeconds: 300 };

describe('the exam screen of a sectioned simulation', () => {
  it('introduces a section, runs it, reviews it, closes it with a confirmation, and breaks', async () => {
    // The server holds each timed section on its intro until the student starts it.
    const onIntro = { sectionDeadlineAt: null, sectionRemainingSeconds: null, ...INTRO };
    let session = simulationSession({ simulation: simulationState(onIntro) });
    const calls = answerTrpc({
      'practice.start': () => session,
      'practice.startSection': (input) => {
        const { sectionIndex } = input as { sectionIndex: number };
        session = simulationSession({
          answers: sectionIndex > 0 ? { 21: 'B' } : {},
          simulation: simulationState({ sectionIndex }),
        });
        return session;
      },
      'practice.answer': () => ({ saved: true, remainingSeconds: 100, feedback: null }),
      'practice.closeSection': () => {
        session = simulationSession({
          answers: { 21: 'B' },
          simulation: simulationState({
            sectionIndex: 1,
            sectionDeadlineAt: null,
            sectionRemainingSeconds: null,
            onBreak: true,
            breakEndsAt: '2026-11-26T10:10:00.000Z',
            breakRemainingSeconds: 600,
          }),
        });
        return session;
      },
      'practice.endBreak': () =>
        simulationSession({
          answers: { 21: 'B' },
          simulation: simulationState({ sectionIndex: 1, ...onIntro }),
        }),
    });
    renderExam();

    // The intro: name, items, time, tools, the rule in plain words; the clock waits for Start.
    const intro = await screen.findByTestId('section-intro');
    expect(within(intro).getByRole('heading', { level: 1 }).textContent).toBe('Reading');
    expect(intro.textContent).toContain('Section 1 of 2');
    expect(intro.textContent).toContain('2 questions');
    expect(intro.textContent).toContain('10 minutes');
    expect(intro.textContent).toContain(M.markingName);
    expect(intro.textContent).toContain(M.calculatorName.none);
    expect(intro.textContent).toContain(
      M.navigationRule({ navigation: 'free', mustAnswer: false }),
    );
    expect(intro.textContent).toContain(M.clockStartsOnStart(INTRO_LIMIT_MINUTES));
    expect(within(intro).getByTestId('intro-clock').textContent).toBe('5:00');
    expect(screen.getByTestId('section-clock').textContent).toBe('10:00');
    expect(screen.getByTestId('exam-section').textContent).toBe('Section 1 of 2: Reading');

    fireEvent.click(screen.getByRole('button', { name: M.startSection }));
    await waitFor(() => expect(counter()).toBe('Question 1 of 2'));
    expect(calls.find((c) => c.path === 'practice.startSection')?.input).toEqual({
      sessionId: 's-sim',
      sectionIndex: 0,
    });
    // As on the real exam: no category or difficulty shown; no calculator in Reading.
    expect(screen.queryByText('easy')).toBeNull();
    expect(screen.queryByRole('button', { name: M.calculator })).toBeNull();
    expect(screen.getByRole('button', { name: M.highlighter }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    fireEvent.click(screen.getByRole('radio', { name: /^B\.\s?Bravo 21$/ }));
    await waitFor(() => expect(calls.some((c) => c.path === 'practice.answer')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: M.next }));
    await waitFor(() => expect(counter()).toBe('Question 2 of 2'));
    expect(screen.getByRole('button', { name: M.previous }).hasAttribute('disabled')).toBe(false);

    // The review: counts, a way back to any item, and Close section asking first.
    fireEvent.click(screen.getAllByRole('button', { name: M.reviewSection })[0] as HTMLElement);
    const review = await screen.findByTestId('section-review');
    expect(within(review).getByTestId('review-counts').textContent).toBe(M.reviewCounts(1, 1, 0));
    fireEvent.click(within(review).getByRole('button', { name: /^Question 1,/ }));
    await waitFor(() => expect(counter()).toBe('Question 1 of 2'));
    fireEvent.click(screen.getAllByRole('button', { name: M.reviewSection })[0] as HTMLElement);
    fireEvent.click(await screen.findByRole('button', { name: M.closeSection }));
    const dialog = await screen.findByRole('dialog', { name: M.closeConfirmTitle });
    expect(dialog.textContent).toContain('You cannot return to this section');
    expect(dialog.textContent).toContain(M.closeConfirmUnanswered(1));
    expect(calls.some((c) => c.path === 'practice.closeSection')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: M.closeConfirm }));

    // The break, with its own clock; End break opens the next section's intro.
    const onBreak = await screen.findByTestId('break-screen');
    expect(calls.find((c) => c.path === 'practice.closeSection')?.input).toEqual({
      sessionId: 's-sim',
      sectionIndex: 0,
    });
    expect(within(onBreak).getByTestId('break-clock').textContent).toBe('10:00');
    expect(onBreak.textContent).toContain(M.breakText(10, 'Math'));
    fireEvent.click(within(onBreak).getByRole('button', { name: M.endBreak }));
    const math = await screen.findByTestId('section-intro');
    expect(within(math).getByRole('heading', { level: 1 }).textContent).toBe('Math');
    expect(math.textContent).toContain(M.calculatorName['four-function']);
    fireEvent.click(screen.getByRole('button', { name: M.startSection }));
    await waitFor(() => expect(counter()).toBe('Question 1 of 2'));
    expect(calls.filter((c) => c.path === 'practice.startSection')).toHaveLength(2);

    // Math allows the four-function calculator: a panel of its own, typing works in it.
    fireEvent.click(screen.getByRole('button', { name: M.calculator }));
    const calculator = await screen.findByRole('dialog', { name: 'Calculator' });
    fireEvent.keyDown(calculator, { key: '7' });
    fireEvent.keyDown(calculator, { key: '*' });
    fireEvent.keyDown(calculator, { key: '6' });
    fireEvent.keyDown(calculator, { key: 'Enter' });
    expect(calculator.textContent).toContain('42');
    // Typing in the calculator answered nothing.
    expect(calls.filter((c) => c.path === 'practice.answer')).toHaveLength(1);
  });

  it('comes back after a reload to the item in the address, with the server clock', async () => {
    answerTrpc({
      'practice.start': () =>
        simulationSession({
          answers: { 21: 'A' },
          simulation: simulationState({ sectionRemainingSeconds: 125, timeMultiplier: 1.5 }),
        }),
    });
    renderExam({ mode: 'simulation', q: 2 });
    await waitFor(() => expect(counter()).toBe('Question 2 of 2'));
    expect(screen.getByTestId('section-clock').textContent).toBe('2:05');
    expect(screen.getByTestId('extended-time').textContent).toBe('Extended time 1.5×');
  });

  it('asks the server when the section clock reaches 0, and moves on with it', async () => {
    const moved = simulationSession({
      simulation: simulationState({ sectionIndex: 1, sectionRemainingSeconds: 600 }),
    });
    const calls = answerTrpc({
      'practice.start': () =>
        simulationSession({ simulation: simulationState({ sectionRemainingSeconds: 1 }) }),
      'practice.get': () => moved,
    });
    renderExam({ mode: 'simulation', q: 1 });
    await waitFor(() => expect(counter()).toBe('Question 1 of 2'));
    const intro = await screen.findByTestId('section-intro', {}, { timeout: 8000 });
    expect(within(intro).getByRole('heading', { level: 1 }).textContent).toBe('Math');
    expect(intro.textContent).toContain(M.sectionTimeUp);
    expect(calls.filter((c) => c.path === 'practice.get').length).toBeGreaterThanOrEqual(1);
  });

  it('says so when the server refuses an answer (the section closed meanwhile)', async () => {
    let closed = false;
    answerTrpc({
      'practice.start': () => simulationSession(),
      'practice.answer': () => {
        closed = true;
        throw new TrpcRefusal(409, PRACTICE_MESSAGES.sectionClosed, 'SECTION_CLOSED');
      },
      'practice.get': () =>
        simulationSession({ simulation: simulationState({ sectionIndex: closed ? 1 : 0 }) }),
    });
    renderExam({ mode: 'simulation', q: 1 });
    await waitFor(() => expect(counter()).toBe('Question 1 of 2'));
    fireEvent.click(screen.getByRole('radio', { name: /^C\.\s?Charlie 21$/ }));
    await screen.findByTestId('section-intro');
    // The next section's intro; the refusal is shown on its first item.
    fireEvent.click(screen.getByRole('button', { name: M.startSection }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      PRACTICE_MESSAGES.sectionClosed,
    );
  });

  it('saves a strike-out with the test, a little after it is made', async () => {
    const calls = answerTrpc({
      'practice.start': () => simulationSession(),
      'practice.mark': (input) => ({ marks: (input as { marks: unknown }).marks }),
    });
    renderExam({ mode: 'simulation', q: 1 });
    await waitFor(() => expect(counter()).toBe('Question 1 of 2'));
    fireEvent.click(screen.getByRole('button', { name: 'Cross out option B' }));
    expect(
      screen.getByRole('button', { name: 'Cross out option B' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'practice.mark')?.input).toEqual({
        sessionId: 's-sim',
        questionId: 21,
        marks: { struck: ['B'], highlights: [] },
      }),
    );
  });

  it('keeps a mark that got no answer, says so, and sends it again when the connection is back', async () => {
    let online = false;
    const calls = answerTrpc({
      'practice.start': () => simulationSession(),
      'practice.mark': (input) => {
        if (!online) throw NO_ANSWER;
        return { marks: (input as { marks: unknown }).marks };
      },
    });
    renderExam({ mode: 'simulation', q: 1 });
    await waitFor(() => expect(counter()).toBe('Question 1 of 2'));
    fireEvent.click(screen.getByRole('button', { name: 'Cross out option D' }));
    expect((await screen.findByRole('alert')).textContent).toBe(M.marksNotSaved);
    online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.queryByText(M.marksNotSaved)).toBeNull());
    const sent = calls.filter((c) => c.path === 'practice.mark').map((c) => c.input);
    expect(sent.at(-1)).toEqual({
      sessionId: 's-sim',
      questionId: 21,
      marks: { struck: ['D'], highlights: [] },
    });
  });
});

describe('a forward-only section (ACCUPLACER)', () => {
  const forward = (over: Partial<SessionView> = {}) =>
    simulationSession({
      examTypeId: 4,
      sections: [
        section('Arithmetic', 0, 4, {
          minutes: null,
          navigation: 'forward-only',
          mustAnswer: true,
          highlighter: true,
        }),
      ],
      simulation: simulationState({ sectionDeadlineAt: null, sectionRemainingSeconds: null }),
      deadlineAt: null,
      remainingSeconds: null,
      ...over,
    });

  it('shows one item at a time; Next waits for an answer, then the server moves on; no way back', async () => {
    let position = 0;
    const calls = answerTrpc({
      'practice.start': () => forward(),
      'practice.answer': () => ({ saved: true, remainingSeconds: null, feedback: null }),
      'practice.advance': () => {
        position += 1;
        return forward({
          answers: { 21: 'A' },
          simulation: simulationState({ sectionRemainingSeconds: null, position }),
        });
      },
    });
    renderExam();
    const intro = await screen.findByTestId('section-intro');
    expect(intro.textContent).toContain(
      M.navigationRule({ navigation: 'forward-only', mustAnswer: true }),
    );
    expect(intro.textContent).toContain(M.time(null, false));
    fireEvent.click(screen.getByRole('button', { name: M.startSection }));
    await waitFor(() => expect(counter()).toBe('Question 1 of 4'));
    expect(screen.getByTestId('section-clock').textContent).toBe(M.untimed);
    const next = screen.getByRole('button', { name: M.next });
    expect(next.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(M.answerToGoOn)).toBeTruthy();
    expect(screen.queryByRole('button', { name: M.previous })).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button', { name: /Flag for review/ })).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: /^A\.\s?Alpha 21$/ }));
    await waitFor(() => expect(next.hasAttribute('disabled')).toBe(false));
    // The arrow keys do not move back or on.
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(counter()).toBe('Question 1 of 4');
    fireEvent.click(next);
    await waitFor(() => expect(counter()).toBe('Question 2 of 4'));
    expect(calls.find((c) => c.path === 'practice.advance')?.input).toEqual({
      sessionId: 's-sim',
      questionId: 21,
    });
  });

  it("shows the server's words when it refuses to move on", async () => {
    answerTrpc({
      'practice.start': () => forward({ answers: { 21: 'A' } }),
      'practice.advance': () => {
        throw new TrpcRefusal(409, PRACTICE_MESSAGES.answerRequired([1]), 'ANSWER_REQUIRED');
      },
      'practice.get': () => forward({ answers: { 21: 'A' } }),
    });
    renderExam();
    await waitFor(() => expect(counter()).toBe('Question 1 of 4'));
    fireEvent.click(screen.getByRole('button', { name: M.next }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      PRACTICE_MESSAGES.answerRequired([1]),
    );
    expect(counter()).toBe('Question 1 of 4');
  });
});

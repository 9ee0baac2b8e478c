import { ADMIN_MESSAGES } from '@app/domain';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render';
import { answerTrpc, TrpcRefusal } from '../../test/trpc-network';
import { QuestionUploadPage } from './question-upload-page';

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

const form = () => screen.getByRole('form', { name: 'Question' });
const field = (label: string | RegExp) => within(form()).getByLabelText(label) as HTMLInputElement;
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(field(label), { target: { value } });

function fillValid() {
  type(/^Exam type/, '3');
  type(/^Category/, 'Math');
  type(/^Question text/, 'What is 3/4 written as a percent?');
  type(/^Option A/, '34%');
  type(/^Option B/, '75%');
  type(/^Option C/, '43%');
  type(/^Option D/, '7.5%');
  type(/^Correct answer/, 'B');
  type(/^Explanation/, 'Divide 3 by 4 to get 0.75, which is 75%. 34% just joins the digits.');
}

describe('QuestionUploadPage (/upload)', () => {
  it('keeps the category disabled until an exam is chosen, and clears it when the exam changes', async () => {
    answerTrpc({});
    renderPage(<QuestionUploadPage />, { path: '/upload' });
    await screen.findByRole('form', { name: 'Question' });
    expect(field(/^Category/).disabled).toBe(true);
    type(/^Exam type/, '3');
    expect(field(/^Category/).disabled).toBe(false);
    expect(within(field(/^Category/)).getByRole('option', { name: 'Vocabulary' })).toBeTruthy();
    type(/^Category/, 'Math');
    expect(field(/^Category/).value).toBe('Math');
    type(/^Exam type/, '7');
    expect(field(/^Category/).value).toBe('');
    expect(within(field(/^Category/)).queryByRole('option', { name: 'Math' })).toBeNull();
    expect(field(/^Difficulty/).value).toBe('medium');
  });

  it('toasts the validation error and sends nothing while a required field is empty', async () => {
    const calls = answerTrpc({});
    renderPage(<QuestionUploadPage />, { path: '/upload' });
    await screen.findByRole('form', { name: 'Question' });
    type(/^Question text/, 'Only a stem');
    fireEvent.click(screen.getByRole('button', { name: 'Add Question' }));
    await screen.findByText(ADMIN_MESSAGES.uploadValidation);
    expect(calls.filter((c) => c.path === 'questions.create')).toHaveLength(0);
    expect(field(/^Exam type/).getAttribute('aria-invalid')).toBe('true');
  });

  it('sends the question with the exam id as a number, toasts success and resets the form', async () => {
    const calls = answerTrpc({
      'questions.create': (input) => ({ ...(input as object), id: 9 }),
    });
    renderPage(<QuestionUploadPage />, { path: '/upload' });
    await screen.findByRole('form', { name: 'Question' });
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Add Question' }));
    await screen.findByText(ADMIN_MESSAGES.uploadSuccess);
    const sent = calls.find((c) => c.path === 'questions.create')?.input;
    expect(sent).toEqual({
      examTypeId: 3,
      category: 'Math',
      questionText: 'What is 3/4 written as a percent?',
      optionA: '34%',
      optionB: '75%',
      optionC: '43%',
      optionD: '7.5%',
      correctAnswer: 'B',
      explanation: 'Divide 3 by 4 to get 0.75, which is 75%. 34% just joins the digits.',
      difficulty: 'medium',
    });
    await waitFor(() => expect(field(/^Question text/).value).toBe(''));
    expect(field(/^Category/).disabled).toBe(true);
  });

  it("toasts 'Failed to add question: {message}' with the server's message and keeps the form", async () => {
    answerTrpc({
      'questions.create': () => {
        throw new TrpcRefusal(400, 'Explanation must be at most 4000 characters');
      },
    });
    renderPage(<QuestionUploadPage />, { path: '/upload' });
    await screen.findByRole('form', { name: 'Question' });
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Add Question' }));
    await screen.findByText(
      ADMIN_MESSAGES.uploadFailed('Explanation must be at most 4000 characters'),
    );
    expect(field(/^Question text/).value).toBe('What is 3/4 written as a percent?');
  });
});

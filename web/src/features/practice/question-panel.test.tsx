import type { PracticeQuestion } from '@app/domain';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import { QuestionPanel } from './question-panel';

const q: PracticeQuestion = {
  id: 7,
  examTypeId: 1,
  category: 'Science',
  type: 'single',
  questionText: 'Which organ pumps blood?',
  optionA: 'Liver',
  optionB: 'Heart',
  optionC: 'Lung',
  optionD: 'Kidney',
  difficulty: 'easy',
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('QuestionPanel', () => {
  it('shows the category, the question and four options, and reports a choice', async () => {
    const chosen: string[] = [];
    renderPage(
      <QuestionPanel
        question={q}
        number={3}
        total={20}
        answer={undefined}
        feedback={undefined}
        locked={false}
        onChoose={(l) => chosen.push(l ?? '')}
      />,
    );
    await screen.findAllByRole('radio');
    expect(screen.getByText('Science')).toBeTruthy();
    expect(screen.getByRole('heading').textContent).toBe(
      'Question 3 of 20. Which organ pumps blood?',
    );
    const options = screen.getAllByRole('radio');
    expect(options.map((o) => o.textContent)).toEqual(['A.Liver', 'B.Heart', 'C.Lung', 'D.Kidney']);
    fireEvent.click(screen.getByRole('radio', { name: /^B\.\s?Heart$/ }));
    expect(chosen).toEqual(['B']);
  });

  it('sets a passage apart as body text in its own region, the question alone the heading', async () => {
    const passage = 'Table 1. Heart rate at rest: 72 beats per minute.\nAfter exercise: 130.';
    renderPage(
      <QuestionPanel
        question={{ ...q, passage, optionE: 'Stomach' }}
        number={1}
        total={5}
        answer={undefined}
        feedback={undefined}
        locked={false}
        onChoose={() => {}}
      />,
    );
    await screen.findAllByRole('radio');
    const region = screen.getByRole('region', { name: 'Passage' });
    expect(region.textContent).toBe(passage);
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(screen.getByRole('heading').textContent).toBe(
      'Question 1 of 5. Which organ pumps blood?',
    );
    // Five options on a five-option question.
    expect(screen.getAllByRole('radio').map((o) => o.textContent)).toEqual([
      'A.Liver',
      'B.Heart',
      'C.Lung',
      'D.Kidney',
      'E.Stomach',
    ]);
  });

  it('in tutor mode shows the key and explanation once answered, and locks the answer', async () => {
    const chosen: string[] = [];
    renderPage(
      <QuestionPanel
        question={q}
        number={1}
        total={5}
        answer="A"
        feedback={{
          correctAnswer: 'B',
          explanation: 'The heart is a muscular pump.',
          isCorrect: false,
        }}
        locked
        onChoose={(l) => chosen.push(l ?? '')}
      />,
    );
    await screen.findAllByRole('radio');
    expect(screen.getByText('Not quite: the answer is B')).toBeTruthy();
    expect(screen.getByText('The heart is a muscular pump.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /^C\.\s?Lung$/ }));
    expect(chosen).toEqual([]);
  });
});

import { PRACTICE_MESSAGES, type ReviewedQuestion, type TestResult } from '@app/domain';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import { ResultsView } from './results-view';

function question(
  id: number,
  isCorrect: boolean,
  userAnswer: 'A' | 'B' | null = 'A',
): ReviewedQuestion {
  return {
    id,
    examTypeId: 1,
    category: id % 2 ? 'Math' : 'Reading',
    type: 'single',
    questionText: `Question text ${id}`,
    optionA: `Alpha ${id}`,
    optionB: `Bravo ${id}`,
    optionC: `Charlie ${id}`,
    optionD: `Delta ${id}`,
    difficulty: 'medium',
    createdAt: '2026-01-01T00:00:00.000Z',
    correctAnswer: isCorrect ? 'A' : 'C',
    explanation: `Because of reason ${id}. Not the other one.`,
    userAnswer,
    isCorrect,
    number: id,
    flagged: id === 3,
    // Question 2 has enough answers for the shares; the others not yet.
    answerShares: id === 2 ? { answered: 40, A: 0.1, B: 0.15, C: 0.6, D: 0.15 } : null,
  };
}

function result(overrides: Partial<TestResult>): TestResult {
  return {
    sessionId: 's1',
    examTypeId: 1,
    mode: 'timed',
    score: 85,
    correctCount: 17,
    total: 20,
    answeredCount: 20,
    timeSpent: 754,
    completedAt: '2026-11-21T10:00:00.000Z',
    submittedBy: 'student',
    categories: [
      { category: 'Math', correct: 9, total: 10, accuracy: 90 },
      { category: 'Reading', correct: 8, total: 10, accuracy: 80 },
    ],
    review: [question(1, true), question(2, false)],
    isPremium: true,
    hiddenExplanations: 0,
    invalidAnswers: [],
    sections: null,
    unscoredCount: 0,
    ...overrides,
  };
}

describe('ResultsView', () => {
  it('shows a premium student the score, the categories, and the full review on request', async () => {
    renderPage(<ResultsView result={result({})} examName="ATI TEAS 7" onRetake={() => {}} />);
    await screen.findAllByRole('button');
    expect(screen.getByTestId('result-score').textContent).toBe('85%');
    expect(screen.getByTestId('result-correct').textContent).toBe('17 of 20 correct');
    expect(screen.getByText('Time: 12:34')).toBeTruthy();
    expect(screen.getByLabelText('Math: 90% correct')).toBeTruthy();
    expect(screen.getByLabelText('Reading: 80% correct')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Review Answers' }));
    expect(screen.getByRole('heading', { name: 'Review: ATI TEAS 7' })).toBeTruthy();
    expect(screen.getAllByText(/^Explanation:/)).toHaveLength(2);
    expect(screen.getByText('C. Charlie 2 — correct answer')).toBeTruthy();
    expect(screen.getByText('A. Alpha 2 — your answer')).toBeTruthy();
    expect(screen.getByText('A. Alpha 1 — correct answer (your answer)')).toBeTruthy();
    // How students answered: only where enough answers are counted (question 2).
    const shares = screen.getAllByTestId('answer-shares');
    expect(shares).toHaveLength(1);
    expect(shares[0]?.textContent).toBe(
      'How students answered (40 answers): A 10% · B 15% · C 60% · D 15%',
    );
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/');
  });

  it("filters the review to 'Incorrect only' and 'Flagged', in the test's order", async () => {
    renderPage(
      <ResultsView
        result={result({
          review: [question(1, true), question(2, false), question(3, true), question(4, false)],
        })}
        examName="HESI A2"
        onRetake={() => {}}
      />,
    );
    await screen.findAllByRole('button');
    fireEvent.click(screen.getByRole('button', { name: 'Review Answers' }));
    expect(screen.getAllByText(/^Explanation:/)).toHaveLength(4);
    fireEvent.click(screen.getByRole('radio', { name: 'Incorrect only (2)' }));
    expect(screen.getAllByText(/^Question \d\.$/).map((n) => n.textContent?.trim())).toEqual([
      'Question 2.',
      'Question 4.',
    ]);
    fireEvent.click(screen.getByRole('radio', { name: 'Flagged (1)' }));
    expect(screen.getAllByText(/^Question \d\.$/).map((n) => n.textContent?.trim())).toEqual([
      'Question 3.',
    ]);
    fireEvent.click(screen.getByRole('radio', { name: 'All (4)' }));
    expect(screen.getAllByText(/^Explanation:/)).toHaveLength(4);
  });

  it('calls Retake Test', async () => {
    let retaken = 0;
    renderPage(<ResultsView result={result({})} examName="GED" onRetake={() => retaken++} />);
    await screen.findAllByRole('button');
    fireEvent.click(screen.getByRole('button', { name: 'Retake Test' }));
    expect(retaken).toBe(1);
  });

  it('shows a free student the missed questions, the premium count, then the upsell', async () => {
    renderPage(
      <ResultsView
        result={result({
          examTypeId: 3,
          isPremium: false,
          score: 33,
          correctCount: 1,
          total: 3,
          review: [question(2, false), question(4, false, null)],
          hiddenExplanations: 1,
        })}
        examName="ATI TEAS 7"
        onRetake={() => {}}
      />,
    );
    await screen.findAllByRole('button');
    expect(screen.getByRole('heading', { name: 'Questions you missed' })).toBeTruthy();
    expect(screen.getAllByText(/^Explanation:/)).toHaveLength(2);
    expect(screen.getByText(PRACTICE_MESSAGES.moreExplanations(1))).toBeTruthy();
    expect(screen.getByText('+1 more explanation available with premium access!')).toBeTruthy();
    expect(PRACTICE_MESSAGES.moreExplanations(2)).toBe(
      '+2 more explanations available with premium access!',
    );
    // Numbered as in the test (the 2nd and 4th questions), not 1 and 2 of this list.
    expect(screen.getByText('Question 2.')).toBeTruthy();
    expect(screen.getByText('Question 4.')).toBeTruthy();
    // The way out is there too, not only the upsell.
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/');
    // /subscribe with this exam's card preselected.
    expect(screen.getByRole('link', { name: 'Unlock All Explanations' }).getAttribute('href')).toBe(
      '/subscribe?exam=3',
    );
    expect(screen.queryByRole('button', { name: 'Review Answers' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Maybe Later' }));
    expect(screen.getByRole('link', { name: 'Upgrade Now' }).getAttribute('href')).toBe(
      '/subscribe?exam=3',
    );
    expect(screen.queryByText(/^Explanation:/)).toBeNull();
  });

  it('goes straight to the upsell when a free student missed nothing', async () => {
    renderPage(
      <ResultsView
        result={result({
          isPremium: false,
          score: 100,
          correctCount: 3,
          total: 3,
          review: [],
          hiddenExplanations: 3,
        })}
        examName="CNA"
        onRetake={() => {}}
      />,
    );
    await screen.findAllByRole('link');
    expect(screen.getByRole('link', { name: 'Upgrade Now' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Maybe Later' })).toBeNull();
  });

  it('says when the timer submitted the test', async () => {
    renderPage(
      <ResultsView
        result={result({ submittedBy: 'timer', timeSpent: 1500 })}
        examName="NEX"
        onRetake={() => {}}
      />,
    );
    await screen.findAllByRole('button');
    expect(screen.getByText(PRACTICE_MESSAGES.timeUpTitle)).toBeTruthy();
    expect(screen.getByText(PRACTICE_MESSAGES.timeUp)).toBeTruthy();
    expect(screen.getByText('Time: 25:00')).toBeTruthy();
  });

  it('says nothing about the clock on a test the student submitted', async () => {
    renderPage(<ResultsView result={result({})} examName="NEX" onRetake={() => {}} />);
    await screen.findAllByRole('button');
    expect(screen.queryByText(PRACTICE_MESSAGES.timeUp)).toBeNull();
  });
});

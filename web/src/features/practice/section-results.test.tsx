import {
  findExamScale,
  SIMULATION_MESSAGES as M,
  READINESS_MESSAGES,
  type ReviewedQuestion,
  type TestResult,
} from '@app/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import { ResultsView } from './results-view';

const item: ReviewedQuestion = {
  id: 31,
  examTypeId: 2,
  category: 'Math',
  type: 'single',
  passage: 'A tank holds 40 litres.',
  questionText: 'How much is half of the tank?',
  optionA: '10 litres',
  optionB: '20 litres',
  optionC: '30 litres',
  optionD: '40 litres',
  difficulty: 'easy',
  createdAt: '2026-01-01T00:00:00.000Z',
  correctAnswer: 'B',
  explanation: 'Half of 40 is 20.',
  userAnswer: 'B',
  isCorrect: true,
  number: 1,
  flagged: false,
  answerShares: null,
};

const result: TestResult = {
  sessionId: 's-sim',
  examTypeId: 1,
  mode: 'simulation',
  score: 75,
  correctCount: 6,
  // Nine questions, one of them unscored: the server reports the eight scored ones.
  total: 8,
  answeredCount: 9,
  timeSpent: 3600,
  completedAt: '2026-11-26T10:00:00.000Z',
  submittedBy: 'student',
  categories: [{ category: 'Math', correct: 6, total: 8, accuracy: 75 }],
  review: [item],
  isPremium: true,
  hiddenExplanations: 0,
  invalidAnswers: [],
  sections: [
    {
      label: 'Reading',
      correct: 2,
      total: 4,
      unscored: 1,
      accuracy: 50,
      adaptive: false,
      placement: null,
    },
    {
      label: 'Math',
      correct: 4,
      total: 4,
      unscored: 0,
      accuracy: 100,
      adaptive: false,
      placement: null,
    },
  ],
  unscoredCount: 1,
};

describe('the results of a simulation', () => {
  it('show each section scored without its unscored items, and say the unscored were left out', async () => {
    renderPage(<ResultsView result={result} examName="ATI TEAS 7" onRetake={() => {}} />);
    const table = await screen.findByTestId('section-results');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'SectionScoreCorrectUnscored',
      'Reading50%2 of 41',
      'Math100%4 of 40',
    ]);
    expect(within(table).getByRole('rowheader', { name: 'Reading' })).toBeTruthy();
    expect(screen.getByTestId('unscored-note').textContent).toBe(M.unscoredNote(1));
    expect(screen.getByTestId('result-correct').textContent).toBe('6 of 8 correct');
    expect(M.unscoredNote(1)).toBe(
      '1 unscored question was mixed in and left out of your score, as on the real exam.',
    );
  });

  it('give each finished adaptive subtest its placement estimate, said to be one and how it is made', async () => {
    const scale = findExamScale(4);
    renderPage(
      <ResultsView
        result={{
          ...result,
          examTypeId: 4,
          unscoredCount: 0,
          total: 40,
          sections: [
            {
              label: 'Arithmetic',
              correct: 13,
              total: 20,
              unscored: 0,
              accuracy: 65,
              adaptive: true,
              placement: { score: 262, low: 251, high: 271, answers: 20, fromLabels: true },
            },
            {
              label: 'Reading',
              correct: 1,
              total: 20,
              unscored: 0,
              accuracy: 5,
              adaptive: true,
              placement: null,
            },
          ],
        }}
        examName="ACCUPLACER"
        onRetake={() => {}}
      />,
    );
    const placements = await screen.findByTestId('placement-results');
    const items = within(placements).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      `Arithmetic: ${M.placementLine(262, 251, 271)}`,
      `Reading: ${M.placementUnfinished}`,
    ]);
    expect(M.placementLine(262, 251, 271)).toBe('262 (likely between 251 and 271)');
    // An estimate, how it is made, what the range means, and the scale's assumption.
    expect(placements.textContent).toContain(M.placementHow(scale?.name ?? ''));
    expect(placements.textContent).toContain(M.placementFromLabels);
    expect(placements.textContent).toContain(READINESS_MESSAGES.rangeMeaning);
    expect(placements.textContent).toContain(scale?.assumption ?? 'no scale');
  });

  it('say nothing of unscored items or sections on an ordinary test', async () => {
    renderPage(
      <ResultsView
        result={{ ...result, sections: null, unscoredCount: 0 }}
        examName="ATI TEAS 7"
        onRetake={() => {}}
      />,
    );
    await screen.findAllByRole('button');
    expect(screen.queryByTestId('section-results')).toBeNull();
    expect(screen.queryByTestId('unscored-note')).toBeNull();
    expect(screen.queryByTestId('placement-results')).toBeNull();
  });

  it('show the highlights and strike-outs made during the test again in the review', async () => {
    // 'half' in the stem: the stem starts after the passage (24 characters) and one more.
    const stemStart = item.passage?.length ? item.passage.length + 1 : 0;
    const half = item.questionText.indexOf('half');
    renderPage(
      <ResultsView
        result={result}
        examName="GED"
        onRetake={() => {}}
        marks={{
          31: {
            struck: ['A', 'D'],
            highlights: [
              [2, 6],
              [stemStart + half, stemStart + half + 4],
            ],
          },
        }}
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Review Answers' }));
    const marked = [...document.querySelectorAll('mark')].map((m) => m.textContent);
    expect(marked).toEqual(['tank', 'half']);
    const struck = [...document.querySelectorAll('[data-struck]')].map((s) => s.textContent);
    expect(struck).toEqual(['10 litres (crossed out)', '40 litres (crossed out)']);
    expect(screen.getByText(/B\. 20 litres — correct answer/)).toBeTruthy();
  });
});

import type { PracticeQuestion } from '@app/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import { QuestionPanel } from './question-panel';

const base = {
  examTypeId: 1,
  category: 'Science',
  difficulty: 'medium' as const,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const multi: PracticeQuestion = {
  ...base,
  id: 1,
  type: 'multiple-select',
  questionText: 'Which of these are organs?',
  optionA: 'Heart',
  optionB: 'Neuron',
  optionC: 'Liver',
  optionD: 'Platelet',
  optionE: 'Kidney',
};
const ordered: PracticeQuestion = {
  ...base,
  id: 2,
  type: 'ordered',
  questionText: 'Put the levels in order, smallest first.',
  optionA: 'Tissue',
  optionB: 'Cell',
  optionC: 'Organ',
  optionD: 'Organ system',
};
const numeric: PracticeQuestion = {
  ...base,
  id: 3,
  type: 'numeric',
  questionText: 'How many milliliters are in 1.5 liters?',
  optionA: '',
  optionB: '',
  optionC: '',
  optionD: '',
  unit: 'mL',
};

function panel(question: PracticeQuestion, chosen: (string | null)[], tutor = false) {
  return renderPage(
    <QuestionPanel
      question={question}
      number={1}
      total={3}
      answer={undefined}
      feedback={undefined}
      locked={false}
      tutor={tutor}
      onChoose={(r) => chosen.push(r)}
    />,
  );
}

describe('alternate item types on the practice screen', () => {
  it('offers a multiple-select as checkboxes and sends the selection in letter order', async () => {
    const chosen: (string | null)[] = [];
    panel(multi, chosen);
    const boxes = await screen.findAllByRole('checkbox');
    expect(boxes).toHaveLength(5);
    expect(screen.getByText('Select all that apply.')).toBeTruthy();
    fireEvent.click(boxes[4] as HTMLElement);
    expect(chosen).toEqual(['E']);
  });

  it('keeps a tutor-mode selection as a draft until Check answer', async () => {
    const chosen: (string | null)[] = [];
    panel(multi, chosen, true);
    const boxes = await screen.findAllByRole('checkbox');
    fireEvent.click(boxes[2] as HTMLElement);
    fireEvent.click(boxes[0] as HTMLElement);
    expect(chosen).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Check answer' }));
    expect(chosen).toEqual(['AC']);
  });

  it('brings back a tutor-mode draft left on a question', async () => {
    const chosen: (string | null)[] = [];
    const drafts: string[] = [];
    renderPage(
      <QuestionPanel
        question={multi}
        number={1}
        total={3}
        answer={undefined}
        feedback={undefined}
        locked={false}
        tutor
        savedDraft="BD"
        onDraft={(d) => drafts.push(d)}
        onChoose={(r) => chosen.push(r)}
      />,
    );
    const boxes = await screen.findAllByRole('checkbox');
    expect(boxes.map((b) => b.getAttribute('aria-checked'))).toEqual([
      'false',
      'true',
      'false',
      'true',
      'false',
    ]);
    fireEvent.click(boxes[0] as HTMLElement);
    expect(drafts).toEqual(['ABD']);
    expect(chosen).toEqual([]);
  });

  it('moves ordered steps with buttons, saving each new order, and confirms the order shown', async () => {
    const chosen: (string | null)[] = [];
    panel(ordered, chosen);
    fireEvent.click(await screen.findByRole('button', { name: 'Move up: Cell' }));
    expect(chosen).toEqual(['BACD']);
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items[0]).toContain('Cell');
    expect(screen.getByRole('button', { name: 'Move up: Cell' }).hasAttribute('disabled')).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Confirm this order' }));
    expect(chosen).toEqual(['BACD', 'BACD']);
  });

  it('takes a number with its unit shown, saved on Enter, and says what is wrong with text', async () => {
    const chosen: (string | null)[] = [];
    panel(numeric, chosen);
    const box = await screen.findByRole('textbox', { name: 'Your answer' });
    expect(screen.getByText('mL')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'lots' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() =>
      expect(screen.getByText('Enter a number, such as 12, 0.75, 3/4 or 1 1/2.')).toBeTruthy(),
    );
    expect(chosen).toEqual([]);
    fireEvent.change(box, { target: { value: '1,500' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(chosen).toEqual(['1,500']);
  });

  it('puts a currency unit before the box and other units after it', async () => {
    const cost: PracticeQuestion = {
      ...numeric,
      id: 4,
      unit: '$',
      questionText: 'What is the cost?',
    };
    const first = panel(cost, []);
    const box = await screen.findByRole('textbox', { name: 'Your answer' });
    const dollar = screen.getByTestId('answer-unit');
    // Before the box in the document's order, as the eye reads it: '$ [   ]'.
    expect(dollar.compareDocumentPosition(box) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    first.unmount();
    panel(numeric, []);
    const mlBox = await screen.findByRole('textbox', { name: 'Your answer' });
    const ml = screen.getByTestId('answer-unit');
    expect(ml.textContent).toBe('mL');
    expect(ml.compareDocumentPosition(mlBox) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
  });

  it('saves a typed number once typing pauses, so a timer running out still has it', async () => {
    const chosen: (string | null)[] = [];
    panel(numeric, chosen);
    const box = await screen.findByRole('textbox', { name: 'Your answer' });
    fireEvent.change(box, { target: { value: '-1 1/2' } });
    expect(chosen).toEqual([]);
    await waitFor(() => expect(chosen).toEqual(['-1 1/2']), { timeout: 2000 });
  });
});

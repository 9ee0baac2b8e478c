import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestProviders } from '../../test/render';
import { HighlightControls } from './highlight-controls';
import { HighlightableText } from './highlightable-text';
import type { ItemMarks } from './item-marks';
import { StrikeToggle, StruckText } from './strike-out';
import { useItemMarks } from './use-item-marks';

const PASSAGE = 'The heart pumps blood through the body.';
const STEM = 'Which organ pumps blood?';

/** A small item: a passage and a stem (after it), two options, the highlighter and strike-out. */
function Item({ initial, onChange }: { initial?: unknown; onChange?: (m: ItemMarks) => void }) {
  const marks = useItemMarks(initial, onChange);
  return (
    <div>
      <HighlightControls
        active
        onActiveChange={() => {}}
        canClear={marks.marks.highlights.length > 0}
        onClear={marks.clearHighlights}
      />
      <HighlightableText
        text={PASSAGE}
        highlights={marks.marks.highlights}
        active
        onToggle={marks.toggleHighlight}
        onRemoveAt={marks.removeHighlightAt}
        component="p"
      />
      <HighlightableText
        text={STEM}
        base={PASSAGE.length + 1}
        highlights={marks.marks.highlights}
        active
        onToggle={marks.toggleHighlight}
        onRemoveAt={marks.removeHighlightAt}
        component="p"
      />
      {['A', 'B'].map((option) => (
        <div key={option} data-testid={`option-${option}`}>
          <StruckText struck={marks.isStruck(option)}>Option {option}</StruckText>
          <StrikeToggle
            option={option}
            struck={marks.isStruck(option)}
            onToggle={marks.toggleStrike}
          />
        </div>
      ))}
    </div>
  );
}

function renderItem(initial?: unknown) {
  const { Providers } = createTestProviders();
  const changes: ItemMarks[] = [];
  const result = render(
    <Providers>
      <Item initial={initial} onChange={(m) => changes.push(m)} />
    </Providers>,
  );
  return { ...result, changes };
}

/** Selects characters [start, end) of the element's first text node, as a drag would. */
function select(element: Element, start: number, end: number) {
  const text = element.firstChild as Text;
  const range = document.createRange();
  range.setStart(text, start);
  range.setEnd(text, end);
  const selection = document.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

describe('strike-out', () => {
  it('crosses an option out, says so to screen readers, and back in', () => {
    const { changes } = renderItem();
    const toggle = screen.getByRole('button', { name: 'Cross out option B' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('option-B').textContent).toBe('Option B (crossed out)');
    expect(screen.getByTestId('option-B').querySelector('[data-struck]')).toBeTruthy();
    expect(changes.at(-1)).toEqual({ struck: ['B'], highlights: [] });
    fireEvent.click(toggle);
    expect(screen.getByTestId('option-B').textContent).toBe('Option B');
    expect(changes.at(-1)).toEqual({ struck: [], highlights: [] });
  });
});

describe('highlighter', () => {
  it('highlights a selection as <mark>, merging with a highlight it overlaps', () => {
    const { changes, container } = renderItem();
    const passage = screen.getByText(PASSAGE);
    select(passage, 4, 9);
    fireEvent.mouseUp(passage);
    const marks = () => Array.from(container.querySelectorAll('mark')).map((m) => m.textContent);
    expect(marks()).toEqual(['heart']);
    expect(changes.at(-1)).toEqual({ struck: [], highlights: [[4, 9]] });
    // The passage's text is unchanged by the marks: offsets stay the text's own.
    expect(container.querySelector('p')?.textContent).toBe(PASSAGE);

    // Drag from inside 'heart' to the end of 'pumps': one highlight.
    const middle = container.querySelector('p')?.childNodes[2] as Text;
    const range = document.createRange();
    range.setStart(container.querySelector('mark')?.firstChild as Text, 2);
    range.setEnd(middle, 6);
    document.getSelection()?.removeAllRanges();
    document.getSelection()?.addRange(range);
    fireEvent.mouseUp(passage);
    expect(marks()).toEqual(['heart pumps']);
    expect(changes.at(-1)?.highlights).toEqual([[4, 15]]);
    expect(document.getSelection()?.isCollapsed).toBe(true);
  });

  it('keeps the stem’s offsets after the passage’s, and a click on a mark removes it', () => {
    const { changes, container } = renderItem();
    const stem = screen.getByText(STEM);
    select(stem, 6, 11);
    fireEvent.mouseUp(stem);
    const base = PASSAGE.length + 1;
    expect(changes.at(-1)?.highlights).toEqual([[base + 6, base + 11]]);
    const mark = container.querySelector('mark') as HTMLElement;
    expect(mark.textContent).toBe('organ');
    document.getSelection()?.removeAllRanges();
    fireEvent.mouseUp(mark);
    expect(container.querySelector('mark')).toBeNull();
    expect(changes.at(-1)?.highlights).toEqual([]);
  });

  it('starts from stored marks and clears highlights, keeping strike-outs', () => {
    const stored = JSON.parse(
      JSON.stringify({
        struck: ['A'],
        highlights: [
          [0, 3],
          [2, 9],
        ],
      }),
    );
    const { changes, container } = renderItem(stored);
    expect(Array.from(container.querySelectorAll('mark')).map((m) => m.textContent)).toEqual([
      'The heart',
    ]);
    expect(screen.getByTestId('option-A').textContent).toBe('Option A (crossed out)');
    const clear = screen.getByRole('button', { name: 'Clear highlights' });
    act(() => clear.click());
    expect(container.querySelector('mark')).toBeNull();
    expect(changes.at(-1)).toEqual({ struck: ['A'], highlights: [] });
    expect((clear as HTMLButtonElement).disabled).toBe(true);
  });

  it('takes a keyboard selection when Shift is let go, not at each arrow', () => {
    const { changes, container } = renderItem();
    const passage = screen.getByText(PASSAGE);
    select(passage, 0, 3);
    fireEvent.keyUp(passage, { key: 'ArrowRight', shiftKey: true });
    expect(container.querySelector('mark')).toBeNull();
    fireEvent.keyUp(passage, { key: 'Shift' });
    expect(container.querySelector('mark')?.textContent).toBe('The');
    expect(changes.at(-1)?.highlights).toEqual([[0, 3]]);
  });

  it('does nothing to a selection while the highlighter is off', () => {
    const { Providers } = createTestProviders();
    const toggled: unknown[] = [];
    render(
      <Providers>
        <HighlightableText
          text={PASSAGE}
          highlights={[]}
          active={false}
          onToggle={(r) => toggled.push(r)}
          onRemoveAt={() => {}}
        />
      </Providers>,
    );
    const passage = screen.getByText(PASSAGE);
    select(passage, 0, 3);
    fireEvent.mouseUp(passage);
    expect(toggled).toEqual([]);
  });
});

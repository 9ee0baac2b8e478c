import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TextRange } from '../../tools/marking/highlight-ranges';
import { HighlightableText } from '../../tools/marking/highlightable-text';
import type { ItemMarks } from '../../tools/marking/item-marks';
import { StrikeToggle, StruckText } from '../../tools/marking/strike-out';

/**
 * The exam tools' marks on one item while it is answered: highlights on its passage and stem,
 * options struck out. `highlighter` and `strikeOut` say which tools are switched on; marks
 * already made show either way.
 */
export type QuestionMarking = {
  highlighter: boolean;
  strikeOut: boolean;
  marks: ItemMarks;
  toggleStrike: (option: string) => void;
  toggleHighlight: (range: TextRange) => void;
  removeHighlightAt: (offset: number) => void;
};

/**
 * Where the stem's offsets start among the item's texts: after the passage and one more
 * (highlights are one list for both; decision 0031).
 */
export function stemBase(question: { passage?: string | undefined }): number {
  return question.passage ? question.passage.length + 1 : 0;
}

/** A passage or stem with its highlights (and the highlighter, when switched on). */
export function MarkedText({
  text,
  base,
  marking,
  component,
  className,
}: {
  text: string;
  base: number;
  marking: Pick<QuestionMarking, 'highlighter' | 'toggleHighlight' | 'removeHighlightAt'> & {
    marks: Pick<ItemMarks, 'highlights'>;
  };
  component?: 'span' | 'div';
  className?: string;
}) {
  return (
    <HighlightableText
      text={text}
      base={base}
      highlights={marking.marks.highlights}
      active={marking.highlighter}
      onToggle={marking.toggleHighlight}
      onRemoveAt={marking.removeHighlightAt}
      component={component}
      className={className}
    />
  );
}

/** An option's card with its strike-out toggle beside it (outside it, so it never answers). */
export function WithStrike({
  letter,
  marking,
  children,
}: {
  letter: string;
  marking: QuestionMarking | undefined;
  children: ReactNode;
}) {
  if (!marking?.strikeOut) return children;
  return (
    <Group wrap="nowrap" gap="xs" align="center">
      <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
      <StrikeToggle
        option={letter}
        struck={marking.marks.struck.includes(letter)}
        onToggle={marking.toggleStrike}
      />
    </Group>
  );
}

/** An option's text, drawn through when struck (and as it is otherwise). */
export function OptionText({
  letter,
  marking,
  children,
}: {
  letter: string;
  marking: Pick<QuestionMarking, 'marks'> | undefined;
  children: ReactNode;
}) {
  if (!marking?.marks.struck.includes(letter)) return children;
  return <StruckText struck>{children}</StruckText>;
}

import type { ItemMarks } from '@app/domain';
import type { ComponentProps } from 'react';
import type { ItemMarks as ToolMarks } from '../../tools/marking/item-marks';
import { useItemMarks } from '../../tools/marking/use-item-marks';
import { QuestionPanel } from './question-panel';

/**
 * A question with the exam tools' marks: its highlights and strike-outs, started from those
 * kept (`initialMarks`) and reported after each change (`onMarks`). Give the question's id as
 * the key, so each question starts from its own marks.
 */
export function MarkedQuestion({
  highlighter,
  strikeOut,
  initialMarks,
  onMarks,
  ...panel
}: Omit<ComponentProps<typeof QuestionPanel>, 'marking'> & {
  highlighter: boolean;
  strikeOut: boolean;
  initialMarks: ItemMarks | undefined;
  onMarks: (marks: ItemMarks) => void;
}) {
  const marks = useItemMarks(initialMarks, onMarks as (marks: ToolMarks) => void);
  return (
    <QuestionPanel
      {...panel}
      marking={{
        highlighter,
        strikeOut,
        marks: marks.marks,
        toggleStrike: marks.toggleStrike,
        toggleHighlight: marks.toggleHighlight,
        removeHighlightAt: marks.removeHighlightAt,
      }}
    />
  );
}

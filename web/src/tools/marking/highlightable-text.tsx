import { type ElementType, useRef } from 'react';
import { type TextRange, textSegments } from './highlight-ranges';
import classes from './marking.module.css';

/** Characters from the start of `container`'s text to a point inside it. */
function offsetWithin(container: Node, node: Node, offset: number): number {
  const range = document.createRange();
  range.selectNodeContents(container);
  range.setEnd(node, offset);
  return range.toString().length;
}

/** The current selection as offsets into `container`'s text, clipped to it; null if none. */
export function selectionWithin(container: HTMLElement): TextRange | null {
  const selection = container.ownerDocument.getSelection();
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return null;
  const range = selection.getRangeAt(0);
  if (!range.intersectsNode(container)) return null;
  const length = container.textContent?.length ?? 0;
  const start = container.contains(range.startContainer)
    ? offsetWithin(container, range.startContainer, range.startOffset)
    : 0;
  const end = container.contains(range.endContainer)
    ? offsetWithin(container, range.endContainer, range.endOffset)
    : length;
  return end > start ? [start, end] : null;
}

/**
 * A passage or question stem whose highlighted stretches show as <mark> (announced as
 * 'highlight start' and 'highlight end'). While the highlighter is `active`, a selection
 * made with the mouse, a finger or the keyboard (caret browsing) is highlighted, or
 * un-highlighted if it was all highlighted; a click on a highlight removes it. Offsets are
 * the item's: this text starts at `base` (a stem after a passage starts after its length).
 */
export function HighlightableText({
  text,
  highlights,
  active,
  onToggle,
  onRemoveAt,
  base = 0,
  component: Component = 'div',
  className,
}: {
  text: string;
  highlights: readonly TextRange[];
  active: boolean;
  onToggle: (range: TextRange) => void;
  onRemoveAt: (offset: number) => void;
  base?: number;
  component?: ElementType;
  className?: string;
}) {
  const ref = useRef<HTMLElement>(null);

  const takeSelection = (target: EventTarget) => {
    const container = ref.current;
    if (!active || !container) return;
    const selected = selectionWithin(container);
    if (selected) {
      onToggle([base + selected[0], base + selected[1]]);
      container.ownerDocument.getSelection()?.removeAllRanges();
      return;
    }
    const mark = target instanceof Element ? target.closest('mark') : null;
    if (mark && container.contains(mark)) onRemoveAt(Number(mark.dataset.start));
  };

  return (
    <Component
      ref={ref}
      className={className ? `${classes.highlightable} ${className}` : classes.highlightable}
      data-highlighter={active || undefined}
      onMouseUp={(event: { target: EventTarget }) => takeSelection(event.target)}
      onTouchEnd={(event: { target: EventTarget }) => takeSelection(event.target)}
      onKeyUp={(event: { key: string; target: EventTarget }) => {
        // A keyboard selection (Shift + arrows, in caret browsing) is taken when Shift is let go.
        if (event.key === 'Shift') takeSelection(event.target);
      }}
    >
      {textSegments(text, highlights, base).map((segment) =>
        segment.marked ? (
          <mark
            key={segment.start}
            className={classes.mark}
            data-start={segment.start}
            data-end={segment.end}
          >
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </Component>
  );
}

import { useCallback, useRef } from 'react';
import { bringIntoView } from './bring-into-view';

/**
 * Focus and scroll when the item on screen changes: the counter (in the sticky bar) takes the
 * focus without scrolling, and the question is brought into view below the bar (from the
 * question list far down the page, too).
 */
export function useItemFocus() {
  const counter = useRef<HTMLHeadingElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  const item = useRef<HTMLDivElement>(null);
  const focusItem = useCallback(() => {
    requestAnimationFrame(() => {
      counter.current?.focus({ preventScroll: true });
      bringIntoView(item.current, bar.current);
    });
  }, []);
  return { counter, bar, item, focusItem };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { rangeAt, subtractRange, type TextRange, toggleRange } from './highlight-ranges';
import { type ItemMarks, readItemMarks, toggleStruck } from './item-marks';

/**
 * One item's strike-outs and highlights, started from what the server kept (`initial`) and
 * reported after each change (`onChange`) so it can be kept again. Give the item's id as the
 * component's key so a new item starts from its own marks.
 */
export function useItemMarks(initial?: unknown, onChange?: (marks: ItemMarks) => void) {
  const [marks, setMarks] = useState(() => readItemMarks(initial));
  const reported = useRef(marks);
  useEffect(() => {
    if (reported.current === marks) return;
    reported.current = marks;
    onChange?.(marks);
  }, [marks, onChange]);

  const toggleStrike = useCallback((option: string) => {
    setMarks((m) => ({ ...m, struck: toggleStruck(m.struck, option) }));
  }, []);
  const toggleHighlight = useCallback((range: TextRange) => {
    setMarks((m) => ({ ...m, highlights: toggleRange(m.highlights, range) }));
  }, []);
  /** Removes the whole highlight under a click at `offset`. */
  const removeHighlightAt = useCallback((offset: number) => {
    setMarks((m) => {
      const hit = rangeAt(m.highlights, offset);
      return hit ? { ...m, highlights: subtractRange(m.highlights, hit) } : m;
    });
  }, []);
  const clearHighlights = useCallback(() => {
    setMarks((m) => (m.highlights.length === 0 ? m : { ...m, highlights: [] }));
  }, []);

  return {
    marks,
    isStruck: (option: string) => marks.struck.includes(option),
    toggleStrike,
    toggleHighlight,
    removeHighlightAt,
    clearHighlights,
  };
}

/** How a key looks on the pad: digits plain, operators tinted, = / enter solid. */
export type KeyKind = 'digit' | 'operator' | 'function' | 'control' | 'equals';

/** One key of a calculator's pad. */
export type KeyDef<K extends string> = {
  key: K;
  /** What the key shows. */
  label: string;
  /**
   * What a screen reader calls it: words for a symbol ('divide'), else the label and then its
   * words ('MC, memory clear'), so speech input can say what the key shows (WCAG 2.5.3).
   */
  name: string;
  kind: KeyKind;
  /** Columns it spans (enter spans two). */
  span?: 2;
};

/** A keyboard key ignored by the calculators: with a modifier it belongs to the browser. */
export function withModifier(event: { altKey: boolean; ctrlKey: boolean; metaKey: boolean }) {
  return event.altKey || event.ctrlKey || event.metaKey;
}

/** Enter or Space on a focused key is that key's own press, not the calculator's =. */
export function pressesFocusedButton(event: { key: string; target: EventTarget }) {
  return (
    (event.key === 'Enter' || event.key === ' ') &&
    event.target instanceof HTMLElement &&
    event.target.closest('button') !== null
  );
}

/** A stretch of text by character offsets: [start, end), start included, end not. */
export type TextRange = [number, number];

function isRange(range: readonly number[]): boolean {
  const [start, end] = range;
  return (
    range.length === 2 &&
    Number.isInteger(start) &&
    Number.isInteger(end) &&
    (start as number) >= 0 &&
    (end as number) > (start as number)
  );
}

/**
 * Ranges sorted, with empty or malformed ones dropped and overlapping or touching ones merged
 * into one: [[4, 9], [0, 5], [9, 12]] becomes [[0, 12]].
 */
export function normalizeRanges(ranges: readonly (readonly number[])[]): TextRange[] {
  const sorted = ranges
    .filter(isRange)
    .map(([start, end]) => [start, end] as TextRange)
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: TextRange[] = [];
  for (const [start, end] of sorted) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** The ranges with `range` highlighted too. */
export function addRange(ranges: readonly TextRange[], range: TextRange): TextRange[] {
  return normalizeRanges([...ranges, range]);
}

/** The ranges with `range` no longer highlighted (a highlight may be split in two). */
export function subtractRange(ranges: readonly TextRange[], range: TextRange): TextRange[] {
  const [cutStart, cutEnd] = range;
  const kept: TextRange[] = [];
  for (const [start, end] of normalizeRanges(ranges)) {
    if (end <= cutStart || start >= cutEnd) {
      kept.push([start, end]);
      continue;
    }
    if (start < cutStart) kept.push([start, cutStart]);
    if (end > cutEnd) kept.push([cutEnd, end]);
  }
  return kept;
}

/** Whether every character of `range` is highlighted already. */
export function isCovered(ranges: readonly TextRange[], range: TextRange): boolean {
  return normalizeRanges(ranges).some(([start, end]) => start <= range[0] && end >= range[1]);
}

/**
 * A selection with the highlighter: on text all highlighted it removes the highlight, else it
 * highlights the selection (merged with the highlights it touches).
 */
export function toggleRange(ranges: readonly TextRange[], range: TextRange): TextRange[] {
  if (!isRange(range)) return normalizeRanges(ranges);
  return isCovered(ranges, range) ? subtractRange(ranges, range) : addRange(ranges, range);
}

/** The highlight holding the character at `offset`, if any. */
export function rangeAt(ranges: readonly TextRange[], offset: number): TextRange | undefined {
  return normalizeRanges(ranges).find(([start, end]) => start <= offset && offset < end);
}

export type TextSegment = { text: string; start: number; end: number; marked: boolean };

/**
 * `text` cut where highlights begin and end, to render the marked parts as <mark>. `base` is
 * where the text starts among the item's texts (its offsets are `base` to `base + length`);
 * highlights outside it are ignored.
 */
export function textSegments(text: string, ranges: readonly TextRange[], base = 0): TextSegment[] {
  const segments: TextSegment[] = [];
  let at = 0;
  for (const [rangeStart, rangeEnd] of normalizeRanges(ranges)) {
    const start = Math.max(rangeStart - base, at);
    const end = Math.min(rangeEnd - base, text.length);
    if (end <= start) continue;
    if (start > at) segments.push(segment(text, at, start, false, base));
    segments.push(segment(text, start, end, true, base));
    at = end;
  }
  if (at < text.length || segments.length === 0) {
    segments.push(segment(text, at, text.length, false, base));
  }
  return segments;
}

function segment(text: string, start: number, end: number, marked: boolean, base: number) {
  return { text: text.slice(start, end), start: base + start, end: base + end, marked };
}

import { normalizeRanges, type TextRange } from './highlight-ranges';

/**
 * What a student marked on one item, as JSON the server can keep with the test: the options
 * crossed out (their letters) and the highlighted stretches of the item's text.
 */
export type ItemMarks = { struck: string[]; highlights: TextRange[] };

export const NO_MARKS: ItemMarks = { struck: [], highlights: [] };

/** The options crossed out, with `option` crossed out or back in; sorted, each once. */
export function toggleStruck(struck: readonly string[], option: string): string[] {
  const next = struck.includes(option) ? struck.filter((o) => o !== option) : [...struck, option];
  return [...new Set(next)].sort();
}

/**
 * Marks read from stored JSON (or anything else): what is well formed is kept, normalised
 * (letters sorted and once, ranges merged); anything else is dropped.
 */
export function readItemMarks(value: unknown): ItemMarks {
  if (typeof value !== 'object' || value === null) return NO_MARKS;
  const { struck, highlights } = value as Record<string, unknown>;
  const letters = Array.isArray(struck)
    ? struck.filter((s): s is string => typeof s === 'string' && s.length > 0)
    : [];
  const ranges = Array.isArray(highlights)
    ? highlights.filter(
        (r): r is number[] => Array.isArray(r) && r.every((n) => typeof n === 'number'),
      )
    : [];
  return { struck: [...new Set(letters)].sort(), highlights: normalizeRanges(ranges) };
}

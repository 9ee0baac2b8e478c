import { BAND_COLORS, type Band } from '@app/domain';

const longDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});
const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

function valid(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Spec §9: dates en-US long ('March 18, 2026'), in the student's time zone; '' if unknown. */
export function formatLongDate(iso: string | null | undefined): string {
  const date = valid(iso);
  return date ? longDate.format(date) : '';
}

/** Axis labels of the score chart ('Mar 18'). */
export function formatShortDate(iso: string | null | undefined): string {
  const date = valid(iso);
  return date ? shortDate.format(date) : '';
}

/** A score given as a numeric string (spec §3) as a whole percentage, or null. */
export function scoreValue(score: string | number | null | undefined): number | null {
  if (score === null || score === undefined || score === '') return null;
  const value = Number(score);
  return Number.isFinite(value) ? Math.round(value) : null;
}

/**
 * Shade of each band's colour (BAND_COLORS) for a filled badge whose text, picked by
 * Mantine's `autoContrast`, keeps AA contrast (4.5:1): dark shades under white text (blue,
 * red), light ones under dark text (green, whose darkest shade is 4.4:1 with white; yellow).
 */
const BADGE_SHADE: Record<string, number> = { green: 7, blue: 9, yellow: 4, red: 9 };

/** Mantine colour of a band's filled badge (use with `autoContrast`). */
export function bandBadgeColor(band: Band): string {
  const color = BAND_COLORS[band];
  return `${color}.${BADGE_SHADE[color] ?? 9}`;
}

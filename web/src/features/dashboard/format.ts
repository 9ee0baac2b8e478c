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

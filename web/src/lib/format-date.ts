const longDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});
const longDateTime = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

function valid(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Spec §9: dates en-US long ('March 18, 2026'), in the visitor's time zone; '' if unknown. */
export function formatLongDate(iso: string | null | undefined): string {
  const date = valid(iso);
  return date ? longDate.format(date) : '';
}

/** 'Mar 18' (the score chart's axis) in the visitor's time zone; '' if unknown. */
export function formatShortDate(iso: string | null | undefined): string {
  const date = valid(iso);
  return date ? shortDate.format(date) : '';
}

/** 'March 18, 2026 at 3:05 PM' in the visitor's time zone; '' if unknown. */
export function formatLongDateTime(iso: string | null | undefined): string {
  const date = valid(iso);
  return date ? longDateTime.format(date) : '';
}

/** Significant digits a calculator shows, as on the exams' calculators' 10-digit displays. */
export const DISPLAY_DIGITS = 10;

/** From here up, and below `SMALLEST_PLAIN`, a result is shown in scientific notation. */
const LARGEST_PLAIN = 1e10;
const SMALLEST_PLAIN = 1e-6;

/**
 * A result as the display shows it: rounded to 10 significant digits (so 0.1 + 0.2 shows 0.3),
 * without trailing zeros; very large or very small numbers as a mantissa and a power of ten
 * (`1.23456789E12`, `5E-7`), the E of the ×10ⁿ key.
 */
export function formatNumber(value: number): string {
  const rounded = Number(value.toPrecision(DISPLAY_DIGITS));
  if (rounded === 0) return '0';
  const size = Math.abs(rounded);
  if (size < LARGEST_PLAIN && size >= SMALLEST_PLAIN) return String(rounded);
  const [mantissa = '', exponent = ''] = rounded.toExponential(DISPLAY_DIGITS - 1).split('e');
  const trimmed = mantissa.replace(/\.?0+$/, '');
  return `${trimmed}E${Number(exponent)}`;
}

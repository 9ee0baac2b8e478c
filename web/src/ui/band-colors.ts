import { BAND_COLORS, type Band } from '@app/domain';

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

/**
 * A band's colour for text on white, at AA contrast (Mantine's green and yellow shades are
 * too light for text, so those two are darker tones of the same hue).
 */
const TEXT_COLOR: Record<string, string> = {
  green: '#1f6f2e',
  blue: 'var(--mantine-color-blue-9)',
  yellow: '#855400',
  red: 'var(--mantine-color-red-9)',
};

export function bandTextColor(band: Band): string {
  return TEXT_COLOR[BAND_COLORS[band]] ?? 'inherit';
}

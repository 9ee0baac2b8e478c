/**
 * Exam colours come from the CMS; white text on them must stay readable (WCAG AA, 4.5:1).
 * `readableShade` darkens a colour just enough for that.
 */

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

function parseHex(hex: string): [number, number, number] | null {
  const match = HEX.exec(hex.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16)) as [
    number,
    number,
    number,
  ];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function luminance([r, g, b]: readonly number[]): number {
  const [lr, lg, lb] = [r, g, b].map((c) => {
    const s = (c ?? 0) / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (lr ?? 0) + 0.7152 * (lg ?? 0) + 0.0722 * (lb ?? 0);
}

/**
 * `hex`, darkened in small steps until white text on it reaches `ratio` (default 4.5:1, AA
 * for body text). A value that is not a hex colour falls back to `fallback`.
 */
export function readableShade(hex: string, ratio = 4.5, fallback = '#1864ab'): string {
  const rgb = parseHex(hex);
  if (!rgb) return fallback;
  let shade = rgb.map((c) => c);
  for (let step = 0; step < 40 && 1.05 / (luminance(shade) + 0.05) < ratio; step++) {
    shade = shade.map((c) => Math.floor(c * 0.94));
  }
  return toHex(shade);
}

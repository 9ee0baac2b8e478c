import { type CSSVariablesResolver, createTheme, DEFAULT_THEME } from '@mantine/core';

/**
 * Light theme with colours chosen for WCAG AA contrast on white:
 * primary shade 8 (white on blue-8 is 5.0:1; blue-8 links on white likewise).
 * System font stacks only: the CSP allows no external fonts.
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  fontFamily: DEFAULT_THEME.fontFamily,
  headings: {
    fontFamily: DEFAULT_THEME.fontFamily,
    fontWeight: '700',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
});

/**
 * Mantine's default dimmed (gray-6, 3.3:1), placeholder (gray-5, 2.1:1) and error (red-6,
 * 3.3:1) colours fail AA on white; use darker ones.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7],
    '--mantine-color-placeholder': '#6b7280',
    '--mantine-color-error': t.colors.red[9],
  },
  dark: {},
});

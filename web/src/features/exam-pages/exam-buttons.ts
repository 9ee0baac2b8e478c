import type { ButtonFactory, PartialVarsResolver } from '@mantine/core';

type ButtonVars = PartialVarsResolver<ButtonFactory>;

/*
 * Colours of the buttons on an exam's coloured bands. Mantine's Button writes its colour
 * variables inline (`--button-color` is always set, white for the default variant), so a
 * class cannot override them: the CTA was white text on a white button. They are given
 * through the `vars` prop instead, which Mantine applies after its own.
 */

/** White button with the exam's dark colour as text (hero and call-to-action). */
export const lightButtonVars: ButtonVars = () => ({
  root: {
    '--button-bg': 'var(--mantine-color-white)',
    '--button-hover': 'var(--mantine-color-gray-1)',
    '--button-color': 'var(--exam-dark)',
    '--button-hover-color': 'var(--exam-dark)',
    '--button-bd': '1px solid transparent',
  },
});

/** Transparent button with a white outline and white text (the hero's second button). */
export const outlineButtonVars: ButtonVars = () => ({
  root: {
    '--button-bg': 'transparent',
    '--button-hover': 'rgb(255 255 255 / 12%)',
    '--button-color': 'var(--mantine-color-white)',
    '--button-hover-color': 'var(--mantine-color-white)',
    '--button-bd': '1px solid var(--mantine-color-white)',
  },
});

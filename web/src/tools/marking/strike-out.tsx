import '@mantine/core/styles/ActionIcon.css';

import { ActionIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import a11y from '../../ui/visually-hidden.module.css';
import classes from './marking.module.css';

/**
 * The button beside an option that crosses it out, and back in (a toggle: aria-pressed).
 * It sits outside the option's own control, so crossing out never chooses the option.
 */
export function StrikeToggle({
  option,
  struck,
  onToggle,
}: {
  option: string;
  struck: boolean;
  onToggle: (option: string) => void;
}) {
  return (
    <ActionIcon
      variant={struck ? 'filled' : 'default'}
      color="gray"
      size="xl"
      aria-label={`Cross out option ${option}`}
      aria-pressed={struck}
      onClick={() => onToggle(option)}
    >
      <svg
        viewBox="0 0 24 24"
        width={22}
        height={22}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        {/* Tabler's 'strikethrough' (MIT). */}
        <path d="M5 12h14" />
        <path d="M16 6.5a4 2 0 0 0 -4 -1.5h-1a3.5 3.5 0 0 0 0 7h2a3.5 3.5 0 0 1 0 7h-1.5a4 2 0 0 1 -4 -1.5" />
      </svg>
    </ActionIcon>
  );
}

/** An option's text, drawn through and read as 'crossed out' when struck. */
export function StruckText({ struck, children }: { struck: boolean; children: ReactNode }) {
  return (
    <span className={struck ? classes.struck : undefined} data-struck={struck || undefined}>
      {children}
      {struck && <span className={a11y.srOnly}> (crossed out)</span>}
    </span>
  );
}

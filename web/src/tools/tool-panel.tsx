import '@mantine/core/styles/CloseButton.css';

import { CloseButton, Text } from '@mantine/core';
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { containTab, useContainedFocus } from './contained-focus';
import classes from './tool-panel.module.css';

/**
 * The frame of an on-screen exam tool: a non-modal dialog named by its title, with a close
 * button. Focus moves into it when it opens and stays inside (Tab goes round); Escape closes
 * it and focus returns to where it was. The page behind stays usable with the mouse, as the
 * exams' tool windows do. Keys the panel does not use go to `onKeyDown` (a calculator's typing).
 */
export function ToolPanel({
  title,
  onClose,
  onKeyDown,
  className,
  children,
}: {
  title: string;
  onClose: () => void;
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useContainedFocus(ref);
  return (
    <div
      ref={ref}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      className={className ? `${classes.panel} ${className}` : classes.panel}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          onClose();
        } else if (event.key === 'Tab') {
          if (ref.current) containTab(ref.current, event);
        } else {
          onKeyDown?.(event);
        }
      }}
    >
      <div className={classes.header}>
        <Text id={titleId} fw={700} fz="sm">
          {title}
        </Text>
        <CloseButton size="xl" aria-label={`Close ${title.toLowerCase()}`} onClick={onClose} />
      </div>
      {children}
    </div>
  );
}

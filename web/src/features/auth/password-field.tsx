import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/PasswordInput.css';

import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import classes from './password-field.module.css';

type PasswordFieldProps = Omit<PasswordInputProps, 'error'> & {
  error?: string | true;
  /** Name of the show/hide button; it is a toggle (aria-pressed), so the name stays the same. */
  toggleLabel?: string;
};

const iconStyle = { width: 'var(--psi-icon-size)', height: 'var(--psi-icon-size)' };

/** An open eye (password hidden: press to show) and a struck-out one (shown: press to hide). */
function VisibilityIcon() {
  return (
    <>
      <svg className={classes.eyeOpen} viewBox="0 0 24 24" style={iconStyle} aria-hidden="true">
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"
        />
        <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      <svg className={classes.eyeClosed} viewBox="0 0 24 24" style={iconStyle} aria-hidden="true">
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M2 12s3.6-7 10-7c2 0 3.8.7 5.2 1.6M22 12s-3.6 7-10 7c-2 0-3.8-.7-5.2-1.6M3 3l18 18"
        />
      </svg>
    </>
  );
}

/** A password input whose show/hide button is a real, focusable, named toggle button. */
export function PasswordField({
  error,
  toggleLabel = 'Show password',
  ...props
}: PasswordFieldProps) {
  return (
    <PasswordInput
      {...props}
      error={error}
      // Mantine marks the wrapper invalid but not the inner <input>: say it for screen readers.
      aria-invalid={error ? true : undefined}
      visibilityToggleFocusable
      visibilityToggleIcon={VisibilityIcon}
      visibilityToggleButtonProps={{
        'aria-label': toggleLabel,
        className: classes.toggle,
        'data-password-toggle': '',
      }}
    />
  );
}

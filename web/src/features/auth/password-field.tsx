import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/PasswordInput.css';

import { PasswordInput, type PasswordInputProps } from '@mantine/core';

type PasswordFieldProps = Omit<PasswordInputProps, 'error'> & {
  error?: string | true;
  /** Name of the show/hide button; it is a toggle (aria-pressed), so the name stays the same. */
  toggleLabel?: string;
};

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
      visibilityToggleButtonProps={{ 'aria-label': toggleLabel }}
    />
  );
}

import '@mantine/core/styles/CloseButton.css';

import { EMAIL_MAX_LENGTH } from '@app/domain';
import { Button, CloseButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useId } from 'react';
import classes from './auth-page.module.css';
import { FORGOT_COPY } from './forgot-password-dialog';

/**
 * The Forgot Password dialog of the server-rendered /auth page (decision 0009): a native
 * <dialog> that document/auth.ts opens as a modal (focus kept inside, Escape closes, focus
 * goes back to the link), with the same words and field as the app's Mantine dialog.
 */
export function ForgotPasswordDocumentDialog() {
  const titleId = useId();
  return (
    <dialog className={classes.dialog} aria-labelledby={titleId} data-forgot-dialog>
      <Group justify="space-between" align="center" mb="md" wrap="nowrap">
        <Title order={2} id={titleId} className={classes.dialogTitle}>
          {FORGOT_COPY.title}
        </Title>
        <CloseButton aria-label="Close" data-dialog-close />
      </Group>
      <form method="post" noValidate data-forgot-form>
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            {FORGOT_COPY.intro}
          </Text>
          <TextInput
            label="Email"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            maxLength={EMAIL_MAX_LENGTH}
            required
            autoFocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" data-dialog-close>
              {FORGOT_COPY.cancel}
            </Button>
            <Button type="submit" data-submitting-label={FORGOT_COPY.submitting}>
              {FORGOT_COPY.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </dialog>
  );
}

import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';

import { EMAIL_MAX_LENGTH } from '@app/domain';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { showToast } from '../../ui/toast';
import { useForgotPassword } from './api';
import { forgotFailureToast, forgotSuccessToast } from './failure-messages';
import { validateForgotEmail } from './validation';

/** The dialog's words, shared with the server-rendered page's version (forgot-password-document-dialog.tsx). */
export const FORGOT_COPY = {
  title: 'Reset your password',
  intro:
    'Enter the email address you signed up with and we will send you a link to choose a new password.',
  cancel: 'Cancel',
  submit: 'Send Reset Link',
  submitting: 'Sending...',
} as const;

type ForgotPasswordDialogProps = { opened: boolean; onClose: () => void };

/**
 * Spec §2/§4 Forgot Password dialog: asks for the e-mail, sends the reset link, then closes
 * and clears the field. The server answers the same whether or not the account exists.
 */
export function ForgotPasswordDialog({ opened, onClose }: ForgotPasswordDialogProps) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const forgot = useForgotPassword();

  function close() {
    setError(null);
    onClose();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (forgot.isPending) return;
    const problem = validateForgotEmail(email);
    setError(problem?.message ?? null);
    if (problem) {
      inputRef.current?.focus();
      return;
    }
    try {
      const result = await forgot.mutateAsync({ email: email.trim() });
      void showToast(forgotSuccessToast(result.message));
      setEmail('');
      close();
    } catch (failure) {
      void showToast(forgotFailureToast(failure));
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={FORGOT_COPY.title}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form method="post" onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            {FORGOT_COPY.intro}
          </Text>
          <TextInput
            ref={inputRef}
            data-autofocus
            label="Email"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            maxLength={EMAIL_MAX_LENGTH}
            required
            value={email}
            error={error}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={forgot.isPending}>
              {FORGOT_COPY.cancel}
            </Button>
            <Button type="submit" disabled={forgot.isPending}>
              {forgot.isPending ? FORGOT_COPY.submitting : FORGOT_COPY.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

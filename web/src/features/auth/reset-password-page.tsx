import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Paper.css';

import { AUTH_MESSAGES, PASSWORD_MIN_LENGTH, RESET_SUCCESS_REDIRECT_DELAY_MS } from '@app/domain';
import { Alert, Anchor, Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { pageTitle } from '../../ui/brand';
import { PageHead } from '../../ui/page-head';
import { useResetPassword } from './api';
import { resetFailureMessage } from './failure-messages';
import { PasswordField } from './password-field';
import {
  type FormIssue,
  fieldErrors,
  type NewPasswordField,
  validateNewPassword,
} from './validation';

/** Spec §2 /reset-password?token=…: choose a new password with the e-mailed link. */
export function ResetPasswordPage({ token }: { token?: string }) {
  const [done, setDone] = useState<string | null>(null);

  return (
    <Container size={480} py={{ base: 40, sm: 72 }}>
      <PageHead title={pageTitle('Reset Password')} path="/reset-password" noIndex />
      <Card withBorder radius="lg" padding="xl" shadow="sm">
        {!token ? (
          <InvalidLink />
        ) : done !== null ? (
          <ResetDone message={done} />
        ) : (
          <ResetForm token={token} onDone={setDone} />
        )}
      </Card>
    </Container>
  );
}

function InvalidLink() {
  return (
    <Stack gap="md">
      <Title order={1} fz={26}>
        {AUTH_MESSAGES.invalidResetLinkTitle}
      </Title>
      <Text>{AUTH_MESSAGES.resetLinkInvalid}</Text>
      <Text c="dimmed" fz="sm">
        You can ask for a new link with Forgot Password? on the sign-in page.
      </Text>
      <Button renderRoot={(props) => <Link to="/auth" {...props} />}>Go to Login</Button>
    </Stack>
  );
}

function ResetForm({ token, onDone }: { token: string; onDone: (message: string) => void }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [issue, setIssue] = useState<FormIssue<NewPasswordField> | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const reset = useResetPassword();
  const refs = {
    password: useRef<HTMLInputElement>(null),
    confirm: useRef<HTMLInputElement>(null),
  };
  const errors = fieldErrors(issue);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reset.isPending) return;
    const problem = validateNewPassword(password, confirm);
    setIssue(problem);
    setServerError(null);
    if (problem) {
      refs[problem.fields[0] as NewPasswordField].current?.focus();
      return;
    }
    try {
      const result = await reset.mutateAsync({ token, newPassword: password.trim() });
      onDone(result.message);
    } catch (error) {
      setServerError(resetFailureMessage(error));
    }
  }

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={26}>
          Set a new password
        </Title>
        <Text c="dimmed">Choose a password you have not used here before.</Text>
      </Stack>
      <form method="post" onSubmit={submit} noValidate aria-label="Set a new password">
        <Stack gap="md">
          <PasswordField
            ref={refs.password}
            label="New password"
            name="newPassword"
            autoComplete="new-password"
            description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
            toggleLabel="Show new password"
            required
            value={password}
            error={errors.password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <PasswordField
            ref={refs.confirm}
            label="Confirm new password"
            name="confirmPassword"
            autoComplete="new-password"
            toggleLabel="Show confirmed password"
            required
            value={confirm}
            error={errors.confirm}
            onChange={(event) => setConfirm(event.currentTarget.value)}
          />
          {serverError && (
            <Alert color="red" variant="light" role="alert">
              {serverError}
            </Alert>
          )}
          <Button type="submit" fullWidth size="md" disabled={reset.isPending}>
            {reset.isPending ? 'Resetting...' : 'Reset Password'}
          </Button>
        </Stack>
      </form>
      <Anchor renderRoot={(props) => <Link to="/auth" {...props} />} ta="center" fz="sm">
        Back to Login
      </Anchor>
    </Stack>
  );
}

/** Spec §4: the completion card, then /auth after 3 s. */
function ResetDone({ message }: { message: string }) {
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
    const timer = setTimeout(
      () => void navigate({ to: '/auth', replace: true }),
      RESET_SUCCESS_REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <Stack gap="md" role="status">
      <Title order={1} fz={26} ref={headingRef} tabIndex={-1}>
        {AUTH_MESSAGES.passwordResetTitle}
      </Title>
      <Text>{message}</Text>
      <Text c="dimmed" fz="sm">
        Taking you to the sign-in page in {RESET_SUCCESS_REDIRECT_DELAY_MS / 1000} seconds.
      </Text>
      <Button renderRoot={(props) => <Link to="/auth" replace {...props} />}>Go to Login</Button>
      <Anchor renderRoot={(props) => <Link to="/auth" replace {...props} />} ta="center" fz="sm">
        Back to Login
      </Anchor>
    </Stack>
  );
}

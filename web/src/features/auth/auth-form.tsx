import '@mantine/core/styles/Divider.css';

import { AUTH_MESSAGES, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@app/domain';
import { Anchor, Button, Divider, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { PasswordField } from './password-field';
import {
  type AuthField,
  type AuthMode,
  type AuthValues,
  type FormIssue,
  fieldErrors,
  validateAuthForm,
} from './validation';

const EMPTY: AuthValues = { email: '', password: '', firstName: '', lastName: '' };

const COPY = {
  signIn: {
    title: 'Welcome back',
    intro: 'Sign in to keep practising where you left off.',
    submit: 'Sign In',
    submitting: AUTH_MESSAGES.signingIn,
    switchPrompt: "Don't have an account?",
    switchAction: 'Create an account',
  },
  register: {
    title: 'Create your account',
    intro: 'Free to start: no card needed.',
    submit: 'Create Account',
    submitting: AUTH_MESSAGES.creatingAccount,
    switchPrompt: 'Already have an account?',
    switchAction: 'Sign in instead',
  },
} as const;

export type AuthFormProps = {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  /** Sends the (untrimmed) values; resolves true when signed in, which keeps the form locked. */
  onSubmit: (mode: AuthMode, values: AuthValues) => Promise<boolean>;
  onTryDemo: () => Promise<boolean>;
  onForgotPassword: () => void;
};

/**
 * Spec §2 /auth form: sign-in or create-account mode, spec §5 checks before sending, every
 * button disabled while a request runs, and the submit label saying what is happening.
 */
export function AuthForm({
  mode,
  onModeChange,
  onSubmit,
  onTryDemo,
  onForgotPassword,
}: AuthFormProps) {
  const [values, setValues] = useState<AuthValues>(EMPTY);
  const [issue, setIssue] = useState<FormIssue<AuthField> | null>(null);
  const [pending, setPending] = useState<'form' | 'demo' | null>(null);
  const refs = {
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    firstName: useRef<HTMLInputElement>(null),
    lastName: useRef<HTMLInputElement>(null),
  };
  const copy = COPY[mode];
  const errors = fieldErrors(issue);
  const busy = pending !== null;

  const field = (name: AuthField) => ({
    ref: refs[name],
    value: values[name],
    error: errors[name],
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const { value } = event.currentTarget;
      setValues((previous) => ({ ...previous, [name]: value }));
    },
  });

  async function run(kind: 'form' | 'demo', action: () => Promise<boolean>) {
    setPending(kind);
    const done = await action().catch(() => false);
    // Signed in: stay locked until the page moves on.
    if (!done) setPending(null);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const problem = validateAuthForm(mode, values);
    setIssue(problem);
    if (problem) {
      refs[problem.fields[0] as AuthField].current?.focus();
      return;
    }
    void run('form', () => onSubmit(mode, values));
  }

  function switchMode() {
    setIssue(null);
    onModeChange(mode === 'signIn' ? 'register' : 'signIn');
  }

  // The data-* attributes are for the server-rendered page's script (document/auth.ts).
  return (
    <Stack gap="lg" data-auth-mode={mode}>
      <Stack gap={4}>
        <Title order={1} fz={28}>
          {copy.title}
        </Title>
        <Text c="dimmed">{copy.intro}</Text>
      </Stack>

      <form method="post" onSubmit={submit} noValidate aria-label={copy.title}>
        <Stack gap="md">
          {mode === 'register' && (
            <Group grow align="flex-start" gap="sm">
              <TextInput
                {...field('firstName')}
                label="First name"
                name="firstName"
                autoComplete="given-name"
                maxLength={NAME_MAX_LENGTH}
                required
              />
              <TextInput
                {...field('lastName')}
                label="Last name"
                name="lastName"
                autoComplete="family-name"
                maxLength={NAME_MAX_LENGTH}
              />
            </Group>
          )}
          <TextInput
            {...field('email')}
            label="Email"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            maxLength={EMAIL_MAX_LENGTH}
            required
          />
          <PasswordField
            {...field('password')}
            label="Password"
            name="password"
            autoComplete={mode === 'signIn' ? 'current-password' : 'new-password'}
            description={
              mode === 'register' ? `At least ${PASSWORD_MIN_LENGTH} characters.` : undefined
            }
            required
          />
          {mode === 'signIn' && (
            <Group justify="flex-end" mt={-8}>
              <Anchor
                component="button"
                type="button"
                fz="sm"
                onClick={onForgotPassword}
                data-auth-forgot
              >
                Forgot Password?
              </Anchor>
            </Group>
          )}
          <Button
            type="submit"
            fullWidth
            size="md"
            disabled={busy}
            data-submitting-label={copy.submitting}
          >
            {pending === 'form' ? copy.submitting : copy.submit}
          </Button>
        </Stack>
      </form>

      <Divider label="or" labelPosition="center" />

      <Button
        variant="default"
        fullWidth
        size="md"
        disabled={busy}
        onClick={() => void run('demo', onTryDemo)}
        data-auth-demo
        data-submitting-label={AUTH_MESSAGES.signingIn}
      >
        {pending === 'demo' ? AUTH_MESSAGES.signingIn : 'Try Demo Account'}
      </Button>

      <Text ta="center" fz="sm">
        {copy.switchPrompt}{' '}
        <Anchor
          component="button"
          type="button"
          fz="sm"
          fw={600}
          onClick={switchMode}
          disabled={busy}
          data-auth-switch
        >
          {copy.switchAction}
        </Anchor>
      </Text>
    </Stack>
  );
}

import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/PasswordInput.css';

import {
  AUTH_MESSAGES,
  NAME_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PAYMENT_HISTORY_MESSAGES,
  REMINDER_MESSAGES,
  SIMULATION_MESSAGES,
  type User,
} from '@app/domain';
import {
  Alert,
  Button,
  Card,
  Container,
  Group,
  PasswordInput,
  type PasswordInputProps,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useLocation } from '@tanstack/react-router';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { pageTitle } from '../../ui/brand';
import { PageHead } from '../../ui/page-head';
import { showToast } from '../../ui/toast';
import { AccommodationsForm } from './accommodations-form';
import { accountFailureToast } from './account-failure';
import { PaymentHistory } from './payment-history';
import { StudyRemindersForm } from './study-reminders-form';
import {
  type Issue,
  issueErrors,
  type PasswordChangeField,
  type PasswordChangeValues,
  type ProfileValues,
  validatePasswordChange,
  validateProfile,
} from './validation';

/** The writes this page makes; routes/settings.tsx passes the real calls, tests their own. */
export type AccountActions = {
  saveProfile: (input: ProfileValues) => Promise<unknown>;
  changePassword: (input: {
    currentPassword: string;
    newPassword: string;
  }) => Promise<{ message: string }>;
  signOutOthers: () => Promise<{ message: string }>;
};

type AccountSettingsPageProps = { user: User; actions: AccountActions };

/**
 * /settings (ours, not in the spec): #profile (names; e-mail read-only) and #account
 * (password, other devices). The shared demo account sees everything but can change nothing.
 */
export function AccountSettingsPage({ user, actions }: AccountSettingsPageProps) {
  const locked = user.isDemo;
  useScrollToHash();

  return (
    <Container size="sm" py={{ base: 40, sm: 64 }}>
      <PageHead title={pageTitle('Account Settings')} path="/settings" noIndex />
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>Settings</Title>
          <Text c="dimmed">
            Manage your profile, your password, where you are signed in, your accommodations, your
            study reminders and your payments.
          </Text>
        </Stack>

        {locked && (
          <Alert color="blue" variant="light" title="Demo account">
            {AUTH_MESSAGES.demoAccountLocked} Create your own free account to save changes.
          </Alert>
        )}

        <Section id="profile" title="Profile Settings">
          <ProfileForm user={user} locked={locked} onSave={actions.saveProfile} />
        </Section>

        <Section id="account" title="Account Settings">
          <Stack gap="xl">
            <PasswordForm locked={locked} onChange={actions.changePassword} />
            <OtherDevices locked={locked} onSignOut={actions.signOutOthers} />
          </Stack>
        </Section>

        <Section id="accommodations" title={SIMULATION_MESSAGES.accommodationsTitle}>
          <AccommodationsForm />
        </Section>

        <Section id="reminders" title={REMINDER_MESSAGES.settingsTitle}>
          <StudyRemindersForm locked={locked} />
        </Section>

        <Section id="payments" title={PAYMENT_HISTORY_MESSAGES.title}>
          <PaymentHistory />
        </Section>
      </Stack>
    </Container>
  );
}

/** Menu links go to /settings#profile and #account: bring that section into view and focus. */
function useScrollToHash() {
  const hash = useLocation({ select: (location) => location.hash });
  useEffect(() => {
    if (!hash) return;
    const heading = document.getElementById(`${hash}-title`);
    if (!heading) return;
    // A server-rendered page arrives scrolled to its #section by the browser: moving it again
    // once the app has started would only make it jump under the visitor's finger.
    const { top, bottom, height } = heading.getBoundingClientRect();
    const inView = height > 0 && top >= 0 && bottom <= window.innerHeight;
    if (!inView) heading.scrollIntoView({ block: 'start' });
    heading.focus({ preventScroll: true });
  }, [hash]);
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      withBorder
      radius="lg"
      padding="xl"
      style={{ scrollMarginTop: 80 }}
    >
      <Title order={2} fz="xl" mb="lg" id={`${id}-title`} tabIndex={-1}>
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** Runs one async action at a time and says whether one is running. */
function useBusy() {
  const [busy, setBusy] = useState(false);
  async function run(action: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  }
  return [busy, run] as const;
}

function ProfileForm({
  user,
  locked,
  onSave,
}: {
  user: User;
  locked: boolean;
  onSave: AccountActions['saveProfile'];
}) {
  const [values, setValues] = useState<ProfileValues>({
    firstName: user.firstName,
    lastName: user.lastName,
  });
  const [issue, setIssue] = useState<Issue<'firstName'> | null>(null);
  const [busy, run] = useBusy();
  const firstNameRef = useRef<HTMLInputElement>(null);
  const errors = issueErrors(issue);
  const trimmed = { firstName: values.firstName.trim(), lastName: values.lastName.trim() };
  const unchanged = trimmed.firstName === user.firstName && trimmed.lastName === user.lastName;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || locked) return;
    const problem = validateProfile(values);
    setIssue(problem);
    if (problem) {
      firstNameRef.current?.focus();
      return;
    }
    void run(async () => {
      try {
        await onSave(trimmed);
        setValues(trimmed);
        void showToast({ title: AUTH_MESSAGES.profileSaved });
      } catch (error) {
        void showToast(accountFailureToast(error, AUTH_MESSAGES.profileNotSavedTitle));
      }
    });
  }

  const change = (name: keyof ProfileValues) => (event: { currentTarget: HTMLInputElement }) => {
    const { value } = event.currentTarget;
    setValues((previous) => ({ ...previous, [name]: value }));
  };

  return (
    <form method="post" onSubmit={submit} noValidate aria-label="Profile">
      <fieldset disabled={locked} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="md">
          <Group grow align="flex-start" gap="sm">
            <TextInput
              ref={firstNameRef}
              label="First name"
              name="firstName"
              autoComplete="given-name"
              maxLength={NAME_MAX_LENGTH}
              required
              value={values.firstName}
              error={errors.firstName}
              onChange={change('firstName')}
            />
            <TextInput
              label="Last name"
              name="lastName"
              autoComplete="family-name"
              maxLength={NAME_MAX_LENGTH}
              value={values.lastName}
              onChange={change('lastName')}
            />
          </Group>
          <TextInput
            label="Email"
            name="email"
            type="email"
            value={user.email}
            readOnly
            description="You sign in with this address; it cannot be changed here."
          />
          <Group>
            <Button type="submit" disabled={locked || busy || unchanged}>
              {busy ? 'Saving...' : 'Save Profile'}
            </Button>
          </Group>
        </Stack>
      </fieldset>
    </form>
  );
}

const EMPTY_PASSWORDS: PasswordChangeValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

function PasswordForm({
  locked,
  onChange,
}: {
  locked: boolean;
  onChange: AccountActions['changePassword'];
}) {
  const [values, setValues] = useState<PasswordChangeValues>(EMPTY_PASSWORDS);
  const [issue, setIssue] = useState<Issue<PasswordChangeField> | null>(null);
  const [busy, run] = useBusy();
  const refs = {
    currentPassword: useRef<HTMLInputElement>(null),
    newPassword: useRef<HTMLInputElement>(null),
    confirmPassword: useRef<HTMLInputElement>(null),
  };
  const errors = issueErrors(issue);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || locked) return;
    const problem = validatePasswordChange(values);
    setIssue(problem);
    if (problem) {
      refs[problem.fields[0] as PasswordChangeField].current?.focus();
      return;
    }
    void run(async () => {
      try {
        const result = await onChange({
          currentPassword: values.currentPassword.trim(),
          newPassword: values.newPassword.trim(),
        });
        setValues(EMPTY_PASSWORDS);
        void showToast({ title: result.message });
      } catch (error) {
        void showToast(accountFailureToast(error, AUTH_MESSAGES.passwordNotChangedTitle));
      }
    });
  }

  const field = (name: PasswordChangeField) => ({
    ref: refs[name],
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const { value } = event.currentTarget;
      setValues((previous) => ({ ...previous, [name]: value }));
    },
  });

  return (
    <form method="post" onSubmit={submit} noValidate aria-labelledby="change-password-title">
      <fieldset disabled={locked} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="md">
          <Title order={3} fz="lg" id="change-password-title">
            Change password
          </Title>
          <SecretInput
            {...field('currentPassword')}
            label="Current password"
            autoComplete="current-password"
            toggleLabel="Show current password"
          />
          <SecretInput
            {...field('newPassword')}
            label="New password"
            autoComplete="new-password"
            description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
            toggleLabel="Show new password"
          />
          <SecretInput
            {...field('confirmPassword')}
            label="Confirm new password"
            autoComplete="new-password"
            toggleLabel="Show confirmed password"
          />
          <Text fz="sm" c="dimmed">
            Changing your password signs you out on every other device.
          </Text>
          <Group>
            <Button type="submit" disabled={locked || busy}>
              {busy ? 'Changing...' : 'Change Password'}
            </Button>
          </Group>
        </Stack>
      </fieldset>
    </form>
  );
}

/** Mantine's PasswordInput with a focusable, named show/hide toggle. */
function SecretInput({
  error,
  toggleLabel,
  ...props
}: Omit<PasswordInputProps, 'error'> & { error?: string | true; toggleLabel: string }) {
  return (
    <PasswordInput
      {...props}
      required
      error={error}
      aria-invalid={error ? true : undefined}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': toggleLabel }}
    />
  );
}

function OtherDevices({
  locked,
  onSignOut,
}: {
  locked: boolean;
  onSignOut: AccountActions['signOutOthers'];
}) {
  const [busy, run] = useBusy();

  function signOut() {
    void run(async () => {
      try {
        const result = await onSignOut();
        void showToast({ title: result.message });
      } catch (error) {
        void showToast(accountFailureToast(error, AUTH_MESSAGES.signOutOthersFailedTitle));
      }
    });
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="devices-title">
      <Title order={3} fz="lg" id="devices-title">
        Other devices
      </Title>
      <Text fz="sm">Signed in on a shared or lost device? End every session except this one.</Text>
      <Group>
        {/* The demo account is shared: signing its other sessions out would end other visitors'. */}
        <Button variant="default" onClick={signOut} disabled={locked || busy}>
          {busy ? 'Signing out...' : 'Sign out of all other devices'}
        </Button>
      </Group>
    </Stack>
  );
}

import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Paper.css';

import { REMINDER_MESSAGES as M } from '@app/domain';
import { Alert, Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { callFailure } from '../../lib/call-failure';
import { fetchJson } from '../../lib/http';
import { pageTitle } from '../../ui/brand';
import { PageHead } from '../../ui/page-head';
import { SiteLink } from '../../ui/site-link';

type MessageResult = { message: string };

/** POST /api/reminders/unsubscribe {token}: 200 {message}, or 400 {message} for a bad link. */
function stopReminders(token: string): Promise<MessageResult | null> {
  return fetchJson<MessageResult | null>('/api/reminders/unsubscribe', {
    method: 'POST',
    json: { token },
  });
}

function failureText(error: unknown): string {
  const failure = callFailure(error);
  if (failure.kind === 'network') return M.network;
  if (failure.message) return failure.message;
  if (failure.code === 'VALIDATION_FAILED') return M.linkInvalid;
  return M.failed;
}

export type ReminderUnsubscribePageProps = {
  token?: string;
  /** The call; tests may pass their own. */
  unsubscribe?: (token: string) => Promise<MessageResult | null>;
};

/**
 * /reminders/unsubscribe?token=…: the link at the bottom of every study reminder (decision
 * 0043), signed out. One press stops them (a GET never does: mail scanners open links); mail
 * providers use the same address's RFC 8058 one-click POST.
 */
export function ReminderUnsubscribePage({
  token,
  unsubscribe = stopReminders,
}: ReminderUnsubscribePageProps) {
  const [done, setDone] = useState<string | null>(null);
  return (
    <Container size={520} py={{ base: 40, sm: 72 }}>
      <PageHead title={pageTitle(M.unsubscribeTitle)} path="/reminders/unsubscribe" noIndex />
      <Card withBorder radius="lg" padding="xl" shadow="sm">
        {!token ? (
          <Stack gap="md">
            <Title order={1} fz={26}>
              {M.unsubscribeMissingTitle}
            </Title>
            <Text>{M.unsubscribeMissing}</Text>
          </Stack>
        ) : done !== null ? (
          <Done message={done} />
        ) : (
          <StopForm token={token} unsubscribe={unsubscribe} onDone={setDone} />
        )}
      </Card>
    </Container>
  );
}

function Done({ message }: { message: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack gap="md" role="status">
      <Title order={1} fz={26} ref={heading} tabIndex={-1}>
        {M.unsubscribedTitle}
      </Title>
      <Text>{message}</Text>
      <Button variant="default" renderRoot={(props) => <SiteLink to="/" {...props} />}>
        Back to the home page
      </Button>
    </Stack>
  );
}

function StopForm({
  token,
  unsubscribe,
  onDone,
}: {
  token: string;
  unsubscribe: (token: string) => Promise<MessageResult | null>;
  onDone: (message: string) => void;
}) {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setError(null);
    try {
      const result = await unsubscribe(token);
      onDone(result?.message || M.unsubscribed);
    } catch (failure) {
      setError(failureText(failure));
      setSending(false);
    }
  }

  return (
    <Stack
      gap="md"
      renderRoot={(props) => <form method="post" {...props} />}
      onSubmit={submit}
      aria-labelledby="reminder-unsubscribe-title"
    >
      <Title order={1} fz={26} id="reminder-unsubscribe-title">
        {M.unsubscribeTitle}
      </Title>
      <Text>{M.unsubscribeIntro}</Text>
      {error && (
        <Alert color="red" variant="light" role="alert" title={M.unsubscribeTitle}>
          {error}
        </Alert>
      )}
      <Button type="submit" loading={sending}>
        {M.unsubscribeButton}
      </Button>
    </Stack>
  );
}

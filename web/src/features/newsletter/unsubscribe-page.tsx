import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Paper.css';

import { Alert, Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { callFailure } from '../../lib/call-failure';
import { pageTitle } from '../../ui/brand';
import { PageHead } from '../../ui/page-head';
import { SiteLink } from '../../ui/site-link';
import { type MessageResult, unsubscribeFromNewsletter } from './api';

export const UNSUBSCRIBE_TEXTS = {
  title: 'Unsubscribe from the newsletter',
  intro: 'Press Unsubscribe to stop receiving our newsletter e-mails at this address.',
  missingTitle: 'This unsubscribe link is incomplete',
  missing:
    'The link has no unsubscribe code. Open the Unsubscribe link at the bottom of one of our newsletter e-mails again, or copy the whole address into your browser.',
  doneTitle: 'You are unsubscribed',
  doneFallback: "You've been unsubscribed and won't receive any more newsletter e-mails.",
  invalidFallback: 'This unsubscribe link is invalid.',
  network: 'Could not reach the server. Check your connection and try again.',
  failed: 'Could not unsubscribe you right now. Please try again later.',
} as const;

function failureText(error: unknown): string {
  const failure = callFailure(error);
  if (failure.kind === 'network') return UNSUBSCRIBE_TEXTS.network;
  if (failure.message) return failure.message;
  if (failure.code === 'VALIDATION_FAILED') return UNSUBSCRIBE_TEXTS.invalidFallback;
  return UNSUBSCRIBE_TEXTS.failed;
}

export type UnsubscribePageProps = {
  token?: string;
  /** The unsubscribe call; tests pass their own. */
  unsubscribe?: (token: string) => Promise<MessageResult | null>;
};

/** /newsletter/unsubscribe?token=…: the link of every newsletter e-mail (issue 5). */
export function UnsubscribePage({
  token,
  unsubscribe = unsubscribeFromNewsletter,
}: UnsubscribePageProps) {
  const [done, setDone] = useState<string | null>(null);

  return (
    <Container size={520} py={{ base: 40, sm: 72 }}>
      <PageHead title={pageTitle('Unsubscribe')} path="/newsletter/unsubscribe" noIndex />
      <Card withBorder radius="lg" padding="xl" shadow="sm">
        {!token ? (
          <MissingToken />
        ) : done !== null ? (
          <Done message={done} />
        ) : (
          <UnsubscribeForm token={token} unsubscribe={unsubscribe} onDone={setDone} />
        )}
      </Card>
    </Container>
  );
}

function MissingToken() {
  return (
    <Stack gap="md">
      <Title order={1} fz={26}>
        {UNSUBSCRIBE_TEXTS.missingTitle}
      </Title>
      <Text>{UNSUBSCRIBE_TEXTS.missing}</Text>
      <Button variant="light" renderRoot={(props) => <SiteLink to="/contact" {...props} />}>
        Contact Support
      </Button>
    </Stack>
  );
}

function Done({ message }: { message: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: move focus to the confirmation so it is read out.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack gap="md" role="status">
      <Title order={1} fz={26} ref={heading} tabIndex={-1}>
        {UNSUBSCRIBE_TEXTS.doneTitle}
      </Title>
      <Text>{message}</Text>
      <Button variant="light" renderRoot={(props) => <SiteLink to="/" {...props} />}>
        Back to the home page
      </Button>
    </Stack>
  );
}

function UnsubscribeForm({
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
      onDone(result?.message || UNSUBSCRIBE_TEXTS.doneFallback);
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
      aria-labelledby="unsubscribe-title"
    >
      <Title order={1} fz={26} id="unsubscribe-title">
        {UNSUBSCRIBE_TEXTS.title}
      </Title>
      <Text>{UNSUBSCRIBE_TEXTS.intro}</Text>
      {error && (
        <Alert color="red" variant="light" role="alert" title="Unsubscribe failed">
          {error}
        </Alert>
      )}
      <Button type="submit" loading={sending}>
        Unsubscribe
      </Button>
    </Stack>
  );
}

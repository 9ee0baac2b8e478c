import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Paper.css';

import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { callFailure } from '../lib/call-failure';
import { SiteLink } from './site-link';

export type MessageResult = { message: string };

/** The words of one kind of unsubscribe link (newsletter, study reminders). */
export type UnsubscribeTexts = {
  title: string;
  intro: string;
  button: string;
  missingTitle: string;
  missing: string;
  doneTitle: string;
  /** When the server's answer carries no message. */
  doneFallback: string;
  /** A refused link whose answer carries no message. */
  invalid: string;
  network: string;
  failed: string;
};

type Props = {
  texts: UnsubscribeTexts;
  token?: string;
  unsubscribe: (token: string) => Promise<MessageResult | null>;
  /** Shown under the words of an incomplete link (e.g. a way to contact support). */
  missingAction?: ReactNode;
};

/**
 * The page of an e-mail's unsubscribe link, signed out: one press stops the e-mails (opening
 * the link never does: mail scanners open links), then a confirmation that takes the focus.
 */
export function UnsubscribeCard({ texts, token, unsubscribe, missingAction }: Props) {
  const [done, setDone] = useState<string | null>(null);
  return (
    <Card withBorder radius="lg" padding="xl" shadow="sm">
      {!token ? (
        <Stack gap="md">
          <Title order={1} fz={26}>
            {texts.missingTitle}
          </Title>
          <Text>{texts.missing}</Text>
          {missingAction}
        </Stack>
      ) : done !== null ? (
        <Done title={texts.doneTitle} message={done} />
      ) : (
        <StopForm texts={texts} token={token} unsubscribe={unsubscribe} onDone={setDone} />
      )}
    </Card>
  );
}

function Done({ title, message }: { title: string; message: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: move focus to the confirmation so it is read out.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack gap="md" role="status">
      <Title order={1} fz={26} ref={heading} tabIndex={-1}>
        {title}
      </Title>
      <Text>{message}</Text>
      <Button variant="default" renderRoot={(props) => <SiteLink to="/" {...props} />}>
        Back to the home page
      </Button>
    </Stack>
  );
}

function StopForm({
  texts,
  token,
  unsubscribe,
  onDone,
}: {
  texts: UnsubscribeTexts;
  token: string;
  unsubscribe: (token: string) => Promise<MessageResult | null>;
  onDone: (message: string) => void;
}) {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setError(null);
    try {
      const result = await unsubscribe(token);
      onDone(result?.message || texts.doneFallback);
    } catch (failure) {
      const f = callFailure(failure);
      setError(
        f.kind === 'network'
          ? texts.network
          : f.message || (f.code === 'VALIDATION_FAILED' ? texts.invalid : texts.failed),
      );
      setSending(false);
    }
  }

  return (
    <Stack
      gap="md"
      renderRoot={(props) => <form method="post" {...props} />}
      onSubmit={submit}
      aria-labelledby={titleId}
    >
      <Title order={1} fz={26} id={titleId}>
        {texts.title}
      </Title>
      <Text>{texts.intro}</Text>
      {error && (
        <Alert color="red" variant="light" role="alert" title={texts.title}>
          {error}
        </Alert>
      )}
      <Button type="submit" loading={sending}>
        {texts.button}
      </Button>
    </Stack>
  );
}

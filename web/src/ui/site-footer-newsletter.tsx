import { Button, Group, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { fetchJson, requestFailure } from '../lib/http';
import classes from './site-footer.module.css';
import { showToast } from './toast';
import a11y from './visually-hidden.module.css';

type MessageResult = { message: string };

/** POST /api/newsletter {email}: 201 (subscribed) or 200 (already subscribed) with a message. */
export function subscribeToNewsletter(email: string): Promise<MessageResult> {
  return fetchJson<MessageResult>('/api/newsletter', { method: 'POST', json: { email } });
}

export const NEWSLETTER_TEXTS = {
  placeholder: 'Enter your email address',
  empty: 'Please enter your email address.',
  network: 'Could not reach the server. Check your connection and try again.',
  failed: 'Could not subscribe you right now. Please try again later.',
  subscribedTitle: 'Newsletter',
  subscribedFallback: 'You are subscribed to the newsletter.',
} as const;

/** The server's message of a 400/429 (invalid address, too many sign-ups), or ours. */
function failureText(error: unknown): string {
  const failure = requestFailure(error);
  if (failure.kind === 'message') return failure.message;
  if (failure.kind === 'network') return NEWSLETTER_TEXTS.network;
  return NEWSLETTER_TEXTS.failed;
}

export type NewsletterFormProps = {
  /** The sign-up call; tests pass their own. */
  subscribe?: (email: string) => Promise<MessageResult | null>;
};

/** Footer newsletter block: e-mail field and Subscribe (issue 5). */
export function NewsletterForm({ subscribe = subscribeToNewsletter }: NewsletterFormProps) {
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const address = email.trim();
    if (!address) {
      setError(NEWSLETTER_TEXTS.empty);
      return;
    }
    setSending(true);
    setError(null);
    try {
      const result = await subscribe(address);
      setEmail('');
      void showToast({
        title: NEWSLETTER_TEXTS.subscribedTitle,
        message: result?.message || NEWSLETTER_TEXTS.subscribedFallback,
      });
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setSending(false);
    }
  }

  return (
    <section aria-labelledby="newsletter-title" className={classes.newsletter}>
      <Title order={2} id="newsletter-title" className={classes.groupTitle}>
        Stay Updated
      </Title>
      <Text fz="sm" className={classes.muted}>
        Study tips and exam news by e-mail. You can unsubscribe at any time.
      </Text>
      <Group
        component="form"
        gap="xs"
        mt="sm"
        align="flex-start"
        onSubmit={submit}
        aria-label="Newsletter sign-up"
      >
        <TextInput
          type="email"
          name="email"
          required
          label="Email address"
          labelProps={{ className: a11y.srOnly }}
          withAsterisk={false}
          placeholder={NEWSLETTER_TEXTS.placeholder}
          autoComplete="email"
          className={classes.email}
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            if (error) setError(null);
          }}
          error={error}
          errorProps={{ role: 'alert', className: classes.error }}
          readOnly={sending}
        />
        <Button type="submit" loading={sending}>
          Subscribe
        </Button>
      </Group>
    </section>
  );
}

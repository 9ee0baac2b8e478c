import { Button, Group, Text, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { NEWSLETTER_TEXTS, newsletterFailureText, subscribeToNewsletter } from './newsletter';
import classes from './site-footer.module.css';
import { showToast } from './toast';
import a11y from './visually-hidden.module.css';

type MessageResult = { message: string };

export { NEWSLETTER_TEXTS } from './newsletter';

export const NEWSLETTER_ERROR_ID = 'newsletter-error';
const NEWSLETTER_INPUT_ID = 'newsletter-email';

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
      setError(newsletterFailureText(failure));
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
        renderRoot={(props) => <form method="post" {...props} />}
        gap="xs"
        mt="sm"
        align="flex-start"
        onSubmit={submit}
        aria-label="Newsletter sign-up"
        // Server-rendered public pages send it without React (document/newsletter.ts).
        data-newsletter-form=""
      >
        <div className={classes.email}>
          {/* A plain field (not Mantine's): its error text and state are this form's own
              elements, which the page without React updates the same way. */}
          <label htmlFor={NEWSLETTER_INPUT_ID} className={a11y.srOnly}>
            Email address
          </label>
          <input
            id={NEWSLETTER_INPUT_ID}
            type="email"
            name="email"
            required
            placeholder={NEWSLETTER_TEXTS.placeholder}
            autoComplete="email"
            className={classes.emailInput}
            value={email}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              if (error) setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={NEWSLETTER_ERROR_ID}
            readOnly={sending}
          />
          {/* Always in the page, so the page without React can fill it in too. */}
          <p id={NEWSLETTER_ERROR_ID} role="alert" className={classes.error}>
            {error}
          </p>
        </div>
        <Button type="submit" loading={sending}>
          Subscribe
        </Button>
      </Group>
    </section>
  );
}

import { Button, Container } from '@mantine/core';
import { pageTitle } from '../../ui/brand';
import { PageHead } from '../../ui/page-head';
import { SiteLink } from '../../ui/site-link';
import { UnsubscribeCard, type UnsubscribeTexts } from '../../ui/unsubscribe-card';
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

const TEXTS: UnsubscribeTexts = {
  title: UNSUBSCRIBE_TEXTS.title,
  intro: UNSUBSCRIBE_TEXTS.intro,
  button: 'Unsubscribe',
  missingTitle: UNSUBSCRIBE_TEXTS.missingTitle,
  missing: UNSUBSCRIBE_TEXTS.missing,
  doneTitle: UNSUBSCRIBE_TEXTS.doneTitle,
  doneFallback: UNSUBSCRIBE_TEXTS.doneFallback,
  invalid: UNSUBSCRIBE_TEXTS.invalidFallback,
  network: UNSUBSCRIBE_TEXTS.network,
  failed: UNSUBSCRIBE_TEXTS.failed,
};

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
  return (
    <Container size={520} py={{ base: 40, sm: 72 }}>
      <PageHead title={pageTitle('Unsubscribe')} path="/newsletter/unsubscribe" noIndex />
      <UnsubscribeCard
        texts={TEXTS}
        token={token}
        unsubscribe={unsubscribe}
        missingAction={
          <Button variant="light" renderRoot={(props) => <SiteLink to="/contact" {...props} />}>
            Contact Support
          </Button>
        }
      />
    </Container>
  );
}

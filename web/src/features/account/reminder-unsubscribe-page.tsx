import { REMINDER_MESSAGES as M } from '@app/domain';
import { Container } from '@mantine/core';
import { fetchJson } from '../../lib/http';
import { pageTitle } from '../../ui/brand';
import { PageHead } from '../../ui/page-head';
import {
  type MessageResult,
  UnsubscribeCard,
  type UnsubscribeTexts,
} from '../../ui/unsubscribe-card';

/** POST /api/reminders/unsubscribe {token}: 200 {message}, or 400 {message} for a bad link. */
function stopReminders(token: string): Promise<MessageResult | null> {
  return fetchJson<MessageResult | null>('/api/reminders/unsubscribe', {
    method: 'POST',
    json: { token },
  });
}

const TEXTS: UnsubscribeTexts = {
  title: M.unsubscribeTitle,
  intro: M.unsubscribeIntro,
  button: M.unsubscribeButton,
  missingTitle: M.unsubscribeMissingTitle,
  missing: M.unsubscribeMissing,
  doneTitle: M.unsubscribedTitle,
  doneFallback: M.unsubscribed,
  invalid: M.linkInvalid,
  network: M.network,
  failed: M.failed,
};

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
  return (
    <Container size={520} py={{ base: 40, sm: 72 }}>
      <PageHead title={pageTitle(M.unsubscribeTitle)} path="/reminders/unsubscribe" noIndex />
      <UnsubscribeCard texts={TEXTS} token={token} unsubscribe={unsubscribe} />
    </Container>
  );
}

import '@mantine/core/styles/Card.css';

import { SUBSCRIBE_MESSAGES as M, type PaymentConfirmation, type User } from '@app/domain';
import { Button, Card, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef } from 'react';
import { signInHref } from '../../lib/auth-redirect';
import { useDateFormat } from '../../lib/use-date-format';
import { pageTitle } from '../../ui/brand';
import { PageHead } from '../../ui/page-head';
import type { ReturnParams } from './return-params';
import { usePaymentConfirmation } from './use-payment-confirmation';

export type PaymentReturnPageProps = {
  /** What the provider's redirect carried; null when there is no payment reference. */
  params: ReturnParams | null;
  /** Who is signed in: undefined while that is being checked, null when signed out. */
  user: User | null | undefined;
  /** The path and query of this page, to come back to after signing in. */
  returnPath: string;
};

/**
 * /subscribe/return, where the payment provider sends the student back: asks the api to
 * confirm the payment with the provider (spec §4), polling while it is pending, then says
 * what happened — premium until when and Start Practice, or cancelled/failed with Try again.
 */
export function PaymentReturnPage({ params, user, returnPath }: PaymentReturnPageProps) {
  const signedOut = user === null;
  const { state, retry } = usePaymentConfirmation(params, !signedOut);

  let body: ReactNode;
  if (!params) {
    body = (
      <Outcome title={M.invalidLinkTitle} tone="red">
        <Text>{M.invalidLinkText}</Text>
        <Group>
          <Button renderRoot={(props) => <Link to="/subscribe" {...props} />}>{M.viewPlans}</Button>
        </Group>
      </Outcome>
    );
  } else if (signedOut || (state.phase === 'failed' && state.failure.code === 'UNAUTHENTICATED')) {
    body = (
      <Outcome title={M.signInToConfirmTitle}>
        <Text>{M.signInToConfirmText}</Text>
        <Group>
          {/* A full load: the old session's cached data goes with it. */}
          <Button component="a" href={signInHref(returnPath)}>
            {M.signIn}
          </Button>
        </Group>
      </Outcome>
    );
  } else if (state.phase === 'checking') {
    body = (
      <Stack align="center" gap="sm" role="status" py="xl">
        <Loader aria-hidden />
        <Title order={1} fz="h3" ta="center">
          {M.confirming}
        </Title>
        <Text c="dimmed" ta="center">
          {M.confirmingText}
        </Text>
      </Stack>
    );
  } else if (state.phase === 'slow') {
    body = (
      <Outcome title={M.slowTitle}>
        <Text>{M.slowText}</Text>
        <Group>
          <Button onClick={retry}>{M.checkAgain}</Button>
          <Button variant="subtle" renderRoot={(props) => <Link to="/" {...props} />}>
            Back to Dashboard
          </Button>
        </Group>
      </Outcome>
    );
  } else if (state.phase === 'failed') {
    const { status, message } = state.failure;
    // A 4xx says what is wrong (an unknown payment, too many checks); anything else: retry.
    const known = status >= 400 && status < 500 && message;
    body = (
      <Outcome title={M.confirmFailedTitle} tone="red">
        <Text>{known ? message : M.confirmFailedText}</Text>
        <Group>
          <Button onClick={retry}>{M.tryAgain}</Button>
          <Button variant="subtle" renderRoot={(props) => <Link to="/subscribe" {...props} />}>
            {M.viewPlans}
          </Button>
        </Group>
      </Outcome>
    );
  } else {
    body = <Settled confirmation={state.confirmation} />;
  }

  return (
    <Container size="sm" py={{ base: 40, sm: 64 }}>
      <PageHead title={pageTitle(M.returnTitle)} path="/subscribe/return" noIndex />
      {body}
    </Container>
  );
}

function Settled({ confirmation }: { confirmation: PaymentConfirmation }) {
  const dates = useDateFormat();
  const { payment, premiumUntil } = confirmation;
  const tryAgain = (
    <Button
      renderRoot={(props) => (
        <Link to="/subscribe" search={{ exam: payment.examTypeId }} {...props} />
      )}
    >
      {M.tryAgain}
    </Button>
  );
  switch (payment.status) {
    case 'succeeded':
      return (
        <Outcome title={M.successTitle} tone="teal">
          <Text fz="lg">
            {premiumUntil
              ? M.successText(payment.examName, dates.long(premiumUntil))
              : M.successTextNoDate(payment.examName)}
          </Text>
          <Text c="dimmed">{M.receiptNote}</Text>
          <Group>
            <Button
              renderRoot={(props) => (
                <Link
                  to="/practice/$examTypeId"
                  params={{ examTypeId: String(payment.examTypeId) }}
                  {...props}
                />
              )}
            >
              {M.startPractice}
            </Button>
            <Button variant="subtle" renderRoot={(props) => <Link to="/" {...props} />}>
              Back to Dashboard
            </Button>
          </Group>
        </Outcome>
      );
    case 'cancelled':
    case 'failed':
      return (
        <Outcome
          title={payment.status === 'cancelled' ? M.cancelledTitle : M.failedTitle}
          tone="red"
        >
          <Text>{payment.status === 'cancelled' ? M.cancelledText : M.failedText}</Text>
          <Group>{tryAgain}</Group>
        </Outcome>
      );
    default:
      return (
        <Outcome title={M.refundedTitle}>
          <Text>{M.refundedText}</Text>
          <Group>{tryAgain}</Group>
        </Outcome>
      );
  }
}

/** One outcome card; its heading takes the focus so screen readers announce the change. */
function Outcome({
  title,
  tone,
  children,
}: {
  title: string;
  tone?: 'teal' | 'red';
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // A new outcome (e.g. Check again → Payment successful) moves the focus to its heading.
  useEffect(() => {
    heading.current?.focus();
  }, [title]);
  return (
    <Card withBorder radius="md" padding="xl">
      <Stack gap="md">
        <Title
          order={1}
          fz="h2"
          ref={heading}
          tabIndex={-1}
          c={tone === 'teal' ? 'teal.9' : tone === 'red' ? 'red.9' : undefined}
        >
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

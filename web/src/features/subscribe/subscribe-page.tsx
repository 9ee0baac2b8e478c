import '@mantine/core/styles/Skeleton.css';

import {
  type ExamType,
  SUBSCRIBE_MESSAGES as M,
  PAYMENT_MESSAGES,
  paidUntil,
  type User,
  type UserSubscription,
} from '@app/domain';
import {
  Alert,
  Anchor,
  Button,
  Container,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTrpc } from '../../lib/trpc';
import { pageTitle } from '../../ui/brand';
import { Icon } from '../../ui/icons';
import { PageHead } from '../../ui/page-head';
import { RetryAlert } from '../../ui/retry-alert';
import { SectionError } from '../../ui/section-error';
import a11y from '../../ui/visually-hidden.module.css';
import { PlanCard } from './plan-card';
import classes from './subscribe.module.css';
import { subscribePath, useCheckout } from './use-checkout';

export type SubscribePageProps = {
  /** Who is signed in: undefined while that is being checked, null when signed out. */
  user: User | null | undefined;
  /** `?exam=<examTypeId>`: that card is highlighted, scrolled to and its button focused. */
  preselectedExamId?: number;
  /** Leaves for a full page load (the checkout; /auth after a 401). Tests pass their own. */
  leave?: (url: string) => void;
};

const leaveByDefault = (url: string) => window.location.assign(url);

/** When the exam's paid access running now ends (through stacked periods), or null. */
function activeUntil(subscriptions: UserSubscription[] | undefined, examTypeId: number) {
  return paidUntil((subscriptions ?? []).filter((sub) => sub.examTypeId === examTypeId));
}

/**
 * Spec §2 /subscribe: one card per exam type with its price, 'Active' where a subscription
 * runs, and Subscribe (§4 payment flow, §8 errors). Signed-out visitors see a sign-in prompt;
 * footer notes on secure payment, SSL, cards and mobile money, and instant activation.
 */
export function SubscribePage({
  user,
  preselectedExamId,
  leave = leaveByDefault,
}: SubscribePageProps) {
  const trpc = useTrpc();
  const exams = useQuery(trpc.exams.list.queryOptions());
  const subscriptions = useQuery({
    ...trpc.subscriptions.list.queryOptions(),
    enabled: Boolean(user),
  });
  const checkout = useCheckout({ signedIn: user === undefined ? undefined : user !== null, leave });
  const isDemo = Boolean(user?.isDemo);
  const backHere = preselectedExamId ? subscribePath(preselectedExamId) : '/subscribe';
  const selected = exams.data?.some((exam) => exam.id === preselectedExamId)
    ? preselectedExamId
    : undefined;
  const selectedCard = useRef<HTMLElement>(null);
  const selectedButton = useRef<HTMLButtonElement>(null);

  // `?exam=`: bring the card into view and put the keyboard on its button, once it is there.
  useEffect(() => {
    if (selected === undefined) return;
    selectedCard.current?.scrollIntoView?.({ block: 'center' });
    selectedButton.current?.focus({ preventScroll: true });
  }, [selected]);

  return (
    <>
      <PageHead
        title={pageTitle(M.pageTitle)}
        description="Premium access to one exam for 10 days: every practice question with detailed explanations, timed tests and progress tracking."
        path="/subscribe"
      />
      <section className={classes.hero} aria-labelledby="subscribe-title">
        <Container size="lg" py={{ base: 32, sm: 48 }}>
          <Stack gap="sm" maw={720}>
            <Title order={1} id="subscribe-title" className={classes.heading}>
              {M.heading}
            </Title>
            <Text fz={{ base: 'md', sm: 'lg' }}>{M.intro}</Text>
          </Stack>
        </Container>
      </section>

      <Container size="lg" py={{ base: 24, sm: 40 }}>
        <Stack gap="xl">
          {user === null && (
            <Alert color="blue" variant="light" title={M.signInTitle}>
              <Stack gap="sm" align="flex-start">
                <Text fz="sm">{M.signInText}</Text>
                <Button
                  size="sm"
                  renderRoot={(props) => (
                    <Link to="/auth" search={{ redirect: backHere }} {...props} />
                  )}
                >
                  {M.signInLink}
                </Button>
              </Stack>
            </Alert>
          )}
          {isDemo && (
            <Alert color="blue" variant="light" title={M.demoTitle}>
              {PAYMENT_MESSAGES.demoCannotPay}
            </Alert>
          )}
          {subscriptions.isError && (
            <RetryAlert
              title={M.subscriptionsFailed}
              onRetry={() => void subscriptions.refetch()}
            />
          )}

          {exams.isError ? (
            <SectionError
              title={M.examsFailed}
              message={M.checkConnection}
              retrying={exams.isFetching}
              onRetry={() => void exams.refetch()}
            />
          ) : (
            <SimpleGrid
              cols={{ base: 1, sm: 2, lg: 3 }}
              spacing="lg"
              aria-busy={exams.isPending || undefined}
            >
              {exams.isPending ? (
                <PlanSkeletons />
              ) : (
                exams.data.map((exam: ExamType) => (
                  <PlanCard
                    key={exam.id}
                    exam={exam}
                    activeUntil={activeUntil(subscriptions.data, exam.id)}
                    selected={exam.id === selected}
                    processing={checkout.pendingExamId === exam.id}
                    disabled={isDemo || checkout.pendingExamId !== null}
                    onSubscribe={() => void checkout.start(exam.id)}
                    cardRef={exam.id === selected ? selectedCard : undefined}
                    buttonRef={exam.id === selected ? selectedButton : undefined}
                  />
                ))
              )}
            </SimpleGrid>
          )}

          <Stack gap="sm" component="section" aria-labelledby="payment-notes-title">
            <Title order={2} fz="md" id="payment-notes-title">
              {M.notesTitle}
            </Title>
            <ul className={classes.notes}>
              {M.footnotes.map((note) => (
                <li key={note}>
                  <Icon name="shield-check" size={18} />
                  {note}
                </li>
              ))}
            </ul>
            <Text fz="sm" c="dimmed">
              {M.refundNote}
            </Text>
            {user && (
              <Anchor component={Link} to="/settings" hash="payments" fz="sm" underline="always">
                {M.historyLink}
              </Anchor>
            )}
          </Stack>
        </Stack>
      </Container>
    </>
  );
}

/** Six cards' worth of placeholders while `exams.list` loads; one status line for readers. */
function PlanSkeletons() {
  return (
    <>
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <Skeleton key={i} className={classes.skeleton} radius="md" aria-hidden="true" />
      ))}
      <span role="status" className={a11y.srOnly}>
        {M.loading}
      </span>
    </>
  );
}

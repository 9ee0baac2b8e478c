import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';

import { daysLeft, type ExamType, SUBSCRIBE_MESSAGES as M, PAYMENT_MESSAGES } from '@app/domain';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Ref } from 'react';
import { useDateFormat } from '../../lib/use-date-format';
import { Icon } from '../../ui/icons';
import classes from './subscribe.module.css';

type PlanCardProps = {
  exam: ExamType;
  /** Expiry of the exam's active subscription, or null. */
  activeUntil: string | null;
  /** Preselected by `?exam=`: highlighted. */
  selected: boolean;
  /** This card's checkout is being opened. */
  processing: boolean;
  disabled: boolean;
  onSubscribe: () => void;
  cardRef?: Ref<HTMLElement>;
  buttonRef?: Ref<HTMLButtonElement>;
};

/**
 * Spec §2 /subscribe card: the exam, '$100 for 10 days', an 'Active' badge with the days left
 * while a subscription runs, and Subscribe ('Extend 10 days' when active: paying again adds
 * 10 days to the current expiry).
 */
export function PlanCard({
  exam,
  activeUntil,
  selected,
  processing,
  disabled,
  onSubscribe,
  cardRef,
  buttonRef,
}: PlanCardProps) {
  const dates = useDateFormat();
  const titleId = `plan-${exam.slug}`;
  const label = processing ? M.processing : activeUntil ? M.extend : M.subscribe;

  return (
    <Card
      ref={cardRef as Ref<HTMLDivElement>}
      component="article"
      withBorder
      radius="md"
      padding="lg"
      className={classes.card}
      style={{ '--exam-color': exam.color }}
      aria-labelledby={titleId}
      // The preselected card: a server-rendered page scrolls to it before it paints
      // (src/document/boot.ts), so the page does not jump once the app has started.
      data-initial-scroll={cardRef ? '' : undefined}
      aria-current={selected ? 'true' : undefined}
      data-selected={selected || undefined}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <span className={classes.examIcon}>
              <Icon name={exam.icon} size={20} />
            </span>
            <Title order={2} fz="lg" id={titleId}>
              {exam.name}
            </Title>
          </Group>
          {activeUntil && (
            <Badge color="teal.9" variant="filled" className={classes.noShrink}>
              {M.activeBadge}
            </Badge>
          )}
        </Group>
        <Text c="dimmed" fz="sm" className={classes.grow}>
          {exam.description}
        </Text>
        <Text className={classes.price}>{PAYMENT_MESSAGES.priceLabel}</Text>
        {activeUntil && (
          <Text fz="sm" fw={600} c="teal.9">
            {M.daysLeft(daysLeft(activeUntil))} · {M.premiumUntil(dates.long(activeUntil))}
          </Text>
        )}
        <Button
          ref={buttonRef}
          fullWidth
          variant={activeUntil ? 'light' : 'filled'}
          onClick={onSubscribe}
          disabled={disabled}
          aria-describedby={titleId}
        >
          {label}
        </Button>
        {activeUntil && (
          <Text fz="xs" c="dimmed">
            {M.extendNote}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

import { DASHBOARD_MESSAGES as M, PRACTICE_MESSAGES } from '@app/domain';
import { Anchor, Badge, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Icon } from '../../ui/icons';
import { externalHref } from '../../ui/site-footer-links';
import { useSiteSettings } from '../../ui/site-footer-settings';
import { SiteLink } from '../../ui/site-link';
import a11y from '../../ui/visually-hidden.module.css';
import classes from './dashboard.module.css';
import type { ExamCardModel } from './dashboard-model';
import { MoreWays } from './more-ways';
import { useUpgrade } from './upgrade-modal';

/**
 * Spec §2 exam card: name, description, PREMIUM or LIMITED badge and the expandable test
 * details; a subscribed student sees the last score, the average as a progress bar and
 * Continue/Start Practice; an unsubscribed one the free questions left, Try Free Questions,
 * Upgrade for Full Access and the chat.
 */
export function ExamCard({ model }: { model: ExamCardModel }) {
  const { exam } = model;
  const titleId = `exam-card-${exam.slug}`;

  return (
    <Card
      component="article"
      withBorder
      padding="lg"
      className={classes.examCard}
      style={{ '--exam-color': exam.color }}
      aria-labelledby={titleId}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" align="center">
            <span className={classes.examIcon}>
              <Icon name={exam.icon} size={20} />
            </span>
            <Title order={3} fz="lg" id={titleId}>
              {exam.name}
            </Title>
          </Group>
          {model.isPremium ? (
            <Badge color="teal.9" variant="filled" className={classes.noShrink}>
              {M.premiumBadge}
            </Badge>
          ) : (
            <Badge color="gray.8" variant="outline" className={classes.noShrink}>
              {M.limitedBadge}
            </Badge>
          )}
        </Group>
        <Text c="dimmed" fz="sm">
          {exam.description}
        </Text>

        {model.isPremium ? <PremiumPart model={model} /> : <FreePart model={model} />}

        <TestDetails model={model} />
      </Stack>
    </Card>
  );
}

function PremiumPart({ model }: { model: ExamCardModel }) {
  const { exam } = model;
  return (
    <Stack gap="sm" className={classes.cardBody}>
      {model.lastScore === null ? (
        // Before the first test: no 'Last score' and no 'Average 0%' to show.
        <div>
          <Text fz="sm" fw={700}>
            {PRACTICE_MESSAGES.notStarted}
          </Text>
          <Text fz="xs" c="dimmed" mt={4}>
            {M.noTestYet}
          </Text>
        </div>
      ) : (
        <>
          <Group justify="space-between" gap="xs">
            <Text fz="sm" fw={600}>
              {M.lastScore}
            </Text>
            <Text fz="sm" fw={700}>
              {`${model.lastScore}%`}
            </Text>
          </Group>
          <div>
            <Progress
              value={model.averageScore}
              color="var(--exam-color)"
              size="md"
              aria-label={M.averageProgress(exam.name)}
            />
            <Text fz="xs" c="dimmed" mt={4}>
              {M.average} {model.averageScore}%
            </Text>
          </div>
        </>
      )}
      <Text fz="sm" fw={600} c="teal.9">
        {model.premiumDaysLeft === null ? M.fullAccess : M.premiumDaysLeft(model.premiumDaysLeft)}
      </Text>
      <Button
        fullWidth
        renderRoot={(props) => (
          <Link to="/practice/$examTypeId" params={{ examTypeId: String(exam.id) }} {...props} />
        )}
      >
        {model.hasStarted ? M.continuePractice : M.startPractice}
      </Button>
      <MoreWays exam={exam} reviewDue={model.reviewDue} />
    </Stack>
  );
}

function FreePart({ model }: { model: ExamCardModel }) {
  const { exam } = model;
  const { openUpgrade } = useUpgrade();
  const used = model.freeQuestionsRemaining <= 0;
  return (
    <Stack gap="sm" className={classes.cardBody}>
      <div>
        <Text fz="sm" fw={700}>
          {M.freeQuestions(model.freeQuestionsRemaining)}
        </Text>
        {used && (
          <Text fz="xs" c="dimmed">
            {M.freeQuestionsUsedHint}
          </Text>
        )}
      </div>
      {!used && (
        <Button
          fullWidth
          variant="light"
          renderRoot={(props) => (
            <Link to="/practice/$examTypeId" params={{ examTypeId: String(exam.id) }} {...props} />
          )}
        >
          {M.tryFreeQuestions}
        </Button>
      )}
      <Button
        fullWidth
        variant={used ? 'filled' : 'outline'}
        aria-haspopup="dialog"
        onClick={() => openUpgrade({ id: exam.id, name: exam.name })}
      >
        {M.upgradeForFullAccess}
      </Button>
      <ChatHelpLink />
    </Stack>
  );
}

/** The messaging-app chat of the site settings in a new tab; the contact page's chat until then. */
function ChatHelpLink() {
  const { data: settings } = useSiteSettings();
  const href = externalHref(settings?.chatUrl);
  if (!href) {
    return (
      <Anchor component={SiteLink} to="/contact" hash="chat" fz="sm" ta="center">
        {M.chatHelp}
      </Anchor>
    );
  }
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" fz="sm" ta="center">
      {M.chatHelp} <span className={a11y.srOnly}>(opens in a new tab)</span>
    </Anchor>
  );
}

function TestDetails({ model }: { model: ExamCardModel }) {
  const { exam } = model;
  const [open, setOpen] = useState(false);
  const regionId = `exam-details-${exam.slug}`;
  return (
    <div className={classes.details}>
      <Button
        variant="transparent"
        size="compact-sm"
        className={classes.detailsToggle}
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={regionId}
        rightSection={
          <svg
            width="14"
            height="14"
            viewBox="0 0 12 12"
            aria-hidden="true"
            focusable="false"
            className={classes.chevron}
            data-open={open || undefined}
          >
            <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
          </svg>
        }
      >
        {M.testDetails}
      </Button>
      <div id={regionId} hidden={!open} className={classes.detailsBody}>
        <Text fz="sm" fw={600} mb="xs">
          {exam.fullName}
        </Text>
        <dl className={classes.detailList}>
          <dt>{M.detailDuration}</dt>
          <dd>{exam.details.duration}</dd>
          <dt>{M.detailQuestions}</dt>
          <dd>{exam.details.questionCount}</dd>
          <dt>{M.detailFormat}</dt>
          <dd>{exam.details.format}</dd>
          <dt>{M.detailCategories}</dt>
          <dd>
            <ul className={classes.categoryList}>
              {exam.categories.map((c) => (
                <li key={c.slug}>{c.title}</li>
              ))}
            </ul>
          </dd>
        </dl>
      </div>
    </div>
  );
}

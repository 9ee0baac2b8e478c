import '@mantine/core/styles/Card.css';

import { PRACTICE_MESSAGES } from '@app/domain';
import { Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { SiteLink } from '../../ui/site-link';

/**
 * Spec §2: shown when starting a test fails with a message containing 'requires'. The upgrade
 * button opens /subscribe with this exam's card preselected.
 */
export function SubscriptionRequired({
  examTypeId,
  examName,
}: {
  examTypeId: number;
  examName: string;
}) {
  return (
    <Container size="sm" py={64}>
      <Card withBorder radius="md" padding="xl">
        <Stack gap="md">
          <Title order={1} fz="h2">
            {PRACTICE_MESSAGES.subscriptionRequiredTitle}
          </Title>
          <Text>{PRACTICE_MESSAGES.subscriptionRequiredPageText}</Text>
          <Text c="dimmed" fz="sm">
            {examName}
          </Text>
          <Group gap="sm">
            <Button
              renderRoot={(props) => (
                <Link to="/subscribe" search={{ exam: examTypeId }} {...props} />
              )}
            >
              {PRACTICE_MESSAGES.upgradeButton}
            </Button>
            <Button variant="subtle" renderRoot={(props) => <SiteLink to="/" {...props} />}>
              Back to Dashboard
            </Button>
          </Group>
        </Stack>
      </Card>
    </Container>
  );
}

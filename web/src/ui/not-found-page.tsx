import { MESSAGES } from '@app/domain';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import { useRenderStatus } from '../lib/render-status';
import { pageTitle } from './brand';
import { PageHead } from './page-head';

/** Any unknown path (spec §2, §8); the router's default not-found component. */
export function NotFoundPage() {
  useRenderStatus(404);
  const path = useRouterState({ select: (state) => state.location.pathname });
  return (
    <Container size="sm" py={80}>
      <PageHead title={pageTitle('Page not found')} path={path} noIndex />
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>{MESSAGES.notFoundTitle}</Title>
        <Text c="dimmed">{MESSAGES.notFoundText}</Text>
        <Button renderRoot={(props) => <Link to="/" {...props} />}>Go to the home page</Button>
      </Stack>
    </Container>
  );
}

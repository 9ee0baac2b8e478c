import { Alert, Button, Container, Group, Stack, Title } from '@mantine/core';
import { type ErrorComponentProps, Link, useRouterState } from '@tanstack/react-router';
import { useRenderStatus } from '../lib/render-status';
import { pageTitle } from './brand';
import { PageHead } from './page-head';

/** Last-resort page when a route fails to load or render. */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  useRenderStatus(500);
  const path = useRouterState({ select: (state) => state.location.pathname });
  return (
    <Container size="sm" py={80}>
      <PageHead title={pageTitle('Something went wrong')} path={path} noIndex />
      <Stack gap="md">
        <Title order={1}>Something went wrong</Title>
        <Alert color="red" variant="light" role="alert">
          {error instanceof Error && error.message ? error.message : 'The page could not be shown.'}
        </Alert>
        <Group>
          <Button onClick={reset}>Try again</Button>
          <Button variant="default" renderRoot={(props) => <Link to="/" {...props} />}>
            Go to the home page
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

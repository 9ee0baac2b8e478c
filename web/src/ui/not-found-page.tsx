import { MESSAGES } from '@app/domain';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { pageTitle } from './brand';

/** Any unknown path (spec §2, §8); the router's default not-found component. */
export function NotFoundPage() {
  return (
    <Container size="sm" py={80}>
      <title>{pageTitle('Page not found')}</title>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>{MESSAGES.notFoundTitle}</Title>
        <Text c="dimmed">{MESSAGES.notFoundText}</Text>
        <Button renderRoot={(props) => <Link to="/" {...props} />}>Go to the home page</Button>
      </Stack>
    </Container>
  );
}

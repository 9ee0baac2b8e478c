import { AUTH_MESSAGES, UNAUTHORIZED_REDIRECT_DELAY_MS, type User } from '@app/domain';
import { Alert, Button, Container, Loader, Stack, Text } from '@mantine/core';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { signInHref } from '../lib/auth-redirect';
import { useCurrentUser } from '../session/current-user';
import { toastThen } from './toast';

/**
 * Spec §8 '401 pattern' for pages that need a signed-in user: once the current-user query
 * says signed out, toast 'Unauthorized - You are logged out. Logging in again...' and go to
 * /auth after 500 ms, with `?redirect=` back to this page once signed in. Returns the user
 * (undefined until known, null when signed out).
 */
export function useRequireUser() {
  const query = useCurrentUser();
  const navigate = useNavigate();
  const here = useLocation({ select: (location) => location.href });
  const signedOut = query.data === null;

  useEffect(() => {
    if (!signedOut) return;
    return toastThen(
      {
        title: AUTH_MESSAGES.unauthorizedTitle,
        message: AUTH_MESSAGES.unauthorizedText,
        variant: 'destructive',
      },
      UNAUTHORIZED_REDIRECT_DELAY_MS,
      () => void navigate({ href: signInHref(here), replace: true }),
    );
  }, [signedOut, navigate, here]);

  return query;
}

/**
 * Renders `children(user)` for a signed-in user; a loader while the user is fetched; the
 * redirect notice (see useRequireUser) when signed out; a retry when the check itself failed.
 */
export function RequireUser({ children }: { children: (user: User) => ReactNode }) {
  const query = useRequireUser();

  if (query.data) return children(query.data);

  return (
    <Container size="sm" py={80}>
      {query.isPending ? (
        <Stack align="center" gap="sm" role="status">
          <Loader aria-hidden />
          <Text c="dimmed">Checking your sign-in…</Text>
        </Stack>
      ) : query.isError ? (
        <Stack gap="md">
          <Alert color="red" variant="light" role="alert">
            {AUTH_MESSAGES.signInCheckFailed}
          </Alert>
          <Button onClick={() => void query.refetch()} w="fit-content">
            Try again
          </Button>
        </Stack>
      ) : (
        <Text ta="center" role="status">
          {AUTH_MESSAGES.unauthorizedText}
        </Text>
      )}
    </Container>
  );
}

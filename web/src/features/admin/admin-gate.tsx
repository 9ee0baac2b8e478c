import { AUTH_MESSAGES, type User } from '@app/domain';
import { Alert, Button, Container, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { RequireUser } from '../../ui/require-user';
import { SiteLink } from '../../ui/site-link';

/**
 * Admin pages: signed-out visitors go to /auth (spec §8 401 pattern, via RequireUser); signed-in
 * users who are not administrators are told so. The api refuses their calls in any case.
 */
export function AdminGate({ children }: { children: (user: User) => ReactNode }) {
  return (
    <RequireUser>
      {(user) =>
        user.isAdmin ? (
          children(user)
        ) : (
          <Container size="sm" py={80}>
            <Stack gap="md">
              <Alert color="red" variant="light" role="alert" title="Administrators only">
                {AUTH_MESSAGES.adminOnly}.
              </Alert>
              <Button component={SiteLink} to="/" w="fit-content">
                Back to Dashboard
              </Button>
            </Stack>
          </Container>
        )
      }
    </RequireUser>
  );
}

import type { User } from '@app/domain';
import { Box } from '@mantine/core';
import { PremiumBadge } from './premium-badge';
import classes from './premium-badge.module.css';
import UserMenu from './user-menu';

type AccountAreaProps = {
  user: User;
  /** The mobile menu shows the plan badge alone (the bar keeps the user menu). */
  badgeOnly?: boolean;
};

/**
 * The signed-in end of the shared header, one chunk loaded only for a signed-in visitor (so
 * the signed-out landing page carries none of it): the plan badge (from md up, in a slot of
 * fixed width so its arrival moves nothing) and the user menu.
 */
export default function AccountArea({ user, badgeOnly = false }: AccountAreaProps) {
  if (badgeOnly) {
    return (
      <div className={classes.mobileSlot}>
        <PremiumBadge fullAccess={user.isAdmin} />
      </div>
    );
  }
  return (
    <>
      <Box visibleFrom="md" className={classes.slot}>
        <PremiumBadge fullAccess={user.isAdmin} />
      </Box>
      <UserMenu user={user} />
    </>
  );
}

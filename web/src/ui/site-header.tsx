import { Burger, Button, Container, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useCurrentUser } from '../session/current-user';
import { loadAccountArea } from './account-area-loader';
import { BRAND_NAME } from './brand';
import classes from './site-header.module.css';
import { SiteLink } from './site-link';
import { ADMIN_NAV_LINK, NAV_LINKS } from './site-nav';

// The user menu (Mantine Menu + Popover + floating-ui) and the plan badge load only for a
// signed-in visitor, so the signed-out landing page does not carry them.
const AccountArea = lazy(loadAccountArea);

const MOBILE_NAV_ID = 'site-mobile-nav';

export function SiteHeader() {
  const [menuOpen, menu] = useDisclosure(false);
  // Spec §4: loading while the current-user call runs; a failed call reads as signed out.
  const { data: user, isPending } = useCurrentUser();
  const links = user?.isAdmin ? [...NAV_LINKS, ADMIN_NAV_LINK] : NAV_LINKS;
  const accountPlaceholder = <span className={classes.accountPlaceholder} aria-hidden="true" />;

  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.bar}>
        <Link to="/" className={classes.wordmark} onClick={menu.close}>
          {BRAND_NAME}
        </Link>

        <Group component="nav" aria-label="Main" gap="xs" visibleFrom="sm">
          {links.map((link) => (
            <SiteLink key={link.to} to={link.to} className={classes.navLink}>
              {link.label}
            </SiteLink>
          ))}
        </Group>

        <Group gap="xs" wrap="nowrap">
          {isPending ? (
            // Neither Sign In nor the user menu until we know: no flash of the wrong one.
            accountPlaceholder
          ) : user ? (
            <Suspense fallback={accountPlaceholder}>
              <AccountArea user={user} />
            </Suspense>
          ) : (
            <Button visibleFrom="sm" renderRoot={(props) => <SiteLink to="/auth" {...props} />}>
              Sign In
            </Button>
          )}

          <Burger
            hiddenFrom="sm"
            opened={menuOpen}
            onClick={menu.toggle}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls={MOBILE_NAV_ID}
            // Server-rendered public pages open it without React (document/menu.ts).
            data-menu-toggle=""
          />
        </Group>
      </Container>

      {/* Always in the page (hidden while closed), so a page without React can open it too. */}
      <Container
        size="lg"
        hiddenFrom="sm"
        className={classes.mobilePanel}
        id={MOBILE_NAV_ID}
        hidden={!menuOpen}
      >
        <Stack component="nav" aria-label="Main" gap={4}>
          {/* Signed in is the app's: rendered once the menu opens (no second badge hidden). */}
          {menuOpen && user && (
            <Suspense fallback={null}>
              <AccountArea user={user} badgeOnly />
            </Suspense>
          )}
          {links.map((link) => (
            <SiteLink
              key={link.to}
              to={link.to}
              className={classes.mobileLink}
              onClick={menu.close}
            >
              {link.label}
            </SiteLink>
          ))}
          {!isPending && !user && (
            <Button
              mt="sm"
              fullWidth
              renderRoot={(props) => <SiteLink to="/auth" {...props} />}
              onClick={menu.close}
            >
              Sign In / Sign Up
            </Button>
          )}
        </Stack>
      </Container>
    </header>
  );
}

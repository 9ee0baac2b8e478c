import { Burger, Button, Container, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { BRAND_NAME } from './brand';
import classes from './site-header.module.css';
import { SiteLink } from './site-link';
import { NAV_LINKS } from './site-nav';

const MOBILE_NAV_ID = 'site-mobile-nav';

export function SiteHeader() {
  const [menuOpen, menu] = useDisclosure(false);

  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.bar}>
        <Link to="/" className={classes.wordmark} onClick={menu.close}>
          {BRAND_NAME}
        </Link>

        <Group component="nav" aria-label="Main" gap="xs" visibleFrom="sm">
          {NAV_LINKS.map((link) => (
            <SiteLink key={link.to} to={link.to} className={classes.navLink}>
              {link.label}
            </SiteLink>
          ))}
        </Group>

        <Button visibleFrom="sm" renderRoot={(props) => <SiteLink to="/auth" {...props} />}>
          Sign In
        </Button>

        <Burger
          hiddenFrom="sm"
          opened={menuOpen}
          onClick={menu.toggle}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls={MOBILE_NAV_ID}
        />
      </Container>

      {menuOpen && (
        <Container size="lg" hiddenFrom="sm" className={classes.mobilePanel}>
          <Stack component="nav" id={MOBILE_NAV_ID} aria-label="Main" gap={4}>
            {NAV_LINKS.map((link) => (
              <SiteLink
                key={link.to}
                to={link.to}
                className={classes.mobileLink}
                onClick={menu.close}
              >
                {link.label}
              </SiteLink>
            ))}
            <Button
              mt="sm"
              fullWidth
              renderRoot={(props) => <SiteLink to="/auth" {...props} />}
              onClick={menu.close}
            >
              Sign In / Sign Up
            </Button>
          </Stack>
        </Container>
      )}
    </header>
  );
}

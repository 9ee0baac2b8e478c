import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';

import type { User } from '@app/domain';
import { Menu } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { signOutFailureToast, useLogout } from '../session/sign-out';
import classes from './site-header.module.css';
import { SiteLink } from './site-link';
import { showToast } from './toast';
import { displayName, UserMenuButton } from './user-menu-button';

/**
 * Spec §2 user menu of the shared header (signed in): Profile Settings, Admin Panel (admins),
 * Account Settings, Upgrade, Sign Out. Mantine's Menu gives the keyboard behaviour (Enter,
 * Space and arrows open it; arrows move; Escape closes and returns focus). Loaded when the
 * student reaches for it (ui/user-menu.tsx): `opened` opens it at once (the click that asked
 * for it), `focus` gives its button the focus the button before it had.
 */
export function UserMenuDropdown({
  user,
  opened,
  focus,
}: {
  user: User;
  opened: boolean;
  focus: boolean;
}) {
  const logout = useLogout();
  const target = useRef<HTMLButtonElement>(null);
  // Only on arrival: the button before this one had the focus (a keyboard user on it).
  useEffect(() => {
    if (focus) target.current?.focus();
  }, [focus]);

  async function signOut() {
    try {
      await logout.mutateAsync();
    } catch (error) {
      const toast = signOutFailureToast(error);
      if (toast) {
        void showToast(toast);
        return;
      }
    }
    // Spec §7: then go to /. A full load also drops every cached answer of this user.
    window.location.assign('/');
  }

  return (
    <Menu position="bottom-end" width={260} shadow="md" defaultOpened={opened}>
      <Menu.Target>
        <UserMenuButton user={user} ref={target} />
      </Menu.Target>

      <Menu.Dropdown>
        <div className={classes.menuIdentity} role="presentation">
          <strong className={classes.userName}>{displayName(user)}</strong>
          <span className={classes.menuEmail}>{user.email}</span>
        </div>
        <Menu.Divider />
        <Menu.Item renderRoot={(props) => <Link to="/settings" hash="profile" {...props} />}>
          Profile Settings
        </Menu.Item>
        {user.isAdmin && (
          <Menu.Item renderRoot={(props) => <SiteLink to="/admin" {...props} />}>
            Admin Panel
          </Menu.Item>
        )}
        <Menu.Item renderRoot={(props) => <Link to="/settings" hash="account" {...props} />}>
          Account Settings
        </Menu.Item>
        <Menu.Item renderRoot={(props) => <SiteLink to="/subscribe" {...props} />}>
          Upgrade
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item onClick={() => void signOut()}>Sign Out</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

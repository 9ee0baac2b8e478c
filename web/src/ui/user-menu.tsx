import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';

import type { User } from '@app/domain';
import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { signOutFailureToast, useLogout } from '../session/sign-out';
import classes from './site-header.module.css';
import { SiteLink } from './site-link';
import { showToast } from './toast';
import a11y from './visually-hidden.module.css';

/** 'First Last', or the e-mail when no name is known. */
function displayName(user: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}

function initials(user: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  const letters = [user.firstName, user.lastName].map((part) => part.trim().charAt(0)).join('');
  return (letters || user.email.charAt(0)).toUpperCase();
}

/** The CSP allows images from this origin only; anything else shows the initials. */
function sameOriginImage(url: string | null): string | null {
  return url?.startsWith('/') && !url.startsWith('//') ? url : null;
}

/**
 * Spec §2 user menu of the shared header (signed in): Profile Settings, Admin Panel (admins),
 * Account Settings, Upgrade, Sign Out. Mantine's Menu gives the keyboard behaviour (Enter,
 * Space and arrows open it; arrows move; Escape closes and returns focus).
 */
export default function UserMenu({ user }: { user: User }) {
  const logout = useLogout();
  const name = displayName(user);

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
    <Menu position="bottom-end" width={260} shadow="md">
      <Menu.Target>
        <UnstyledButton className={classes.userButton}>
          {/* The name comes from the content: the initials are decorative. */}
          <span className={a11y.srOnly}>Account menu for </span>
          <Avatar
            src={sameOriginImage(user.profileImageUrl)}
            alt=""
            aria-hidden
            radius="xl"
            size={32}
            color="blue"
          >
            {initials(user)}
          </Avatar>
          <span className={classes.userButtonName}>{name}</span>
          <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
            <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
          </svg>
        </UnstyledButton>
      </Menu.Target>

      <Menu.Dropdown>
        <div className={classes.menuIdentity} role="presentation">
          <strong className={classes.userName}>{name}</strong>
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

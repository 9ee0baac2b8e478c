import '@mantine/core/styles/Avatar.css';

import type { User } from '@app/domain';
import { Avatar, UnstyledButton } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import classes from './site-header.module.css';
import a11y from './visually-hidden.module.css';

/** 'First Last', or the e-mail when no name is known. */
export function displayName(user: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
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
 * The button that opens the user menu: the avatar (or initials) and the name. The same
 * element before the menu's code has loaded and after (ui/user-menu.tsx), so the page does
 * not move; props (handlers, ARIA, the ref) go to the button.
 */
export function UserMenuButton({
  user,
  ...props
}: { user: User } & Omit<ComponentPropsWithRef<'button'>, 'children'>) {
  return (
    <UnstyledButton className={classes.userButton} {...props}>
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
      <span className={classes.userButtonName}>{displayName(user)}</span>
      <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
        <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
      </svg>
    </UnstyledButton>
  );
}

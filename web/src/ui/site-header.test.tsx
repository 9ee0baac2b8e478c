import { BRAND_NAME } from '@app/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CURRENT_USER_KEY } from '../session/current-user';
import { renderPage } from '../test/render';
import { makeUser, seedCurrentUser } from '../test/users';
import { SiteHeader } from './site-header';

const mainNav = () => screen.getAllByRole('navigation', { name: 'Main' })[0] as HTMLElement;

describe('SiteHeader', () => {
  it('offers Sign In to a signed-out visitor, and Sign In / Sign Up in the mobile menu', async () => {
    renderPage(<SiteHeader />, { seed: seedCurrentUser(null) });

    const signIn = await screen.findByRole('link', { name: 'Sign In' });
    expect(signIn.getAttribute('href')).toBe('/auth');
    expect(screen.getByRole('link', { name: BRAND_NAME }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: /^Account menu/ })).toBeNull();
    expect(within(mainNav()).queryByRole('link', { name: 'Admin' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const mobile = document.getElementById('site-mobile-nav') as HTMLElement;
    expect(
      within(mobile).getByRole('link', { name: 'Sign In / Sign Up' }).getAttribute('href'),
    ).toBe('/auth');
  });

  it('shows neither Sign In nor the user menu while the current user loads', async () => {
    renderPage(<SiteHeader />, {
      // A GET /api/auth/user still on its way.
      seed: (_trpc, queryClient) =>
        void queryClient.prefetchQuery({
          queryKey: CURRENT_USER_KEY,
          queryFn: () => new Promise<null>(() => {}),
        }),
    });

    expect(await screen.findByRole('link', { name: BRAND_NAME })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Account menu/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.queryByRole('link', { name: 'Sign In / Sign Up' })).toBeNull();
  });

  it('gives a signed-in student the user menu, without admin entries', async () => {
    renderPage(<SiteHeader />, { seed: seedCurrentUser(makeUser()) });

    const button = await screen.findByRole('button', { name: 'Account menu for Sam Lee' });
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(within(mainNav()).queryByRole('link', { name: 'Admin' })).toBeNull();

    fireEvent.click(button);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('sam.lee@example.com')).toBeTruthy();
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Profile Settings',
      'Account Settings',
      'Upgrade',
      'Sign Out',
    ]);
    expect(items.map((item) => item.getAttribute('href'))).toEqual([
      '/settings#profile',
      '/settings#account',
      '/subscribe',
      null,
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.queryByRole('link', { name: 'Sign In / Sign Up' })).toBeNull();
  });

  it('shows admins the Admin link and the Admin Panel item', async () => {
    renderPage(<SiteHeader />, {
      seed: seedCurrentUser(makeUser({ isAdmin: true, firstName: 'Ada', lastName: '' })),
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Account menu for Ada' }));
    expect(within(mainNav()).getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe(
      '/admin',
    );
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Admin Panel' }).getAttribute('href')).toBe(
      '/admin',
    );
  });
});

import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Seed } from '../test/render';
import { renderPage } from '../test/render';
import { makeUser, seedCurrentUser } from '../test/users';
import { SiteHeader } from './site-header';

const DAY = 24 * 60 * 60 * 1000;

function signedInWith(status: { hasActiveSubscription: boolean; expiresAt: string | null }): Seed {
  return (trpc, queryClient) => {
    seedCurrentUser(makeUser())(trpc, queryClient);
    trpc.subscriptions.status.setData(undefined, status);
  };
}

describe('the header plan badge', () => {
  it("shows 'Premium · {n} days left' while a subscription is active", async () => {
    const expiresAt = new Date(Date.now() + 4 * DAY - 3_600_000).toISOString();
    renderPage(<SiteHeader />, { seed: signedInWith({ hasActiveSubscription: true, expiresAt }) });
    const badge = await screen.findByText('Premium · 4 days left');
    expect(badge.closest('a')).toBeNull();
    expect(screen.queryByText('Upgrade to Premium')).toBeNull();
  });

  it("offers 'Upgrade to Premium' linking to /subscribe otherwise", async () => {
    renderPage(<SiteHeader />, {
      seed: signedInWith({ hasActiveSubscription: false, expiresAt: null }),
    });
    const link = await screen.findByRole('link', { name: 'Upgrade to Premium' });
    expect(link.getAttribute('href')).toBe('/subscribe');
    expect(screen.queryByText(/days left/)).toBeNull();
  });

  it("gives an administrator 'Premium · Full access', never an upgrade", async () => {
    renderPage(<SiteHeader />, {
      seed: (trpc, queryClient) => {
        seedCurrentUser(makeUser({ isAdmin: true }))(trpc, queryClient);
        trpc.subscriptions.status.setData(undefined, {
          hasActiveSubscription: false,
          expiresAt: null,
        });
      },
    });
    const badge = await screen.findByText('Premium · Full access');
    expect(badge.closest('a')).toBeNull();
    expect(screen.queryByText('Upgrade to Premium')).toBeNull();
  });

  it('is in the mobile menu too', async () => {
    renderPage(<SiteHeader />, {
      seed: signedInWith({ hasActiveSubscription: false, expiresAt: null }),
    });
    await screen.findByRole('link', { name: 'Upgrade to Premium' });
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = document.getElementById('site-mobile-nav') as HTMLElement;
    expect(
      (await within(menu).findByRole('link', { name: 'Upgrade to Premium' })).getAttribute('href'),
    ).toBe('/subscribe');
  });

  it('is not there for a signed-out visitor', async () => {
    renderPage(<SiteHeader />, { seed: seedCurrentUser(null) });
    await screen.findByRole('link', { name: 'Sign In' });
    expect(screen.queryByText('Upgrade to Premium')).toBeNull();
    expect(screen.queryByText(/Premium ·/)).toBeNull();
  });
});

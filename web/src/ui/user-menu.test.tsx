import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test/render';
import { makeUser, seedCurrentUser } from '../test/users';
import { SiteHeader } from './site-header';

describe('the user menu, loaded when reached for', () => {
  it('keeps the focus on its button when the menu arrives, and then opens', async () => {
    renderPage(<SiteHeader />, { seed: seedCurrentUser(makeUser()) });
    const before = await screen.findByRole('button', { name: 'Account menu for Sam Lee' });
    expect(before.getAttribute('aria-haspopup')).toBe('menu');
    expect(screen.queryByRole('menu')).toBeNull();

    before.focus();
    // The menu's own button replaces it, focused as the one before was.
    await waitFor(() => expect(before.isConnected).toBe(false));
    const after = screen.getByRole('button', { name: 'Account menu for Sam Lee' });
    expect(document.activeElement).toBe(after);
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.click(after);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Sign Out' })).toBeTruthy();
  });
});

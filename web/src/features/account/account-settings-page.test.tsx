import { AUTH_MESSAGES, BRAND_NAME, type User } from '@app/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../lib/http';
import { renderPage } from '../../test/render';
import { makeUser } from '../../test/users';
import { type AccountActions, AccountSettingsPage } from './account-settings-page';

function actions(overrides: Partial<AccountActions> = {}): AccountActions {
  return {
    saveProfile: vi.fn(async () => undefined),
    changePassword: vi.fn(async () => ({ message: AUTH_MESSAGES.passwordChanged })),
    signOutOthers: vi.fn(async () => ({ message: AUTH_MESSAGES.otherSessionsEnded })),
    ...overrides,
  };
}

async function renderSettings(user: User, given: AccountActions) {
  const view = renderPage(<AccountSettingsPage user={user} actions={given} />, {
    path: '/settings',
  });
  await screen.findByRole('heading', { level: 1, name: 'Settings' });
  return view;
}

const section = (name: string) => screen.getByRole('region', { name });
const type = (scope: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

describe('AccountSettingsPage', () => {
  it('shows the profile with the e-mail read-only and saves trimmed names', async () => {
    let finish: () => void = () => {};
    const saveProfile = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    await renderSettings(makeUser(), actions({ saveProfile }));
    await waitFor(() => expect(document.title).toBe(`Account Settings — ${BRAND_NAME}`));

    const profile = section('Profile Settings');
    const email = within(profile).getByLabelText(/^Email/) as HTMLInputElement;
    expect(email.value).toBe('sam.lee@example.com');
    expect(email.readOnly).toBe(true);
    const save = within(profile).getByRole('button', { name: 'Save Profile' });
    expect(save.hasAttribute('disabled')).toBe(true); // nothing changed yet

    type(profile, /^First name/, '  Samira ');
    fireEvent.click(save);
    expect(await within(profile).findByRole('button', { name: 'Saving...' })).toBeTruthy();
    expect(saveProfile).toHaveBeenCalledWith({ firstName: 'Samira', lastName: 'Lee' });
    finish();
    expect(await screen.findByText(AUTH_MESSAGES.profileSaved)).toBeTruthy();
  });

  it('needs a first name', async () => {
    const given = actions();
    await renderSettings(makeUser(), given);
    const profile = section('Profile Settings');
    type(profile, /^First name/, ' ');
    fireEvent.click(within(profile).getByRole('button', { name: 'Save Profile' }));
    expect(await within(profile).findByText(AUTH_MESSAGES.firstNameMissing)).toBeTruthy();
    expect(given.saveProfile).not.toHaveBeenCalled();
  });

  it('checks a new password like the reset screen, then changes it and clears the form', async () => {
    const given = actions();
    await renderSettings(makeUser(), given);
    const account = section('Account Settings');
    const submit = within(account).getByRole('button', { name: 'Change Password' });
    expect(
      within(account)
        .getByLabelText(/^Current password/)
        .getAttribute('autocomplete'),
    ).toBe('current-password');

    fireEvent.click(submit);
    expect(await within(account).findByText(AUTH_MESSAGES.fillAllFields)).toBeTruthy();
    expect(document.activeElement).toBe(within(account).getByLabelText(/^Current password/));

    type(account, /^Current password/, 'old-password');
    type(account, /^New password/, 'short');
    type(account, /^Confirm new password/, 'short');
    fireEvent.click(submit);
    expect(await within(account).findByText(AUTH_MESSAGES.passwordTooShort)).toBeTruthy();

    type(account, /^New password/, 'a-new-password');
    type(account, /^Confirm new password/, 'a-new-passw0rd');
    fireEvent.click(submit);
    expect(await within(account).findByText(AUTH_MESSAGES.passwordsDoNotMatch)).toBeTruthy();
    expect(given.changePassword).not.toHaveBeenCalled();

    type(account, /^Confirm new password/, 'a-new-password');
    fireEvent.click(submit);
    expect(await screen.findByText(AUTH_MESSAGES.passwordChanged)).toBeTruthy();
    expect(given.changePassword).toHaveBeenCalledWith({
      currentPassword: 'old-password',
      newPassword: 'a-new-password',
    });
    expect((within(account).getByLabelText(/^Current password/) as HTMLInputElement).value).toBe(
      '',
    );
  });

  it("shows the server's refusal in a toast", async () => {
    const refused = new HttpError(
      400,
      JSON.stringify({ message: AUTH_MESSAGES.currentPasswordWrong }),
      'Bad Request',
    );
    await renderSettings(
      makeUser(),
      actions({
        changePassword: async () => {
          throw refused;
        },
      }),
    );
    const account = section('Account Settings');
    type(account, /^Current password/, 'wrong-password');
    type(account, /^New password/, 'a-new-password');
    type(account, /^Confirm new password/, 'a-new-password');
    fireEvent.click(within(account).getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText(AUTH_MESSAGES.passwordNotChangedTitle)).toBeTruthy();
    expect(screen.getByText(AUTH_MESSAGES.currentPasswordWrong)).toBeTruthy();
  });

  it('signs out the other devices', async () => {
    const given = actions();
    await renderSettings(makeUser(), given);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out of all other devices' }));
    expect(await screen.findByText(AUTH_MESSAGES.otherSessionsEnded)).toBeTruthy();
    expect(given.signOutOthers).toHaveBeenCalledTimes(1);
  });

  it('tells the demo account why nothing can be changed, with every form disabled', async () => {
    await renderSettings(makeUser({ isDemo: true }), actions());
    expect(screen.getByText(AUTH_MESSAGES.demoAccountLocked, { exact: false })).toBeTruthy();
    for (const label of [/^First name/, /^Current password/, /^New password/]) {
      expect(screen.getByLabelText(label).closest('fieldset')?.disabled).toBe(true);
    }
    expect(screen.getByRole('button', { name: 'Change Password' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(
      screen
        .getByRole('button', { name: 'Sign out of all other devices' })
        .hasAttribute('disabled'),
    ).toBe(true);
  });
});

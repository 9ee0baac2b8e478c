import { REMINDER_MESSAGES as M } from '@app/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render';
import { answerTrpc } from '../../test/trpc-network';
import { StudyRemindersForm } from './study-reminders-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

describe('StudyRemindersForm', () => {
  it('is off by default; turned on for chosen days, it saves them with the device’s time zone', async () => {
    const calls = answerTrpc({
      'reminders.settings': () => ({ enabled: false, days: 'daily', timeZone: 'UTC' }),
      'reminders.setSettings': (input) => input,
    });
    renderPage(<StudyRemindersForm locked={false} />, { path: '/settings' });
    expect(await screen.findByText(M.statusOff)).toBeTruthy();
    const toggle = screen.getByRole('switch', { name: M.enabledLabel });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('radio', { name: M.chosenDays }));
    // No day chosen: said on the form, nothing sent.
    fireEvent.click(screen.getByRole('button', { name: M.save }));
    expect(await screen.findByText(M.noDayChosen)).toBeTruthy();
    expect(calls.some((c) => c.path === 'reminders.setSettings')).toBe(false);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Friday' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Monday' }));
    expect(screen.getByText(M.timeZoneNote(zone))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: M.save }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'reminders.setSettings')?.input).toEqual({
        enabled: true,
        days: ['mon', 'fri'],
        timeZone: zone,
      }),
    );
    expect(await screen.findByText(M.saved)).toBeTruthy();
    expect(await screen.findByText(M.statusOn(['mon', 'fri']))).toBeTruthy();
  });

  it('shows reminders that are on, and turns them off', async () => {
    const calls = answerTrpc({
      'reminders.settings': () => ({ enabled: true, days: 'daily', timeZone: 'UTC' }),
      'reminders.setSettings': (input) => input,
    });
    renderPage(<StudyRemindersForm locked={false} />, { path: '/settings' });
    expect(await screen.findByText(M.statusOn('daily'))).toBeTruthy();
    expect((screen.getByRole('radio', { name: M.daily }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('switch', { name: M.enabledLabel }));
    fireEvent.click(screen.getByRole('button', { name: M.save }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'reminders.setSettings')?.input).toMatchObject({
        enabled: false,
      }),
    );
    expect(await screen.findByText(M.statusOff)).toBeTruthy();
  });

  it('cannot be changed on the shared demo account', async () => {
    answerTrpc({
      'reminders.settings': () => ({ enabled: false, days: 'daily', timeZone: 'UTC' }),
    });
    renderPage(<StudyRemindersForm locked />, { path: '/settings' });
    const save = await screen.findByRole('button', { name: M.save });
    expect(save.hasAttribute('disabled')).toBe(true);
  });
});

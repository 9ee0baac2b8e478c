import { REMINDER_MESSAGES as M } from '@app/domain';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http';
import { renderPage } from '../../test/render';
import { ReminderUnsubscribePage } from './reminder-unsubscribe-page';

const path = '/reminders/unsubscribe';

describe('ReminderUnsubscribePage', () => {
  it('stops reminders with one press and says so, focused', async () => {
    const sent: string[] = [];
    renderPage(
      <ReminderUnsubscribePage
        token="abc.def"
        unsubscribe={async (token) => {
          sent.push(token);
          return { message: M.unsubscribed };
        }}
      />,
      { path },
    );
    fireEvent.click(await screen.findByRole('button', { name: M.unsubscribeButton }));
    const heading = await screen.findByRole('heading', { name: M.unsubscribedTitle });
    expect(sent).toEqual(['abc.def']);
    expect(screen.getByText(M.unsubscribed)).toBeTruthy();
    expect(document.activeElement).toBe(heading);
  });

  it('says a bad link is invalid, and an incomplete one is incomplete', async () => {
    renderPage(
      <ReminderUnsubscribePage
        token="forged"
        unsubscribe={async () => {
          throw new HttpError(400, JSON.stringify({ message: M.linkInvalid }), '');
        }}
      />,
      { path },
    );
    fireEvent.click(await screen.findByRole('button', { name: M.unsubscribeButton }));
    expect(await screen.findByText(M.linkInvalid)).toBeTruthy();
    expect(screen.getByRole('button', { name: M.unsubscribeButton })).toBeTruthy();
  });

  it('explains a link without a token', async () => {
    renderPage(<ReminderUnsubscribePage />, { path });
    expect(await screen.findByText(M.unsubscribeMissing)).toBeTruthy();
  });
});

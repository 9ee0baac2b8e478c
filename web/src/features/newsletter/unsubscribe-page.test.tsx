import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http';
import { renderPage } from '../../test/render';
import { UNSUBSCRIBE_TEXTS, UnsubscribePage } from './unsubscribe-page';
import { validateUnsubscribeSearch } from './unsubscribe-search';

const path = '/newsletter/unsubscribe';

describe('UnsubscribePage', () => {
  it('sends the token and shows the confirmation with the server message', async () => {
    const sent: string[] = [];
    let finish: (value: { message: string }) => void = () => {};
    renderPage(
      <UnsubscribePage
        token="abc123"
        unsubscribe={(token) => {
          sent.push(token);
          return new Promise((resolve) => {
            finish = resolve;
          });
        }}
      />,
      { path },
    );
    const button = (await screen.findByRole('button', {
      name: 'Unsubscribe',
    })) as HTMLButtonElement;
    fireEvent.click(button);
    await waitFor(() => expect(button.disabled).toBe(true));
    expect(sent).toEqual(['abc123']);

    await act(async () => finish({ message: "You've been unsubscribed." }));
    const heading = await screen.findByRole('heading', { name: UNSUBSCRIBE_TEXTS.doneTitle });
    expect(screen.getByText("You've been unsubscribed.")).toBeTruthy();
    expect(document.activeElement).toBe(heading);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it("shows the server's message for an invalid link and lets the visitor try again", async () => {
    renderPage(
      <UnsubscribePage
        token="stale"
        unsubscribe={async () => {
          throw new HttpError(400, '{"message":"This unsubscribe link is invalid."}', '');
        }}
      />,
      { path },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This unsubscribe link is invalid.',
    );
    expect(
      (screen.getByRole('button', { name: 'Unsubscribe' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('reports a network failure of the real call', async () => {
    // No api runs in unit tests: the real POST cannot be sent.
    renderPage(<UnsubscribePage token="abc" />, { path });
    fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect((await screen.findByRole('alert')).textContent).toContain(UNSUBSCRIBE_TEXTS.network);
  });

  it('explains a link without a token', async () => {
    renderPage(<UnsubscribePage />, { path });
    expect(
      await screen.findByRole('heading', { name: UNSUBSCRIBE_TEXTS.missingTitle }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });
});

describe('validateUnsubscribeSearch', () => {
  it('keeps a non-empty trimmed string token only', () => {
    expect(validateUnsubscribeSearch({ token: ' abc ' })).toEqual({ token: 'abc' });
    expect(validateUnsubscribeSearch({ token: '  ' })).toEqual({});
    expect(validateUnsubscribeSearch({ token: 12 })).toEqual({});
    expect(validateUnsubscribeSearch({})).toEqual({});
  });
});

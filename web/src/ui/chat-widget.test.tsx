import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../test/render';
import { CHAT_BUBBLE_QUERY, CHAT_SEEN_KEY, isChatHiddenOn, mayOpenByItself } from './chat-policy';
import ChatWidget, { CHAT_BUTTON_DELAY_MS, CHAT_PANEL_DELAY_MS } from './chat-widget';
import { SETTINGS } from './site-footer.fixtures';

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const toggle = () => screen.getByRole('button', { name: 'Support chat' });
const panel = () => screen.queryByRole('dialog', { name: 'Support chat' });

async function renderWidget(withSettings = true, pathname = '/') {
  renderPage(<ChatWidget pathname={pathname} />, {
    seed: withSettings
      ? (trpc) => trpc.content.siteSettings.setData(undefined, SETTINGS)
      : undefined,
  });
  // Let the router render its first page without moving the clock.
  await advance(0);
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ChatWidget', () => {
  it('shows the button after 2 s and opens the panel by itself 1 s later, without taking focus', async () => {
    await renderWidget();
    await advance(CHAT_BUTTON_DELAY_MS - 1);
    expect(screen.queryByRole('button', { name: 'Support chat' })).toBeNull();

    await advance(1);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(panel()).toBeNull();

    await advance(CHAT_PANEL_DELAY_MS);
    const dialog = panel() as HTMLElement;
    expect(dialog).not.toBeNull();
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(toggle().getAttribute('aria-controls')).toBe(dialog.id);
    expect(dialog.contains(document.activeElement)).toBe(false);

    expect(within(dialog).getByText('Support is online')).toBeTruthy();
    expect(within(dialog).getByText(/E-mail support is available 24\/7/)).toBeTruthy();
    expect(within(dialog).getByText('Monday – Friday')).toBeTruthy();
    expect(within(dialog).getByText('9:00 AM – 6:00 PM EST')).toBeTruthy();
    const chat = within(dialog).getByRole('link', { name: 'Start Chat (opens in a new tab)' });
    expect(chat.getAttribute('href')).toBe(SETTINGS.chatUrl);
    expect(chat.getAttribute('target')).toBe('_blank');
    expect(chat.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('closes with the close icon and returns focus to the button; the button toggles', async () => {
    await renderWidget();
    await advance(CHAT_BUTTON_DELAY_MS + CHAT_PANEL_DELAY_MS);

    fireEvent.click(screen.getByRole('button', { name: 'Close support chat' }));
    expect(panel()).toBeNull();
    expect(document.activeElement).toBe(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(toggle());
    const dialog = panel() as HTMLElement;
    expect(dialog).not.toBeNull();
    expect(document.activeElement).toBe(dialog);

    fireEvent.click(toggle());
    expect(panel()).toBeNull();
  });

  it('closes on Escape from inside the panel', async () => {
    await renderWidget();
    await advance(CHAT_BUTTON_DELAY_MS);
    fireEvent.click(toggle());
    const close = screen.getByRole('button', { name: 'Close support chat' });
    close.focus();
    fireEvent.keyDown(close, { key: 'Escape' });
    expect(panel()).toBeNull();
    expect(document.activeElement).toBe(toggle());
  });

  it('does not reopen by itself when the visitor already used the button', async () => {
    await renderWidget();
    await advance(CHAT_BUTTON_DELAY_MS);
    fireEvent.click(toggle());
    fireEvent.click(toggle());
    await advance(CHAT_PANEL_DELAY_MS * 2);
    expect(panel()).toBeNull();
  });

  it('points to the contact page when the chat link is not known', async () => {
    await renderWidget(false);
    await advance(CHAT_BUTTON_DELAY_MS + CHAT_PANEL_DELAY_MS);
    const dialog = panel() as HTMLElement;
    expect(within(dialog).getByRole('link', { name: 'Contact Support' }).getAttribute('href')).toBe(
      '/contact#chat',
    );
  });
});

describe('opening by itself', () => {
  it('happens at most once per visitor', async () => {
    await renderWidget();
    await advance(CHAT_BUTTON_DELAY_MS + CHAT_PANEL_DELAY_MS);
    expect(panel()).not.toBeNull();
    expect(localStorage.getItem(CHAT_SEEN_KEY)).toBe('1');
  });

  it('does not happen again on the next page load', async () => {
    localStorage.setItem(CHAT_SEEN_KEY, '1');
    await renderWidget();
    await advance(CHAT_BUTTON_DELAY_MS + CHAT_PANEL_DELAY_MS + 5000);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(panel()).toBeNull();
  });

  it('never happens over the sign-in, password and payment pages', async () => {
    await renderWidget(true, '/auth');
    await advance(CHAT_BUTTON_DELAY_MS + CHAT_PANEL_DELAY_MS + 5000);
    expect(toggle()).toBeTruthy();
    expect(panel()).toBeNull();
    // Nothing was spent: the first page that allows it still opens it.
    expect(localStorage.getItem(CHAT_SEEN_KEY)).toBeNull();
    for (const path of [
      '/auth',
      '/reset-password',
      '/subscribe',
      '/subscribe/return',
      '/practice/1',
    ]) {
      expect(mayOpenByItself(path, localStorage), path).toBe(false);
    }
    expect(mayOpenByItself('/services', localStorage)).toBe(true);
    expect(mayOpenByItself('/services', null)).toBe(false);
  });
});

describe('opening by itself without covering the page', () => {
  const realMatchMedia = window.matchMedia;
  const realRect = HTMLElement.prototype.getBoundingClientRect;
  afterEach(() => {
    window.matchMedia = realMatchMedia;
    HTMLElement.prototype.getBoundingClientRect = realRect;
    document.getElementById('page-action')?.remove();
  });
  const onPhone = () => {
    window.matchMedia = ((query: string) => ({
      ...realMatchMedia(query),
      matches: query === CHAT_BUBBLE_QUERY,
    })) as typeof window.matchMedia;
  };
  const bubbleButton = () => screen.queryByRole('button', { name: /Questions\? Chat with us/ });

  it('is the small bubble on a phone, which opens the panel', async () => {
    onPhone();
    await renderWidget();
    await advance(CHAT_BUTTON_DELAY_MS + CHAT_PANEL_DELAY_MS);
    expect(panel()).toBeNull();
    const bubble = bubbleButton() as HTMLElement;
    expect(bubble).not.toBeNull();
    expect(localStorage.getItem(CHAT_SEEN_KEY)).toBe('1');
    fireEvent.click(bubble);
    expect(panel()).not.toBeNull();
    expect(bubbleButton()).toBeNull();
  });

  it('does not happen where it would lie over a button of the page', async () => {
    const action = document.createElement('button');
    action.id = 'page-action';
    action.textContent = 'Start Free Trial';
    document.body.append(action);
    // Everything laid out in the same place: the hero's button under the bubble.
    HTMLElement.prototype.getBoundingClientRect = () => new DOMRect(0, 600, 390, 200);
    onPhone();
    await renderWidget();
    await advance(CHAT_BUTTON_DELAY_MS + CHAT_PANEL_DELAY_MS + 5000);
    expect(bubbleButton()).toBeNull();
    expect(panel()).toBeNull();
    expect(toggle()).toBeTruthy();
    // Not spent: a later page with room for it may still open it.
    expect(localStorage.getItem(CHAT_SEEN_KEY)).toBeNull();
  });

  it('does not open the panel over the page on a larger screen either', async () => {
    // The exam page's 'At a glance' card.
    const box = document.createElement('section');
    box.id = 'page-action';
    box.className = 'mantine-Card-root';
    box.textContent = 'At a glance';
    document.body.append(box);
    HTMLElement.prototype.getBoundingClientRect = () => new DOMRect(760, 340, 500, 400);
    await renderWidget();
    await advance(CHAT_BUTTON_DELAY_MS + CHAT_PANEL_DELAY_MS + 5000);
    expect(panel()).toBeNull();
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });
});

describe('isChatHiddenOn', () => {
  it('hides the widget on admin tools and timed practice only', () => {
    expect(isChatHiddenOn('/admin')).toBe(true);
    expect(isChatHiddenOn('/practice/3')).toBe(true);
    expect(isChatHiddenOn('/')).toBe(false);
    expect(isChatHiddenOn('/administration-tips')).toBe(false);
  });
});

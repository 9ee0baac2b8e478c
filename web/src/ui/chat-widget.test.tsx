import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../test/render';
import { CHAT_SEEN_KEY, isChatHiddenOn, mayOpenByItself } from './chat-policy';
import ChatWidget, { CHAT_BUTTON_DELAY_MS, CHAT_PANEL_DELAY_MS } from './chat-widget';
import { SETTINGS } from './site-footer.fixtures';

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const toggle = () => screen.getByRole('button', { name: 'Support chat' });
const panel = () => screen.queryByRole('dialog', { name: 'Support chat' });
const bubbleButton = () => screen.queryByRole('button', { name: /Questions\? Chat with us/ });

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
  it('shows the button after 2 s and its bubble 1 s later, without taking focus; the bubble opens the panel', async () => {
    await renderWidget();
    await advance(CHAT_BUTTON_DELAY_MS - 1);
    expect(screen.queryByRole('button', { name: 'Support chat' })).toBeNull();

    await advance(1);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(panel()).toBeNull();

    await advance(CHAT_PANEL_DELAY_MS);
    const bubble = bubbleButton() as HTMLElement;
    expect(bubble).not.toBeNull();
    expect(bubble.textContent).toContain('Support is online');
    expect(document.activeElement).not.toBe(bubble);
    // The bubble, not the panel: it covers nothing of the page.
    expect(panel()).toBeNull();
    fireEvent.click(bubble);
    const dialog = panel() as HTMLElement;
    expect(dialog).not.toBeNull();
    expect(bubbleButton()).toBeNull();
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(toggle().getAttribute('aria-controls')).toBe(dialog.id);
    expect(document.activeElement).toBe(dialog);

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
    fireEvent.click(bubbleButton() as HTMLElement);

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
    expect(bubbleButton()).toBeNull();
  });

  it('dismisses the bubble with its own button or Escape, focus back on the chat button', async () => {
    await renderWidget();
    await advance(CHAT_BUTTON_DELAY_MS + CHAT_PANEL_DELAY_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(bubbleButton()).toBeNull();
    expect(panel()).toBeNull();
    expect(document.activeElement).toBe(toggle());
  });

  it('points to the contact page when the chat link is not known', async () => {
    await renderWidget(false);
    await advance(CHAT_BUTTON_DELAY_MS);
    fireEvent.click(toggle());
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
    expect(bubbleButton()).not.toBeNull();
    expect(localStorage.getItem(CHAT_SEEN_KEY)).toBe('1');
  });

  it('does not happen again on the next page load', async () => {
    localStorage.setItem(CHAT_SEEN_KEY, '1');
    await renderWidget();
    await advance(CHAT_BUTTON_DELAY_MS + CHAT_PANEL_DELAY_MS + 5000);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(bubbleButton()).toBeNull();
  });

  it('never happens over the sign-in, password and payment pages', async () => {
    await renderWidget(true, '/auth');
    await advance(CHAT_BUTTON_DELAY_MS + CHAT_PANEL_DELAY_MS + 5000);
    expect(toggle()).toBeTruthy();
    expect(bubbleButton()).toBeNull();
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
  const realRect = HTMLElement.prototype.getBoundingClientRect;
  afterEach(() => {
    HTMLElement.prototype.getBoundingClientRect = realRect;
    document.getElementById('page-action')?.remove();
  });

  /** A part of the page laid out where the bubble would be (everything shares the box). */
  function under(element: HTMLElement) {
    element.id = 'page-action';
    document.body.append(element);
    HTMLElement.prototype.getBoundingClientRect = () => new DOMRect(0, 600, 390, 200);
  }

  it("does not happen over a button of the page (a phone's hero)", async () => {
    const action = document.createElement('button');
    action.textContent = 'Start Free Trial';
    under(action);
    await renderWidget();
    await advance(CHAT_BUTTON_DELAY_MS + CHAT_PANEL_DELAY_MS + 5000);
    expect(bubbleButton()).toBeNull();
    expect(panel()).toBeNull();
    expect(toggle()).toBeTruthy();
    // Not spent: a later page with room for it may still open it.
    expect(localStorage.getItem(CHAT_SEEN_KEY)).toBeNull();
  });

  it("does not happen over a card (a desktop exam page's 'At a glance')", async () => {
    const box = document.createElement('section');
    box.className = 'mantine-Card-root';
    box.textContent = 'At a glance';
    under(box);
    await renderWidget();
    await advance(CHAT_BUTTON_DELAY_MS + CHAT_PANEL_DELAY_MS + 5000);
    expect(bubbleButton()).toBeNull();
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

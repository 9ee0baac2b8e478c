/*
 * When the support chat widget shows and when it may open by itself. Plain functions with no
 * React, shared by the widget (chat-widget.tsx) and the script of the server-rendered public
 * pages (public/enhance.ts), so both behave alike.
 */

/** Spec §9: the button appears 2000 ms after load, the panel opens 1000 ms after that. */
export const CHAT_BUTTON_DELAY_MS = 2000;
export const CHAT_PANEL_DELAY_MS = 1000;

/** Where a floating chat bubble would be in the way: admin tools and timed tests. */
const HIDDEN_ON = ['/admin', '/upload', '/practice'];

/**
 * Where the panel never opens by itself (the button still shows): the sign-in and password
 * screens, where on a phone it covered the form, and everything on the way to paying.
 */
const NO_AUTO_OPEN_ON = [
  '/auth',
  '/reset-password',
  '/subscribe',
  '/practice',
  '/local-checkout',
  '/settings',
];

/** Remembers that this visitor has seen the panel open (by itself or by hand). */
export const CHAT_SEEN_KEY = 'preppilot.chat-seen';

const under = (pathname: string, prefixes: readonly string[]) =>
  prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

export function isChatHiddenOn(pathname: string): boolean {
  return under(pathname, HIDDEN_ON);
}

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** The browser's localStorage, or null where it cannot be used (blocked, private modes). */
export function visitorStore(): Store | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Whether the panel may open by itself on `pathname`: at most once per visitor (a visitor
 * we cannot remember is never interrupted), and never on the pages above.
 */
export function mayOpenByItself(pathname: string, store: Store | null = visitorStore()): boolean {
  if (isChatHiddenOn(pathname) || under(pathname, NO_AUTO_OPEN_ON) || !store) return false;
  try {
    return store.getItem(CHAT_SEEN_KEY) === null;
  } catch {
    return false;
  }
}

/** From now on the panel does not open by itself for this visitor. */
export function rememberChatSeen(store: Store | null = visitorStore()): void {
  try {
    store?.setItem(CHAT_SEEN_KEY, '1');
  } catch {
    // Storage full or blocked: the widget then never opens by itself anyway.
  }
}

/** What the widget must never cover when it opens by itself: the page's actions and boxes… */
const PAGE_BOXES =
  'a, button, input, select, textarea, [role="button"], img, svg, figure, table, .mantine-Card-root, [data-chat-avoid]';
/** … and its text, by the lines it takes (a heading's box spans the width, its words may not). */
const PAGE_TEXT = 'h1, h2, h3, h4, h5, h6, p, li, dt, dd, label';

const overlaps = (a: DOMRect, b: DOMRect) =>
  // Visually hidden text (a 1 px box) is nothing to cover.
  b.width > 1 &&
  b.height > 1 &&
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0 &&
  Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0;

/**
 * Whether `box` (the bubble or the panel about to open, laid out but not yet shown) would lie
 * over a link, button, field, picture, card or line of text of the page: then it does not open
 * by itself (the button stays). Only a real overlap counts (an unlaid-out box covers nothing).
 */
export function wouldCoverPage(box: Element, widget: Element, doc: Document = document): boolean {
  const area = box.getBoundingClientRect();
  if (area.width <= 0 || area.height <= 0) return false;
  for (const element of doc.querySelectorAll(PAGE_BOXES)) {
    if (!widget.contains(element) && overlaps(area, element.getBoundingClientRect())) return true;
  }
  const range = doc.createRange();
  for (const element of doc.querySelectorAll(PAGE_TEXT)) {
    if (widget.contains(element) || !overlaps(area, element.getBoundingClientRect())) continue;
    range.selectNodeContents(element);
    for (const line of range.getClientRects()) if (overlaps(area, line)) return true;
  }
  return false;
}

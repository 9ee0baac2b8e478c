/**
 * Says the app has taken over a page the api rendered for it: src/document/boot.ts then lets
 * the page's forms take input and gives the buttons the clicks it held meanwhile.
 */
export function announceAppReady(): void {
  document.dispatchEvent(new Event('app:ready'));
}

let keepScroll = false;

/**
 * A page the api rendered is on screen already, scrolled where the browser (or the visitor,
 * or src/document/boot.ts) put it: the router's first render must not send it back to the top.
 */
export function keepScrollOnFirstRender(): void {
  keepScroll = true;
}

/** The router's `scrollRestoration`: every render but a server-rendered page's first. */
export function scrollRestorationAllowed(): boolean {
  if (!keepScroll) return true;
  keepScroll = false;
  return false;
}

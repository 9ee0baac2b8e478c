import {
  CHAT_BUTTON_DELAY_MS,
  CHAT_PANEL_DELAY_MS,
  isChatHiddenOn,
  mayOpenByItself,
  rememberChatSeen,
  visitorStore,
  wouldCoverPage,
} from '../ui/chat-policy';

/**
 * The support chat widget of a server-rendered page: the server put its markup in
 * <template id="chat-widget-template"> (ui/app-shell.tsx); this shows the button 2 s after the
 * page has loaded and may open the panel 1 s later, as the React widget does (same rules,
 * ui/chat-policy.ts): toggle, close button and Escape; focus moves into a panel opened by hand
 * and back to the button when it is closed, never when it opens by itself.
 */
export function enhanceChat(
  doc: Document = document,
  { pathname = doc.location.pathname, store = visitorStore() } = {},
): void {
  const template = doc.getElementById('chat-widget-template') as HTMLTemplateElement | null;
  if (!template || isChatHiddenOn(pathname)) return;

  const start = () => setTimeout(showButton, CHAT_BUTTON_DELAY_MS);
  if (doc.readyState === 'complete') start();
  else doc.defaultView?.addEventListener('load', start, { once: true });

  function showButton() {
    const widget = template?.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
    if (!widget || !template) return;
    template.after(widget);
    const panel = widget.querySelector<HTMLElement>('[data-chat-panel]');
    const toggle = widget.querySelector<HTMLButtonElement>('[data-chat-toggle]');
    const close = widget.querySelector<HTMLButtonElement>('[data-chat-close]');
    const bubble = widget.querySelector<HTMLElement>('[data-chat-bubble]');
    if (!panel || !toggle || !close || !bubble) return;
    let touched = false;

    const setOpen = (open: boolean, focus: boolean) => {
      panel.hidden = !open;
      toggle.setAttribute('aria-expanded', String(open));
      for (const icon of toggle.querySelectorAll<HTMLElement>('[data-chat-icon]')) {
        icon.hidden = (icon.dataset.chatIcon === 'open') !== open;
      }
      if (open && focus) panel.focus();
    };
    const closePanel = () => {
      touched = true;
      setOpen(false, false);
      toggle.focus();
    };

    toggle.addEventListener('click', () => {
      touched = true;
      rememberChatSeen(store);
      bubble.hidden = true;
      setOpen(panel.hidden, panel.hidden);
    });
    widget.querySelector('[data-chat-bubble-open]')?.addEventListener('click', () => {
      touched = true;
      bubble.hidden = true;
      setOpen(true, true);
    });
    const dismissBubble = () => {
      touched = true;
      bubble.hidden = true;
      toggle.focus();
    };
    widget.querySelector('[data-chat-bubble-close]')?.addEventListener('click', dismissBubble);
    close.addEventListener('click', closePanel);
    widget.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && !panel.hidden) {
        event.stopPropagation();
        closePanel();
      } else if (event.key === 'Escape' && !bubble.hidden) {
        event.stopPropagation();
        dismissBubble();
      }
    });

    setTimeout(() => {
      // Not over a choice the visitor made already; once per visitor; not over a form.
      if (touched || !mayOpenByItself(pathname, store)) return;
      // The small bubble beside the button (not the panel), laid out unseen first and shown
      // only where it covers none of the page's actions or content.
      widget.dataset.measuring = '';
      bubble.hidden = false;
      const covers = wouldCoverPage(bubble, widget, doc);
      delete widget.dataset.measuring;
      if (covers) {
        bubble.hidden = true;
        return;
      }
      rememberChatSeen(store);
    }, CHAT_PANEL_DELAY_MS);
  }
}

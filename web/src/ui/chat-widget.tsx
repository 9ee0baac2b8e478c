import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import {
  CHAT_BUTTON_DELAY_MS,
  CHAT_PANEL_DELAY_MS,
  mayOpenByItself,
  rememberChatSeen,
  wouldCoverPage,
} from './chat-policy';
import { ChatWidgetView } from './chat-widget-view';
import { useSiteSettings } from './site-footer-settings';

export { CHAT_BUTTON_DELAY_MS, CHAT_PANEL_DELAY_MS };

export type ChatWidgetProps = {
  /**
   * When the button shows, as a `performance.now()` time: the loader passes 2 s after the
   * page's load event. Without it, 2 s after the widget mounts.
   */
  showButtonAt?: number;
  /** Kept mounted but not shown (pages where a chat bubble would be in the way). */
  hidden?: boolean;
  /** The page shown: the panel opens by itself only where chat-policy.ts allows it. */
  pathname?: string;
};

/**
 * Spec §2 Support chat widget: hidden at first, a floating button after ~2 s, and 1 s later
 * it opens by itself as a small bubble beside the button (decision 0027) — at most once per
 * visitor, only where the bubble covers none of the page's actions or content, and never on
 * the sign-in, password or payment pages (chat-policy.ts). The bubble opens the panel. The button toggles the panel; the close icon and Escape close
 * it. The panel is a non-modal dialog: opening it by hand moves focus into it, closing it
 * returns focus to the button; opening by itself never takes focus away from the page.
 * Loaded lazily by <ChatWidgetLoader> after the page has loaded (default export).
 */
export default function ChatWidget({
  showButtonAt,
  hidden = false,
  pathname = '/',
}: ChatWidgetProps) {
  const { data: settings } = useSiteSettings();
  const [buttonShown, setButtonShown] = useState(false);
  const [open, setOpen] = useState(false);
  const [bubble, setBubble] = useState(false);
  /** Opening by itself: laid out, not yet shown, until it is known to cover nothing. */
  const [measuring, setMeasuring] = useState(false);
  const bubbleRef = useRef<HTMLDivElement>(null);
  const touched = useRef(false);
  const hiddenRef = useRef(hidden);
  hiddenRef.current = hidden;
  const pathRef = useRef(pathname);
  pathRef.current = pathname;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const focusPanel = useRef(false);
  const panelId = useId();
  const titleId = useId();

  // Scheduled once, at mount: later renders (route changes) do not restart the timings.
  const showAt = useRef(showButtonAt);
  useEffect(() => {
    const buttonDelay =
      showAt.current === undefined
        ? CHAT_BUTTON_DELAY_MS
        : Math.max(0, showAt.current - performance.now());
    let panelTimer: ReturnType<typeof setTimeout> | undefined;
    const buttonTimer = setTimeout(() => {
      setButtonShown(true);
      panelTimer = setTimeout(() => {
        // Not over a choice the visitor made already, nor on a page that hides the widget;
        // once per visitor, and not on the pages where it would cover a form.
        if (!touched.current && !hiddenRef.current && mayOpenByItself(pathRef.current)) {
          // The small bubble beside the button, not the panel: it says support is there
          // without covering the page (the panel covered a phone's hero buttons, a desktop's
          // cards).
          setMeasuring(true);
          setBubble(true);
        }
      }, CHAT_PANEL_DELAY_MS);
    }, buttonDelay);
    return () => {
      clearTimeout(buttonTimer);
      clearTimeout(panelTimer);
    };
  }, []);

  // Shown only where it covers none of the page's actions or content; otherwise it stays
  // closed (and may open on a later page).
  useLayoutEffect(() => {
    if (!measuring) return;
    const box = bubbleRef.current;
    const widget = box?.closest('[data-chat-widget]');
    if (box && widget && wouldCoverPage(box, widget)) {
      setOpen(false);
      setBubble(false);
    } else rememberChatSeen();
    setMeasuring(false);
  }, [measuring, bubble]);

  useEffect(() => {
    if (open && focusPanel.current) {
      focusPanel.current = false;
      panelRef.current?.focus();
    }
  }, [open]);

  if (!buttonShown || hidden) return null;

  const toggle = () => {
    touched.current = true;
    rememberChatSeen();
    setBubble(false);
    focusPanel.current = !open;
    setOpen(!open);
  };
  const openFromBubble = () => {
    touched.current = true;
    setBubble(false);
    focusPanel.current = true;
    setOpen(true);
  };
  const dismissBubble = () => {
    touched.current = true;
    setBubble(false);
    toggleRef.current?.focus();
  };
  const close = () => {
    touched.current = true;
    setOpen(false);
    toggleRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && (open || bubble)) {
      event.stopPropagation();
      if (open) close();
      else dismissBubble();
    }
  };

  return (
    <ChatWidgetView
      open={open}
      bubble={bubble}
      measuring={measuring}
      bubbleRef={bubbleRef}
      onBubbleOpen={openFromBubble}
      onBubbleDismiss={dismissBubble}
      panelId={panelId}
      titleId={titleId}
      settings={settings}
      panelRef={panelRef}
      toggleRef={toggleRef}
      onToggle={toggle}
      onClose={close}
      onKeyDown={onKeyDown}
    />
  );
}

import { Button } from '@mantine/core';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import classes from './chat-widget.module.css';
import { externalHref, mailtoHref } from './site-footer-links';
import { useSiteSettings } from './site-footer-settings';
import { SiteLink } from './site-link';
import a11y from './visually-hidden.module.css';

/** Spec §9: the button appears 2000 ms after load, the panel opens 1000 ms after that. */
export const CHAT_BUTTON_DELAY_MS = 2000;
export const CHAT_PANEL_DELAY_MS = 1000;

export type ChatWidgetProps = {
  /**
   * When the button shows, as a `performance.now()` time: the loader passes 2 s after the
   * page's load event. Without it, 2 s after the widget mounts.
   */
  showButtonAt?: number;
  /** Kept mounted but not shown (pages where a chat bubble would be in the way). */
  hidden?: boolean;
};

const icon = (path: string, size = 24) => (
  <svg
    viewBox="0 0 24 24"
    width={size}
    height={size}
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d={path} />
  </svg>
);

const CHAT_ICON = 'M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z';
const CLOSE_ICON = 'M6 6l12 12M18 6L6 18';

/**
 * Spec §2 Support chat widget: hidden at first, a floating button after ~2 s, the panel
 * opens by itself 1 s later. The button toggles the panel; the close icon and Escape close
 * it. The panel is a non-modal dialog: opening it by hand moves focus into it, closing it
 * returns focus to the button; opening by itself never takes focus away from the page.
 * Loaded lazily by <ChatWidgetLoader> after the page has loaded (default export).
 */
export default function ChatWidget({ showButtonAt, hidden = false }: ChatWidgetProps) {
  const { data: settings } = useSiteSettings();
  const [buttonShown, setButtonShown] = useState(false);
  const [open, setOpen] = useState(false);
  const touched = useRef(false);
  const hiddenRef = useRef(hidden);
  hiddenRef.current = hidden;
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
        // Not over a choice the visitor made already, nor on a page that hides the widget.
        if (!touched.current && !hiddenRef.current) setOpen(true);
      }, CHAT_PANEL_DELAY_MS);
    }, buttonDelay);
    return () => {
      clearTimeout(buttonTimer);
      clearTimeout(panelTimer);
    };
  }, []);

  useEffect(() => {
    if (open && focusPanel.current) {
      focusPanel.current = false;
      panelRef.current?.focus();
    }
  }, [open]);

  if (!buttonShown || hidden) return null;

  const toggle = () => {
    touched.current = true;
    focusPanel.current = !open;
    setOpen(!open);
  };
  const close = () => {
    touched.current = true;
    setOpen(false);
    toggleRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
    }
  };

  const chatHref = externalHref(settings?.chatUrl);
  const mailHref = mailtoHref(settings?.supportEmail);
  const hours = settings?.supportHours ?? [];

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the widget closes it
    <div className={classes.widget} onKeyDown={onKeyDown}>
      <div
        ref={panelRef}
        id={panelId}
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        tabIndex={-1}
        hidden={!open}
        className={classes.panel}
      >
        <div className={classes.head}>
          <h2 id={titleId} className={classes.title}>
            Support chat
          </h2>
          <button
            type="button"
            className={classes.close}
            onClick={close}
            aria-label="Close support chat"
          >
            {icon(CLOSE_ICON, 20)}
          </button>
        </div>
        <div className={classes.body}>
          <p className={classes.status}>
            <span className={classes.dot} aria-hidden="true" />
            Support is online
          </p>
          <p className={classes.text}>
            Message us on chat: we answer quickly during support hours, and outside them as soon as
            we are back. E-mail support is available 24/7.
          </p>
          {hours.length > 0 && (
            <>
              <h3 className={classes.subtitle}>Support hours</h3>
              <dl className={classes.hours}>
                {hours.map((row) => (
                  <div key={`${row.days}|${row.hours}`} className={classes.hoursRow}>
                    <dt>{row.days}</dt>
                    <dd>{row.hours}</dd>
                  </div>
                ))}
              </dl>
            </>
          )}
          {chatHref ? (
            <Button
              component="a"
              href={chatHref}
              target="_blank"
              rel="noopener noreferrer"
              fullWidth
              mt="sm"
            >
              Start Chat <span className={a11y.srOnly}>(opens in a new tab)</span>
            </Button>
          ) : (
            <Button
              fullWidth
              mt="sm"
              renderRoot={(props) => <SiteLink to="/contact" hash="chat" {...props} />}
            >
              Contact Support
            </Button>
          )}
          {mailHref && (
            <a href={mailHref} className={classes.mail}>
              Or e-mail {settings?.supportEmail?.trim()}
            </a>
          )}
        </div>
      </div>
      <button
        ref={toggleRef}
        type="button"
        className={classes.toggle}
        onClick={toggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label="Support chat"
      >
        {open ? icon(CLOSE_ICON) : icon(CHAT_ICON)}
      </button>
    </div>
  );
}

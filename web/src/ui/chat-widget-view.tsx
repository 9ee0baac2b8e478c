import { MESSAGES, type SiteSettings } from '@app/domain';
import { Button } from '@mantine/core';
import type { KeyboardEventHandler, Ref } from 'react';
import classes from './chat-widget.module.css';
import { externalHref, mailtoHref } from './site-footer-links';
import { SiteLink } from './site-link';
import a11y from './visually-hidden.module.css';

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

export const CHAT_ICON = 'M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z';
export const CLOSE_ICON = 'M6 6l12 12M18 6L6 18';

export type ChatWidgetViewProps = {
  open: boolean;
  /** The small bubble beside the button (how the widget opens by itself on a phone). */
  bubble?: boolean;
  /** Laid out but not shown yet: the widget checks it would cover nothing first. */
  measuring?: boolean;
  panelId: string;
  titleId: string;
  settings: SiteSettings | undefined;
  panelRef?: Ref<HTMLDivElement>;
  toggleRef?: Ref<HTMLButtonElement>;
  onToggle?: () => void;
  onClose?: () => void;
  onKeyDown?: KeyboardEventHandler;
  bubbleRef?: Ref<HTMLDivElement>;
  onBubbleOpen?: () => void;
  onBubbleDismiss?: () => void;
};

/**
 * The support chat widget's markup (spec §2): a floating button and a non-modal panel with
 * the support status, hours and the chat link. Rendered by the React widget (chat-widget.tsx)
 * and, on the server-rendered public pages, into a <template> that document/chat.ts brings to
 * life without React. `data-chat-*` name the parts for that script.
 */
export function ChatWidgetView({
  open,
  bubble = false,
  measuring = false,
  bubbleRef,
  onBubbleOpen,
  onBubbleDismiss,
  panelId,
  titleId,
  settings,
  panelRef,
  toggleRef,
  onToggle,
  onClose,
  onKeyDown,
}: ChatWidgetViewProps) {
  const chatHref = externalHref(settings?.chatUrl);
  const mailHref = mailtoHref(settings?.supportEmail);
  const hours = settings?.supportHours ?? [];
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the widget closes it
    <div
      className={classes.widget}
      onKeyDown={onKeyDown}
      data-chat-widget=""
      data-measuring={measuring || undefined}
    >
      <div ref={bubbleRef} className={classes.bubble} hidden={!bubble} data-chat-bubble="">
        <button
          type="button"
          className={classes.bubbleOpen}
          onClick={onBubbleOpen}
          aria-controls={panelId}
          data-chat-bubble-open=""
        >
          <span className={classes.bubbleStatus}>
            <span className={classes.dot} aria-hidden="true" />
            {MESSAGES.chatBubbleStatus}
          </span>
          <span>{MESSAGES.chatBubbleText}</span>
        </button>
        <button
          type="button"
          className={classes.bubbleClose}
          onClick={onBubbleDismiss}
          aria-label={MESSAGES.chatBubbleDismiss}
          data-chat-bubble-close=""
        >
          {icon(CLOSE_ICON, 16)}
        </button>
      </div>
      <div
        ref={panelRef}
        id={panelId}
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        tabIndex={-1}
        hidden={!open}
        className={classes.panel}
        data-chat-panel=""
      >
        <div className={classes.head}>
          <h2 id={titleId} className={classes.title}>
            Support chat
          </h2>
          <button
            type="button"
            className={classes.close}
            onClick={onClose}
            aria-label="Close support chat"
            data-chat-close=""
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
        onClick={onToggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label="Support chat"
        data-chat-toggle=""
      >
        <span data-chat-icon="closed" hidden={open}>
          {icon(CHAT_ICON)}
        </span>
        <span data-chat-icon="open" hidden={!open}>
          {icon(CLOSE_ICON)}
        </span>
      </button>
    </div>
  );
}

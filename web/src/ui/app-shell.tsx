import type { ReactNode } from 'react';
import { useRenderMode } from '../lib/render-mode';
import classes from './app-shell.module.css';
import { ChatWidgetLoader } from './chat-widget-loader';
import { ChatWidgetView } from './chat-widget-view';
import { useExamModeActive } from './exam-mode';
import { SiteFooter } from './site-footer';
import { useSiteSettings } from './site-footer-settings';
import { SiteHeader } from './site-header';

/**
 * A page shipped without the app carries the chat widget as a template, with the site's
 * support links and hours; document/chat.ts shows it on the spec's schedule.
 */
function ChatWidgetTemplate() {
  const { data: settings } = useSiteSettings();
  return (
    <template id="chat-widget-template">
      <ChatWidgetView
        open={false}
        panelId="support-chat-panel"
        titleId="support-chat-title"
        settings={settings}
      />
    </template>
  );
}

/**
 * Layout of every page: skip link, header, main landmark, footer, support chat widget. The
 * exam screen of a simulation (exam-mode.ts) has the main landmark alone.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const mode = useRenderMode();
  const exam = useExamModeActive();
  return (
    <div className={classes.shell}>
      <a href="#main-content" className={classes.skipLink}>
        Skip to main content
      </a>
      {!exam && <SiteHeader />}
      <main id="main-content" tabIndex={-1} className={classes.main}>
        {children}
      </main>
      {!exam && <SiteFooter />}
      {exam ? null : mode === 'document' ? <ChatWidgetTemplate /> : <ChatWidgetLoader />}
    </div>
  );
}

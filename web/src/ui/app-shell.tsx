import type { ReactNode } from 'react';
import classes from './app-shell.module.css';
import { ChatWidgetLoader } from './chat-widget-loader';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Layout of every page: skip link, header, main landmark, footer, support chat widget. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <div className={classes.shell}>
      <a href="#main-content" className={classes.skipLink}>
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className={classes.main}>
        {children}
      </main>
      <SiteFooter />
      <ChatWidgetLoader />
    </div>
  );
}

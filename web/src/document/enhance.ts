// The only script of a server-rendered public page shown to a signed-out visitor (decision
// 0009): the page arrives whole, so instead of the app (React, router, ~150 KB gzip) it gets
// these few behaviours, written against the markup the app's components render. A signed-in
// visitor, and the app's own pages (/auth, /practice, …), get the app instead.
import './document.css';
import { openRequestGate } from '../lib/hydration-gate';
import { enhanceAuth } from './auth';
import { enhanceBlogFilters } from './blog';
import { enhanceChat } from './chat';
import { enhanceContact } from './contact';
import { enhanceMenu } from './menu';
import { enhanceNewsletter } from './newsletter';
import { enhanceResources } from './resources';
import { enhanceShare } from './share';

// No hydration to wait for: calls (newsletter, contact form) may go at once.
openRequestGate();
enhanceMenu();
enhanceAuth();
enhanceNewsletter();
enhanceContact();
enhanceResources();
enhanceBlogFilters();
enhanceShare();
enhanceChat();

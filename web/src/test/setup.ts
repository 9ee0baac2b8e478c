import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { openRequestGate } from '../lib/hydration-gate';

// findBy/waitFor give up after 5 s, not 1 s: a loaded 2-core CI machine renders a lazy route
// in seconds (machines of our kind differ up to 3× in speed); a broken page still fails.
configure({ asyncUtilTimeout: 5000 });

// No prerendered page in tests: requests go at once (see lib/hydration-gate.ts).
openRequestGate();

// jsdom lacks the layout APIs Mantine and the router touch.
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    });
  }

  if (typeof window.ResizeObserver === 'undefined') {
    class ResizeObserverStub {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    window.ResizeObserver = ResizeObserverStub;
  }

  window.scrollTo = () => {};
}

// The test files of a worker share one module graph and one jsdom (isolate: false in
// vitest.config.ts, decision 0041): what a file leaves behind in the page's shared state is
// cleared before the next file starts, and after every test what a test rendered.
beforeAll(() => {
  if (typeof window === 'undefined') return; // a file on the node environment
  notifications.clean();
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
  document.title = '';
});

afterEach(() => {
  if (typeof window === 'undefined') return;
  cleanup();
  notifications.clean();
});

import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
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

afterEach(() => {
  cleanup();
});

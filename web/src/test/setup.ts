import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { openRequestGate } from '../lib/hydration-gate';

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

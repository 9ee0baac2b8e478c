import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Component and unit tests of the SPA (jsdom). Browser journeys live in e2e/. */
export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Room for a loaded CI machine; each test's own waits say what it expects.
    testTimeout: 20_000,
    // One jsdom and one module graph per worker, not per file (decision 0041); setup.ts
    // clears what a file leaves in the page's shared state.
    isolate: false,
  },
});

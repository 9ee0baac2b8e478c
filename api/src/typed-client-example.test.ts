import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findRepoRoot } from './lib/repo-root';

/** The README's typed-client example is the compiled file itself (pnpm check type-checks it). */
describe("the README's typed-client example", () => {
  it('is the file examples/typed-client/client.ts, word for word', () => {
    const root = findRepoRoot();
    const readme = readFileSync(`${root}/README.md`, 'utf8');
    const file = readFileSync(`${root}/examples/typed-client/client.ts`, 'utf8');
    const block = /## Calling the api from TypeScript[\s\S]*?```ts\n([\s\S]*?)```/.exec(
      readme,
    )?.[1];
    expect(block).toBe(file);
    expect(file).toContain("import type { AppRouter } from '@app/api/router'");
  });
});

#!/usr/bin/env node
// The browser journeys in their two lanes at once (web/e2e/lanes.ts, decision 0041): one vitest
// process per lane, each with its own production stack, each running its files one at a time.
// Each lane's output is printed as a block when the lane ends, so the two do not interleave.
// Extra arguments (e.g. a file filter) go to both lanes.
//   node scripts/e2e.mjs [vitest args…]
import { spawn } from 'node:child_process';
import { at } from './lib/paths.mjs';

const LANES = ['e2e-content', 'e2e-students'];
const extra = process.argv.slice(2);

function lane(name) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(
      'pnpm',
      ['exec', 'vitest', 'run', '--project', name, '--passWithNoTests', ...extra],
      { cwd: at(), env: { ...process.env, VITEST_E2E: '1' }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stdout.write(`\n===== ${name} (${seconds} s, ${signal ?? `exit ${code}`}) =====\n`);
      process.stdout.write(Buffer.concat(chunks));
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(LANES.map(lane));
process.exit(results.every(Boolean) ? 0 : 1);

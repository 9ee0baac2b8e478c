import { spawn } from 'node:child_process';

/** Runs a command to completion, inheriting stdio; rejects on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

/** Polls a URL until it answers with a status below 500, or throws after `timeoutMs`. */
export async function waitForHttp(url, { timeoutMs = 60_000, ok = (s) => s < 500 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.body?.cancel();
      if (ok(res.status)) return;
      last = `status ${res.status}`;
    } catch (error) {
      last = error.message;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not become ready in ${timeoutMs} ms (${last})`);
}

import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** Every process below `pid` (children, grandchildren, …), with its command line. */
export function descendants(pid: number): { pid: number; args: string }[] {
  const rows = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ pid: Number(m[1]), ppid: Number(m[2]), args: m[3] as string }));
  const found: { pid: number; args: string }[] = [];
  const queue = [pid];
  while (queue.length) {
    const parent = queue.shift() as number;
    for (const row of rows.filter((r) => r.ppid === parent)) {
      found.push({ pid: row.pid, args: row.args });
      queue.push(row.pid);
    }
  }
  return found;
}

/** Whether a process still runs (a zombie waiting for its parent counts as gone). */
export function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !/^\d+ \(.*\) Z/.test(stat);
  } catch {
    return false;
  }
}

/** Whether nothing listens on 127.0.0.1:`port` (we can listen there ourselves). */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export async function waitUntil(what: string, check: () => boolean | Promise<boolean>, ms: number) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what}: not within ${ms} ms`);
}

export type Started = {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/**
 * Spawns a command in a process group of its own (so a test can always clean up with
 * `killGroup`), collecting its output, and waits until the output contains `readyText`.
 */
export async function startUntil(
  command: string,
  args: string[],
  options: { cwd: string; env: Record<string, string>; readyText: string; timeoutMs?: number },
): Promise<Started> {
  let log = '';
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const onData = (chunk: Buffer) => {
    log += chunk.toString();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const started = { child, output: () => log, exited };
  await Promise.race([
    waitUntil(
      `"${options.readyText}"`,
      () => log.includes(options.readyText),
      options.timeoutMs ?? 150_000,
    ),
    exited.then(({ code, signal }) => {
      throw new Error(`exited (${signal ?? code}) before it was ready:\n${log}`);
    }),
  ]).catch((error: Error) => {
    killGroup(child);
    throw new Error(`${error.message}\n${log.slice(-3000)}`);
  });
  return started;
}

/** SIGKILL to the process group a `startUntil` child leads (and to any pid given). */
export function killGroup(child: ChildProcess | undefined, pids: number[] = []) {
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  if (!child?.pid) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './ports';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export type Stack = {
  baseUrl: string;
  cmsPort: number;
  env: Record<string, string>;
  /** The pid of scripts/start.mjs (the supervisor). */
  pid: number;
  output: () => string;
  stop(): Promise<number | null>;
};

/**
 * Runs `pnpm start` exactly as a person would (scripts/start.mjs), on free ports and with
 * databases in a temporary folder, and waits for its "ready" line.
 */
export async function startStack(extraEnv: Record<string, string> = {}): Promise<Stack> {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-stack-'));
  const port = await freePort();
  const cmsPort = await freePort();
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? dir,
    PORT: String(port),
    CMS_PORT: String(cmsPort),
    SQLITE_PATH: join(dir, 'app.db'),
    CMS_SQLITE_PATH: join(dir, 'cms.db'),
    CMS_MEDIA_DIR: join(dir, 'media'),
    VAR_DIR: dir,
    SKIP_BUILD: '1',
    ...extraEnv,
  };
  let log = '';
  const child: ChildProcess = spawn(process.execPath, [join(repoRoot, 'scripts/start.mjs')], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`stack did not start:\n${log}`)), 150_000);
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('[start] ready on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`stack exited with ${code} before it was ready:\n${log}`));
    });
  });
  return {
    baseUrl: `http://localhost:${port}`,
    cmsPort,
    env,
    pid: child.pid as number,
    output: () => log,
    async stop() {
      child.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<null>((r) => {
        timer = setTimeout(() => r(null), 15_000);
      });
      const code = await Promise.race([exited, timeout]);
      clearTimeout(timer);
      if (code === null && child.pid) process.kill(-child.pid, 'SIGKILL');
      rmSync(dir, { recursive: true, force: true });
      return code;
    },
  };
}

import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Inside api/node_modules, so the bundle's external packages resolve as the api's own. */
const outDir = join(apiDir, 'node_modules', '.cache', 'api-process');

let built: Promise<string> | null = null;

/** The api's server bundled as api/build.mjs does it (workspace packages in, the rest external). */
export function buildApiServer(): Promise<string> {
  built ??= build({
    entryPoints: { server: join(apiDir, 'src/server.ts') },
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    plugins: [
      {
        name: 'external-node-modules',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            /^@app\//.test(args.path) ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  }).then(() => join(outDir, 'server.mjs'));
  return built;
}

export type ApiProcess = {
  child: ChildProcess;
  /** Everything it wrote so far. */
  output(): string;
  /** SIGKILL, as `kill -9`: no shutdown code runs. Resolves once it is gone. */
  kill9(): Promise<void>;
};

/** Starts the api as a real child process and waits for /readyz. */
export async function startApiProcess(env: NodeJS.ProcessEnv, origin: string): Promise<ApiProcess> {
  const server = await buildApiServer();
  const child: ChildProcess = spawn(process.execPath, ['--conditions=production', server], {
    env: { PATH: process.env.PATH, ...env },
    stdio: 'pipe',
  });
  let log = '';
  child.stdout?.on('data', (c: Buffer) => {
    log += c.toString();
  });
  child.stderr?.on('data', (c: Buffer) => {
    log += c.toString();
  });
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`api exited at start-up:\n${log}`);
    const ready = await fetch(`${origin}/readyz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`api did not become ready:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    child,
    output: () => log,
    async kill9() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await gone;
    },
  };
}

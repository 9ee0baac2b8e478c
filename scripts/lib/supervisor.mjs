import { spawn } from 'node:child_process';

/** How a crashed child is restarted (decision 0025). */
export const RESTART_DEFAULTS = {
  /** Wait before the first restart; doubled for each further crash in the window. */
  firstDelayMs: 1000,
  maxDelayMs: 30_000,
  /** More crashes of one child than this within `windowMs`: give up, stop all, exit 1. */
  maxCrashes: 5,
  windowMs: 5 * 60_000,
};

/**
 * Keeps a group of child processes (decision 0025):
 * - SIGINT/SIGTERM to this process stop every child (SIGKILL after 12 s) and then exit.
 * - Started by a package manager (`pnpm start`), it stops the same way when that parent is
 *   gone: pnpm exits on SIGTERM without passing it on, which left everything running.
 * - A child that exits cleanly (code 0, SIGTERM, SIGINT: the group was stopped from outside)
 *   stops the others; one that crashes before it was ever ready (start-up failed) stops the
 *   others and exits 1.
 * - A child that crashes after it was ready is restarted with a growing delay, each restart
 *   logged; after more than `maxCrashes` crashes within `windowMs` it gives up: stops the
 *   others and exits 1.
 */
export function createSupervisor({
  log = console.log,
  restart = {},
  watchParent = Boolean(process.env.npm_lifecycle_event),
} = {}) {
  const policy = { ...RESTART_DEFAULTS, ...restart };
  /** name → { command, args, options, child, ready, crashes: crash times, timer } */
  const services = new Map();
  /** One-shot commands (migrations, setup) running now. */
  const tasks = new Set();
  let stopping = false;
  let exitCode = 0;

  const running = () => [...services.values()].filter((s) => s.child).length + tasks.size;

  function maybeExit() {
    if (stopping && running() === 0) process.exit(exitCode);
  }

  function stopAll(signal = 'SIGTERM', code = exitCode) {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    const all = () => [...[...services.values()].map((s) => s.child).filter(Boolean), ...tasks];
    for (const service of services.values()) clearTimeout(service.timer);
    for (const child of all()) child.kill(signal);
    setTimeout(() => {
      for (const child of all()) child.kill('SIGKILL');
    }, 12_000).unref();
    maybeExit();
  }

  function spawnService(name) {
    const service = services.get(name);
    const child = spawn(service.command, service.args, { stdio: 'inherit', ...service.options });
    service.child = child;
    child.on('exit', (code, signal) => {
      service.child = null;
      if (!stopping) onUnexpectedExit(name, service, code, signal);
      maybeExit();
    });
    return child;
  }

  function onUnexpectedExit(name, service, code, signal) {
    const how = signal ?? `code ${code}`;
    // Stopped from outside (the whole group got SIGTERM or Ctrl-C before we did): a clean
    // stop, not a crash.
    if (code === 0 || signal === 'SIGTERM' || signal === 'SIGINT') {
      log(`[start] ${name} exited (${how}); stopping the others`);
      stopAll('SIGTERM');
      return;
    }
    if (!service.ready) {
      log(`[start] ${name} failed while starting (${how}); stopping the others`);
      stopAll('SIGTERM', 1);
      return;
    }
    const now = Date.now();
    service.crashes = [...service.crashes.filter((at) => now - at < policy.windowMs), now];
    const count = service.crashes.length;
    if (count > policy.maxCrashes) {
      log(
        `[start] ${name} crashed (${how}) ${count} times in ${Math.round(policy.windowMs / 1000)} s; giving up, stopping the others`,
      );
      stopAll('SIGTERM', 1);
      return;
    }
    const delay = Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** (count - 1));
    log(
      `[start] ${name} crashed (${how}); restarting in ${delay / 1000} s (crash ${count} of ${policy.maxCrashes} allowed in ${Math.round(policy.windowMs / 1000)} s)`,
    );
    service.timer = setTimeout(() => {
      if (stopping) return;
      const child = spawnService(name);
      log(`[start] ${name} restarted (pid ${child.pid})`);
    }, delay);
  }

  process.on('SIGINT', () => stopAll('SIGINT'));
  process.on('SIGTERM', () => stopAll('SIGTERM'));

  if (watchParent) {
    const parent = process.ppid;
    setInterval(() => {
      if (process.ppid !== parent && !stopping) {
        log('[start] the process that started us is gone; stopping');
        stopAll('SIGTERM');
      }
    }, 500).unref();
  }

  return {
    /** Starts a long-running child, kept running as described above. */
    start(name, command, args, options = {}) {
      services.set(name, { command, args, options, child: null, ready: false, crashes: [] });
      return spawnService(name);
    },
    /** The child answers: from now on a crash restarts it rather than failing the start. */
    ready(name) {
      const service = services.get(name);
      if (service) service.ready = true;
    },
    /** Runs a one-shot command to completion (stopped with the rest); rejects on failure. */
    run(command, args, options = {}) {
      return new Promise((resolve, reject) => {
        if (stopping) {
          reject(new Error('stopping'));
          return;
        }
        const child = spawn(command, args, { stdio: 'inherit', ...options });
        tasks.add(child);
        child.on('error', (error) => {
          tasks.delete(child);
          reject(error);
          maybeExit();
        });
        child.on('exit', (code, signal) => {
          tasks.delete(child);
          if (code === 0) resolve();
          else
            reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
          maybeExit();
        });
      });
    },
    stopAll,
    get stopping() {
      return stopping;
    },
    get running() {
      return running();
    },
  };
}

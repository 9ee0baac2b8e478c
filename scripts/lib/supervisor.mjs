import { spawn } from 'node:child_process';

/**
 * Keeps a group of child processes: forwards SIGINT/SIGTERM to all of them, and when one dies
 * unexpectedly stops the rest and exits with an error, so nothing is left half-running.
 */
export function createSupervisor({ log = console.log } = {}) {
  const children = new Map();
  let stopping = false;
  let exitCode = 0;

  function stopAll(signal = 'SIGTERM', code = exitCode) {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    for (const child of children.values()) child.kill(signal);
    setTimeout(() => {
      for (const child of children.values()) child.kill('SIGKILL');
    }, 12_000).unref();
    maybeExit();
  }

  function maybeExit() {
    if (stopping && children.size === 0) process.exit(exitCode);
  }

  process.on('SIGINT', () => stopAll('SIGINT'));
  process.on('SIGTERM', () => stopAll('SIGTERM'));

  return {
    start(name, command, args, options) {
      const child = spawn(command, args, { stdio: 'inherit', ...options });
      children.set(name, child);
      child.on('exit', (code, signal) => {
        children.delete(name);
        if (!stopping) {
          // Stopped from outside (the whole group got SIGTERM or Ctrl-C before we did): a
          // clean stop, not a crash.
          const clean = code === 0 || signal === 'SIGTERM' || signal === 'SIGINT';
          log(`[start] ${name} exited (${signal ?? `code ${code}`}); stopping the others`);
          if (!clean) exitCode = 1;
          stopAll('SIGTERM');
        }
        maybeExit();
      });
      return child;
    },
    stopAll,
    get running() {
      return children.size;
    },
  };
}

// `pnpm bench` (scripts/lib/calibration-bench.mjs): the item calibration job on a database of
// its own, outside the server, so that its time and memory are its own.
//   node calibration-bench.mjs migrate <app.db> <exams.json>   migrates the file, writes the
//                                                              catalogue synthetic-db.mjs reads
//   node calibration-bench.mjs run <app.db>                    runs the job until it has nothing
//                                                              left to do; prints one JSON line
import { readFileSync, writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { EXAMS } from '@app/domain';
import { createDb } from './db/kysely';
import { migrateToLatest } from './db/migrate';
import { systemClock } from './lib/clock';
import { createLogger } from './lib/logger';
import { runCalibration } from './modules/calibration/calibration-job';

/**
 * The process's anonymous memory (MiB): its heaps and buffers, the reader thread's included,
 * without the database file's pages it maps (file-backed, shared, given back under pressure).
 */
function anonymousMiB(): number {
  const found = /RssAnon:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
  return found ? Math.round(Number(found[1]) / 1024) : 0;
}

async function main(): Promise<void> {
  const [mode, path, examsPath] = process.argv.slice(2);
  if (!path || (mode !== 'migrate' && mode !== 'run')) {
    throw new Error('usage: calibration-bench.mjs migrate <app.db> <exams.json> | run <app.db>');
  }
  // As the server opens it: WAL checkpoints in a worker thread, not in the job's commits.
  const db = createDb({ kind: 'sqlite', path }, { backgroundCheckpoints: mode === 'run' });
  try {
    if (mode === 'migrate') {
      await migrateToLatest(db);
      if (examsPath) {
        writeFileSync(
          examsPath,
          JSON.stringify(EXAMS.map((e) => ({ id: e.id, categories: e.categories }))),
        );
      }
      return;
    }
    const deps = { db, clock: systemClock(), log: createLogger({ quiet: true }) };
    // How long the job holds the event loop in one stretch (the api serves requests between).
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    let peakAnonymousMiB = anonymousMiB();
    const sampler = setInterval(() => {
      peakAnonymousMiB = Math.max(peakAnonymousMiB, anonymousMiB());
    }, 100);
    const started = performance.now();
    const cpu = process.cpuUsage();
    const figures = {
      runs: 0,
      sessions: 0,
      students: 0,
      swept: 0,
      items: 0,
      passes: 0,
      longestRunMs: 0,
      longestWriteMs: 0,
      writeMs: 0,
    };
    for (;;) {
      const runStarted = performance.now();
      const run = await runCalibration(deps);
      if (run.idle) break;
      figures.runs++;
      figures.sessions += run.sessions;
      figures.students += run.students;
      figures.swept += run.swept;
      figures.items += run.items;
      figures.passes = run.pass;
      figures.longestRunMs = Math.max(figures.longestRunMs, performance.now() - runStarted);
      figures.longestWriteMs = Math.max(figures.longestWriteMs, run.writeMs);
      figures.writeMs += run.writeMs;
    }
    delay.disable();
    clearInterval(sampler);
    peakAnonymousMiB = Math.max(peakAnonymousMiB, anonymousMiB());
    const used = process.cpuUsage(cpu);
    console.log(
      JSON.stringify({
        ...figures,
        ms: Math.round(performance.now() - started),
        cpuMs: Math.round((used.user + used.system) / 1000),
        maxRssMiB: Math.round(process.resourceUsage().maxRSS / 1024),
        peakAnonymousMiB,
        loopDelayMaxMs: Math.round(delay.max / 1e6),
        loopDelayP99Ms: Math.round(delay.percentile(99) / 1e6),
      }),
    );
  } finally {
    await db.destroy();
  }
}

main().catch((error) => {
  console.error(`[calibration-bench] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

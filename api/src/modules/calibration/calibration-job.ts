/**
 * The item calibration job (issue 26, decisions 0036 and 0038): a scheduled, incremental and
 * bounded count of students' answers into the items' Rasch tallies. Each run (1) marks the
 * students of tests submitted since its cursor as having tests to count, (2) counts a bounded
 * batch of students again — those with new tests, else the sweep's next, so that abilities
 * follow the difficulties as they move — and re-estimates the items they touched. All its
 * state is in the database, so it resumes wherever it stopped, on any node.
 */
import { GRID_VERSION } from '@app/domain';
import { isoAt } from '../../lib/clock';
import { ITEM_STATS_LAG_MS, MarkMovedError } from '../admin/item-stats';
import { ensureJobMark, jobMark, moveJobMark } from '../admin/item-stats-repo';
import type { CalibrationDeps } from './calibration-deps';
import { clearCalibration } from './calibration-repo';
import {
  CURSOR_JOB,
  formatCursor,
  formatPass,
  initialPass,
  PASS_JOB,
  parseCursor,
  parsePass,
} from './calibration-state';
import { discoverTests } from './discover';
import { type RecountResult, recountStudents } from './recount';

export type CalibrationOptions = {
  /** Tests are read once submitted this long ago (a grading transaction may still be open). */
  lagMs: number;
  /** Tests read per run to find the students with something new. */
  sessionsPerRun: number;
  /** Students (per exam) counted per run… */
  studentsPerRun: number;
  /** …holding at most this many answers and touching at most this many items (at least one
   * student's)… */
  answersPerRun: number;
  itemsPerRun: number;
  /** …and taken on only until this much computing time is spent (ms). */
  maxMs: number;
  /** A pass of the sweep that moves no difficulty this far (logits) leaves them settled. */
  tolerance: number;
  /** A settled calibration is swept again this long after its last pass began. */
  sweepEveryMs: number;
};

/**
 * Bounds of one run. 500 students of one exam hold about 100,000 answers on the benchmark's
 * database; the items they touch bound the run's write (their tallies, about 1 KB each), which
 * holds SQLite's write lock: 8,000 items keep it to a fraction of a second (decision 0038).
 * The bank itself has 3,266 items.
 */
export const CALIBRATION_LIMITS: CalibrationOptions = {
  lagMs: ITEM_STATS_LAG_MS,
  sessionsPerRun: 20_000,
  studentsPerRun: 500,
  answersPerRun: 100_000,
  itemsPerRun: 8_000,
  maxMs: 2_000,
  // Decision 0036: the passes that calibrate the bank in memory stop at this move.
  tolerance: 0.005,
  sweepEveryMs: 24 * 60 * 60 * 1000,
};

export type CalibrationRun = RecountResult & { sessions: number };

/**
 * Creates the job's marks; on a grid other than the one the stored tallies were counted on,
 * forgets them all so that every answer is counted again.
 */
async function ensureState(deps: CalibrationDeps, stamp: string): Promise<void> {
  await ensureJobMark(deps.db, CURSOR_JOB, stamp);
  await ensureJobMark(deps.db, PASS_JOB, stamp);
  const passMark = await jobMark(deps.db, PASS_JOB);
  if (passMark === '' || parsePass(passMark, stamp).gridVersion === GRID_VERSION) return;
  const cursorMark = await jobMark(deps.db, CURSOR_JOB);
  const cursor = parseCursor(cursorMark);
  await deps.db.transaction().execute(async (trx) => {
    const restart = formatCursor({ version: cursor.version + 1, afterAt: '', afterId: '' });
    if (
      !(await moveJobMark(trx, CURSOR_JOB, cursorMark, restart, stamp)) ||
      !(await moveJobMark(trx, PASS_JOB, passMark, formatPass(initialPass(stamp)), stamp))
    ) {
      throw new MarkMovedError();
    }
    await clearCalibration(trx);
  });
  deps.log.info('item calibration restarted: the ability grid changed', { grid: GRID_VERSION });
}

/** One bounded run: new tests found, then one batch of students counted. */
export async function runCalibration(
  deps: CalibrationDeps,
  options: Partial<CalibrationOptions> = {},
): Promise<CalibrationRun> {
  const o = { ...CALIBRATION_LIMITS, ...options };
  const now = deps.clock.now();
  const stamp = isoAt(now);
  const until = isoAt(now - o.lagMs);
  await ensureState(deps, stamp);
  const sessions = await discoverTests(deps, { until, limit: o.sessionsPerRun, stamp });
  const recount = await recountStudents(deps, {
    now,
    until,
    students: o.studentsPerRun,
    answers: o.answersPerRun,
    items: o.itemsPerRun,
    maxMs: o.maxMs,
    tolerance: o.tolerance,
    sweepEveryMs: o.sweepEveryMs,
  });
  return { ...recount, sessions, idle: sessions === 0 && recount.idle };
}

export type CatchUp = {
  runs: number;
  sessions: number;
  students: number;
  swept: number;
  items: number;
  passes: number;
};

/** Runs until there is nothing left to do (or `maxRuns`): what a long-idle job faces. */
export async function catchUpCalibration(
  deps: CalibrationDeps,
  options: Partial<CalibrationOptions> & { maxRuns?: number } = {},
): Promise<CatchUp> {
  const total: CatchUp = { runs: 0, sessions: 0, students: 0, swept: 0, items: 0, passes: 0 };
  const maxRuns = options.maxRuns ?? Number.POSITIVE_INFINITY;
  while (total.runs < maxRuns) {
    const run = await runCalibration(deps, options);
    if (run.idle) break;
    total.runs++;
    total.sessions += run.sessions;
    total.students += run.students;
    total.swept += run.swept;
    total.items += run.items;
    total.passes = run.pass;
  }
  return total;
}

/** One run; a lost race with another node or a busy database is not an error (null). */
export async function runCalibrationSafely(
  deps: CalibrationDeps,
  options: Partial<CalibrationOptions> = {},
): Promise<CalibrationRun | null> {
  try {
    return await runCalibration(deps, options);
  } catch (error) {
    if (!(error instanceof MarkMovedError)) {
      deps.log.info('item calibration run did not complete', { error: String(error) });
    }
    return null;
  }
}

const INTERVAL_MS = 60 * 1000;
/**
 * Runs one tick may take (then it waits for the next minute), with a pause between them for the
 * students' own requests: about a twelfth of one core while there is work, none when idle.
 */
const TICK_BUDGET_MS = 5 * 1000;
const PAUSE_BETWEEN_RUNS_MS = 250;

/** Runs the job every minute in the background; the timer never keeps the process alive. */
export function scheduleCalibration(deps: CalibrationDeps): () => void {
  let stopped = false;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    const started = Date.now();
    try {
      while (!stopped && Date.now() - started < TICK_BUDGET_MS) {
        const run = await runCalibrationSafely(deps);
        if (!run || run.idle) break;
        await new Promise((resolve) => setTimeout(resolve, PAUSE_BETWEEN_RUNS_MS));
      }
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), INTERVAL_MS);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}

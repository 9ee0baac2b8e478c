import {
  asDifficulty,
  discriminationIndex,
  GRID_VERSION,
  ITEM_EVIDENCE_MODES,
  type ItemStat,
  type ItemType,
  itemFlags,
  nearestLabel,
  normalizeResponse,
} from '@app/domain';
import type { AppDeps } from '../../deps';
import { isoAt } from '../../lib/clock';
import {
  chosenAnswers,
  ensureJobMark,
  itemStatsRows,
  jobMark,
  moveJobMark,
  type StatsRow,
  type StatsWrite,
  sessionsToCount,
  statsRows,
  upsertStats,
} from './item-stats-repo';

const JOB = 'item-stats';
/**
 * Only tests submitted at least this long ago are read: a test whose grading transaction is
 * still open when the job runs has its submission time already set, and must not be skipped.
 */
export const ITEM_STATS_LAG_MS = 30_000;
/**
 * Tests read per run: small, so that the write (one upsert per question answered in them)
 * holds SQLite's write lock only briefly; a tick runs batches until caught up (at most
 * BATCHES_PER_TICK), with a pause between them for the students' own writes.
 */
const SESSIONS_PER_RUN = 250;
const BATCHES_PER_TICK = 8;
const PAUSE_BETWEEN_BATCHES_MS = 250;
const INTERVAL_MS = 60 * 1000;

type Sums = {
  answered: number;
  correct: number;
  chose: Record<string, number>;
  sumY: number;
  sumYY: number;
  sumXY: number;
};

/** Where the job got to: the last (submitted_at, id) it counted. */
function parseMark(mark: string): [string, string] {
  const at = mark.indexOf('|');
  return at < 0 ? ['', ''] : [mark.slice(0, at), mark.slice(at + 1)];
}

/**
 * Adds the answers of tests submitted since the last run to each question's sums (decision
 * 0011): answered, correct, answers per option, and Σy, Σy², Σxy of the item score x (0/1)
 * against the rest-of-test score y (the other questions' share correct). One transaction that
 * also moves the job's mark with a conditional write, so two nodes running it at once count
 * each test once (the loser's transaction rolls back).
 */
export async function accumulateItemStats(
  deps: AppDeps,
  options: { lagMs?: number; maxSessions?: number } = {},
): Promise<{ sessions: number }> {
  const now = deps.clock.now();
  const until = isoAt(now - (options.lagMs ?? ITEM_STATS_LAG_MS));
  await ensureJobMark(deps.db, JOB, isoAt(now));
  return deps.db.transaction().execute(async (trx) => {
    const mark = await jobMark(trx, JOB);
    const [afterAt, afterId] = parseMark(mark);
    const sessions = await sessionsToCount(trx, {
      until,
      afterAt,
      afterId,
      modes: ITEM_EVIDENCE_MODES,
      limit: options.maxSessions ?? SESSIONS_PER_RUN,
    });
    if (sessions.length === 0) return { sessions: 0 };
    const bySession = new Map(sessions.map((s) => [s.id, s]));
    const sums = new Map<number, Sums>();
    for (let i = 0; i < sessions.length; i += 500) {
      const answers = await chosenAnswers(
        trx,
        sessions.slice(i, i + 500).map((s) => s.id),
      );
      for (const a of answers) {
        const session = bySession.get(a.session_id);
        if (!session) continue;
        const x = a.is_correct === 1 ? 1 : 0;
        const y = ((session.correct_count ?? 0) - x) / (session.total - 1);
        let s = sums.get(a.question_id);
        if (!s) {
          s = { answered: 0, correct: 0, chose: {}, sumY: 0, sumYY: 0, sumXY: 0 };
          sums.set(a.question_id, s);
        }
        s.answered++;
        s.correct += x;
        // The options chosen: one letter, or each letter of a multiple-select (an order or a
        // number chooses no option; an answer that did not suit its item chose none either).
        const type = a.item_type as ItemType;
        const optionCount = 4 + (a.option_e === null ? 0 : 1) + (a.option_f === null ? 0 : 1);
        const chosen = normalizeResponse({ type, optionCount }, a.chosen as string);
        if (chosen !== null && (type === 'single' || type === 'multiple-select')) {
          for (const letter of chosen) s.chose[letter] = (s.chose[letter] ?? 0) + 1;
        }
        s.sumY += y;
        s.sumYY += y * y;
        s.sumXY += x * y;
      }
    }
    // The new totals of each question, computed here from its current row (read before this
    // transaction writes anything), then written in a few multi-row upserts: the write lock is
    // held for those statements only. A concurrent run that read the same rows loses at the
    // mark below and rolls back, so stale totals are never kept.
    const stamp = isoAt(now);
    const ids = [...sums.keys()];
    const current = new Map<number, StatsRow>();
    for (let i = 0; i < ids.length; i += 500) {
      const rows = await statsRows(trx, ids.slice(i, i + 500));
      for (const row of rows) current.set(row.question_id, row);
    }
    const rows = ids.map((questionId): StatsWrite => {
      const s = sums.get(questionId) as Sums;
      const was = current.get(questionId);
      const total: StatsRow = {
        answered: Number(was?.answered ?? 0) + s.answered,
        correct: Number(was?.correct ?? 0) + s.correct,
        chose_a: Number(was?.chose_a ?? 0) + (s.chose.A ?? 0),
        chose_b: Number(was?.chose_b ?? 0) + (s.chose.B ?? 0),
        chose_c: Number(was?.chose_c ?? 0) + (s.chose.C ?? 0),
        chose_d: Number(was?.chose_d ?? 0) + (s.chose.D ?? 0),
        chose_e: Number(was?.chose_e ?? 0) + (s.chose.E ?? 0),
        chose_f: Number(was?.chose_f ?? 0) + (s.chose.F ?? 0),
        sum_y: Number(was?.sum_y ?? 0) + s.sumY,
        sum_yy: Number(was?.sum_yy ?? 0) + s.sumYY,
        sum_xy: Number(was?.sum_xy ?? 0) + s.sumXY,
      };
      const derived = derive(total);
      return {
        question_id: questionId,
        ...total,
        discrimination: derived.discrimination,
        flagged: derived.flags.length > 0 ? 1 : 0,
        updated_at: stamp,
      };
    });
    for (let i = 0; i < rows.length; i += 200) {
      await upsertStats(trx, rows.slice(i, i + 200), stamp);
    }
    const last = sessions[sessions.length - 1] as (typeof sessions)[number];
    const moved = await moveJobMark(trx, JOB, mark, `${last.submitted_at}|${last.id}`, stamp);
    if (!moved) throw new MarkMovedError();
    return { sessions: sessions.length };
  });
}

/** Another node counted these tests first; this run's work is rolled back. */
export class MarkMovedError extends Error {}

function derive(row: StatsRow) {
  const answered = Number(row.answered);
  const correct = Number(row.correct);
  const facility = answered > 0 ? correct / answered : null;
  const discrimination = discriminationIndex({
    answered,
    correct,
    sumY: Number(row.sum_y),
    sumYY: Number(row.sum_yy),
    sumXY: Number(row.sum_xy),
  });
  return { facility, discrimination, flags: itemFlags(answered, facility, discrimination) };
}

const round = (value: number | null, places: number) =>
  value === null ? null : Math.round(value * 10 ** places) / 10 ** places;

/** The calibration stored beside an item's statistics (decision 0038), when it has one. */
type CalibrationColumns = {
  estimate: number | null;
  se: number | null;
  calibrated_answers: number | null;
  infit: number | null;
  outfit: number | null;
  misfit: number | null;
};

function calibrationOf(row: CalibrationColumns): ItemStat['calibration'] {
  if (row.estimate === null || row.se === null || row.calibrated_answers === null) return null;
  const difficulty = Number(row.estimate);
  return {
    difficulty: round(difficulty, 3) ?? 0,
    se: round(Number(row.se), 3) ?? 0,
    answers: Number(row.calibrated_answers),
    nearestLabel: nearestLabel(difficulty),
    infit: round(row.infit === null ? null : Number(row.infit), 3),
    outfit: round(row.outfit === null ? null : Number(row.outfit), 3),
    misfit: row.misfit === null ? null : Number(row.misfit) === 1,
  };
}

/** The statistics of one stored row, as the admin sees them. */
export function toItemStat(
  row: StatsRow &
    CalibrationColumns & {
      question_id: number;
      exam_type_id: number;
      category: string;
      question_text: string;
      correct_answer: string;
      difficulty: string;
    },
): ItemStat {
  const { facility, discrimination } = derive(row);
  const calibration = calibrationOf(row);
  const answered = Number(row.answered);
  const share = (n: number) => (answered > 0 ? (round(Number(n) / answered, 4) ?? 0) : 0);
  return {
    questionId: row.question_id,
    examTypeId: row.exam_type_id,
    category: row.category,
    questionText: row.question_text,
    correctAnswer: row.correct_answer,
    answered,
    facility: round(facility, 4),
    discrimination: round(discrimination, 4),
    shares: {
      A: share(row.chose_a),
      B: share(row.chose_b),
      C: share(row.chose_c),
      D: share(row.chose_d),
      ...(Number(row.chose_e) > 0 ? { E: share(row.chose_e) } : {}),
      ...(Number(row.chose_f) > 0 ? { F: share(row.chose_f) } : {}),
    },
    difficultyLabel: asDifficulty(row.difficulty),
    calibration,
    // The verdict from the stored figures, not the rounded ones shown.
    flags: itemFlags(
      answered,
      facility,
      discrimination,
      calibration && {
        infit: row.infit === null ? null : Number(row.infit),
        outfit: row.outfit === null ? null : Number(row.outfit),
        misfit: calibration.misfit,
      },
    ),
  };
}

/** The item statistics page: flagged items first, then the most answered. */
export async function itemStatsPage(
  deps: AppDeps,
  input: { examTypeId?: number | undefined; flaggedOnly: boolean; limit: number; offset: number },
) {
  // Catch up first (bounded), so the page shows what the job would have found by now.
  await runItemStatsSafely(deps);
  const { rows, totals } = await itemStatsRows(deps.db, { ...input, gridVersion: GRID_VERSION });
  return {
    items: rows.map(toItemStat),
    total: Number(totals?.total ?? 0),
    flagged: Number(totals?.flagged ?? 0),
  };
}

/**
 * One run of the job (how many tests it counted); a lost race with another node or a busy
 * database is not an error (the next run counts those tests).
 */
export async function runItemStatsSafely(deps: AppDeps): Promise<number> {
  try {
    return (await accumulateItemStats(deps, { maxSessions: SESSIONS_PER_RUN })).sessions;
  } catch (error) {
    if (!(error instanceof MarkMovedError)) {
      deps.log.info('item statistics run did not complete', { error: String(error) });
    }
    return 0;
  }
}

/** Runs the job every minute in the background; the timer never keeps the process alive. */
export function scheduleItemStats(deps: AppDeps): () => void {
  let stopped = false;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      for (let i = 0; i < BATCHES_PER_TICK && !stopped; i++) {
        if ((await runItemStatsSafely(deps)) < SESSIONS_PER_RUN) break;
        await new Promise((resolve) => setTimeout(resolve, PAUSE_BETWEEN_BATCHES_MS));
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

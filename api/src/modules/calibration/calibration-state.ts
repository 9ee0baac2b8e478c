/**
 * Where the calibration job got to (decision 0038), kept in two job_marks rows.
 *
 * 'calibration': `<version>|<submitted_at>|<session id>` — the last test whose student was
 * marked for counting, and a version every committed run moves on, so that a run that read
 * its state before another run committed loses (its transaction rolls back).
 *
 * 'calibration-pass': `<pass>|<moved by the sweep>|<moved by new tests>|<students swept>|
 * <started at>|<grid version>` — the sweep's pass and how far it moved the items.
 */
import { GRID_VERSION } from '@app/domain';

export const CURSOR_JOB = 'calibration';
export const PASS_JOB = 'calibration-pass';

export type Cursor = { version: number; afterAt: string; afterId: string };

export function parseCursor(mark: string): Cursor {
  const [version, afterAt, afterId] = mark.split('|');
  return { version: Number(version) || 0, afterAt: afterAt ?? '', afterId: afterId ?? '' };
}

export function formatCursor(cursor: Cursor): string {
  return `${cursor.version}|${cursor.afterAt}|${cursor.afterId}`;
}

export type PassState = {
  pass: number;
  /** Largest move of an item's difficulty re-estimated after sweeping students, this pass. */
  movedBySweep: number;
  /** Largest move after counting new tests, this pass. */
  movedByNew: number;
  /** Students swept this pass. */
  swept: number;
  startedAt: string;
  gridVersion: number;
};

export function initialPass(startedAt: string): PassState {
  return {
    pass: 1,
    movedBySweep: 0,
    movedByNew: 0,
    swept: 0,
    startedAt,
    gridVersion: GRID_VERSION,
  };
}

export function parsePass(mark: string, now: string): PassState {
  const parts = mark.split('|');
  if (parts.length < 6) return initialPass(now);
  const [pass, bySweep, byNew, swept, startedAt, grid] = parts;
  return {
    pass: Number(pass),
    movedBySweep: Number(bySweep),
    movedByNew: Number(byNew),
    swept: Number(swept),
    startedAt: startedAt as string,
    gridVersion: Number(grid),
  };
}

const moved = (x: number) => String(Math.round(x * 1e6) / 1e6);

export function formatPass(state: PassState): string {
  return [
    state.pass,
    moved(state.movedBySweep),
    moved(state.movedByNew),
    state.swept,
    state.startedAt,
    state.gridVersion,
  ].join('|');
}

/**
 * Whether a finished pass left the difficulties settled: no item moved by `tolerance` when its
 * students were counted again with the abilities the items now give (or, in a pass that swept
 * nobody — the first — when their tests were first counted).
 */
export function passSettled(state: PassState, tolerance: number): boolean {
  return (state.swept > 0 ? state.movedBySweep : state.movedByNew) < tolerance;
}

import type { AppDeps } from '../../deps';

/** What the calibration job needs: the database, the time, somewhere to log. */
export type CalibrationDeps = Pick<AppDeps, 'db' | 'clock' | 'log'>;

/** Tables of item calibration (migration 0014; decisions 0036 and 0038). */

export interface ItemCalibrationTable {
  question_id: number;
  difficulty: number;
  se: number;
  answers: number;
  correct: number;
  infit: number | null;
  outfit: number | null;
  /** 1 misfitting, 0 fitting, null not judged yet. */
  misfit: number | null;
  /** The item's tally, encoded (modules/calibration/tally-codec.ts). */
  tally: Uint8Array;
  grid_version: number;
  updated_at: string;
}

export interface CalibrationStudentsTable {
  user_id: string;
  exam_type_id: number;
  dirty: number;
  pass: number;
  counted_through: string;
  updated_at: string;
}

export interface StudentAbilitiesTable {
  user_id: string;
  exam_type_id: number;
  scope: string;
  theta: number;
  sd: number;
  answers: number;
  /** The answers counted (modules/calibration/tally-codec.ts). */
  counted: Uint8Array;
  updated_at: string;
}

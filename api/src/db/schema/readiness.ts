/** Tables of readiness (migration 0015, decision 0039). */

export interface ReadinessTargetsTable {
  user_id: string;
  exam_type_id: number;
  /** YYYY-MM-DD, or null. */
  exam_date: string | null;
  /** 'score', 'pass-mark' or null. */
  target_kind: string | null;
  target_score: number | null;
  updated_at: string;
}

/** Each student's latest estimate per exam and form (the whole exam, or one test). */
export interface ReadinessEstimatesTable {
  user_id: string;
  exam_type_id: number;
  scope: string;
  answers: number;
  percent: number;
  percent_low: number;
  percent_high: number;
  theta: number;
  theta_sd: number;
  scale_version: number;
  computed_at: string;
}

/** Each student's study plan per exam (migration 0016, decision 0042). */
export interface StudyPlansTable {
  user_id: string;
  exam_type_id: number;
  /** YYYY-MM-DD in the student's time zone. */
  started_on: string;
  diagnostic_skipped_at: string | null;
  created_at: string;
}

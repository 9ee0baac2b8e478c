import type { Generated } from 'kysely';

/** Tables of the admin panel (migration 0007). */

export interface AuditLogTable {
  id: string;
  actor_id: string | null;
  actor_email: string;
  action: string;
  entity: string;
  entity_id: string;
  /** JSON of the record before the write; null for a creation. */
  before: string | null;
  /** JSON of the record after the write; null for a deletion. */
  after: string | null;
  at: string;
}

export interface QuestionReportsTable {
  id: string;
  question_id: number;
  user_id: string;
  reason: 'wrong_key' | 'unclear' | 'typo' | 'other';
  details: string;
  status: 'open' | 'resolved' | 'dismissed';
  open_slot: number | null;
  resolution_note: string | null;
  handled_by: string | null;
  created_at: string;
  handled_at: string | null;
}

export interface QuestionStatsTable {
  question_id: number;
  answered: number;
  correct: number;
  chose_a: number;
  chose_b: number;
  chose_c: number;
  chose_d: number;
  chose_e: Generated<number>;
  chose_f: Generated<number>;
  sum_y: number;
  sum_yy: number;
  sum_xy: number;
  discrimination: number | null;
  flagged: Generated<number>;
  updated_at: string;
}

export interface JobMarksTable {
  job: string;
  mark: string;
  updated_at: string;
}

import type { Generated } from 'kysely';

/** Tables of the question bank and the practice engine (migration 0004). */

export interface QuestionsTable {
  id: Generated<number>;
  exam_type_id: number;
  category: string;
  question_text: string;
  option_a: string;
  option_b: string;
  option_c: string;
  option_d: string;
  /** A fifth option (migration 0008), null on four-option questions. */
  option_e: string | null;
  /** The passage or data table the question reads (migration 0008), or null. */
  passage: string | null;
  correct_answer: string;
  /** single, multiple-select, ordered or numeric (migration 0009; item-types.ts). */
  item_type: Generated<string>;
  /** A sixth option (migration 0009), or null. */
  option_f: string | null;
  /** Numeric items: the unit of the answer and the accepted distance from the key. */
  unit: string | null;
  tolerance: number | null;
  /** Seed tags (migration 0012): the blueprint sub-area and the finer outline heading. */
  topic: string | null;
  subarea: string | null;
  explanation: string;
  difficulty: string;
  is_active: Generated<number>;
  seed_key: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  /** The earlier version this row replaced (copy on write), or null. */
  replaces_id: number | null;
  /** The version that replaced this one, or null while current. */
  replaced_by_id: number | null;
}

export interface TestSessionsTable {
  id: string;
  user_id: string;
  exam_type_id: number;
  mode: string;
  free_slot: number | null;
  /** JSON array of question ids in order. */
  question_ids: string;
  /** JSON array of sections (simulation) or null. */
  sections: string | null;
  total: number;
  duration_seconds: number | null;
  started_at: string;
  deadline_at: string | null;
  submitted_at: string | null;
  submitted_by: string | null;
  score: number | null;
  correct_count: number | null;
  answered_count: number | null;
  time_spent: number | null;
  notice: string | null;
  /** A sectioned simulation's clock and position (section-clock.ts SectionState, JSON). */
  section_state: string | null;
  /** JSON array of the unscored (pretest) question ids of a simulation, or null. */
  unscored_ids: string | null;
}

export interface TestAnswersTable {
  session_id: string;
  question_id: number;
  user_id: string;
  exam_type_id: number;
  position: number;
  chosen: string | null;
  is_correct: number | null;
  flagged: Generated<number>;
  answered_at: string | null;
  /** The student's tool marks on the item: { struck, highlights } JSON, or null. */
  marks: string | null;
}

export interface QuestionHistoryTable {
  user_id: string;
  exam_type_id: number;
  question_id: number;
  status: string;
  updated_at: string;
}

export interface BookmarksTable {
  user_id: string;
  question_id: number;
  exam_type_id: number;
  created_at: string;
}

export interface ReviewCardsTable {
  user_id: string;
  question_id: number;
  exam_type_id: number;
  due_at: string;
  /** JSON of the FSRS card state. */
  card: string;
  updated_at: string;
}

export interface SubscriptionsTable {
  id: string;
  user_id: string;
  exam_type_id: number;
  status: string;
  starts_at: string;
  expires_at: string;
  created_at: string;
  updated_at: string;
}

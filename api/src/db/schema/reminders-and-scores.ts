/** Study reminders and reported real scores (migration 0017, decision 0043). */

export interface StudyRemindersTable {
  user_id: string;
  /** 1 on, 0 off. */
  enabled: number;
  /** 'daily' or 'mon,wed,fri'. */
  days: string;
  time_zone: string;
  next_send_at: string | null;
  /** Local YYYY-MM-DD of the last reminder sent. */
  last_sent_on: string | null;
  updated_at: string;
}

export interface RealScoresTable {
  user_id: string;
  exam_type_id: number;
  scope: string;
  exam_date: string;
  score: number;
  predicted_score: number;
  predicted_low: number;
  predicted_high: number;
  predicted_answers: number;
  estimated_at: string;
  scale_version: number;
  mark: number | null;
  /** 1 reached, 0 not, null without a mark. */
  reached: number | null;
  reported_at: string;
}

import {
  type ExamType,
  type GradableItem,
  type ItemType,
  type PracticeQuestion,
  type Question,
  remainingSeconds,
  type SessionView,
  type TestMode,
  type TestSessionSummary,
} from '@app/domain';
import type { QUESTION_COLUMNS, SessionRow } from './repo';
import { sectionsOf, unscoredIdsOf } from './sections';

export type QuestionRow = {
  [K in (typeof QUESTION_COLUMNS)[number]]: K extends 'id' | 'exam_type_id'
    ? number
    : K extends 'tolerance'
      ? number | null
      : K extends 'option_e' | 'option_f' | 'passage' | 'unit'
        ? string | null
        : string;
};

/** What grading needs of a stored question (item-types.ts). */
export function gradableOf(row: QuestionRow): GradableItem {
  const type = row.item_type as ItemType;
  const options = [
    row.option_a,
    row.option_b,
    row.option_c,
    row.option_d,
    row.option_e,
    row.option_f,
  ];
  return {
    type,
    optionCount: type === 'numeric' ? 0 : options.filter(Boolean).length,
    correctAnswer: row.correct_answer,
    tolerance: row.tolerance,
    unit: row.unit,
  };
}

export function toPracticeQuestion(row: QuestionRow): PracticeQuestion {
  return {
    id: row.id,
    examTypeId: row.exam_type_id,
    category: row.category,
    type: row.item_type as ItemType,
    questionText: row.question_text,
    optionA: row.option_a,
    optionB: row.option_b,
    optionC: row.option_c,
    optionD: row.option_d,
    ...(row.option_e ? { optionE: row.option_e } : {}),
    ...(row.option_f ? { optionF: row.option_f } : {}),
    ...(row.unit ? { unit: row.unit } : {}),
    ...(row.passage ? { passage: row.passage } : {}),
    difficulty: row.difficulty as PracticeQuestion['difficulty'],
    createdAt: row.created_at,
  };
}

export function toQuestion(row: QuestionRow): Question {
  return {
    ...toPracticeQuestion(row),
    correctAnswer: row.correct_answer,
    ...(row.tolerance !== null ? { tolerance: row.tolerance } : {}),
    explanation: row.explanation,
  };
}

export function parseIds(json: string): number[] {
  return JSON.parse(json) as number[];
}

export function examRef(exam: ExamType | undefined) {
  return { name: exam?.name ?? 'Unknown exam', icon: exam?.icon ?? 'book' };
}

/** Spec §3 "score (numeric string)". */
export function scoreString(score: number | null): string | null {
  return score === null ? null : String(score);
}

export function toSummary(row: SessionRow, exam: ExamType | undefined): TestSessionSummary {
  const unscored = unscoredIdsOf(row).size;
  return {
    id: row.id,
    examTypeId: row.exam_type_id,
    examType: examRef(exam),
    mode: row.mode as TestMode,
    questionIds: parseIds(row.question_ids),
    score: scoreString(row.score),
    correctCount: row.correct_count,
    total: row.total - unscored,
    unscoredCount: unscored,
    timeSpent: row.time_spent,
    startedAt: row.started_at,
    completedAt: row.submitted_at,
  };
}

export function toSessionView(
  row: SessionRow,
  exam: ExamType | undefined,
  parts: Pick<
    SessionView,
    | 'questionIds'
    | 'questions'
    | 'answers'
    | 'flagged'
    | 'bookmarked'
    | 'feedback'
    | 'marks'
    | 'simulation'
  >,
  nowMs: number,
): SessionView {
  const completed = row.submitted_at !== null;
  return {
    id: row.id,
    examTypeId: row.exam_type_id,
    examType: examRef(exam),
    mode: row.mode as TestMode,
    status: completed ? 'completed' : 'in_progress',
    ...parts,
    sections: sectionsOf(row),
    startedAt: row.started_at,
    deadlineAt: row.deadline_at,
    durationSeconds: row.duration_seconds,
    remainingSeconds: completed ? 0 : remainingSeconds(row.deadline_at, nowMs),
    score: scoreString(row.score),
    completedAt: row.submitted_at,
    timeSpent: row.time_spent,
    notice: row.notice,
  };
}

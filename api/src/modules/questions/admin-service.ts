import {
  ADMIN_LIST_ALL_MAX,
  ADMIN_LIST_CHUNK,
  ADMIN_MESSAGES,
  type AdminQuestion,
  type AdminQuestionFilter,
  type AdminQuestionList,
  type AdminQuestionPage,
  categoryTitles,
  findExamById,
  type QuestionEdit,
  type QuestionInput,
  type QuestionStats,
} from '@app/domain';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { isoAt } from '../../lib/clock';
import { type AuditActor, recordAudit } from '../admin/audit-repo';
import {
  type AdminQuestionRow,
  countQuestions,
  findQuestion,
  insertQuestion,
  listQuestions,
  listQuestionsBefore,
  questionTotals,
  setIsActive,
  toAdminQuestion,
} from './admin-repo';
import { checkedContent } from './content-check';
import { announceQuestionChanges } from './question-changes';
import { type QuestionContent, reviseQuestion } from './revise';

/** The exam's category as the catalogue spells it, or a 400 naming the allowed ones. */
export function catalogueCategory(examTypeId: number, category: string): string {
  const exam = findExamById(examTypeId);
  if (!exam) throw new AppError('BAD_REQUEST', ADMIN_MESSAGES.examNotFound);
  const titles = categoryTitles(exam);
  const match = titles.find((t) => t.toLowerCase() === category.trim().toLowerCase());
  if (!match) {
    throw new AppError('BAD_REQUEST', ADMIN_MESSAGES.categoryNotInExam(exam.name, titles));
  }
  return match;
}

export function contentOf(input: QuestionInput): QuestionContent {
  if (input.correctAnswer === 'E' && !input.optionE) {
    throw new AppError('BAD_REQUEST', ADMIN_MESSAGES.optionERequired);
  }
  return checkedContent({
    exam_type_id: input.examTypeId,
    category: catalogueCategory(input.examTypeId, input.category),
    question_text: input.questionText,
    passage: input.passage ?? null,
    option_a: input.optionA,
    option_b: input.optionB,
    option_c: input.optionC,
    option_d: input.optionD,
    option_e: input.optionE ?? null,
    correct_answer: input.correctAnswer,
    explanation: input.explanation,
    difficulty: input.difficulty,
  });
}

function inputOf(row: AdminQuestionRow): QuestionInput {
  return {
    examTypeId: row.exam_type_id,
    category: row.category,
    passage: row.passage ?? undefined,
    questionText: row.question_text,
    optionA: row.option_a,
    optionB: row.option_b,
    optionC: row.option_c,
    optionD: row.option_d,
    optionE: row.option_e ?? undefined,
    correctAnswer: row.correct_answer as QuestionInput['correctAnswer'],
    explanation: row.explanation,
    difficulty: row.difficulty as QuestionInput['difficulty'],
  };
}

export async function searchQuestions(
  deps: AppDeps,
  filter: AdminQuestionFilter,
): Promise<AdminQuestionPage> {
  const [rows, total] = await Promise.all([
    listQuestions(deps.db, filter),
    countQuestions(deps.db, filter),
  ]);
  return { questions: rows.map(toAdminQuestion), total };
}

/**
 * Spec §7 GET /api/questions: without a limit every matching question, newest first, read in
 * pages so no statement grows with the bank (at most ADMIN_LIST_ALL_MAX; then a Link header
 * names the rest); with a limit one page. Either way X-Total-Count says how many match.
 */
export async function listAllQuestions(
  deps: AppDeps,
  input: AdminQuestionList,
  resHeaders: Headers,
): Promise<AdminQuestion[]> {
  const total = await countQuestions(deps.db, input);
  resHeaders.set('X-Total-Count', String(total));
  if (input.limit !== undefined) {
    const rows = await listQuestions(deps.db, { ...input, limit: input.limit });
    return rows.map(toAdminQuestion);
  }
  // The first page by offset (the caller's), then keyset pages after the last id read: a
  // question added meanwhile neither shifts nor repeats a row.
  const questions: AdminQuestion[] = [];
  const first = await listQuestions(deps.db, { ...input, limit: ADMIN_LIST_CHUNK });
  questions.push(...first.map(toAdminQuestion));
  let last = first.at(-1)?.id ?? null;
  let more = first.length === ADMIN_LIST_CHUNK;
  while (more && last !== null && questions.length < ADMIN_LIST_ALL_MAX) {
    const limit = Math.min(ADMIN_LIST_CHUNK, ADMIN_LIST_ALL_MAX - questions.length);
    const rows = await listQuestionsBefore(deps.db, input, last, limit);
    questions.push(...rows.map(toAdminQuestion));
    last = rows.at(-1)?.id ?? null;
    more = rows.length === limit;
  }
  const end = input.offset + questions.length;
  if (questions.length === ADMIN_LIST_ALL_MAX && end < total) {
    const next = new URLSearchParams(
      Object.entries({ ...input, offset: end }).flatMap(([k, v]) =>
        v === undefined ? [] : [[k, String(v)]],
      ),
    );
    resHeaders.set('Link', `</api/questions?${next}>; rel="next"`);
  }
  return questions;
}

export async function questionStats(deps: AppDeps): Promise<QuestionStats> {
  const startOfDay = new Date(deps.clock.now());
  startOfDay.setUTCHours(0, 0, 0, 0);
  return questionTotals(deps.db, startOfDay.toISOString());
}

export async function getQuestion(deps: AppDeps, id: number): Promise<AdminQuestion> {
  const row = await findQuestion(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.questionNotFound);
  return toAdminQuestion(row);
}

export async function createQuestion(
  deps: AppDeps,
  actor: AuditActor,
  input: QuestionInput,
): Promise<AdminQuestion> {
  const content = contentOf(input);
  const now = deps.clock.now();
  const row = await deps.db.transaction().execute(async (trx) => {
    const id = await insertQuestion(trx, {
      ...content,
      created_by: actor.id,
      created_at: isoAt(now),
      updated_at: isoAt(now),
    });
    const created = (await findQuestion(trx, id)) as AdminQuestionRow;
    await recordAudit(
      trx,
      actor,
      { action: 'question.create', entity: 'question', entityId: created.id, after: created },
      now,
    );
    return created;
  });
  announceQuestionChanges(deps, [row.exam_type_id]);
  return toAdminQuestion(row);
}

export async function editQuestion(
  deps: AppDeps,
  actor: AuditActor,
  edit: QuestionEdit,
): Promise<AdminQuestion> {
  const { id, ...changes } = edit;
  if (Object.values(changes).every((v) => v === undefined)) {
    throw new AppError('BAD_REQUEST', ADMIN_MESSAGES.editNothing);
  }
  const now = deps.clock.now();
  const result = await deps.db.transaction().execute(async (trx) => {
    const current = await findQuestion(trx, id);
    if (!current) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.questionNotFound);
    if (current.replaced_by_id !== null) {
      throw new AppError(
        'CONFLICT',
        `This is an earlier version; edit question ${current.replaced_by_id} instead.`,
      );
    }
    if (current.item_type !== 'single' && KEYED_FIELDS.some((f) => changes[f] !== undefined)) {
      throw new AppError('BAD_REQUEST', ADMIN_MESSAGES.alternateKeyEdit);
    }
    const merged = { ...inputOf(current), ...stripUndefined(changes) };
    const content = contentOf(merged);
    const revised = await reviseQuestion(trx, id, content, isoAt(now));
    await recordAudit(
      trx,
      actor,
      {
        action: revised.copied ? 'question.edit-copy' : 'question.edit',
        entity: 'question',
        entityId: id,
        before: revised.before,
        after: revised.after,
      },
      now,
    );
    return revised;
  });
  announceQuestionChanges(deps, [result.before.exam_type_id, result.after.exam_type_id]);
  return toAdminQuestion(result.after);
}

/** Fields the single-answer form sets; an alternate-type item changes them by JSON import. */
const KEYED_FIELDS = [
  'optionA',
  'optionB',
  'optionC',
  'optionD',
  'optionE',
  'correctAnswer',
] as const;

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Retire (never served again) or restore a question; answered questions are never deleted. */
export async function setQuestionActive(
  deps: AppDeps,
  actor: AuditActor,
  id: number,
  active: boolean,
): Promise<AdminQuestion> {
  const now = deps.clock.now();
  const row = await deps.db.transaction().execute(async (trx) => {
    const before = await findQuestion(trx, id);
    if (!before) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.questionNotFound);
    if (before.replaced_by_id !== null) {
      throw new AppError(
        'CONFLICT',
        `This is an earlier version of question ${before.replaced_by_id}; it stays retired.`,
      );
    }
    if ((before.is_active === 1) === active) return before;
    await setIsActive(trx, id, active ? 1 : 0, isoAt(now));
    const after = (await findQuestion(trx, id)) as AdminQuestionRow;
    await recordAudit(
      trx,
      actor,
      {
        action: active ? 'question.restore' : 'question.retire',
        entity: 'question',
        entityId: id,
        before: { is_active: before.is_active },
        after: { is_active: after.is_active },
      },
      now,
    );
    return after;
  });
  announceQuestionChanges(deps, [row.exam_type_id]);
  return toAdminQuestion(row);
}

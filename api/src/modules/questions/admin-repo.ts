import type { AdminQuestion, AdminQuestionFilter } from '@app/domain';
import {
  type Insertable,
  type Kysely,
  PostgresAdapter,
  type SelectQueryBuilder,
  sql,
  type Transaction,
} from 'kysely';
import type { Db } from '../../db/kysely';
import type { Database } from '../../db/schema';
import { QUESTION_COLUMNS } from '../practice/repo';
import { type QuestionRow, toQuestion } from '../practice/views';

export type Executor = Db | Transaction<Database> | Kysely<Database>;

/** The columns a student's view reads (practice/repo.ts), and the admin's own. */
export const ADMIN_QUESTION_COLUMNS = [
  ...QUESTION_COLUMNS,
  'is_active',
  'seed_key',
  'replaces_id',
  'replaced_by_id',
  'updated_at',
  'topic',
  'subarea',
] as const;

export type AdminQuestionRow = QuestionRow &
  Pick<
    Database['questions'],
    'seed_key' | 'replaces_id' | 'replaced_by_id' | 'updated_at' | 'topic' | 'subarea'
  > & {
    is_active: number;
  };

export function toAdminQuestion(row: AdminQuestionRow): AdminQuestion {
  return {
    ...toQuestion(row),
    updatedAt: row.updated_at,
    isActive: row.is_active === 1,
    replacesId: row.replaces_id,
    replacedById: row.replaced_by_id,
    seedKey: row.seed_key,
  };
}

/** `%`, `_` and `\` in a LIKE pattern taken literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const isPostgres = (db: Executor) => db.getExecutor().adapter instanceof PostgresAdapter;

function filtered<O>(
  query: SelectQueryBuilder<Database, 'questions', O>,
  filter: Omit<AdminQuestionFilter, 'limit' | 'offset'>,
  postgres: boolean,
) {
  let q = query;
  if (filter.examTypeId !== undefined) q = q.where('exam_type_id', '=', filter.examTypeId);
  if (filter.status === 'active') q = q.where('is_active', '=', 1);
  if (filter.status === 'retired') q = q.where('is_active', '=', 0);
  if (filter.category) q = q.where('category', '=', filter.category);
  if (filter.difficulty) q = q.where('difficulty', '=', filter.difficulty);
  if (filter.q) {
    // Case-insensitive: SQLite's LIKE already is (for ASCII), at half the cost of lower();
    // PostgreSQL's ILIKE is.
    const pattern = likePattern(filter.q);
    q = postgres
      ? q.where(sql<boolean>`question_text ilike ${pattern} escape '\\'`)
      : q.where(sql<boolean>`question_text like ${pattern} escape '\\'`);
  }
  return q;
}

/** One page of the admin list, newest first. */
export function listQuestions(db: Executor, filter: AdminQuestionFilter) {
  return filtered(db.selectFrom('questions').select(ADMIN_QUESTION_COLUMNS), filter, isPostgres(db))
    .orderBy('id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute() as Promise<AdminQuestionRow[]>;
}

/** The next `limit` matching questions older than `beforeId` (newest first): keyset pages. */
export function listQuestionsBefore(
  db: Executor,
  filter: Omit<AdminQuestionFilter, 'limit' | 'offset'>,
  beforeId: number | null,
  limit: number,
) {
  let query = filtered(
    db.selectFrom('questions').select(ADMIN_QUESTION_COLUMNS),
    filter,
    isPostgres(db),
  );
  if (beforeId !== null) query = query.where('id', '<', beforeId);
  return query.orderBy('id', 'desc').limit(limit).execute() as Promise<AdminQuestionRow[]>;
}

export async function countQuestions(
  db: Executor,
  filter: Omit<AdminQuestionFilter, 'limit' | 'offset'>,
): Promise<number> {
  const row = await filtered(
    db.selectFrom('questions').select((eb) => eb.fn.countAll<number | string>().as('n')),
    filter,
    isPostgres(db),
  ).executeTakeFirst();
  return Number(row?.n ?? 0);
}

export function findQuestion(db: Executor, id: number) {
  return db
    .selectFrom('questions')
    .select(ADMIN_QUESTION_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst() as Promise<AdminQuestionRow | undefined>;
}

/** Whether any student has been served the question (then it is never rewritten). */
export async function wasServed(db: Executor, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('test_answers')
    .select('question_id')
    .where('question_id', '=', id)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Totals of the Questions Manager: active questions, exams and categories, added since. */
export async function questionTotals(db: Executor, sinceIso: string) {
  const [active, retired, groups, today] = await Promise.all([
    db
      .selectFrom('questions')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('is_active', '=', 1)
      .executeTakeFirst(),
    db
      .selectFrom('questions')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('is_active', '=', 0)
      .where('replaced_by_id', 'is', null)
      .executeTakeFirst(),
    db
      .selectFrom('questions')
      .select(['exam_type_id', 'category'])
      .where('is_active', '=', 1)
      .groupBy(['exam_type_id', 'category'])
      .execute(),
    db
      .selectFrom('questions')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('created_at', '>=', sinceIso)
      .where('replaces_id', 'is', null)
      .executeTakeFirst(),
  ]);
  return {
    total: Number(active?.n ?? 0),
    retired: Number(retired?.n ?? 0),
    examTypes: new Set(groups.map((g) => g.exam_type_id)).size,
    categories: groups.length,
    addedToday: Number(today?.n ?? 0),
  };
}

/** What an export reads: current versions (active ones, or all), of one exam or of every one. */
export type ExportFilter = { examTypeId?: number; status: 'active' | 'all' };

/** The next `limit` questions of an export after id `afterId`, by id. */
export function exportPage(db: Executor, filter: ExportFilter, afterId: number, limit: number) {
  let q = db
    .selectFrom('questions')
    .select(ADMIN_QUESTION_COLUMNS)
    .where('id', '>', afterId)
    .where('replaced_by_id', 'is', null)
    .orderBy('id')
    .limit(limit);
  if (filter.examTypeId !== undefined) q = q.where('exam_type_id', '=', filter.examTypeId);
  if (filter.status === 'active') q = q.where('is_active', '=', 1);
  return q.execute() as Promise<AdminQuestionRow[]>;
}

/** Adds a question; its id. */
export async function insertQuestion(
  db: Executor,
  values: Insertable<Database['questions']>,
): Promise<number> {
  const inserted = await db
    .insertInto('questions')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

/** Retires (0) or restores (1) a question. */
export async function setIsActive(db: Executor, id: number, isActive: 0 | 1, nowIso: string) {
  await db
    .updateTable('questions')
    .set({ is_active: isActive, updated_at: nowIso })
    .where('id', '=', id)
    .execute();
}

/** How many questions of an export are of these item types (those a format cannot express). */
export async function countExportOfTypes(
  db: Executor,
  filter: ExportFilter,
  types: readonly string[],
): Promise<number> {
  if (types.length === 0) return 0;
  let q = db
    .selectFrom('questions')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('replaced_by_id', 'is', null)
    .where('item_type', 'in', types);
  if (filter.examTypeId !== undefined) q = q.where('exam_type_id', '=', filter.examTypeId);
  if (filter.status === 'active') q = q.where('is_active', '=', 1);
  const row = await q.executeTakeFirst();
  return Number(row?.n ?? 0);
}

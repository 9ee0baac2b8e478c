import { findExamById, QUESTION_CSV_COLUMNS } from '@app/domain';
import type { AppDeps } from '../../deps';
import { type AdminQuestionRow, exportPage } from './admin-repo';
import { csvRow } from './csv';

/** What an export holds: its format, one exam or all, active questions or all. */
export type ExportQuery = {
  format: 'csv' | 'json';
  examTypeId?: number | undefined;
  status: 'active' | 'all';
};

const PAGE = 1000;

/** The bank in pages (by id), so that a 100,000-question export never sits in memory whole. */
async function* pages(deps: AppDeps, query: ExportQuery) {
  let after = 0;
  for (;;) {
    const rows = await exportPage(deps.db, after, PAGE, query);
    if (rows.length === 0) return;
    yield rows;
    after = rows[rows.length - 1]?.id as number;
  }
}

function csvLines(row: AdminQuestionRow) {
  return csvRow([
    row.id,
    row.exam_type_id,
    row.category,
    row.passage ?? '',
    row.question_text,
    row.option_a,
    row.option_b,
    row.option_c,
    row.option_d,
    row.option_e ?? '',
    row.correct_answer,
    row.explanation,
    row.difficulty,
    row.is_active === 1 ? 'active' : 'retired',
  ]);
}

/** JSON in the seed files' format: one `{ exam, category, questions }` per exam and category. */
function jsonGroups(rows: AdminQuestionRow[]) {
  const groups = new Map<string, { exam: string; category: string; questions: unknown[] }>();
  for (const row of rows) {
    const exam = findExamById(row.exam_type_id)?.slug ?? String(row.exam_type_id);
    const id = `${exam}|${row.category}`;
    let group = groups.get(id);
    if (!group) {
      group = { exam, category: row.category, questions: [] };
      groups.set(id, group);
    }
    const numeric = row.item_type === 'numeric';
    group.questions.push({
      key: row.seed_key ?? `question-${row.id}`,
      ...(row.item_type !== 'single' ? { type: row.item_type } : {}),
      difficulty: row.difficulty,
      ...(row.passage ? { passage: row.passage } : {}),
      questionText: row.question_text,
      ...(numeric
        ? {}
        : {
            optionA: row.option_a,
            optionB: row.option_b,
            optionC: row.option_c,
            optionD: row.option_d,
          }),
      ...(row.option_e ? { optionE: row.option_e } : {}),
      ...(row.option_f ? { optionF: row.option_f } : {}),
      correctAnswer: row.correct_answer,
      ...(row.unit ? { unit: row.unit } : {}),
      ...(row.tolerance !== null ? { tolerance: row.tolerance } : {}),
      explanation: row.explanation,
    });
  }
  return [...groups.values()];
}

/** The export of the bank (the current version of each question) as a CSV or JSON stream. */
export function exportStream(deps: AppDeps, query: ExportQuery) {
  const encoder = new TextEncoder();
  const json: AdminQuestionRow[] = [];
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      try {
        if (query.format === 'csv') {
          controller.enqueue(encoder.encode(csvRow(['id', ...QUESTION_CSV_COLUMNS, 'status'])));
          for await (const rows of pages(deps, query)) {
            controller.enqueue(encoder.encode(rows.map(csvLines).join('')));
          }
        } else {
          // Grouping needs every row of a group: JSON exports are built whole (bounded by the bank).
          for await (const rows of pages(deps, query)) json.push(...rows);
          json.sort(
            (a, b) =>
              a.exam_type_id - b.exam_type_id ||
              a.category.localeCompare(b.category) ||
              a.id - b.id,
          );
          controller.enqueue(encoder.encode(JSON.stringify(jsonGroups(json), null, 2)));
        }
        controller.close();
      } catch (error) {
        deps.log.error('question export failed', { error: String(error) });
        controller.error(error);
      }
    },
  });
}

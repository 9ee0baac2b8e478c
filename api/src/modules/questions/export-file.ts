import { QUESTION_FILE_FORMATS, type QuestionFileFormat } from '@app/domain';
import type { AppDeps } from '../../deps';
import {
  type AdminQuestionRow,
  countExportOfTypes,
  type ExportFilter,
  exportPage,
} from './admin-repo';
import { csvHeader, csvLine } from './csv-file';
import { GIFT_OMITTED_TYPES, giftCategory, giftPreamble, giftQuestion } from './gift-format';
import { jsonGroups } from './json-file';

/** The formats of an export (and of an import): decision 0030. */
export const EXPORT_FORMATS = QUESTION_FILE_FORMATS;
export type ExportFormat = QuestionFileFormat;

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
  // Moodle's import takes GIFT as a plain-text file.
  gift: 'text/plain; charset=utf-8',
};

/** The download's name: GIFT as .txt, the file Moodle's question import asks for. */
export function exportFilename(format: ExportFormat, day: string): string {
  return format === 'gift' ? `questions-${day}-gift.txt` : `questions-${day}.${format}`;
}

const PAGE = 1000;

/** The bank in pages (by id), so that a 100,000-question export never sits in memory whole. */
async function* pages(deps: AppDeps, filter: ExportFilter) {
  let after = 0;
  for (;;) {
    const rows = await exportPage(deps.db, filter, after, PAGE);
    if (rows.length === 0) return;
    yield rows;
    after = rows[rows.length - 1]?.id as number;
  }
}

/** How many questions of the export its format leaves out (GIFT: the ordered items). */
export function omittedCount(deps: AppDeps, format: ExportFormat, filter: ExportFilter) {
  return format === 'gift' ? countExportOfTypes(deps.db, filter, GIFT_OMITTED_TYPES) : 0;
}

/** The export as a stream: CSV and GIFT row by row, JSON whole (it groups by category). */
export function exportStream(
  deps: AppDeps,
  format: ExportFormat,
  filter: ExportFilter,
  preamble: { day: string; omitted: number },
) {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const write = (text: string) => controller.enqueue(encoder.encode(text));
      try {
        if (format === 'csv') {
          write(csvHeader());
          for await (const rows of pages(deps, filter)) write(rows.map(csvLine).join(''));
        } else if (format === 'gift') {
          write(giftPreamble(preamble.day, preamble.omitted));
          let category = '';
          for await (const rows of pages(deps, filter)) {
            const parts: string[] = [];
            for (const row of rows) {
              const question = giftQuestion(row);
              if (question === null) continue;
              const here = giftCategory(row.exam_type_id, row.category);
              if (here !== category) {
                parts.push(`\n${here}`);
                category = here;
              }
              parts.push(`\n${question}`);
            }
            write(parts.join(''));
          }
        } else {
          // Grouping needs every row of a group: JSON exports are built whole (bounded by the bank).
          const all: AdminQuestionRow[] = [];
          for await (const rows of pages(deps, filter)) all.push(...rows);
          all.sort(
            (a, b) =>
              a.exam_type_id - b.exam_type_id ||
              a.category.localeCompare(b.category) ||
              a.id - b.id,
          );
          write(JSON.stringify(jsonGroups(all), null, 2));
        }
        controller.close();
      } catch (error) {
        deps.log.error('question export failed', { error: String(error) });
        controller.error(error);
      }
    },
  });
}

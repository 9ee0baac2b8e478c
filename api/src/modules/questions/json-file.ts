import { EXAMS, findExamBySlug } from '@app/domain';
import type { AdminQuestionRow } from './admin-repo';
import { examSlugOf, type FileRecord, itemOfRow, type ReadFile } from './file-item';

/**
 * The question bank as JSON in the seed files' format (decision 0030): `{ exam, category,
 * questions: [ … ] }`, or a list of such groups (what the export writes). An item without
 * "type" is a single-answer item; an item without "key" gets none.
 */

const EXAM_SLUGS = EXAMS.map((e) => e.slug).join(', ');

export function readJsonFile(text: string, maxRows: number): ReadFile {
  let value: unknown;
  try {
    value = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (error) {
    return {
      records: [],
      rows: 0,
      problems: [
        { line: 0, field: 'file', problem: `Not valid JSON: ${(error as Error).message}` },
      ],
    };
  }
  const groups = Array.isArray(value) ? value : [value];
  const records: FileRecord[] = [];
  const problems: ReadFile['problems'] = [];
  let item = 0;
  for (const [g, group] of groups.entries()) {
    const where = groups.length > 1 ? `[${g}].` : '';
    const shape = group as { exam?: unknown; category?: unknown; questions?: unknown };
    if (typeof shape !== 'object' || shape === null || !Array.isArray(shape.questions)) {
      problems.push({
        line: 0,
        field: `${where}questions`,
        problem: 'Expected { "exam": "<slug>", "category": "<title>", "questions": [ … ] }',
      });
      continue;
    }
    const exam = typeof shape.exam === 'string' ? findExamBySlug(shape.exam) : undefined;
    if (!exam) {
      problems.push({
        line: 0,
        field: `${where}exam`,
        problem: `Exam must be a catalogue slug: ${EXAM_SLUGS}`,
      });
    }
    for (const raw of shape.questions as unknown[]) {
      item++;
      if (item > maxRows || !exam) continue;
      if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
        problems.push({ line: item, field: 'row', problem: 'Each question is a { … } object.' });
        continue;
      }
      const fields: Record<string, unknown> = { ...raw };
      // The group's exam and category are the item's (an item naming its own is refused).
      for (const name of ['examTypeId', 'category']) {
        if (name in fields) {
          problems.push({
            line: item,
            field: name,
            problem: `An item takes its exam and category from its group: remove "${name}"`,
          });
        }
      }
      fields.examTypeId = exam.id;
      fields.category = shape.category;
      records.push({ line: item, fields });
    }
  }
  return { records, problems, rows: item };
}

/** The export: one `{ exam, category, questions }` per exam and category, in id order. */
export function jsonGroups(rows: AdminQuestionRow[]) {
  const groups = new Map<string, { exam: string; category: string; questions: unknown[] }>();
  for (const row of rows) {
    const exam = examSlugOf(row.exam_type_id);
    const id = `${exam}|${row.category}`;
    let group = groups.get(id);
    if (!group) {
      group = { exam, category: row.category, questions: [] };
      groups.set(id, group);
    }
    group.questions.push(itemOfRow(row));
  }
  return [...groups.values()];
}

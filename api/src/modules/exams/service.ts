import { type ExamType, findExamById } from '@app/domain';
import type { Db } from '../../db/kysely';
import { listExamTypeRows } from './repo';

/** The exam types, read from the database once and held in memory (they change by migration). */
export type ExamCatalogue = {
  list(): ExamType[];
  get(id: number): ExamType | undefined;
};

export async function loadExamCatalogue(db: Db): Promise<ExamCatalogue> {
  const rows = await listExamTypeRows(db);
  const examTypes: ExamType[] = rows.map((row) => {
    const exam = findExamById(row.id);
    if (!exam) throw new Error(`exam_types row ${row.id} has no entry in the domain catalogue`);
    return {
      id: row.id,
      slug: row.slug,
      name: row.name,
      description: row.description,
      icon: row.icon,
      color: row.color,
      fullName: exam.fullName,
      categories: exam.categories.map((c) => ({ ...c })),
      details: { ...exam.details },
    };
  });
  const byId = new Map(examTypes.map((e) => [e.id, e]));
  return {
    list: () => examTypes,
    get: (id) => byId.get(id),
  };
}

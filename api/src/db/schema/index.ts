import type { ExamTypesTable } from './exam-types';

/** The app database: one interface per table, merged here. */
export interface Database {
  exam_types: ExamTypesTable;
}

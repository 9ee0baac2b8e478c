import type { Generated } from 'kysely';

export interface ExamTypesTable {
  id: number;
  slug: string;
  name: string;
  description: string;
  icon: string;
  color: string;
  created_at: Generated<string>;
}

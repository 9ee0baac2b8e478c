import { EXAMS } from '@app/domain';
import { type Kysely, sql } from 'kysely';

// Frozen once landed: later changes go in new migrations.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('exam_types')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('slug', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('name', 'varchar(120)', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('icon', 'varchar(64)', (col) => col.notNull())
    .addColumn('color', 'varchar(32)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) =>
      col.notNull().defaultTo(sql`CURRENT_TIMESTAMP`),
    )
    .execute();

  await db
    .insertInto('exam_types')
    .values(
      EXAMS.map(({ id, slug, name, description, icon, color }) => ({
        id,
        slug,
        name,
        description,
        icon,
        color,
      })),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('exam_types').execute();
}

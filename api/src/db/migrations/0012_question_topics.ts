import type { Kysely } from 'kysely';

// Frozen once landed. A question's sub-area tags from the seed bank (issue 25, 27): `topic`
// (the blueprint sub-area a section draws from, e.g. ACCUPLACER 'arithmetic') and `subarea`
// (the finer outline heading, e.g. CLEP Biology 'population'). Metadata, not content: a
// change of tag updates the row in place (no copy on write).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('questions').addColumn('topic', 'varchar(80)').execute();
  await db.schema.alterTable('questions').addColumn('subarea', 'varchar(60)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('questions').dropColumn('subarea').execute();
  await db.schema.alterTable('questions').dropColumn('topic').execute();
}

import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`testimonials\` ADD \`sample\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`testimonials\` ADD \`consent\` text;`)
  await db.run(sql`ALTER TABLE \`success_stories\` ADD \`sample\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`success_stories\` ADD \`consent\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`testimonials\` DROP COLUMN \`sample\`;`)
  await db.run(sql`ALTER TABLE \`testimonials\` DROP COLUMN \`consent\`;`)
  await db.run(sql`ALTER TABLE \`success_stories\` DROP COLUMN \`sample\`;`)
  await db.run(sql`ALTER TABLE \`success_stories\` DROP COLUMN \`consent\`;`)
}

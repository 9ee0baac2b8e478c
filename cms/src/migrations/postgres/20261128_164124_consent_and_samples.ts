import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "testimonials" ADD COLUMN "sample" boolean DEFAULT false;
  ALTER TABLE "testimonials" ADD COLUMN "consent" varchar;
  ALTER TABLE "success_stories" ADD COLUMN "sample" boolean DEFAULT false;
  ALTER TABLE "success_stories" ADD COLUMN "consent" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "testimonials" DROP COLUMN "sample";
  ALTER TABLE "testimonials" DROP COLUMN "consent";
  ALTER TABLE "success_stories" DROP COLUMN "sample";
  ALTER TABLE "success_stories" DROP COLUMN "consent";`)
}

import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_exam_pages_exam" AS ENUM('ati-teas-7', 'ged', 'hesi-a2', 'accuplacer', 'nex', 'clep', 'cna');
  CREATE TYPE "public"."enum_exam_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_subjects_exam" AS ENUM('ati-teas-7', 'ged', 'hesi-a2', 'accuplacer', 'nex', 'clep', 'cna');
  CREATE TYPE "public"."enum_subjects_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_articles_category" AS ENUM('Study Guides', 'Test Taking Tips', 'HESI A2', 'ATI TEAS 7', 'Mathematics', 'Reading', 'Study Planning');
  CREATE TYPE "public"."enum_articles_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_testimonials_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_success_stories_exam" AS ENUM('ati-teas-7', 'ged', 'hesi-a2', 'accuplacer', 'nex', 'clep', 'cna');
  CREATE TYPE "public"."enum_success_stories_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_guides_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_faqs_group" AS ENUM('contact', 'pricing', 'general');
  CREATE TYPE "public"."enum_faqs_status" AS ENUM('draft', 'published');
  CREATE TABLE "exam_pages_intro" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "exam_pages_details" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "exam_pages_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"body" jsonb NOT NULL
  );
  
  CREATE TABLE "exam_pages_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"icon" varchar NOT NULL
  );
  
  CREATE TABLE "exam_pages_subjects" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL
  );
  
  CREATE TABLE "exam_pages_faqs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar NOT NULL,
  	"answer" varchar NOT NULL
  );
  
  CREATE TABLE "exam_pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"exam" "enum_exam_pages_exam" NOT NULL,
  	"colors_primary" varchar NOT NULL,
  	"colors_accent" varchar NOT NULL,
  	"hero_eyebrow" varchar,
  	"hero_title" varchar NOT NULL,
  	"hero_subtitle" varchar,
  	"hero_primary_cta" varchar NOT NULL,
  	"cta_title" varchar NOT NULL,
  	"cta_text" varchar NOT NULL,
  	"cta_button" varchar NOT NULL,
  	"seo_title" varchar NOT NULL,
  	"seo_description" varchar NOT NULL,
  	"status" "enum_exam_pages_status" DEFAULT 'draft' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "subjects_overview" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "subjects_study_tips" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "subjects_strategies" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "subjects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"exam" "enum_subjects_exam" NOT NULL,
  	"slug" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"seo_title" varchar NOT NULL,
  	"seo_description" varchar NOT NULL,
  	"status" "enum_subjects_status" DEFAULT 'draft' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "articles_tags" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "articles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"excerpt" varchar NOT NULL,
  	"category" "enum_articles_category" NOT NULL,
  	"body" jsonb NOT NULL,
  	"author" varchar NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"read_time_minutes" numeric NOT NULL,
  	"status" "enum_articles_status" DEFAULT 'draft' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "testimonials" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"initial" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"rating" numeric NOT NULL,
  	"text" varchar NOT NULL,
  	"status" "enum_testimonials_status" DEFAULT 'draft' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "success_stories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL,
  	"alt" varchar NOT NULL,
  	"caption" varchar NOT NULL,
  	"exam" "enum_success_stories_exam" NOT NULL,
  	"status" "enum_success_stories_status" DEFAULT 'draft' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "guides" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"type" varchar NOT NULL,
  	"pages" numeric NOT NULL,
  	"file_id" integer NOT NULL,
  	"status" "enum_guides_status" DEFAULT 'draft' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "faqs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar NOT NULL,
  	"answer" varchar NOT NULL,
  	"group" "enum_faqs_group" DEFAULT 'general' NOT NULL,
  	"status" "enum_faqs_status" DEFAULT 'draft' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric
  );
  
  CREATE TABLE "site_settings_social" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_support_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"days" varchar NOT NULL,
  	"hours" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_footer_groups_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"href" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_footer_groups" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"support_email" varchar,
  	"chat_url" varchar,
  	"exam_help_url" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "exam_pages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "subjects_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "articles_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "testimonials_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "success_stories_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "guides_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "faqs_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "media_id" integer;
  ALTER TABLE "exam_pages_intro" ADD CONSTRAINT "exam_pages_intro_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."exam_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "exam_pages_details" ADD CONSTRAINT "exam_pages_details_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."exam_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "exam_pages_sections" ADD CONSTRAINT "exam_pages_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."exam_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "exam_pages_features" ADD CONSTRAINT "exam_pages_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."exam_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "exam_pages_subjects" ADD CONSTRAINT "exam_pages_subjects_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."exam_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "exam_pages_faqs" ADD CONSTRAINT "exam_pages_faqs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."exam_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "subjects_overview" ADD CONSTRAINT "subjects_overview_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "subjects_study_tips" ADD CONSTRAINT "subjects_study_tips_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "subjects_strategies" ADD CONSTRAINT "subjects_strategies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_tags" ADD CONSTRAINT "articles_tags_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "success_stories" ADD CONSTRAINT "success_stories_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "guides" ADD CONSTRAINT "guides_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_social" ADD CONSTRAINT "site_settings_social_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_support_hours" ADD CONSTRAINT "site_settings_support_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_stats" ADD CONSTRAINT "site_settings_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_footer_groups_links" ADD CONSTRAINT "site_settings_footer_groups_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings_footer_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_footer_groups" ADD CONSTRAINT "site_settings_footer_groups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "exam_pages_intro_order_idx" ON "exam_pages_intro" USING btree ("_order");
  CREATE INDEX "exam_pages_intro_parent_id_idx" ON "exam_pages_intro" USING btree ("_parent_id");
  CREATE INDEX "exam_pages_details_order_idx" ON "exam_pages_details" USING btree ("_order");
  CREATE INDEX "exam_pages_details_parent_id_idx" ON "exam_pages_details" USING btree ("_parent_id");
  CREATE INDEX "exam_pages_sections_order_idx" ON "exam_pages_sections" USING btree ("_order");
  CREATE INDEX "exam_pages_sections_parent_id_idx" ON "exam_pages_sections" USING btree ("_parent_id");
  CREATE INDEX "exam_pages_features_order_idx" ON "exam_pages_features" USING btree ("_order");
  CREATE INDEX "exam_pages_features_parent_id_idx" ON "exam_pages_features" USING btree ("_parent_id");
  CREATE INDEX "exam_pages_subjects_order_idx" ON "exam_pages_subjects" USING btree ("_order");
  CREATE INDEX "exam_pages_subjects_parent_id_idx" ON "exam_pages_subjects" USING btree ("_parent_id");
  CREATE INDEX "exam_pages_faqs_order_idx" ON "exam_pages_faqs" USING btree ("_order");
  CREATE INDEX "exam_pages_faqs_parent_id_idx" ON "exam_pages_faqs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "exam_pages_exam_idx" ON "exam_pages" USING btree ("exam");
  CREATE INDEX "exam_pages_status_idx" ON "exam_pages" USING btree ("status");
  CREATE INDEX "exam_pages_updated_at_idx" ON "exam_pages" USING btree ("updated_at");
  CREATE INDEX "exam_pages_created_at_idx" ON "exam_pages" USING btree ("created_at");
  CREATE INDEX "subjects_overview_order_idx" ON "subjects_overview" USING btree ("_order");
  CREATE INDEX "subjects_overview_parent_id_idx" ON "subjects_overview" USING btree ("_parent_id");
  CREATE INDEX "subjects_study_tips_order_idx" ON "subjects_study_tips" USING btree ("_order");
  CREATE INDEX "subjects_study_tips_parent_id_idx" ON "subjects_study_tips" USING btree ("_parent_id");
  CREATE INDEX "subjects_strategies_order_idx" ON "subjects_strategies" USING btree ("_order");
  CREATE INDEX "subjects_strategies_parent_id_idx" ON "subjects_strategies" USING btree ("_parent_id");
  CREATE INDEX "subjects_exam_idx" ON "subjects" USING btree ("exam");
  CREATE INDEX "subjects_slug_idx" ON "subjects" USING btree ("slug");
  CREATE INDEX "subjects_status_idx" ON "subjects" USING btree ("status");
  CREATE INDEX "subjects_updated_at_idx" ON "subjects" USING btree ("updated_at");
  CREATE INDEX "subjects_created_at_idx" ON "subjects" USING btree ("created_at");
  CREATE UNIQUE INDEX "exam_slug_idx" ON "subjects" USING btree ("exam","slug");
  CREATE INDEX "articles_tags_order_idx" ON "articles_tags" USING btree ("_order");
  CREATE INDEX "articles_tags_parent_id_idx" ON "articles_tags" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "articles_slug_idx" ON "articles" USING btree ("slug");
  CREATE INDEX "articles_category_idx" ON "articles" USING btree ("category");
  CREATE INDEX "articles_date_idx" ON "articles" USING btree ("date");
  CREATE INDEX "articles_status_idx" ON "articles" USING btree ("status");
  CREATE INDEX "articles_updated_at_idx" ON "articles" USING btree ("updated_at");
  CREATE INDEX "articles_created_at_idx" ON "articles" USING btree ("created_at");
  CREATE INDEX "testimonials_status_idx" ON "testimonials" USING btree ("status");
  CREATE INDEX "testimonials_updated_at_idx" ON "testimonials" USING btree ("updated_at");
  CREATE INDEX "testimonials_created_at_idx" ON "testimonials" USING btree ("created_at");
  CREATE INDEX "success_stories_image_idx" ON "success_stories" USING btree ("image_id");
  CREATE INDEX "success_stories_exam_idx" ON "success_stories" USING btree ("exam");
  CREATE INDEX "success_stories_status_idx" ON "success_stories" USING btree ("status");
  CREATE INDEX "success_stories_updated_at_idx" ON "success_stories" USING btree ("updated_at");
  CREATE INDEX "success_stories_created_at_idx" ON "success_stories" USING btree ("created_at");
  CREATE INDEX "guides_file_idx" ON "guides" USING btree ("file_id");
  CREATE INDEX "guides_status_idx" ON "guides" USING btree ("status");
  CREATE INDEX "guides_updated_at_idx" ON "guides" USING btree ("updated_at");
  CREATE INDEX "guides_created_at_idx" ON "guides" USING btree ("created_at");
  CREATE INDEX "faqs_group_idx" ON "faqs" USING btree ("group");
  CREATE INDEX "faqs_status_idx" ON "faqs" USING btree ("status");
  CREATE INDEX "faqs_updated_at_idx" ON "faqs" USING btree ("updated_at");
  CREATE INDEX "faqs_created_at_idx" ON "faqs" USING btree ("created_at");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "site_settings_social_order_idx" ON "site_settings_social" USING btree ("_order");
  CREATE INDEX "site_settings_social_parent_id_idx" ON "site_settings_social" USING btree ("_parent_id");
  CREATE INDEX "site_settings_support_hours_order_idx" ON "site_settings_support_hours" USING btree ("_order");
  CREATE INDEX "site_settings_support_hours_parent_id_idx" ON "site_settings_support_hours" USING btree ("_parent_id");
  CREATE INDEX "site_settings_stats_order_idx" ON "site_settings_stats" USING btree ("_order");
  CREATE INDEX "site_settings_stats_parent_id_idx" ON "site_settings_stats" USING btree ("_parent_id");
  CREATE INDEX "site_settings_footer_groups_links_order_idx" ON "site_settings_footer_groups_links" USING btree ("_order");
  CREATE INDEX "site_settings_footer_groups_links_parent_id_idx" ON "site_settings_footer_groups_links" USING btree ("_parent_id");
  CREATE INDEX "site_settings_footer_groups_order_idx" ON "site_settings_footer_groups" USING btree ("_order");
  CREATE INDEX "site_settings_footer_groups_parent_id_idx" ON "site_settings_footer_groups" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_exam_pages_fk" FOREIGN KEY ("exam_pages_id") REFERENCES "public"."exam_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_subjects_fk" FOREIGN KEY ("subjects_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_testimonials_fk" FOREIGN KEY ("testimonials_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_success_stories_fk" FOREIGN KEY ("success_stories_id") REFERENCES "public"."success_stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_guides_fk" FOREIGN KEY ("guides_id") REFERENCES "public"."guides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_exam_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("exam_pages_id");
  CREATE INDEX "payload_locked_documents_rels_subjects_id_idx" ON "payload_locked_documents_rels" USING btree ("subjects_id");
  CREATE INDEX "payload_locked_documents_rels_articles_id_idx" ON "payload_locked_documents_rels" USING btree ("articles_id");
  CREATE INDEX "payload_locked_documents_rels_testimonials_id_idx" ON "payload_locked_documents_rels" USING btree ("testimonials_id");
  CREATE INDEX "payload_locked_documents_rels_success_stories_id_idx" ON "payload_locked_documents_rels" USING btree ("success_stories_id");
  CREATE INDEX "payload_locked_documents_rels_guides_id_idx" ON "payload_locked_documents_rels" USING btree ("guides_id");
  CREATE INDEX "payload_locked_documents_rels_faqs_id_idx" ON "payload_locked_documents_rels" USING btree ("faqs_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "exam_pages_intro" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "exam_pages_details" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "exam_pages_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "exam_pages_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "exam_pages_subjects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "exam_pages_faqs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "exam_pages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "subjects_overview" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "subjects_study_tips" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "subjects_strategies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "subjects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_tags" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "success_stories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "guides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faqs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "media" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_social" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_support_hours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_footer_groups_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_footer_groups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "exam_pages_intro" CASCADE;
  DROP TABLE "exam_pages_details" CASCADE;
  DROP TABLE "exam_pages_sections" CASCADE;
  DROP TABLE "exam_pages_features" CASCADE;
  DROP TABLE "exam_pages_subjects" CASCADE;
  DROP TABLE "exam_pages_faqs" CASCADE;
  DROP TABLE "exam_pages" CASCADE;
  DROP TABLE "subjects_overview" CASCADE;
  DROP TABLE "subjects_study_tips" CASCADE;
  DROP TABLE "subjects_strategies" CASCADE;
  DROP TABLE "subjects" CASCADE;
  DROP TABLE "articles_tags" CASCADE;
  DROP TABLE "articles" CASCADE;
  DROP TABLE "testimonials" CASCADE;
  DROP TABLE "success_stories" CASCADE;
  DROP TABLE "guides" CASCADE;
  DROP TABLE "faqs" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "site_settings_social" CASCADE;
  DROP TABLE "site_settings_support_hours" CASCADE;
  DROP TABLE "site_settings_stats" CASCADE;
  DROP TABLE "site_settings_footer_groups_links" CASCADE;
  DROP TABLE "site_settings_footer_groups" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_exam_pages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_subjects_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_articles_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_testimonials_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_success_stories_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_guides_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_faqs_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_media_fk";
  
  DROP INDEX IF EXISTS "payload_locked_documents_rels_exam_pages_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_subjects_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_articles_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_testimonials_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_success_stories_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_guides_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_faqs_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_media_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "exam_pages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "subjects_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "articles_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "testimonials_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "success_stories_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "guides_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "faqs_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "media_id";
  DROP TYPE "public"."enum_exam_pages_exam";
  DROP TYPE "public"."enum_exam_pages_status";
  DROP TYPE "public"."enum_subjects_exam";
  DROP TYPE "public"."enum_subjects_status";
  DROP TYPE "public"."enum_articles_category";
  DROP TYPE "public"."enum_articles_status";
  DROP TYPE "public"."enum_testimonials_status";
  DROP TYPE "public"."enum_success_stories_exam";
  DROP TYPE "public"."enum_success_stories_status";
  DROP TYPE "public"."enum_guides_status";
  DROP TYPE "public"."enum_faqs_group";
  DROP TYPE "public"."enum_faqs_status";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_data_subject_requests_action" AS ENUM('export', 'erase');
  CREATE TYPE "public"."enum_personal_data_audit_operation" AS ENUM('read', 'create', 'update', 'delete', 'export', 'erase');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'erase-expired-personal-data');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'erase-expired-personal-data');
  CREATE TABLE "data_subject_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"action" "enum_data_subject_requests_action" DEFAULT 'export' NOT NULL,
  	"confirm_erase" boolean,
  	"reference" varchar,
  	"result" varchar,
  	"completed_at" timestamp(3) with time zone,
  	"requested_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "personal_data_audit" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer,
  	"user_email" varchar,
  	"operation" "enum_personal_data_audit_operation" NOT NULL,
  	"collection_slug" varchar NOT NULL,
  	"doc_ids" varchar,
  	"doc_count" numeric,
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"meta" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "users" ADD COLUMN "totp_secret" varchar;
  ALTER TABLE "users" ADD COLUMN "totp_last_step" numeric;
  ALTER TABLE "users" ADD COLUMN "totp_enabled" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "data_subject_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "personal_data_audit_id" integer;
  ALTER TABLE "data_subject_requests" ADD CONSTRAINT "data_subject_requests_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "personal_data_audit" ADD CONSTRAINT "personal_data_audit_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "data_subject_requests_email_idx" ON "data_subject_requests" USING btree ("email");
  CREATE INDEX "data_subject_requests_requested_by_idx" ON "data_subject_requests" USING btree ("requested_by_id");
  CREATE INDEX "data_subject_requests_updated_at_idx" ON "data_subject_requests" USING btree ("updated_at");
  CREATE INDEX "data_subject_requests_created_at_idx" ON "data_subject_requests" USING btree ("created_at");
  CREATE INDEX "personal_data_audit_user_idx" ON "personal_data_audit" USING btree ("user_id");
  CREATE INDEX "personal_data_audit_operation_idx" ON "personal_data_audit" USING btree ("operation");
  CREATE INDEX "personal_data_audit_collection_slug_idx" ON "personal_data_audit" USING btree ("collection_slug");
  CREATE INDEX "personal_data_audit_updated_at_idx" ON "personal_data_audit" USING btree ("updated_at");
  CREATE INDEX "personal_data_audit_created_at_idx" ON "personal_data_audit" USING btree ("created_at");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_data_subject_requests_fk" FOREIGN KEY ("data_subject_requests_id") REFERENCES "public"."data_subject_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_personal_data_audit_fk" FOREIGN KEY ("personal_data_audit_id") REFERENCES "public"."personal_data_audit"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_data_subject_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("data_subject_requests_id");
  CREATE INDEX "payload_locked_documents_rels_personal_data_audit_id_idx" ON "payload_locked_documents_rels" USING btree ("personal_data_audit_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "data_subject_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "personal_data_audit" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "data_subject_requests" CASCADE;
  DROP TABLE "personal_data_audit" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_data_subject_requests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_personal_data_audit_fk";
  
  DROP INDEX "payload_locked_documents_rels_data_subject_requests_id_idx";
  DROP INDEX "payload_locked_documents_rels_personal_data_audit_id_idx";
  ALTER TABLE "users" DROP COLUMN "totp_secret";
  ALTER TABLE "users" DROP COLUMN "totp_last_step";
  ALTER TABLE "users" DROP COLUMN "totp_enabled";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "data_subject_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "personal_data_audit_id";
  DROP TYPE "public"."enum_data_subject_requests_action";
  DROP TYPE "public"."enum_personal_data_audit_operation";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}

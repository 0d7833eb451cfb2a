import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_product_sync_runs_status" AS ENUM('open', 'completed');
  CREATE TABLE "product_sync_runs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"integration_id" integer,
  	"status" "enum_product_sync_runs_status" DEFAULT 'open' NOT NULL,
  	"batches" numeric DEFAULT 0,
  	"named" numeric,
  	"disabled" numeric,
  	"completed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "product_sync_batches" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"run_id" integer NOT NULL,
  	"skus" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "product_sync_runs_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "product_sync_batches_id" integer;
  ALTER TABLE "product_sync_runs" ADD CONSTRAINT "product_sync_runs_integration_id_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integrations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "product_sync_batches" ADD CONSTRAINT "product_sync_batches_run_id_product_sync_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."product_sync_runs"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "product_sync_runs_integration_idx" ON "product_sync_runs" USING btree ("integration_id");
  CREATE INDEX "product_sync_runs_status_idx" ON "product_sync_runs" USING btree ("status");
  CREATE INDEX "product_sync_runs_updated_at_idx" ON "product_sync_runs" USING btree ("updated_at");
  CREATE INDEX "product_sync_runs_created_at_idx" ON "product_sync_runs" USING btree ("created_at");
  CREATE INDEX "product_sync_batches_run_idx" ON "product_sync_batches" USING btree ("run_id");
  CREATE INDEX "product_sync_batches_updated_at_idx" ON "product_sync_batches" USING btree ("updated_at");
  CREATE INDEX "product_sync_batches_created_at_idx" ON "product_sync_batches" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_product_sync_runs_fk" FOREIGN KEY ("product_sync_runs_id") REFERENCES "public"."product_sync_runs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_product_sync_batches_fk" FOREIGN KEY ("product_sync_batches_id") REFERENCES "public"."product_sync_batches"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_product_sync_runs_id_idx" ON "payload_locked_documents_rels" USING btree ("product_sync_runs_id");
  CREATE INDEX "payload_locked_documents_rels_product_sync_batches_id_idx" ON "payload_locked_documents_rels" USING btree ("product_sync_batches_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "product_sync_runs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "product_sync_batches" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "product_sync_runs" CASCADE;
  DROP TABLE "product_sync_batches" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_product_sync_runs_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_product_sync_batches_fk";
  
  DROP INDEX "payload_locked_documents_rels_product_sync_runs_id_idx";
  DROP INDEX "payload_locked_documents_rels_product_sync_batches_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "product_sync_runs_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "product_sync_batches_id";
  DROP TYPE "public"."enum_product_sync_runs_status";`)
}

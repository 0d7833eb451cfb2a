import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_vital_counts_metric" AS ENUM('LCP', 'INP', 'CLS');
  CREATE TABLE "vital_counts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"route" varchar NOT NULL,
  	"day" varchar NOT NULL,
  	"metric" "enum_vital_counts_metric" NOT NULL,
  	"bucket" numeric NOT NULL,
  	"count" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "vital_counts_id" integer;
  CREATE INDEX "vital_counts_route_idx" ON "vital_counts" USING btree ("route");
  CREATE INDEX "vital_counts_day_idx" ON "vital_counts" USING btree ("day");
  CREATE INDEX "vital_counts_updated_at_idx" ON "vital_counts" USING btree ("updated_at");
  CREATE INDEX "vital_counts_created_at_idx" ON "vital_counts" USING btree ("created_at");
  CREATE UNIQUE INDEX "route_day_metric_bucket_idx" ON "vital_counts" USING btree ("route","day","metric","bucket");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_vital_counts_fk" FOREIGN KEY ("vital_counts_id") REFERENCES "public"."vital_counts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_vital_counts_id_idx" ON "payload_locked_documents_rels" USING btree ("vital_counts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "vital_counts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "vital_counts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_vital_counts_fk";
  
  DROP INDEX "payload_locked_documents_rels_vital_counts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "vital_counts_id";
  DROP TYPE "public"."enum_vital_counts_metric";`)
}

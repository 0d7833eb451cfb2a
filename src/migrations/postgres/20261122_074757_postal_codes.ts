import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "postal_codes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"village_code" varchar NOT NULL,
  	"kelurahan" varchar NOT NULL,
  	"kecamatan" varchar NOT NULL,
  	"city" varchar NOT NULL,
  	"province" varchar NOT NULL,
  	"postal_code" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "postal_code_imports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"lines" numeric,
  	"saved" numeric,
  	"skipped" numeric,
  	"problems" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "postal_codes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "postal_code_imports_id" integer;
  CREATE UNIQUE INDEX "postal_codes_village_code_idx" ON "postal_codes" USING btree ("village_code");
  CREATE INDEX "postal_codes_updated_at_idx" ON "postal_codes" USING btree ("updated_at");
  CREATE INDEX "postal_codes_created_at_idx" ON "postal_codes" USING btree ("created_at");
  CREATE INDEX "postal_code_imports_updated_at_idx" ON "postal_code_imports" USING btree ("updated_at");
  CREATE INDEX "postal_code_imports_created_at_idx" ON "postal_code_imports" USING btree ("created_at");
  CREATE UNIQUE INDEX "postal_code_imports_filename_idx" ON "postal_code_imports" USING btree ("filename");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_postal_codes_fk" FOREIGN KEY ("postal_codes_id") REFERENCES "public"."postal_codes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_postal_code_imports_fk" FOREIGN KEY ("postal_code_imports_id") REFERENCES "public"."postal_code_imports"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_postal_codes_id_idx" ON "payload_locked_documents_rels" USING btree ("postal_codes_id");
  CREATE INDEX "payload_locked_documents_rels_postal_code_imports_id_idx" ON "payload_locked_documents_rels" USING btree ("postal_code_imports_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "postal_codes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "postal_code_imports" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "postal_codes" CASCADE;
  DROP TABLE "postal_code_imports" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_postal_codes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_postal_code_imports_fk";
  
  DROP INDEX "payload_locked_documents_rels_postal_codes_id_idx";
  DROP INDEX "payload_locked_documents_rels_postal_code_imports_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "postal_codes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "postal_code_imports_id";`)
}

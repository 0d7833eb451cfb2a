import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_self_service_forms_form_type" AS ENUM('pdp-agreement');
  CREATE TYPE "public"."enum__self_service_forms_v_version_form_type" AS ENUM('pdp-agreement');
  CREATE TYPE "public"."enum_pdp_agreements_signature_method" AS ENUM('drawn', 'typed');
  ALTER TYPE "public"."enum_users_role" ADD VALUE 'privacy';
  CREATE TABLE "self_service_forms" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"summary" varchar NOT NULL,
  	"form_type" "enum_self_service_forms_form_type" DEFAULT 'pdp-agreement' NOT NULL,
  	"agreement_version" varchar NOT NULL,
  	"agreement_text" jsonb NOT NULL,
  	"slug" varchar NOT NULL,
  	"is_enabled" boolean DEFAULT true,
  	"sort" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_self_service_forms_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar NOT NULL,
  	"version_summary" varchar NOT NULL,
  	"version_form_type" "enum__self_service_forms_v_version_form_type" DEFAULT 'pdp-agreement' NOT NULL,
  	"version_agreement_version" varchar NOT NULL,
  	"version_agreement_text" jsonb NOT NULL,
  	"version_slug" varchar NOT NULL,
  	"version_is_enabled" boolean DEFAULT true,
  	"version_sort" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "pdp_agreements" ADD COLUMN "signature_method" "enum_pdp_agreements_signature_method" DEFAULT 'drawn' NOT NULL;
  ALTER TABLE "pdp_agreements" ADD COLUMN "form_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "self_service_forms_id" integer;
  ALTER TABLE "_self_service_forms_v" ADD CONSTRAINT "_self_service_forms_v_parent_id_self_service_forms_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."self_service_forms"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "self_service_forms_slug_idx" ON "self_service_forms" USING btree ("slug");
  CREATE INDEX "self_service_forms_is_enabled_idx" ON "self_service_forms" USING btree ("is_enabled");
  CREATE INDEX "self_service_forms_updated_at_idx" ON "self_service_forms" USING btree ("updated_at");
  CREATE INDEX "self_service_forms_created_at_idx" ON "self_service_forms" USING btree ("created_at");
  CREATE INDEX "_self_service_forms_v_parent_idx" ON "_self_service_forms_v" USING btree ("parent_id");
  CREATE INDEX "_self_service_forms_v_version_version_slug_idx" ON "_self_service_forms_v" USING btree ("version_slug");
  CREATE INDEX "_self_service_forms_v_version_version_is_enabled_idx" ON "_self_service_forms_v" USING btree ("version_is_enabled");
  CREATE INDEX "_self_service_forms_v_version_version_updated_at_idx" ON "_self_service_forms_v" USING btree ("version_updated_at");
  CREATE INDEX "_self_service_forms_v_version_version_created_at_idx" ON "_self_service_forms_v" USING btree ("version_created_at");
  CREATE INDEX "_self_service_forms_v_created_at_idx" ON "_self_service_forms_v" USING btree ("created_at");
  CREATE INDEX "_self_service_forms_v_updated_at_idx" ON "_self_service_forms_v" USING btree ("updated_at");
  ALTER TABLE "pdp_agreements" ADD CONSTRAINT "pdp_agreements_form_id_self_service_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."self_service_forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_self_service_forms_fk" FOREIGN KEY ("self_service_forms_id") REFERENCES "public"."self_service_forms"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pdp_agreements_form_idx" ON "pdp_agreements" USING btree ("form_id");
  CREATE INDEX "payload_locked_documents_rels_self_service_forms_id_idx" ON "payload_locked_documents_rels" USING btree ("self_service_forms_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "self_service_forms" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_self_service_forms_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "self_service_forms" CASCADE;
  DROP TABLE "_self_service_forms_v" CASCADE;
  ALTER TABLE "pdp_agreements" DROP CONSTRAINT "pdp_agreements_form_id_self_service_forms_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_self_service_forms_fk";
  
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE text;
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'editor'::text;
  DROP TYPE "public"."enum_users_role";
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'editor');
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'editor'::"public"."enum_users_role";
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE "public"."enum_users_role" USING "role"::"public"."enum_users_role";
  DROP INDEX "pdp_agreements_form_idx";
  DROP INDEX "payload_locked_documents_rels_self_service_forms_id_idx";
  ALTER TABLE "pdp_agreements" DROP COLUMN "signature_method";
  ALTER TABLE "pdp_agreements" DROP COLUMN "form_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "self_service_forms_id";
  DROP TYPE "public"."enum_self_service_forms_form_type";
  DROP TYPE "public"."enum__self_service_forms_v_version_form_type";
  DROP TYPE "public"."enum_pdp_agreements_signature_method";`)
}

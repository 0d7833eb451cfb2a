import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_warranty_claims_problem_category" AS ENUM('structure', 'mechanism', 'fabric', 'finish', 'electrical', 'other');
  CREATE TYPE "public"."enum_warranty_claims_contact_time" AS ENUM('morning', 'afternoon', 'evening', 'any');
  ALTER TABLE "warranty_claims" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "warranty_claims" ALTER COLUMN "status" SET DEFAULT 'received'::text;
  UPDATE "warranty_claims" SET "status" = CASE WHEN "status" = 'repaired' THEN 'done' ELSE COALESCE("status", 'received') END;
  DROP TYPE "public"."enum_warranty_claims_status";
  CREATE TYPE "public"."enum_warranty_claims_status" AS ENUM('received', 'in-review', 'approved', 'rejected', 'done');
  ALTER TABLE "warranty_claims" ALTER COLUMN "status" SET DEFAULT 'received'::"public"."enum_warranty_claims_status";
  ALTER TABLE "warranty_claims" ALTER COLUMN "status" SET DATA TYPE "public"."enum_warranty_claims_status" USING "status"::"public"."enum_warranty_claims_status";
  ALTER TABLE "warranty_claims" ALTER COLUMN "status" SET NOT NULL;
  ALTER TABLE "warranty_claims" ADD COLUMN "status_note" varchar;
  ALTER TABLE "warranty_claims" ADD COLUMN "problem_category" "enum_warranty_claims_problem_category";
  ALTER TABLE "warranty_claims" ADD COLUMN "started_on" timestamp(3) with time zone;
  ALTER TABLE "warranty_claims" ADD COLUMN "contact_time" "enum_warranty_claims_contact_time";
  CREATE INDEX "warranty_claims_status_idx" ON "warranty_claims" USING btree ("status");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "warranty_claims" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "warranty_claims" ALTER COLUMN "status" SET DEFAULT 'received'::text;
  DROP TYPE "public"."enum_warranty_claims_status";
  CREATE TYPE "public"."enum_warranty_claims_status" AS ENUM('received', 'in-review', 'approved', 'rejected', 'repaired');
  ALTER TABLE "warranty_claims" ALTER COLUMN "status" SET DEFAULT 'received'::"public"."enum_warranty_claims_status";
  ALTER TABLE "warranty_claims" ALTER COLUMN "status" SET DATA TYPE "public"."enum_warranty_claims_status" USING "status"::"public"."enum_warranty_claims_status";
  DROP INDEX "warranty_claims_status_idx";
  ALTER TABLE "warranty_claims" ALTER COLUMN "status" DROP NOT NULL;
  ALTER TABLE "warranty_claims" DROP COLUMN "status_note";
  ALTER TABLE "warranty_claims" DROP COLUMN "problem_category";
  ALTER TABLE "warranty_claims" DROP COLUMN "started_on";
  ALTER TABLE "warranty_claims" DROP COLUMN "contact_time";
  DROP TYPE "public"."enum_warranty_claims_problem_category";
  DROP TYPE "public"."enum_warranty_claims_contact_time";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_stores_time_zone" AS ENUM('Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura');
  CREATE TYPE "public"."enum_event_registrations_status" AS ENUM('registered', 'cancelled');
  ALTER TABLE "stores" ADD COLUMN "time_zone" "enum_stores_time_zone";
  ALTER TABLE "event_registrations" ADD COLUMN "status" "enum_event_registrations_status" DEFAULT 'registered' NOT NULL;
  ALTER TABLE "event_registrations" ADD COLUMN "note" varchar;
  ALTER TABLE "event_registrations" ADD COLUMN "consented_at" timestamp(3) with time zone;
  ALTER TABLE "event_registrations" ADD COLUMN "dedupe_key" varchar;
  CREATE INDEX "event_registrations_status_idx" ON "event_registrations" USING btree ("status");
  CREATE UNIQUE INDEX "event_registrations_dedupe_key_idx" ON "event_registrations" USING btree ("dedupe_key");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "event_registrations_status_idx";
  DROP INDEX "event_registrations_dedupe_key_idx";
  ALTER TABLE "stores" DROP COLUMN "time_zone";
  ALTER TABLE "event_registrations" DROP COLUMN "status";
  ALTER TABLE "event_registrations" DROP COLUMN "note";
  ALTER TABLE "event_registrations" DROP COLUMN "consented_at";
  ALTER TABLE "event_registrations" DROP COLUMN "dedupe_key";
  DROP TYPE "public"."enum_stores_time_zone";
  DROP TYPE "public"."enum_event_registrations_status";`)
}

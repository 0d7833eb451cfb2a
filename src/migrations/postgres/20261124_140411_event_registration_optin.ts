import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_event_registrations_status" ADD VALUE 'pending' BEFORE 'registered';
  ALTER TYPE "public"."enum_email_verifications_purpose" ADD VALUE 'event';
  ALTER TABLE "event_registrations" ADD COLUMN "expires_at" timestamp(3) with time zone;
  ALTER TABLE "event_registrations" ADD COLUMN "confirmed_at" timestamp(3) with time zone;
  CREATE INDEX "event_registrations_expires_at_idx" ON "event_registrations" USING btree ("expires_at");`)
  // Registrations made before confirmation existed count as confirmed when made (gift places follow it).
  await db.execute(
    sql`UPDATE "event_registrations" SET "confirmed_at" = "created_at" WHERE "status" = 'registered';`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Registrations never confirmed held nothing, and codes for them prove nothing once they are gone: the
  // older types have no place for either.
  await db.execute(sql`
   DELETE FROM "event_registrations" WHERE "status" = 'pending';
  DELETE FROM "email_verifications" WHERE "purpose" = 'event';
  ALTER TABLE "event_registrations" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "event_registrations" ALTER COLUMN "status" SET DEFAULT 'registered'::text;
  DROP TYPE "public"."enum_event_registrations_status";
  CREATE TYPE "public"."enum_event_registrations_status" AS ENUM('registered', 'cancelled');
  ALTER TABLE "event_registrations" ALTER COLUMN "status" SET DEFAULT 'registered'::"public"."enum_event_registrations_status";
  ALTER TABLE "event_registrations" ALTER COLUMN "status" SET DATA TYPE "public"."enum_event_registrations_status" USING "status"::"public"."enum_event_registrations_status";
  ALTER TABLE "email_verifications" ALTER COLUMN "purpose" SET DATA TYPE text;
  DROP TYPE "public"."enum_email_verifications_purpose";
  CREATE TYPE "public"."enum_email_verifications_purpose" AS ENUM('newsletter', 'warranty', 'warranty-owner', 'pdp', 'voucher');
  ALTER TABLE "email_verifications" ALTER COLUMN "purpose" SET DATA TYPE "public"."enum_email_verifications_purpose" USING "purpose"::"public"."enum_email_verifications_purpose";
  DROP INDEX "event_registrations_expires_at_idx";
  ALTER TABLE "event_registrations" DROP COLUMN "expires_at";
  ALTER TABLE "event_registrations" DROP COLUMN "confirmed_at";`)
}

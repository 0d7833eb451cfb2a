import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_newsletter_subscribers_status" ADD VALUE 'unsubscribed';
  ALTER TYPE "public"."enum_webhook_endpoints_events" ADD VALUE 'newsletter.unsubscribed';
  ALTER TYPE "public"."enum_webhook_deliveries_type" ADD VALUE 'newsletter.unsubscribed';
  ALTER TYPE "public"."enum_integration_events_type" ADD VALUE 'newsletter.unsubscribed';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'fetch-product-image' BEFORE 'erase-expired-personal-data';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'fetch-product-image' BEFORE 'erase-expired-personal-data';
  ALTER TABLE "products" ADD COLUMN "image_source_url" varchar;
  ALTER TABLE "products" ADD COLUMN "image_fetch_error" varchar;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "unsubscribed_at" timestamp(3) with time zone;
  ALTER TABLE "integrations" ADD COLUMN "image_hosts" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // The older types lack the new values: an unsubscribed address goes back to unconfirmed (never to
  // confirmed); events of the new type and image jobs go.
  await db.execute(sql`
   UPDATE "newsletter_subscribers" SET "status" = 'pending' WHERE "status" = 'unsubscribed';
  DELETE FROM "webhook_endpoints_events" WHERE "value" = 'newsletter.unsubscribed';
  DELETE FROM "webhook_deliveries" WHERE "type" = 'newsletter.unsubscribed';
  DELETE FROM "integration_events" WHERE "type" = 'newsletter.unsubscribed';
  DELETE FROM "payload_jobs" WHERE "task_slug" = 'fetch-product-image';
  DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'fetch-product-image';
   ALTER TABLE "newsletter_subscribers" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "newsletter_subscribers" ALTER COLUMN "status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_newsletter_subscribers_status";
  CREATE TYPE "public"."enum_newsletter_subscribers_status" AS ENUM('pending', 'confirmed');
  ALTER TABLE "newsletter_subscribers" ALTER COLUMN "status" SET DEFAULT 'pending'::"public"."enum_newsletter_subscribers_status";
  ALTER TABLE "newsletter_subscribers" ALTER COLUMN "status" SET DATA TYPE "public"."enum_newsletter_subscribers_status" USING "status"::"public"."enum_newsletter_subscribers_status";
  ALTER TABLE "webhook_endpoints_events" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_webhook_endpoints_events";
  CREATE TYPE "public"."enum_webhook_endpoints_events" AS ENUM('warranty.registered', 'warranty.claim_filed', 'warranty.claim_status_changed', 'refund.decided', 'voucher.claimed', 'event_registration.confirmed', 'event_registration.cancelled', 'pdp_agreement.signed', 'contact.received', 'newsletter.confirmed');
  ALTER TABLE "webhook_endpoints_events" ALTER COLUMN "value" SET DATA TYPE "public"."enum_webhook_endpoints_events" USING "value"::"public"."enum_webhook_endpoints_events";
  ALTER TABLE "webhook_deliveries" ALTER COLUMN "type" SET DATA TYPE text;
  DROP TYPE "public"."enum_webhook_deliveries_type";
  CREATE TYPE "public"."enum_webhook_deliveries_type" AS ENUM('warranty.registered', 'warranty.claim_filed', 'warranty.claim_status_changed', 'refund.decided', 'voucher.claimed', 'event_registration.confirmed', 'event_registration.cancelled', 'pdp_agreement.signed', 'contact.received', 'newsletter.confirmed');
  ALTER TABLE "webhook_deliveries" ALTER COLUMN "type" SET DATA TYPE "public"."enum_webhook_deliveries_type" USING "type"::"public"."enum_webhook_deliveries_type";
  ALTER TABLE "integration_events" ALTER COLUMN "type" SET DATA TYPE text;
  DROP TYPE "public"."enum_integration_events_type";
  CREATE TYPE "public"."enum_integration_events_type" AS ENUM('warranty.registered', 'warranty.claim_filed', 'warranty.claim_status_changed', 'refund.decided', 'voucher.claimed', 'event_registration.confirmed', 'event_registration.cancelled', 'pdp_agreement.signed', 'contact.received', 'newsletter.confirmed');
  ALTER TABLE "integration_events" ALTER COLUMN "type" SET DATA TYPE "public"."enum_integration_events_type" USING "type"::"public"."enum_integration_events_type";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'erase-expired-personal-data');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'erase-expired-personal-data');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "products" DROP COLUMN "image_source_url";
  ALTER TABLE "products" DROP COLUMN "image_fetch_error";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "unsubscribed_at";
  ALTER TABLE "integrations" DROP COLUMN "image_hosts";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_newsletter_subscribers_status" AS ENUM('pending', 'confirmed');
  CREATE TYPE "public"."enum_email_verifications_purpose" AS ENUM('newsletter', 'warranty', 'warranty-owner', 'pdp', 'voucher');
  CREATE TYPE "public"."enum_outbox_kind" AS ENUM('verification-code', 'event-registration', 'warranty-registration', 'warranty-claim', 'newsletter', 'refund-decision', 'pdp-agreement', 'customer-link');
  CREATE TYPE "public"."enum_outbox_status" AS ENUM('stored', 'queued', 'sent', 'failed');
  CREATE TABLE "_warranty_registrations_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_receipt_no" varchar NOT NULL,
  	"version_serial_no" varchar NOT NULL,
  	"version_product_id" integer,
  	"version_product_name" varchar NOT NULL,
  	"version_customer_name" varchar NOT NULL,
  	"version_email" varchar NOT NULL,
  	"version_phone" varchar NOT NULL,
  	"version_address" varchar NOT NULL,
  	"version_kelurahan" varchar NOT NULL,
  	"version_kecamatan" varchar NOT NULL,
  	"version_city" varchar NOT NULL,
  	"version_province" varchar NOT NULL,
  	"version_postal_code" varchar,
  	"version_purchased_at" timestamp(3) with time zone NOT NULL,
  	"version_coverage_until" timestamp(3) with time zone NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "outbox" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"to" varchar NOT NULL,
  	"subject" varchar NOT NULL,
  	"kind" "enum_outbox_kind" NOT NULL,
  	"status" "enum_outbox_status" DEFAULT 'queued' NOT NULL,
  	"attempts" numeric DEFAULT 0,
  	"next_attempt_at" timestamp(3) with time zone,
  	"sent_at" timestamp(3) with time zone,
  	"send_ms" numeric,
  	"last_error" varchar,
  	"text" varchar NOT NULL,
  	"html" varchar NOT NULL,
  	"attachments" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  -- Old link tokens cannot become hashed codes: they are dropped (each was valid a few days at most).
  DELETE FROM "email_verifications";
  DROP INDEX "email_verifications_token_idx";
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "status" "enum_newsletter_subscribers_status" DEFAULT 'pending' NOT NULL;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp(3) with time zone;
  ALTER TABLE "sales_receipts" ADD COLUMN "customer_email" varchar;
  ALTER TABLE "sales_receipts" ADD COLUMN "customer_phone" varchar;
  ALTER TABLE "vouchers" ADD COLUMN "issued_to_name" varchar;
  ALTER TABLE "vouchers" ADD COLUMN "issued_to_email" varchar;
  ALTER TABLE "email_verifications" ADD COLUMN "purpose" "enum_email_verifications_purpose" NOT NULL;
  ALTER TABLE "email_verifications" ADD COLUMN "ref" varchar;
  ALTER TABLE "email_verifications" ADD COLUMN "code_hash" varchar NOT NULL;
  ALTER TABLE "email_verifications" ADD COLUMN "attempts" numeric DEFAULT 0;
  ALTER TABLE "email_verifications" ADD COLUMN "send_count" numeric DEFAULT 1;
  ALTER TABLE "email_verifications" ADD COLUMN "last_sent_at" timestamp(3) with time zone NOT NULL;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "outbox_id" integer;
  ALTER TABLE "_warranty_registrations_v" ADD CONSTRAINT "_warranty_registrations_v_parent_id_warranty_registrations_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."warranty_registrations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_warranty_registrations_v" ADD CONSTRAINT "_warranty_registrations_v_version_product_id_products_id_fk" FOREIGN KEY ("version_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "_warranty_registrations_v_parent_idx" ON "_warranty_registrations_v" USING btree ("parent_id");
  CREATE INDEX "_warranty_registrations_v_version_version_receipt_no_idx" ON "_warranty_registrations_v" USING btree ("version_receipt_no");
  CREATE INDEX "_warranty_registrations_v_version_version_serial_no_idx" ON "_warranty_registrations_v" USING btree ("version_serial_no");
  CREATE INDEX "_warranty_registrations_v_version_version_product_idx" ON "_warranty_registrations_v" USING btree ("version_product_id");
  CREATE INDEX "_warranty_registrations_v_version_version_updated_at_idx" ON "_warranty_registrations_v" USING btree ("version_updated_at");
  CREATE INDEX "_warranty_registrations_v_version_version_created_at_idx" ON "_warranty_registrations_v" USING btree ("version_created_at");
  CREATE INDEX "_warranty_registrations_v_created_at_idx" ON "_warranty_registrations_v" USING btree ("created_at");
  CREATE INDEX "_warranty_registrations_v_updated_at_idx" ON "_warranty_registrations_v" USING btree ("updated_at");
  CREATE INDEX "outbox_to_idx" ON "outbox" USING btree ("to");
  CREATE INDEX "outbox_kind_idx" ON "outbox" USING btree ("kind");
  CREATE INDEX "outbox_status_idx" ON "outbox" USING btree ("status");
  CREATE INDEX "outbox_next_attempt_at_idx" ON "outbox" USING btree ("next_attempt_at");
  CREATE INDEX "outbox_updated_at_idx" ON "outbox" USING btree ("updated_at");
  CREATE INDEX "outbox_created_at_idx" ON "outbox" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_outbox_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "newsletter_subscribers_status_idx" ON "newsletter_subscribers" USING btree ("status");
  CREATE INDEX "vouchers_issued_to_email_idx" ON "vouchers" USING btree ("issued_to_email");
  CREATE INDEX "email_verifications_purpose_idx" ON "email_verifications" USING btree ("purpose");
  CREATE INDEX "email_verifications_ref_idx" ON "email_verifications" USING btree ("ref");
  CREATE INDEX "payload_locked_documents_rels_outbox_id_idx" ON "payload_locked_documents_rels" USING btree ("outbox_id");
  ALTER TABLE "email_verifications" DROP COLUMN "token";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_warranty_registrations_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "outbox" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_warranty_registrations_v" CASCADE;
  DROP TABLE "outbox" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_outbox_fk";
  
  DROP INDEX "newsletter_subscribers_status_idx";
  DROP INDEX "vouchers_issued_to_email_idx";
  DROP INDEX "email_verifications_purpose_idx";
  DROP INDEX "email_verifications_ref_idx";
  DROP INDEX "payload_locked_documents_rels_outbox_id_idx";
  ALTER TABLE "email_verifications" ADD COLUMN "token" varchar NOT NULL;
  CREATE UNIQUE INDEX "email_verifications_token_idx" ON "email_verifications" USING btree ("token");
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "status";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "confirmed_at";
  ALTER TABLE "sales_receipts" DROP COLUMN "customer_email";
  ALTER TABLE "sales_receipts" DROP COLUMN "customer_phone";
  ALTER TABLE "vouchers" DROP COLUMN "issued_to_name";
  ALTER TABLE "vouchers" DROP COLUMN "issued_to_email";
  ALTER TABLE "email_verifications" DROP COLUMN "purpose";
  ALTER TABLE "email_verifications" DROP COLUMN "ref";
  ALTER TABLE "email_verifications" DROP COLUMN "code_hash";
  ALTER TABLE "email_verifications" DROP COLUMN "attempts";
  ALTER TABLE "email_verifications" DROP COLUMN "send_count";
  ALTER TABLE "email_verifications" DROP COLUMN "last_sent_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "outbox_id";
  DROP TYPE "public"."enum_newsletter_subscribers_status";
  DROP TYPE "public"."enum_email_verifications_purpose";
  DROP TYPE "public"."enum_outbox_kind";
  DROP TYPE "public"."enum_outbox_status";`)
}

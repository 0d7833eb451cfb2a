import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_integrations_event_types" AS ENUM('warranty.registered', 'warranty.claim_filed', 'warranty.claim_status_changed', 'refund.decided', 'voucher.claimed', 'event_registration.confirmed', 'event_registration.cancelled', 'pdp_agreement.signed', 'contact.received', 'newsletter.confirmed', 'newsletter.unsubscribed');
  CREATE TABLE "integrations_event_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_integrations_event_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "personal_data_audit" ADD COLUMN "integration_id" integer;
  ALTER TABLE "personal_data_audit" ADD COLUMN "integration_name" varchar;
  ALTER TABLE "integrations_event_types" ADD CONSTRAINT "integrations_event_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."integrations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "integrations_event_types_order_idx" ON "integrations_event_types" USING btree ("order");
  CREATE INDEX "integrations_event_types_parent_idx" ON "integrations_event_types" USING btree ("parent_id");
  ALTER TABLE "personal_data_audit" ADD CONSTRAINT "personal_data_audit_integration_id_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integrations"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "personal_data_audit_integration_idx" ON "personal_data_audit" USING btree ("integration_id");`)
  // Keys that held events:read before grants keep exactly the types whose data names no person (the list of
  // src/server/webhooks/event-types.ts at this migration); an administrator grants the others.
  await db.execute(sql`
  INSERT INTO "integrations_event_types" ("order", "parent_id", "value")
  SELECT t.ord, s.parent_id, t.value::"enum_integrations_event_types"
  FROM "integrations_scopes" s
  CROSS JOIN (VALUES (1, 'warranty.claim_status_changed'), (2, 'refund.decided')) AS t(ord, value)
  WHERE s.value = 'events:read';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "integrations_event_types" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "integrations_event_types" CASCADE;
  ALTER TABLE "personal_data_audit" DROP CONSTRAINT "personal_data_audit_integration_id_integrations_id_fk";
  
  DROP INDEX "personal_data_audit_integration_idx";
  ALTER TABLE "personal_data_audit" DROP COLUMN "integration_id";
  ALTER TABLE "personal_data_audit" DROP COLUMN "integration_name";
  DROP TYPE "public"."enum_integrations_event_types";`)
}

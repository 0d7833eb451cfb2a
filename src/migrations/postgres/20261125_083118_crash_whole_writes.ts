import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pdp_agreements" ADD COLUMN "proof_record" varchar;
  ALTER TABLE "outbox" ADD COLUMN "once_key" varchar;
  CREATE UNIQUE INDEX "pdp_agreements_proof_record_idx" ON "pdp_agreements" USING btree ("proof_record");
  CREATE UNIQUE INDEX "outbox_once_key_idx" ON "outbox" USING btree ("once_key");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "pdp_agreements_proof_record_idx";
  DROP INDEX "outbox_once_key_idx";
  ALTER TABLE "pdp_agreements" DROP COLUMN "proof_record";
  ALTER TABLE "outbox" DROP COLUMN "once_key";`)
}

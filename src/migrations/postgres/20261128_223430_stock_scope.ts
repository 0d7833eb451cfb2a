import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_integrations_scopes" ADD VALUE 'stock:write' BEFORE 'returns:write';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "integrations_scopes" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_integrations_scopes";
  CREATE TYPE "public"."enum_integrations_scopes" AS ENUM('receipts:write', 'catalog:write', 'stores:write', 'returns:write', 'vouchers:write', 'events:read');
  ALTER TABLE "integrations_scopes" ALTER COLUMN "value" SET DATA TYPE "public"."enum_integrations_scopes" USING "value"::"public"."enum_integrations_scopes";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" ADD COLUMN "prefix" varchar DEFAULT 'media';
  ALTER TABLE "media" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "documents" ADD COLUMN "prefix" varchar DEFAULT 'documents';
  ALTER TABLE "documents" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "private_uploads" ADD COLUMN "prefix" varchar DEFAULT 'private';
  ALTER TABLE "private_uploads" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "postal_code_imports" ADD COLUMN "prefix" varchar DEFAULT 'imports';
  ALTER TABLE "postal_code_imports" ADD COLUMN "_objectkey" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" DROP COLUMN "prefix";
  ALTER TABLE "media" DROP COLUMN "_objectkey";
  ALTER TABLE "documents" DROP COLUMN "prefix";
  ALTER TABLE "documents" DROP COLUMN "_objectkey";
  ALTER TABLE "private_uploads" DROP COLUMN "prefix";
  ALTER TABLE "private_uploads" DROP COLUMN "_objectkey";
  ALTER TABLE "postal_code_imports" DROP COLUMN "prefix";
  ALTER TABLE "postal_code_imports" DROP COLUMN "_objectkey";`)
}

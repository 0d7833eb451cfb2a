import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products" ADD COLUMN "sale_start" timestamp(3) with time zone;
  ALTER TABLE "products" ADD COLUMN "sale_end" timestamp(3) with time zone;
  ALTER TABLE "categories" ADD COLUMN "code" varchar;
  CREATE INDEX "products_sale_start_idx" ON "products" USING btree ("sale_start");
  CREATE INDEX "products_sale_end_idx" ON "products" USING btree ("sale_end");
  CREATE UNIQUE INDEX "categories_code_idx" ON "categories" USING btree ("code");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "products_sale_start_idx";
  DROP INDEX "products_sale_end_idx";
  DROP INDEX "categories_code_idx";
  ALTER TABLE "products" DROP COLUMN "sale_start";
  ALTER TABLE "products" DROP COLUMN "sale_end";
  ALTER TABLE "categories" DROP COLUMN "code";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "stock_levels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"product_id" integer NOT NULL,
  	"store_id" integer NOT NULL,
  	"level" numeric NOT NULL,
  	"on_display" boolean DEFAULT false,
  	"counted_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "products" ADD COLUMN "in_stock_anywhere" boolean DEFAULT false;
  ALTER TABLE "stores" ADD COLUMN "stock_reported_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "stock_levels_id" integer;
  ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "stock_levels_product_idx" ON "stock_levels" USING btree ("product_id");
  CREATE INDEX "stock_levels_store_idx" ON "stock_levels" USING btree ("store_id");
  CREATE INDEX "stock_levels_updated_at_idx" ON "stock_levels" USING btree ("updated_at");
  CREATE INDEX "stock_levels_created_at_idx" ON "stock_levels" USING btree ("created_at");
  CREATE UNIQUE INDEX "product_store_idx" ON "stock_levels" USING btree ("product_id","store_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_stock_levels_fk" FOREIGN KEY ("stock_levels_id") REFERENCES "public"."stock_levels"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "products_in_stock_anywhere_idx" ON "products" USING btree ("in_stock_anywhere");
  CREATE INDEX "payload_locked_documents_rels_stock_levels_id_idx" ON "payload_locked_documents_rels" USING btree ("stock_levels_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "stock_levels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "stock_levels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_stock_levels_fk";
  
  DROP INDEX "products_in_stock_anywhere_idx";
  DROP INDEX "payload_locked_documents_rels_stock_levels_id_idx";
  ALTER TABLE "products" DROP COLUMN "in_stock_anywhere";
  ALTER TABLE "stores" DROP COLUMN "stock_reported_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "stock_levels_id";`)
}

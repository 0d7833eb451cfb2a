import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "banners" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "_banners_v" ADD COLUMN "version_edited_by_id" integer;
  ALTER TABLE "pages" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_edited_by_id" integer;
  ALTER TABLE "services" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "_services_v" ADD COLUMN "version_edited_by_id" integer;
  ALTER TABLE "csr_events" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "_csr_events_v" ADD COLUMN "version_edited_by_id" integer;
  ALTER TABLE "faqs" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "_faqs_v" ADD COLUMN "version_edited_by_id" integer;
  ALTER TABLE "promotions" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "_promotions_v" ADD COLUMN "version_edited_by_id" integer;
  ALTER TABLE "ecatalogues" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "_ecatalogues_v" ADD COLUMN "version_edited_by_id" integer;
  ALTER TABLE "flash_sales" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "_flash_sales_v" ADD COLUMN "version_edited_by_id" integer;
  ALTER TABLE "articles" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "_articles_v" ADD COLUMN "version_edited_by_id" integer;
  ALTER TABLE "rooms" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "_rooms_v" ADD COLUMN "version_edited_by_id" integer;
  ALTER TABLE "room_categories" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "_room_categories_v" ADD COLUMN "version_edited_by_id" integer;
  ALTER TABLE "style_galleries" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "_style_galleries_v" ADD COLUMN "version_edited_by_id" integer;
  ALTER TABLE "selections" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "_selections_v" ADD COLUMN "version_edited_by_id" integer;
  ALTER TABLE "social_links" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "_social_links_v" ADD COLUMN "version_edited_by_id" integer;
  ALTER TABLE "website_config" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "_website_config_v" ADD COLUMN "version_edited_by_id" integer;
  ALTER TABLE "banners" ADD CONSTRAINT "banners_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_banners_v" ADD CONSTRAINT "_banners_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "services" ADD CONSTRAINT "services_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_services_v" ADD CONSTRAINT "_services_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "csr_events" ADD CONSTRAINT "csr_events_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_csr_events_v" ADD CONSTRAINT "_csr_events_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faqs" ADD CONSTRAINT "faqs_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faqs_v" ADD CONSTRAINT "_faqs_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "promotions" ADD CONSTRAINT "promotions_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_promotions_v" ADD CONSTRAINT "_promotions_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ecatalogues" ADD CONSTRAINT "ecatalogues_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_ecatalogues_v" ADD CONSTRAINT "_ecatalogues_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "flash_sales" ADD CONSTRAINT "flash_sales_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_flash_sales_v" ADD CONSTRAINT "_flash_sales_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "rooms" ADD CONSTRAINT "rooms_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_rooms_v" ADD CONSTRAINT "_rooms_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "room_categories" ADD CONSTRAINT "room_categories_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_room_categories_v" ADD CONSTRAINT "_room_categories_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "style_galleries" ADD CONSTRAINT "style_galleries_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_style_galleries_v" ADD CONSTRAINT "_style_galleries_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "selections" ADD CONSTRAINT "selections_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_selections_v" ADD CONSTRAINT "_selections_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "social_links" ADD CONSTRAINT "social_links_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_social_links_v" ADD CONSTRAINT "_social_links_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "website_config" ADD CONSTRAINT "website_config_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_website_config_v" ADD CONSTRAINT "_website_config_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "banners_edited_by_idx" ON "banners" USING btree ("edited_by_id");
  CREATE INDEX "_banners_v_version_version_edited_by_idx" ON "_banners_v" USING btree ("version_edited_by_id");
  CREATE INDEX "pages_edited_by_idx" ON "pages" USING btree ("edited_by_id");
  CREATE INDEX "_pages_v_version_version_edited_by_idx" ON "_pages_v" USING btree ("version_edited_by_id");
  CREATE INDEX "services_edited_by_idx" ON "services" USING btree ("edited_by_id");
  CREATE INDEX "_services_v_version_version_edited_by_idx" ON "_services_v" USING btree ("version_edited_by_id");
  CREATE INDEX "csr_events_edited_by_idx" ON "csr_events" USING btree ("edited_by_id");
  CREATE INDEX "_csr_events_v_version_version_edited_by_idx" ON "_csr_events_v" USING btree ("version_edited_by_id");
  CREATE INDEX "faqs_edited_by_idx" ON "faqs" USING btree ("edited_by_id");
  CREATE INDEX "_faqs_v_version_version_edited_by_idx" ON "_faqs_v" USING btree ("version_edited_by_id");
  CREATE INDEX "promotions_edited_by_idx" ON "promotions" USING btree ("edited_by_id");
  CREATE INDEX "_promotions_v_version_version_edited_by_idx" ON "_promotions_v" USING btree ("version_edited_by_id");
  CREATE INDEX "ecatalogues_edited_by_idx" ON "ecatalogues" USING btree ("edited_by_id");
  CREATE INDEX "_ecatalogues_v_version_version_edited_by_idx" ON "_ecatalogues_v" USING btree ("version_edited_by_id");
  CREATE INDEX "flash_sales_edited_by_idx" ON "flash_sales" USING btree ("edited_by_id");
  CREATE INDEX "_flash_sales_v_version_version_edited_by_idx" ON "_flash_sales_v" USING btree ("version_edited_by_id");
  CREATE INDEX "articles_edited_by_idx" ON "articles" USING btree ("edited_by_id");
  CREATE INDEX "_articles_v_version_version_edited_by_idx" ON "_articles_v" USING btree ("version_edited_by_id");
  CREATE INDEX "rooms_edited_by_idx" ON "rooms" USING btree ("edited_by_id");
  CREATE INDEX "_rooms_v_version_version_edited_by_idx" ON "_rooms_v" USING btree ("version_edited_by_id");
  CREATE INDEX "room_categories_edited_by_idx" ON "room_categories" USING btree ("edited_by_id");
  CREATE INDEX "_room_categories_v_version_version_edited_by_idx" ON "_room_categories_v" USING btree ("version_edited_by_id");
  CREATE INDEX "style_galleries_edited_by_idx" ON "style_galleries" USING btree ("edited_by_id");
  CREATE INDEX "_style_galleries_v_version_version_edited_by_idx" ON "_style_galleries_v" USING btree ("version_edited_by_id");
  CREATE INDEX "selections_edited_by_idx" ON "selections" USING btree ("edited_by_id");
  CREATE INDEX "_selections_v_version_version_edited_by_idx" ON "_selections_v" USING btree ("version_edited_by_id");
  CREATE INDEX "social_links_edited_by_idx" ON "social_links" USING btree ("edited_by_id");
  CREATE INDEX "_social_links_v_version_version_edited_by_idx" ON "_social_links_v" USING btree ("version_edited_by_id");
  CREATE INDEX "website_config_edited_by_idx" ON "website_config" USING btree ("edited_by_id");
  CREATE INDEX "_website_config_v_version_version_edited_by_idx" ON "_website_config_v" USING btree ("version_edited_by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "banners" DROP CONSTRAINT "banners_edited_by_id_users_id_fk";
  
  ALTER TABLE "_banners_v" DROP CONSTRAINT "_banners_v_version_edited_by_id_users_id_fk";
  
  ALTER TABLE "pages" DROP CONSTRAINT "pages_edited_by_id_users_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_edited_by_id_users_id_fk";
  
  ALTER TABLE "services" DROP CONSTRAINT "services_edited_by_id_users_id_fk";
  
  ALTER TABLE "_services_v" DROP CONSTRAINT "_services_v_version_edited_by_id_users_id_fk";
  
  ALTER TABLE "csr_events" DROP CONSTRAINT "csr_events_edited_by_id_users_id_fk";
  
  ALTER TABLE "_csr_events_v" DROP CONSTRAINT "_csr_events_v_version_edited_by_id_users_id_fk";
  
  ALTER TABLE "faqs" DROP CONSTRAINT "faqs_edited_by_id_users_id_fk";
  
  ALTER TABLE "_faqs_v" DROP CONSTRAINT "_faqs_v_version_edited_by_id_users_id_fk";
  
  ALTER TABLE "promotions" DROP CONSTRAINT "promotions_edited_by_id_users_id_fk";
  
  ALTER TABLE "_promotions_v" DROP CONSTRAINT "_promotions_v_version_edited_by_id_users_id_fk";
  
  ALTER TABLE "ecatalogues" DROP CONSTRAINT "ecatalogues_edited_by_id_users_id_fk";
  
  ALTER TABLE "_ecatalogues_v" DROP CONSTRAINT "_ecatalogues_v_version_edited_by_id_users_id_fk";
  
  ALTER TABLE "flash_sales" DROP CONSTRAINT "flash_sales_edited_by_id_users_id_fk";
  
  ALTER TABLE "_flash_sales_v" DROP CONSTRAINT "_flash_sales_v_version_edited_by_id_users_id_fk";
  
  ALTER TABLE "articles" DROP CONSTRAINT "articles_edited_by_id_users_id_fk";
  
  ALTER TABLE "_articles_v" DROP CONSTRAINT "_articles_v_version_edited_by_id_users_id_fk";
  
  ALTER TABLE "rooms" DROP CONSTRAINT "rooms_edited_by_id_users_id_fk";
  
  ALTER TABLE "_rooms_v" DROP CONSTRAINT "_rooms_v_version_edited_by_id_users_id_fk";
  
  ALTER TABLE "room_categories" DROP CONSTRAINT "room_categories_edited_by_id_users_id_fk";
  
  ALTER TABLE "_room_categories_v" DROP CONSTRAINT "_room_categories_v_version_edited_by_id_users_id_fk";
  
  ALTER TABLE "style_galleries" DROP CONSTRAINT "style_galleries_edited_by_id_users_id_fk";
  
  ALTER TABLE "_style_galleries_v" DROP CONSTRAINT "_style_galleries_v_version_edited_by_id_users_id_fk";
  
  ALTER TABLE "selections" DROP CONSTRAINT "selections_edited_by_id_users_id_fk";
  
  ALTER TABLE "_selections_v" DROP CONSTRAINT "_selections_v_version_edited_by_id_users_id_fk";
  
  ALTER TABLE "social_links" DROP CONSTRAINT "social_links_edited_by_id_users_id_fk";
  
  ALTER TABLE "_social_links_v" DROP CONSTRAINT "_social_links_v_version_edited_by_id_users_id_fk";
  
  ALTER TABLE "website_config" DROP CONSTRAINT "website_config_edited_by_id_users_id_fk";
  
  ALTER TABLE "_website_config_v" DROP CONSTRAINT "_website_config_v_version_edited_by_id_users_id_fk";
  
  DROP INDEX "banners_edited_by_idx";
  DROP INDEX "_banners_v_version_version_edited_by_idx";
  DROP INDEX "pages_edited_by_idx";
  DROP INDEX "_pages_v_version_version_edited_by_idx";
  DROP INDEX "services_edited_by_idx";
  DROP INDEX "_services_v_version_version_edited_by_idx";
  DROP INDEX "csr_events_edited_by_idx";
  DROP INDEX "_csr_events_v_version_version_edited_by_idx";
  DROP INDEX "faqs_edited_by_idx";
  DROP INDEX "_faqs_v_version_version_edited_by_idx";
  DROP INDEX "promotions_edited_by_idx";
  DROP INDEX "_promotions_v_version_version_edited_by_idx";
  DROP INDEX "ecatalogues_edited_by_idx";
  DROP INDEX "_ecatalogues_v_version_version_edited_by_idx";
  DROP INDEX "flash_sales_edited_by_idx";
  DROP INDEX "_flash_sales_v_version_version_edited_by_idx";
  DROP INDEX "articles_edited_by_idx";
  DROP INDEX "_articles_v_version_version_edited_by_idx";
  DROP INDEX "rooms_edited_by_idx";
  DROP INDEX "_rooms_v_version_version_edited_by_idx";
  DROP INDEX "room_categories_edited_by_idx";
  DROP INDEX "_room_categories_v_version_version_edited_by_idx";
  DROP INDEX "style_galleries_edited_by_idx";
  DROP INDEX "_style_galleries_v_version_version_edited_by_idx";
  DROP INDEX "selections_edited_by_idx";
  DROP INDEX "_selections_v_version_version_edited_by_idx";
  DROP INDEX "social_links_edited_by_idx";
  DROP INDEX "_social_links_v_version_version_edited_by_idx";
  DROP INDEX "website_config_edited_by_idx";
  DROP INDEX "_website_config_v_version_version_edited_by_idx";
  ALTER TABLE "banners" DROP COLUMN "edited_by_id";
  ALTER TABLE "_banners_v" DROP COLUMN "version_edited_by_id";
  ALTER TABLE "pages" DROP COLUMN "edited_by_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_edited_by_id";
  ALTER TABLE "services" DROP COLUMN "edited_by_id";
  ALTER TABLE "_services_v" DROP COLUMN "version_edited_by_id";
  ALTER TABLE "csr_events" DROP COLUMN "edited_by_id";
  ALTER TABLE "_csr_events_v" DROP COLUMN "version_edited_by_id";
  ALTER TABLE "faqs" DROP COLUMN "edited_by_id";
  ALTER TABLE "_faqs_v" DROP COLUMN "version_edited_by_id";
  ALTER TABLE "promotions" DROP COLUMN "edited_by_id";
  ALTER TABLE "_promotions_v" DROP COLUMN "version_edited_by_id";
  ALTER TABLE "ecatalogues" DROP COLUMN "edited_by_id";
  ALTER TABLE "_ecatalogues_v" DROP COLUMN "version_edited_by_id";
  ALTER TABLE "flash_sales" DROP COLUMN "edited_by_id";
  ALTER TABLE "_flash_sales_v" DROP COLUMN "version_edited_by_id";
  ALTER TABLE "articles" DROP COLUMN "edited_by_id";
  ALTER TABLE "_articles_v" DROP COLUMN "version_edited_by_id";
  ALTER TABLE "rooms" DROP COLUMN "edited_by_id";
  ALTER TABLE "_rooms_v" DROP COLUMN "version_edited_by_id";
  ALTER TABLE "room_categories" DROP COLUMN "edited_by_id";
  ALTER TABLE "_room_categories_v" DROP COLUMN "version_edited_by_id";
  ALTER TABLE "style_galleries" DROP COLUMN "edited_by_id";
  ALTER TABLE "_style_galleries_v" DROP COLUMN "version_edited_by_id";
  ALTER TABLE "selections" DROP COLUMN "edited_by_id";
  ALTER TABLE "_selections_v" DROP COLUMN "version_edited_by_id";
  ALTER TABLE "social_links" DROP COLUMN "edited_by_id";
  ALTER TABLE "_social_links_v" DROP COLUMN "version_edited_by_id";
  ALTER TABLE "website_config" DROP COLUMN "edited_by_id";
  ALTER TABLE "_website_config_v" DROP COLUMN "version_edited_by_id";`)
}

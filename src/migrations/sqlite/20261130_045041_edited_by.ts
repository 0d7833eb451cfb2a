import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Each reference says ON DELETE set null, as the schema does: drizzle-kit wrote none, and removing a staff
  // account who had edited content would then fail.
  await db.run(sql`ALTER TABLE \`banners\` ADD \`edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`banners_edited_by_idx\` ON \`banners\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_banners_v\` ADD \`version_edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_banners_v_version_version_edited_by_idx\` ON \`_banners_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`pages_edited_by_idx\` ON \`pages\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_edited_by_idx\` ON \`_pages_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`services\` ADD \`edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`services_edited_by_idx\` ON \`services\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_services_v\` ADD \`version_edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_services_v_version_version_edited_by_idx\` ON \`_services_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`csr_events\` ADD \`edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`csr_events_edited_by_idx\` ON \`csr_events\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_csr_events_v\` ADD \`version_edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_csr_events_v_version_version_edited_by_idx\` ON \`_csr_events_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`faqs\` ADD \`edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`faqs_edited_by_idx\` ON \`faqs\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_faqs_v\` ADD \`version_edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_version_edited_by_idx\` ON \`_faqs_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`promotions\` ADD \`edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`promotions_edited_by_idx\` ON \`promotions\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_promotions_v\` ADD \`version_edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_promotions_v_version_version_edited_by_idx\` ON \`_promotions_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`ecatalogues\` ADD \`edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`ecatalogues_edited_by_idx\` ON \`ecatalogues\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_ecatalogues_v\` ADD \`version_edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_ecatalogues_v_version_version_edited_by_idx\` ON \`_ecatalogues_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`flash_sales\` ADD \`edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`flash_sales_edited_by_idx\` ON \`flash_sales\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_flash_sales_v\` ADD \`version_edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_flash_sales_v_version_version_edited_by_idx\` ON \`_flash_sales_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`articles_edited_by_idx\` ON \`articles\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`version_edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_edited_by_idx\` ON \`_articles_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`rooms\` ADD \`edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`rooms_edited_by_idx\` ON \`rooms\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_rooms_v\` ADD \`version_edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_rooms_v_version_version_edited_by_idx\` ON \`_rooms_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`room_categories\` ADD \`edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`room_categories_edited_by_idx\` ON \`room_categories\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_room_categories_v\` ADD \`version_edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_room_categories_v_version_version_edited_by_idx\` ON \`_room_categories_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`style_galleries\` ADD \`edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`style_galleries_edited_by_idx\` ON \`style_galleries\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_style_galleries_v\` ADD \`version_edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_style_galleries_v_version_version_edited_by_idx\` ON \`_style_galleries_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`selections\` ADD \`edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`selections_edited_by_idx\` ON \`selections\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_selections_v\` ADD \`version_edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_selections_v_version_version_edited_by_idx\` ON \`_selections_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`social_links\` ADD \`edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`social_links_edited_by_idx\` ON \`social_links\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_social_links_v\` ADD \`version_edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_social_links_v_version_version_edited_by_idx\` ON \`_social_links_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`website_config\` ADD \`edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`website_config_edited_by_idx\` ON \`website_config\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_website_config_v\` ADD \`version_edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_website_config_v_version_version_edited_by_idx\` ON \`_website_config_v\` (\`version_edited_by_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Tables are rebuilt below (the reference column goes). drizzle-kit turns foreign keys back on after the first
  // rebuilt table; dropping the next one would then cascade into its blocks, arrays and relations. Off for the
  // whole migration, which runs outside a transaction here (as in 20261130_041659_drafts).
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_banners\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`section_name\` text,
  	\`img_main_id\` integer,
  	\`img_mobile_id\` integer,
  	\`url_link\` text,
  	\`start_at\` text,
  	\`end_at\` text,
  	\`is_enabled\` integer DEFAULT true,
  	\`sort\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`img_main_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`img_mobile_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_banners\`("id", "title", "section_name", "img_main_id", "img_mobile_id", "url_link", "start_at", "end_at", "is_enabled", "sort", "updated_at", "created_at", "_status") SELECT "id", "title", "section_name", "img_main_id", "img_mobile_id", "url_link", "start_at", "end_at", "is_enabled", "sort", "updated_at", "created_at", "_status" FROM \`banners\`;`)
  await db.run(sql`DROP TABLE \`banners\`;`)
  await db.run(sql`ALTER TABLE \`__new_banners\` RENAME TO \`banners\`;`)
  await db.run(sql`CREATE INDEX \`banners_section_name_idx\` ON \`banners\` (\`section_name\`);`)
  await db.run(sql`CREATE INDEX \`banners_img_main_idx\` ON \`banners\` (\`img_main_id\`);`)
  await db.run(sql`CREATE INDEX \`banners_img_mobile_idx\` ON \`banners\` (\`img_mobile_id\`);`)
  await db.run(sql`CREATE INDEX \`banners_start_at_idx\` ON \`banners\` (\`start_at\`);`)
  await db.run(sql`CREATE INDEX \`banners_end_at_idx\` ON \`banners\` (\`end_at\`);`)
  await db.run(sql`CREATE INDEX \`banners_is_enabled_idx\` ON \`banners\` (\`is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`banners_updated_at_idx\` ON \`banners\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`banners_created_at_idx\` ON \`banners\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`banners__status_idx\` ON \`banners\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__banners_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_section_name\` text,
  	\`version_img_main_id\` integer,
  	\`version_img_mobile_id\` integer,
  	\`version_url_link\` text,
  	\`version_start_at\` text,
  	\`version_end_at\` text,
  	\`version_is_enabled\` integer DEFAULT true,
  	\`version_sort\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_img_main_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_img_mobile_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__banners_v\`("id", "parent_id", "version_title", "version_section_name", "version_img_main_id", "version_img_mobile_id", "version_url_link", "version_start_at", "version_end_at", "version_is_enabled", "version_sort", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_title", "version_section_name", "version_img_main_id", "version_img_mobile_id", "version_url_link", "version_start_at", "version_end_at", "version_is_enabled", "version_sort", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_banners_v\`;`)
  await db.run(sql`DROP TABLE \`_banners_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__banners_v\` RENAME TO \`_banners_v\`;`)
  await db.run(sql`CREATE INDEX \`_banners_v_parent_idx\` ON \`_banners_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_version_version_section_name_idx\` ON \`_banners_v\` (\`version_section_name\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_version_version_img_main_idx\` ON \`_banners_v\` (\`version_img_main_id\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_version_version_img_mobile_idx\` ON \`_banners_v\` (\`version_img_mobile_id\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_version_version_start_at_idx\` ON \`_banners_v\` (\`version_start_at\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_version_version_end_at_idx\` ON \`_banners_v\` (\`version_end_at\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_version_version_is_enabled_idx\` ON \`_banners_v\` (\`version_is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_version_version_updated_at_idx\` ON \`_banners_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_version_version_created_at_idx\` ON \`_banners_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_version_version__status_idx\` ON \`_banners_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_created_at_idx\` ON \`_banners_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_updated_at_idx\` ON \`_banners_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_latest_idx\` ON \`_banners_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_autosave_idx\` ON \`_banners_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`intro\` text,
  	\`hero_id\` integer,
  	\`is_enabled\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`hero_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages\`("id", "title", "slug", "intro", "hero_id", "is_enabled", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "intro", "hero_id", "is_enabled", "updated_at", "created_at", "_status" FROM \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages\` RENAME TO \`pages\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_slug_idx\` ON \`pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`pages_hero_idx\` ON \`pages\` (\`hero_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_is_enabled_idx\` ON \`pages\` (\`is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_intro\` text,
  	\`version_hero_id\` integer,
  	\`version_is_enabled\` integer DEFAULT true,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_hero_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v\`("id", "parent_id", "version_title", "version_slug", "version_intro", "version_hero_id", "version_is_enabled", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_title", "version_slug", "version_intro", "version_hero_id", "version_is_enabled", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v\` RENAME TO \`_pages_v\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_slug_idx\` ON \`_pages_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_hero_idx\` ON \`_pages_v\` (\`version_hero_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_is_enabled_idx\` ON \`_pages_v\` (\`version_is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_autosave_idx\` ON \`_pages_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new_services\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`summary\` text,
  	\`image_id\` integer,
  	\`content\` text,
  	\`fee_note\` text,
  	\`is_enabled\` integer DEFAULT true,
  	\`sort\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_services\`("id", "title", "slug", "summary", "image_id", "content", "fee_note", "is_enabled", "sort", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "summary", "image_id", "content", "fee_note", "is_enabled", "sort", "updated_at", "created_at", "_status" FROM \`services\`;`)
  await db.run(sql`DROP TABLE \`services\`;`)
  await db.run(sql`ALTER TABLE \`__new_services\` RENAME TO \`services\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`services_slug_idx\` ON \`services\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`services_image_idx\` ON \`services\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`services_is_enabled_idx\` ON \`services\` (\`is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`services_updated_at_idx\` ON \`services\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`services_created_at_idx\` ON \`services\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`services__status_idx\` ON \`services\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__services_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_summary\` text,
  	\`version_image_id\` integer,
  	\`version_content\` text,
  	\`version_fee_note\` text,
  	\`version_is_enabled\` integer DEFAULT true,
  	\`version_sort\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__services_v\`("id", "parent_id", "version_title", "version_slug", "version_summary", "version_image_id", "version_content", "version_fee_note", "version_is_enabled", "version_sort", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_title", "version_slug", "version_summary", "version_image_id", "version_content", "version_fee_note", "version_is_enabled", "version_sort", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_services_v\`;`)
  await db.run(sql`DROP TABLE \`_services_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__services_v\` RENAME TO \`_services_v\`;`)
  await db.run(sql`CREATE INDEX \`_services_v_parent_idx\` ON \`_services_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_version_slug_idx\` ON \`_services_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_version_image_idx\` ON \`_services_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_version_is_enabled_idx\` ON \`_services_v\` (\`version_is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_version_updated_at_idx\` ON \`_services_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_version_created_at_idx\` ON \`_services_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_version__status_idx\` ON \`_services_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_created_at_idx\` ON \`_services_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_updated_at_idx\` ON \`_services_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_latest_idx\` ON \`_services_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_autosave_idx\` ON \`_services_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new_csr_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`date\` text,
  	\`location\` text,
  	\`summary\` text,
  	\`cover_id\` integer,
  	\`content\` text,
  	\`is_enabled\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_csr_events\`("id", "title", "slug", "date", "location", "summary", "cover_id", "content", "is_enabled", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "date", "location", "summary", "cover_id", "content", "is_enabled", "updated_at", "created_at", "_status" FROM \`csr_events\`;`)
  await db.run(sql`DROP TABLE \`csr_events\`;`)
  await db.run(sql`ALTER TABLE \`__new_csr_events\` RENAME TO \`csr_events\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`csr_events_slug_idx\` ON \`csr_events\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`csr_events_date_idx\` ON \`csr_events\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`csr_events_cover_idx\` ON \`csr_events\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`csr_events_is_enabled_idx\` ON \`csr_events\` (\`is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`csr_events_updated_at_idx\` ON \`csr_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`csr_events_created_at_idx\` ON \`csr_events\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`csr_events__status_idx\` ON \`csr_events\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__csr_events_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_date\` text,
  	\`version_location\` text,
  	\`version_summary\` text,
  	\`version_cover_id\` integer,
  	\`version_content\` text,
  	\`version_is_enabled\` integer DEFAULT true,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`csr_events\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__csr_events_v\`("id", "parent_id", "version_title", "version_slug", "version_date", "version_location", "version_summary", "version_cover_id", "version_content", "version_is_enabled", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_title", "version_slug", "version_date", "version_location", "version_summary", "version_cover_id", "version_content", "version_is_enabled", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_csr_events_v\`;`)
  await db.run(sql`DROP TABLE \`_csr_events_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__csr_events_v\` RENAME TO \`_csr_events_v\`;`)
  await db.run(sql`CREATE INDEX \`_csr_events_v_parent_idx\` ON \`_csr_events_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_csr_events_v_version_version_slug_idx\` ON \`_csr_events_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_csr_events_v_version_version_date_idx\` ON \`_csr_events_v\` (\`version_date\`);`)
  await db.run(sql`CREATE INDEX \`_csr_events_v_version_version_cover_idx\` ON \`_csr_events_v\` (\`version_cover_id\`);`)
  await db.run(sql`CREATE INDEX \`_csr_events_v_version_version_is_enabled_idx\` ON \`_csr_events_v\` (\`version_is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`_csr_events_v_version_version_updated_at_idx\` ON \`_csr_events_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_csr_events_v_version_version_created_at_idx\` ON \`_csr_events_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_csr_events_v_version_version__status_idx\` ON \`_csr_events_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_csr_events_v_created_at_idx\` ON \`_csr_events_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_csr_events_v_updated_at_idx\` ON \`_csr_events_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_csr_events_v_latest_idx\` ON \`_csr_events_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_csr_events_v_autosave_idx\` ON \`_csr_events_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`topic\` text,
  	\`question\` text,
  	\`answer\` text,
  	\`is_enabled\` integer DEFAULT true,
  	\`sort\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs\`("id", "topic", "question", "answer", "is_enabled", "sort", "updated_at", "created_at", "_status") SELECT "id", "topic", "question", "answer", "is_enabled", "sort", "updated_at", "created_at", "_status" FROM \`faqs\`;`)
  await db.run(sql`DROP TABLE \`faqs\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs\` RENAME TO \`faqs\`;`)
  await db.run(sql`CREATE INDEX \`faqs_topic_idx\` ON \`faqs\` (\`topic\`);`)
  await db.run(sql`CREATE INDEX \`faqs_is_enabled_idx\` ON \`faqs\` (\`is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`faqs_updated_at_idx\` ON \`faqs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faqs_created_at_idx\` ON \`faqs\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`faqs__status_idx\` ON \`faqs\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__faqs_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_topic\` text,
  	\`version_question\` text,
  	\`version_answer\` text,
  	\`version_is_enabled\` integer DEFAULT true,
  	\`version_sort\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__faqs_v\`("id", "parent_id", "version_topic", "version_question", "version_answer", "version_is_enabled", "version_sort", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_topic", "version_question", "version_answer", "version_is_enabled", "version_sort", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_faqs_v\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__faqs_v\` RENAME TO \`_faqs_v\`;`)
  await db.run(sql`CREATE INDEX \`_faqs_v_parent_idx\` ON \`_faqs_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_version_topic_idx\` ON \`_faqs_v\` (\`version_topic\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_version_is_enabled_idx\` ON \`_faqs_v\` (\`version_is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_version_updated_at_idx\` ON \`_faqs_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_version_created_at_idx\` ON \`_faqs_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_version__status_idx\` ON \`_faqs_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_created_at_idx\` ON \`_faqs_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_updated_at_idx\` ON \`_faqs_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_latest_idx\` ON \`_faqs_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_autosave_idx\` ON \`_faqs_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new_promotions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`summary\` text,
  	\`banner_id\` integer,
  	\`start_at\` text,
  	\`end_at\` text,
  	\`terms\` text,
  	\`category\` text,
  	\`is_enabled\` integer DEFAULT true,
  	\`sort\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`banner_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_promotions\`("id", "title", "slug", "summary", "banner_id", "start_at", "end_at", "terms", "category", "is_enabled", "sort", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "summary", "banner_id", "start_at", "end_at", "terms", "category", "is_enabled", "sort", "updated_at", "created_at", "_status" FROM \`promotions\`;`)
  await db.run(sql`DROP TABLE \`promotions\`;`)
  await db.run(sql`ALTER TABLE \`__new_promotions\` RENAME TO \`promotions\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`promotions_slug_idx\` ON \`promotions\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`promotions_banner_idx\` ON \`promotions\` (\`banner_id\`);`)
  await db.run(sql`CREATE INDEX \`promotions_start_at_idx\` ON \`promotions\` (\`start_at\`);`)
  await db.run(sql`CREATE INDEX \`promotions_end_at_idx\` ON \`promotions\` (\`end_at\`);`)
  await db.run(sql`CREATE INDEX \`promotions_is_enabled_idx\` ON \`promotions\` (\`is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`promotions_updated_at_idx\` ON \`promotions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`promotions_created_at_idx\` ON \`promotions\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`promotions__status_idx\` ON \`promotions\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__promotions_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_summary\` text,
  	\`version_banner_id\` integer,
  	\`version_start_at\` text,
  	\`version_end_at\` text,
  	\`version_terms\` text,
  	\`version_category\` text,
  	\`version_is_enabled\` integer DEFAULT true,
  	\`version_sort\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`promotions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_banner_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__promotions_v\`("id", "parent_id", "version_title", "version_slug", "version_summary", "version_banner_id", "version_start_at", "version_end_at", "version_terms", "version_category", "version_is_enabled", "version_sort", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_title", "version_slug", "version_summary", "version_banner_id", "version_start_at", "version_end_at", "version_terms", "version_category", "version_is_enabled", "version_sort", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_promotions_v\`;`)
  await db.run(sql`DROP TABLE \`_promotions_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__promotions_v\` RENAME TO \`_promotions_v\`;`)
  await db.run(sql`CREATE INDEX \`_promotions_v_parent_idx\` ON \`_promotions_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_promotions_v_version_version_slug_idx\` ON \`_promotions_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_promotions_v_version_version_banner_idx\` ON \`_promotions_v\` (\`version_banner_id\`);`)
  await db.run(sql`CREATE INDEX \`_promotions_v_version_version_start_at_idx\` ON \`_promotions_v\` (\`version_start_at\`);`)
  await db.run(sql`CREATE INDEX \`_promotions_v_version_version_end_at_idx\` ON \`_promotions_v\` (\`version_end_at\`);`)
  await db.run(sql`CREATE INDEX \`_promotions_v_version_version_is_enabled_idx\` ON \`_promotions_v\` (\`version_is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`_promotions_v_version_version_updated_at_idx\` ON \`_promotions_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_promotions_v_version_version_created_at_idx\` ON \`_promotions_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_promotions_v_version_version__status_idx\` ON \`_promotions_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_promotions_v_created_at_idx\` ON \`_promotions_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_promotions_v_updated_at_idx\` ON \`_promotions_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_promotions_v_latest_idx\` ON \`_promotions_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_promotions_v_autosave_idx\` ON \`_promotions_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new_ecatalogues\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`promotion_id\` integer,
  	\`cover_id\` integer,
  	\`file_id\` integer,
  	\`start_at\` text,
  	\`end_at\` text,
  	\`is_enabled\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`promotion_id\`) REFERENCES \`promotions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_ecatalogues\`("id", "title", "slug", "promotion_id", "cover_id", "file_id", "start_at", "end_at", "is_enabled", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "promotion_id", "cover_id", "file_id", "start_at", "end_at", "is_enabled", "updated_at", "created_at", "_status" FROM \`ecatalogues\`;`)
  await db.run(sql`DROP TABLE \`ecatalogues\`;`)
  await db.run(sql`ALTER TABLE \`__new_ecatalogues\` RENAME TO \`ecatalogues\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`ecatalogues_slug_idx\` ON \`ecatalogues\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`ecatalogues_promotion_idx\` ON \`ecatalogues\` (\`promotion_id\`);`)
  await db.run(sql`CREATE INDEX \`ecatalogues_cover_idx\` ON \`ecatalogues\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`ecatalogues_file_idx\` ON \`ecatalogues\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`ecatalogues_start_at_idx\` ON \`ecatalogues\` (\`start_at\`);`)
  await db.run(sql`CREATE INDEX \`ecatalogues_end_at_idx\` ON \`ecatalogues\` (\`end_at\`);`)
  await db.run(sql`CREATE INDEX \`ecatalogues_is_enabled_idx\` ON \`ecatalogues\` (\`is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`ecatalogues_updated_at_idx\` ON \`ecatalogues\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`ecatalogues_created_at_idx\` ON \`ecatalogues\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`ecatalogues__status_idx\` ON \`ecatalogues\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__ecatalogues_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_promotion_id\` integer,
  	\`version_cover_id\` integer,
  	\`version_file_id\` integer,
  	\`version_start_at\` text,
  	\`version_end_at\` text,
  	\`version_is_enabled\` integer DEFAULT true,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`ecatalogues\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_promotion_id\`) REFERENCES \`promotions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__ecatalogues_v\`("id", "parent_id", "version_title", "version_slug", "version_promotion_id", "version_cover_id", "version_file_id", "version_start_at", "version_end_at", "version_is_enabled", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_title", "version_slug", "version_promotion_id", "version_cover_id", "version_file_id", "version_start_at", "version_end_at", "version_is_enabled", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_ecatalogues_v\`;`)
  await db.run(sql`DROP TABLE \`_ecatalogues_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__ecatalogues_v\` RENAME TO \`_ecatalogues_v\`;`)
  await db.run(sql`CREATE INDEX \`_ecatalogues_v_parent_idx\` ON \`_ecatalogues_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_ecatalogues_v_version_version_slug_idx\` ON \`_ecatalogues_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_ecatalogues_v_version_version_promotion_idx\` ON \`_ecatalogues_v\` (\`version_promotion_id\`);`)
  await db.run(sql`CREATE INDEX \`_ecatalogues_v_version_version_cover_idx\` ON \`_ecatalogues_v\` (\`version_cover_id\`);`)
  await db.run(sql`CREATE INDEX \`_ecatalogues_v_version_version_file_idx\` ON \`_ecatalogues_v\` (\`version_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_ecatalogues_v_version_version_start_at_idx\` ON \`_ecatalogues_v\` (\`version_start_at\`);`)
  await db.run(sql`CREATE INDEX \`_ecatalogues_v_version_version_end_at_idx\` ON \`_ecatalogues_v\` (\`version_end_at\`);`)
  await db.run(sql`CREATE INDEX \`_ecatalogues_v_version_version_is_enabled_idx\` ON \`_ecatalogues_v\` (\`version_is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`_ecatalogues_v_version_version_updated_at_idx\` ON \`_ecatalogues_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_ecatalogues_v_version_version_created_at_idx\` ON \`_ecatalogues_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_ecatalogues_v_version_version__status_idx\` ON \`_ecatalogues_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_ecatalogues_v_created_at_idx\` ON \`_ecatalogues_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_ecatalogues_v_updated_at_idx\` ON \`_ecatalogues_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_ecatalogues_v_latest_idx\` ON \`_ecatalogues_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_ecatalogues_v_autosave_idx\` ON \`_ecatalogues_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new_flash_sales\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`type\` text,
  	\`start_at\` text,
  	\`end_at\` text,
  	\`is_enabled\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_flash_sales\`("id", "title", "type", "start_at", "end_at", "is_enabled", "updated_at", "created_at", "_status") SELECT "id", "title", "type", "start_at", "end_at", "is_enabled", "updated_at", "created_at", "_status" FROM \`flash_sales\`;`)
  await db.run(sql`DROP TABLE \`flash_sales\`;`)
  await db.run(sql`ALTER TABLE \`__new_flash_sales\` RENAME TO \`flash_sales\`;`)
  await db.run(sql`CREATE INDEX \`flash_sales_type_idx\` ON \`flash_sales\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`flash_sales_start_at_idx\` ON \`flash_sales\` (\`start_at\`);`)
  await db.run(sql`CREATE INDEX \`flash_sales_end_at_idx\` ON \`flash_sales\` (\`end_at\`);`)
  await db.run(sql`CREATE INDEX \`flash_sales_is_enabled_idx\` ON \`flash_sales\` (\`is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`flash_sales_updated_at_idx\` ON \`flash_sales\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`flash_sales_created_at_idx\` ON \`flash_sales\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`flash_sales__status_idx\` ON \`flash_sales\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__flash_sales_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_type\` text,
  	\`version_start_at\` text,
  	\`version_end_at\` text,
  	\`version_is_enabled\` integer DEFAULT true,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`flash_sales\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__flash_sales_v\`("id", "parent_id", "version_title", "version_type", "version_start_at", "version_end_at", "version_is_enabled", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_title", "version_type", "version_start_at", "version_end_at", "version_is_enabled", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_flash_sales_v\`;`)
  await db.run(sql`DROP TABLE \`_flash_sales_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__flash_sales_v\` RENAME TO \`_flash_sales_v\`;`)
  await db.run(sql`CREATE INDEX \`_flash_sales_v_parent_idx\` ON \`_flash_sales_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_flash_sales_v_version_version_type_idx\` ON \`_flash_sales_v\` (\`version_type\`);`)
  await db.run(sql`CREATE INDEX \`_flash_sales_v_version_version_start_at_idx\` ON \`_flash_sales_v\` (\`version_start_at\`);`)
  await db.run(sql`CREATE INDEX \`_flash_sales_v_version_version_end_at_idx\` ON \`_flash_sales_v\` (\`version_end_at\`);`)
  await db.run(sql`CREATE INDEX \`_flash_sales_v_version_version_is_enabled_idx\` ON \`_flash_sales_v\` (\`version_is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`_flash_sales_v_version_version_updated_at_idx\` ON \`_flash_sales_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_flash_sales_v_version_version_created_at_idx\` ON \`_flash_sales_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_flash_sales_v_version_version__status_idx\` ON \`_flash_sales_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_flash_sales_v_created_at_idx\` ON \`_flash_sales_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_flash_sales_v_updated_at_idx\` ON \`_flash_sales_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_flash_sales_v_latest_idx\` ON \`_flash_sales_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_flash_sales_v_autosave_idx\` ON \`_flash_sales_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new_articles\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`excerpt\` text,
  	\`cover_id\` integer,
  	\`content\` text,
  	\`author\` text,
  	\`published_at\` text,
  	\`room_category_id\` integer,
  	\`tags\` text,
  	\`is_enabled\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`room_category_id\`) REFERENCES \`room_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_articles\`("id", "title", "slug", "excerpt", "cover_id", "content", "author", "published_at", "room_category_id", "tags", "is_enabled", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "excerpt", "cover_id", "content", "author", "published_at", "room_category_id", "tags", "is_enabled", "updated_at", "created_at", "_status" FROM \`articles\`;`)
  await db.run(sql`DROP TABLE \`articles\`;`)
  await db.run(sql`ALTER TABLE \`__new_articles\` RENAME TO \`articles\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_slug_idx\` ON \`articles\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`articles_cover_idx\` ON \`articles\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_published_at_idx\` ON \`articles\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_room_category_idx\` ON \`articles\` (\`room_category_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_is_enabled_idx\` ON \`articles\` (\`is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`articles_updated_at_idx\` ON \`articles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_created_at_idx\` ON \`articles\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`articles__status_idx\` ON \`articles\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__articles_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_excerpt\` text,
  	\`version_cover_id\` integer,
  	\`version_content\` text,
  	\`version_author\` text,
  	\`version_published_at\` text,
  	\`version_room_category_id\` integer,
  	\`version_tags\` text,
  	\`version_is_enabled\` integer DEFAULT true,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_room_category_id\`) REFERENCES \`room_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__articles_v\`("id", "parent_id", "version_title", "version_slug", "version_excerpt", "version_cover_id", "version_content", "version_author", "version_published_at", "version_room_category_id", "version_tags", "version_is_enabled", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_title", "version_slug", "version_excerpt", "version_cover_id", "version_content", "version_author", "version_published_at", "version_room_category_id", "version_tags", "version_is_enabled", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_articles_v\`;`)
  await db.run(sql`DROP TABLE \`_articles_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__articles_v\` RENAME TO \`_articles_v\`;`)
  await db.run(sql`CREATE INDEX \`_articles_v_parent_idx\` ON \`_articles_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_slug_idx\` ON \`_articles_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_cover_idx\` ON \`_articles_v\` (\`version_cover_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_published_at_idx\` ON \`_articles_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_room_category_idx\` ON \`_articles_v\` (\`version_room_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_is_enabled_idx\` ON \`_articles_v\` (\`version_is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_updated_at_idx\` ON \`_articles_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_created_at_idx\` ON \`_articles_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version__status_idx\` ON \`_articles_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_created_at_idx\` ON \`_articles_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_updated_at_idx\` ON \`_articles_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_latest_idx\` ON \`_articles_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_autosave_idx\` ON \`_articles_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new_rooms\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`room_category_id\` integer,
  	\`summary\` text,
  	\`cover_id\` integer,
  	\`is_enabled\` integer DEFAULT true,
  	\`sort\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`room_category_id\`) REFERENCES \`room_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_rooms\`("id", "title", "slug", "room_category_id", "summary", "cover_id", "is_enabled", "sort", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "room_category_id", "summary", "cover_id", "is_enabled", "sort", "updated_at", "created_at", "_status" FROM \`rooms\`;`)
  await db.run(sql`DROP TABLE \`rooms\`;`)
  await db.run(sql`ALTER TABLE \`__new_rooms\` RENAME TO \`rooms\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`rooms_slug_idx\` ON \`rooms\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`rooms_room_category_idx\` ON \`rooms\` (\`room_category_id\`);`)
  await db.run(sql`CREATE INDEX \`rooms_cover_idx\` ON \`rooms\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`rooms_is_enabled_idx\` ON \`rooms\` (\`is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`rooms_updated_at_idx\` ON \`rooms\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`rooms_created_at_idx\` ON \`rooms\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`rooms__status_idx\` ON \`rooms\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__rooms_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_room_category_id\` integer,
  	\`version_summary\` text,
  	\`version_cover_id\` integer,
  	\`version_is_enabled\` integer DEFAULT true,
  	\`version_sort\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`rooms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_room_category_id\`) REFERENCES \`room_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__rooms_v\`("id", "parent_id", "version_title", "version_slug", "version_room_category_id", "version_summary", "version_cover_id", "version_is_enabled", "version_sort", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_title", "version_slug", "version_room_category_id", "version_summary", "version_cover_id", "version_is_enabled", "version_sort", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_rooms_v\`;`)
  await db.run(sql`DROP TABLE \`_rooms_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__rooms_v\` RENAME TO \`_rooms_v\`;`)
  await db.run(sql`CREATE INDEX \`_rooms_v_parent_idx\` ON \`_rooms_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_rooms_v_version_version_slug_idx\` ON \`_rooms_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_rooms_v_version_version_room_category_idx\` ON \`_rooms_v\` (\`version_room_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_rooms_v_version_version_cover_idx\` ON \`_rooms_v\` (\`version_cover_id\`);`)
  await db.run(sql`CREATE INDEX \`_rooms_v_version_version_is_enabled_idx\` ON \`_rooms_v\` (\`version_is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`_rooms_v_version_version_updated_at_idx\` ON \`_rooms_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_rooms_v_version_version_created_at_idx\` ON \`_rooms_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_rooms_v_version_version__status_idx\` ON \`_rooms_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_rooms_v_created_at_idx\` ON \`_rooms_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_rooms_v_updated_at_idx\` ON \`_rooms_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_rooms_v_latest_idx\` ON \`_rooms_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_rooms_v_autosave_idx\` ON \`_rooms_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new_room_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`slug\` text,
  	\`description\` text,
  	\`image_id\` integer,
  	\`is_enabled\` integer DEFAULT true,
  	\`sort\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_room_categories\`("id", "name", "slug", "description", "image_id", "is_enabled", "sort", "updated_at", "created_at", "_status") SELECT "id", "name", "slug", "description", "image_id", "is_enabled", "sort", "updated_at", "created_at", "_status" FROM \`room_categories\`;`)
  await db.run(sql`DROP TABLE \`room_categories\`;`)
  await db.run(sql`ALTER TABLE \`__new_room_categories\` RENAME TO \`room_categories\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`room_categories_slug_idx\` ON \`room_categories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`room_categories_image_idx\` ON \`room_categories\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`room_categories_is_enabled_idx\` ON \`room_categories\` (\`is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`room_categories_updated_at_idx\` ON \`room_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`room_categories_created_at_idx\` ON \`room_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`room_categories__status_idx\` ON \`room_categories\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__room_categories_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_slug\` text,
  	\`version_description\` text,
  	\`version_image_id\` integer,
  	\`version_is_enabled\` integer DEFAULT true,
  	\`version_sort\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`room_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__room_categories_v\`("id", "parent_id", "version_name", "version_slug", "version_description", "version_image_id", "version_is_enabled", "version_sort", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_name", "version_slug", "version_description", "version_image_id", "version_is_enabled", "version_sort", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_room_categories_v\`;`)
  await db.run(sql`DROP TABLE \`_room_categories_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__room_categories_v\` RENAME TO \`_room_categories_v\`;`)
  await db.run(sql`CREATE INDEX \`_room_categories_v_parent_idx\` ON \`_room_categories_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_room_categories_v_version_version_slug_idx\` ON \`_room_categories_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_room_categories_v_version_version_image_idx\` ON \`_room_categories_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_room_categories_v_version_version_is_enabled_idx\` ON \`_room_categories_v\` (\`version_is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`_room_categories_v_version_version_updated_at_idx\` ON \`_room_categories_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_room_categories_v_version_version_created_at_idx\` ON \`_room_categories_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_room_categories_v_version_version__status_idx\` ON \`_room_categories_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_room_categories_v_created_at_idx\` ON \`_room_categories_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_room_categories_v_updated_at_idx\` ON \`_room_categories_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_room_categories_v_latest_idx\` ON \`_room_categories_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_room_categories_v_autosave_idx\` ON \`_room_categories_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new_style_galleries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`style\` text,
  	\`description\` text,
  	\`image_id\` integer,
  	\`is_enabled\` integer DEFAULT true,
  	\`sort\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_style_galleries\`("id", "title", "slug", "style", "description", "image_id", "is_enabled", "sort", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "style", "description", "image_id", "is_enabled", "sort", "updated_at", "created_at", "_status" FROM \`style_galleries\`;`)
  await db.run(sql`DROP TABLE \`style_galleries\`;`)
  await db.run(sql`ALTER TABLE \`__new_style_galleries\` RENAME TO \`style_galleries\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`style_galleries_slug_idx\` ON \`style_galleries\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`style_galleries_image_idx\` ON \`style_galleries\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`style_galleries_is_enabled_idx\` ON \`style_galleries\` (\`is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`style_galleries_updated_at_idx\` ON \`style_galleries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`style_galleries_created_at_idx\` ON \`style_galleries\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`style_galleries__status_idx\` ON \`style_galleries\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__style_galleries_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_style\` text,
  	\`version_description\` text,
  	\`version_image_id\` integer,
  	\`version_is_enabled\` integer DEFAULT true,
  	\`version_sort\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`style_galleries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__style_galleries_v\`("id", "parent_id", "version_title", "version_slug", "version_style", "version_description", "version_image_id", "version_is_enabled", "version_sort", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_title", "version_slug", "version_style", "version_description", "version_image_id", "version_is_enabled", "version_sort", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_style_galleries_v\`;`)
  await db.run(sql`DROP TABLE \`_style_galleries_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__style_galleries_v\` RENAME TO \`_style_galleries_v\`;`)
  await db.run(sql`CREATE INDEX \`_style_galleries_v_parent_idx\` ON \`_style_galleries_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_style_galleries_v_version_version_slug_idx\` ON \`_style_galleries_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_style_galleries_v_version_version_image_idx\` ON \`_style_galleries_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_style_galleries_v_version_version_is_enabled_idx\` ON \`_style_galleries_v\` (\`version_is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`_style_galleries_v_version_version_updated_at_idx\` ON \`_style_galleries_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_style_galleries_v_version_version_created_at_idx\` ON \`_style_galleries_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_style_galleries_v_version_version__status_idx\` ON \`_style_galleries_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_style_galleries_v_created_at_idx\` ON \`_style_galleries_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_style_galleries_v_updated_at_idx\` ON \`_style_galleries_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_style_galleries_v_latest_idx\` ON \`_style_galleries_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_style_galleries_v_autosave_idx\` ON \`_style_galleries_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new_selections\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`type\` text,
  	\`description\` text,
  	\`link\` text,
  	\`value\` text,
  	\`is_enabled\` integer DEFAULT true,
  	\`sort\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_selections\`("id", "type", "description", "link", "value", "is_enabled", "sort", "updated_at", "created_at", "_status") SELECT "id", "type", "description", "link", "value", "is_enabled", "sort", "updated_at", "created_at", "_status" FROM \`selections\`;`)
  await db.run(sql`DROP TABLE \`selections\`;`)
  await db.run(sql`ALTER TABLE \`__new_selections\` RENAME TO \`selections\`;`)
  await db.run(sql`CREATE INDEX \`selections_type_idx\` ON \`selections\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`selections_is_enabled_idx\` ON \`selections\` (\`is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`selections_updated_at_idx\` ON \`selections\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`selections_created_at_idx\` ON \`selections\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`selections__status_idx\` ON \`selections\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__selections_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_type\` text,
  	\`version_description\` text,
  	\`version_link\` text,
  	\`version_value\` text,
  	\`version_is_enabled\` integer DEFAULT true,
  	\`version_sort\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`selections\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__selections_v\`("id", "parent_id", "version_type", "version_description", "version_link", "version_value", "version_is_enabled", "version_sort", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_type", "version_description", "version_link", "version_value", "version_is_enabled", "version_sort", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_selections_v\`;`)
  await db.run(sql`DROP TABLE \`_selections_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__selections_v\` RENAME TO \`_selections_v\`;`)
  await db.run(sql`CREATE INDEX \`_selections_v_parent_idx\` ON \`_selections_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_selections_v_version_version_type_idx\` ON \`_selections_v\` (\`version_type\`);`)
  await db.run(sql`CREATE INDEX \`_selections_v_version_version_is_enabled_idx\` ON \`_selections_v\` (\`version_is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`_selections_v_version_version_updated_at_idx\` ON \`_selections_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_selections_v_version_version_created_at_idx\` ON \`_selections_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_selections_v_version_version__status_idx\` ON \`_selections_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_selections_v_created_at_idx\` ON \`_selections_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_selections_v_updated_at_idx\` ON \`_selections_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_selections_v_latest_idx\` ON \`_selections_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_selections_v_autosave_idx\` ON \`_selections_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new_social_links\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`platform\` text,
  	\`name\` text,
  	\`url\` text,
  	\`is_enabled\` integer DEFAULT true,
  	\`sort\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_social_links\`("id", "platform", "name", "url", "is_enabled", "sort", "updated_at", "created_at", "_status") SELECT "id", "platform", "name", "url", "is_enabled", "sort", "updated_at", "created_at", "_status" FROM \`social_links\`;`)
  await db.run(sql`DROP TABLE \`social_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_social_links\` RENAME TO \`social_links\`;`)
  await db.run(sql`CREATE INDEX \`social_links_is_enabled_idx\` ON \`social_links\` (\`is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`social_links_updated_at_idx\` ON \`social_links\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`social_links_created_at_idx\` ON \`social_links\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`social_links__status_idx\` ON \`social_links\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__social_links_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_platform\` text,
  	\`version_name\` text,
  	\`version_url\` text,
  	\`version_is_enabled\` integer DEFAULT true,
  	\`version_sort\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`social_links\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__social_links_v\`("id", "parent_id", "version_platform", "version_name", "version_url", "version_is_enabled", "version_sort", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_platform", "version_name", "version_url", "version_is_enabled", "version_sort", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_social_links_v\`;`)
  await db.run(sql`DROP TABLE \`_social_links_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__social_links_v\` RENAME TO \`_social_links_v\`;`)
  await db.run(sql`CREATE INDEX \`_social_links_v_parent_idx\` ON \`_social_links_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_social_links_v_version_version_is_enabled_idx\` ON \`_social_links_v\` (\`version_is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`_social_links_v_version_version_updated_at_idx\` ON \`_social_links_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_social_links_v_version_version_created_at_idx\` ON \`_social_links_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_social_links_v_version_version__status_idx\` ON \`_social_links_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_social_links_v_created_at_idx\` ON \`_social_links_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_social_links_v_updated_at_idx\` ON \`_social_links_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_social_links_v_latest_idx\` ON \`_social_links_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_social_links_v_autosave_idx\` ON \`_social_links_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new_website_config\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`config_name\` text,
  	\`value\` text,
  	\`description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_website_config\`("id", "config_name", "value", "description", "updated_at", "created_at", "_status") SELECT "id", "config_name", "value", "description", "updated_at", "created_at", "_status" FROM \`website_config\`;`)
  await db.run(sql`DROP TABLE \`website_config\`;`)
  await db.run(sql`ALTER TABLE \`__new_website_config\` RENAME TO \`website_config\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`website_config_config_name_idx\` ON \`website_config\` (\`config_name\`);`)
  await db.run(sql`CREATE INDEX \`website_config_updated_at_idx\` ON \`website_config\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`website_config_created_at_idx\` ON \`website_config\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`website_config__status_idx\` ON \`website_config\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__website_config_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_config_name\` text,
  	\`version_value\` text,
  	\`version_description\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`website_config\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__website_config_v\`("id", "parent_id", "version_config_name", "version_value", "version_description", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_config_name", "version_value", "version_description", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_website_config_v\`;`)
  await db.run(sql`DROP TABLE \`_website_config_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__website_config_v\` RENAME TO \`_website_config_v\`;`)
  await db.run(sql`CREATE INDEX \`_website_config_v_parent_idx\` ON \`_website_config_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_website_config_v_version_version_config_name_idx\` ON \`_website_config_v\` (\`version_config_name\`);`)
  await db.run(sql`CREATE INDEX \`_website_config_v_version_version_updated_at_idx\` ON \`_website_config_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_website_config_v_version_version_created_at_idx\` ON \`_website_config_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_website_config_v_version_version__status_idx\` ON \`_website_config_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_website_config_v_created_at_idx\` ON \`_website_config_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_website_config_v_updated_at_idx\` ON \`_website_config_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_website_config_v_latest_idx\` ON \`_website_config_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_website_config_v_autosave_idx\` ON \`_website_config_v\` (\`autosave\`);`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}

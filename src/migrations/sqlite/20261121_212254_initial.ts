import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`banners\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`section_name\` text NOT NULL,
  	\`img_main_id\` integer NOT NULL,
  	\`img_mobile_id\` integer,
  	\`url_link\` text,
  	\`start_at\` text,
  	\`end_at\` text,
  	\`is_enabled\` integer DEFAULT true,
  	\`sort\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`img_main_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`img_mobile_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`banners_section_name_idx\` ON \`banners\` (\`section_name\`);`)
  await db.run(sql`CREATE INDEX \`banners_img_main_idx\` ON \`banners\` (\`img_main_id\`);`)
  await db.run(sql`CREATE INDEX \`banners_img_mobile_idx\` ON \`banners\` (\`img_mobile_id\`);`)
  await db.run(sql`CREATE INDEX \`banners_start_at_idx\` ON \`banners\` (\`start_at\`);`)
  await db.run(sql`CREATE INDEX \`banners_end_at_idx\` ON \`banners\` (\`end_at\`);`)
  await db.run(sql`CREATE INDEX \`banners_is_enabled_idx\` ON \`banners\` (\`is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`banners_updated_at_idx\` ON \`banners\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`banners_created_at_idx\` ON \`banners\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`content\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_order_idx\` ON \`pages_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_parent_id_idx\` ON \`pages_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_path_idx\` ON \`pages_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`caption\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_order_idx\` ON \`pages_blocks_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_parent_id_idx\` ON \`pages_blocks_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_path_idx\` ON \`pages_blocks_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_image_idx\` ON \`pages_blocks_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`banner_id\` integer NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`banner_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_banner_order_idx\` ON \`pages_blocks_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_banner_parent_id_idx\` ON \`pages_blocks_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_banner_path_idx\` ON \`pages_blocks_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_banner_banner_idx\` ON \`pages_blocks_banner\` (\`banner_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_product_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_product_list_order_idx\` ON \`pages_blocks_product_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_product_list_parent_id_idx\` ON \`pages_blocks_product_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_product_list_path_idx\` ON \`pages_blocks_product_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_call_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`text\` text,
  	\`label\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_order_idx\` ON \`pages_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_parent_id_idx\` ON \`pages_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_path_idx\` ON \`pages_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`topic\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_order_idx\` ON \`pages_blocks_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_parent_id_idx\` ON \`pages_blocks_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_path_idx\` ON \`pages_blocks_faq\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`intro\` text,
  	\`hero_id\` integer,
  	\`is_enabled\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`hero_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_slug_idx\` ON \`pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`pages_hero_idx\` ON \`pages\` (\`hero_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_is_enabled_idx\` ON \`pages\` (\`is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`pages_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_rels_order_idx\` ON \`pages_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_parent_idx\` ON \`pages_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_path_idx\` ON \`pages_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_products_id_idx\` ON \`pages_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`services_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_steps_order_idx\` ON \`services_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_steps_parent_id_idx\` ON \`services_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`summary\` text NOT NULL,
  	\`image_id\` integer,
  	\`content\` text,
  	\`fee_note\` text,
  	\`is_enabled\` integer DEFAULT true,
  	\`sort\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`services_slug_idx\` ON \`services\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`services_image_idx\` ON \`services\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`services_is_enabled_idx\` ON \`services\` (\`is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`services_updated_at_idx\` ON \`services\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`services_created_at_idx\` ON \`services\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`csr_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`date\` text NOT NULL,
  	\`location\` text,
  	\`summary\` text NOT NULL,
  	\`cover_id\` integer NOT NULL,
  	\`content\` text,
  	\`is_enabled\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`csr_events_slug_idx\` ON \`csr_events\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`csr_events_date_idx\` ON \`csr_events\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`csr_events_cover_idx\` ON \`csr_events\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`csr_events_is_enabled_idx\` ON \`csr_events\` (\`is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`csr_events_updated_at_idx\` ON \`csr_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`csr_events_created_at_idx\` ON \`csr_events\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`csr_events_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`csr_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`csr_events_rels_order_idx\` ON \`csr_events_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`csr_events_rels_parent_idx\` ON \`csr_events_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`csr_events_rels_path_idx\` ON \`csr_events_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`csr_events_rels_media_id_idx\` ON \`csr_events_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`faqs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`topic\` text NOT NULL,
  	\`question\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	\`is_enabled\` integer DEFAULT true,
  	\`sort\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`faqs_topic_idx\` ON \`faqs\` (\`topic\`);`)
  await db.run(sql`CREATE INDEX \`faqs_is_enabled_idx\` ON \`faqs\` (\`is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`faqs_updated_at_idx\` ON \`faqs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faqs_created_at_idx\` ON \`faqs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`alt\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_thumb_url\` text,
  	\`sizes_thumb_width\` numeric,
  	\`sizes_thumb_height\` numeric,
  	\`sizes_thumb_mime_type\` text,
  	\`sizes_thumb_filesize\` numeric,
  	\`sizes_thumb_filename\` text,
  	\`sizes_card_url\` text,
  	\`sizes_card_width\` numeric,
  	\`sizes_card_height\` numeric,
  	\`sizes_card_mime_type\` text,
  	\`sizes_card_filesize\` numeric,
  	\`sizes_card_filename\` text,
  	\`sizes_wide_url\` text,
  	\`sizes_wide_width\` numeric,
  	\`sizes_wide_height\` numeric,
  	\`sizes_wide_mime_type\` text,
  	\`sizes_wide_filesize\` numeric,
  	\`sizes_wide_filename\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_thumb_sizes_thumb_filename_idx\` ON \`media\` (\`sizes_thumb_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_card_sizes_card_filename_idx\` ON \`media\` (\`sizes_card_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_wide_sizes_wide_filename_idx\` ON \`media\` (\`sizes_wide_filename\`);`)
  await db.run(sql`CREATE TABLE \`documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`documents_updated_at_idx\` ON \`documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`documents_created_at_idx\` ON \`documents\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`documents_filename_idx\` ON \`documents\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`products\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`sku\` text NOT NULL,
  	\`url_key\` text NOT NULL,
  	\`description\` text,
  	\`price\` numeric NOT NULL,
  	\`sale_price\` numeric,
  	\`category_id\` integer NOT NULL,
  	\`brand_id\` integer,
  	\`room_id\` integer,
  	\`style\` text,
  	\`color\` text,
  	\`material\` text,
  	\`dimensions\` text,
  	\`tags\` text,
  	\`marketplace_url\` text,
  	\`warranty_months\` numeric DEFAULT 12,
  	\`sold_count\` numeric DEFAULT 0,
  	\`is_new\` integer DEFAULT false,
  	\`is_informab2b\` integer DEFAULT false,
  	\`is_enabled\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`brand_id\`) REFERENCES \`brands\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`room_id\`) REFERENCES \`room_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_sku_idx\` ON \`products\` (\`sku\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`products_url_key_idx\` ON \`products\` (\`url_key\`);`)
  await db.run(sql`CREATE INDEX \`products_category_idx\` ON \`products\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`products_brand_idx\` ON \`products\` (\`brand_id\`);`)
  await db.run(sql`CREATE INDEX \`products_room_idx\` ON \`products\` (\`room_id\`);`)
  await db.run(sql`CREATE INDEX \`products_is_enabled_idx\` ON \`products\` (\`is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`products_updated_at_idx\` ON \`products\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`products_created_at_idx\` ON \`products\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`products_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_rels_order_idx\` ON \`products_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_parent_idx\` ON \`products_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_path_idx\` ON \`products_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_media_id_idx\` ON \`products_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`parent_id\` integer,
  	\`description\` text,
  	\`image_id\` integer,
  	\`is_enabled\` integer DEFAULT true,
  	\`sort\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`categories_slug_idx\` ON \`categories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`categories_parent_idx\` ON \`categories\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`categories_image_idx\` ON \`categories\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`categories_is_enabled_idx\` ON \`categories\` (\`is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`categories_updated_at_idx\` ON \`categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`categories_created_at_idx\` ON \`categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`brands\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`type\` text DEFAULT 'product' NOT NULL,
  	\`img_icon_id\` integer,
  	\`url_link\` text,
  	\`is_enabled\` integer DEFAULT true,
  	\`sort\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`img_icon_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`brands_code_idx\` ON \`brands\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`brands_type_idx\` ON \`brands\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`brands_img_icon_idx\` ON \`brands\` (\`img_icon_id\`);`)
  await db.run(sql`CREATE INDEX \`brands_is_enabled_idx\` ON \`brands\` (\`is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`brands_updated_at_idx\` ON \`brands\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`brands_created_at_idx\` ON \`brands\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`promotions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`summary\` text NOT NULL,
  	\`banner_id\` integer NOT NULL,
  	\`start_at\` text,
  	\`end_at\` text,
  	\`terms\` text,
  	\`category\` text,
  	\`is_enabled\` integer DEFAULT true,
  	\`sort\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`banner_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`promotions_slug_idx\` ON \`promotions\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`promotions_banner_idx\` ON \`promotions\` (\`banner_id\`);`)
  await db.run(sql`CREATE INDEX \`promotions_start_at_idx\` ON \`promotions\` (\`start_at\`);`)
  await db.run(sql`CREATE INDEX \`promotions_end_at_idx\` ON \`promotions\` (\`end_at\`);`)
  await db.run(sql`CREATE INDEX \`promotions_is_enabled_idx\` ON \`promotions\` (\`is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`promotions_updated_at_idx\` ON \`promotions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`promotions_created_at_idx\` ON \`promotions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`promotions_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`promotions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`promotions_rels_order_idx\` ON \`promotions_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`promotions_rels_parent_idx\` ON \`promotions_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`promotions_rels_path_idx\` ON \`promotions_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`promotions_rels_products_id_idx\` ON \`promotions_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`ecatalogues\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`promotion_id\` integer,
  	\`cover_id\` integer NOT NULL,
  	\`file_id\` integer,
  	\`start_at\` text,
  	\`end_at\` text,
  	\`is_enabled\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`promotion_id\`) REFERENCES \`promotions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`ecatalogues_slug_idx\` ON \`ecatalogues\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`ecatalogues_promotion_idx\` ON \`ecatalogues\` (\`promotion_id\`);`)
  await db.run(sql`CREATE INDEX \`ecatalogues_cover_idx\` ON \`ecatalogues\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`ecatalogues_file_idx\` ON \`ecatalogues\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`ecatalogues_start_at_idx\` ON \`ecatalogues\` (\`start_at\`);`)
  await db.run(sql`CREATE INDEX \`ecatalogues_end_at_idx\` ON \`ecatalogues\` (\`end_at\`);`)
  await db.run(sql`CREATE INDEX \`ecatalogues_is_enabled_idx\` ON \`ecatalogues\` (\`is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`ecatalogues_updated_at_idx\` ON \`ecatalogues\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`ecatalogues_created_at_idx\` ON \`ecatalogues\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`ecatalogues_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`ecatalogues\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ecatalogues_rels_order_idx\` ON \`ecatalogues_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`ecatalogues_rels_parent_idx\` ON \`ecatalogues_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`ecatalogues_rels_path_idx\` ON \`ecatalogues_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`ecatalogues_rels_media_id_idx\` ON \`ecatalogues_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`flash_sales_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`product_id\` integer NOT NULL,
  	\`flash_price\` numeric NOT NULL,
  	\`stock\` numeric DEFAULT 10,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`flash_sales\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`flash_sales_items_order_idx\` ON \`flash_sales_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`flash_sales_items_parent_id_idx\` ON \`flash_sales_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`flash_sales_items_product_idx\` ON \`flash_sales_items\` (\`product_id\`);`)
  await db.run(sql`CREATE TABLE \`flash_sales\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`type\` text NOT NULL,
  	\`start_at\` text,
  	\`end_at\` text,
  	\`is_enabled\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`flash_sales_type_idx\` ON \`flash_sales\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`flash_sales_start_at_idx\` ON \`flash_sales\` (\`start_at\`);`)
  await db.run(sql`CREATE INDEX \`flash_sales_end_at_idx\` ON \`flash_sales\` (\`end_at\`);`)
  await db.run(sql`CREATE INDEX \`flash_sales_is_enabled_idx\` ON \`flash_sales\` (\`is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`flash_sales_updated_at_idx\` ON \`flash_sales\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`flash_sales_created_at_idx\` ON \`flash_sales\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`articles\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`excerpt\` text NOT NULL,
  	\`cover_id\` integer NOT NULL,
  	\`content\` text,
  	\`author\` text,
  	\`published_at\` text NOT NULL,
  	\`room_category_id\` integer,
  	\`tags\` text,
  	\`is_enabled\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`room_category_id\`) REFERENCES \`room_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_slug_idx\` ON \`articles\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`articles_cover_idx\` ON \`articles\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_published_at_idx\` ON \`articles\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_room_category_idx\` ON \`articles\` (\`room_category_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_is_enabled_idx\` ON \`articles\` (\`is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`articles_updated_at_idx\` ON \`articles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_created_at_idx\` ON \`articles\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`articles_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_rels_order_idx\` ON \`articles_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`articles_rels_parent_idx\` ON \`articles_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_rels_path_idx\` ON \`articles_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`articles_rels_products_id_idx\` ON \`articles_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`rooms_looks\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`rooms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`rooms_looks_order_idx\` ON \`rooms_looks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`rooms_looks_parent_id_idx\` ON \`rooms_looks\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`rooms_looks_image_idx\` ON \`rooms_looks\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`rooms\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`room_category_id\` integer NOT NULL,
  	\`summary\` text,
  	\`cover_id\` integer NOT NULL,
  	\`is_enabled\` integer DEFAULT true,
  	\`sort\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`room_category_id\`) REFERENCES \`room_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`rooms_slug_idx\` ON \`rooms\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`rooms_room_category_idx\` ON \`rooms\` (\`room_category_id\`);`)
  await db.run(sql`CREATE INDEX \`rooms_cover_idx\` ON \`rooms\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`rooms_is_enabled_idx\` ON \`rooms\` (\`is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`rooms_updated_at_idx\` ON \`rooms\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`rooms_created_at_idx\` ON \`rooms\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`rooms_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`rooms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`rooms_rels_order_idx\` ON \`rooms_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`rooms_rels_parent_idx\` ON \`rooms_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`rooms_rels_path_idx\` ON \`rooms_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`rooms_rels_products_id_idx\` ON \`rooms_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`room_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`description\` text,
  	\`image_id\` integer,
  	\`is_enabled\` integer DEFAULT true,
  	\`sort\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`room_categories_slug_idx\` ON \`room_categories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`room_categories_image_idx\` ON \`room_categories\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`room_categories_is_enabled_idx\` ON \`room_categories\` (\`is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`room_categories_updated_at_idx\` ON \`room_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`room_categories_created_at_idx\` ON \`room_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`style_galleries_hotspots\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`product_id\` integer NOT NULL,
  	\`x\` numeric NOT NULL,
  	\`y\` numeric NOT NULL,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`style_galleries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`style_galleries_hotspots_order_idx\` ON \`style_galleries_hotspots\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`style_galleries_hotspots_parent_id_idx\` ON \`style_galleries_hotspots\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`style_galleries_hotspots_product_idx\` ON \`style_galleries_hotspots\` (\`product_id\`);`)
  await db.run(sql`CREATE TABLE \`style_galleries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`style\` text,
  	\`description\` text,
  	\`image_id\` integer NOT NULL,
  	\`is_enabled\` integer DEFAULT true,
  	\`sort\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`style_galleries_slug_idx\` ON \`style_galleries\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`style_galleries_image_idx\` ON \`style_galleries\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`style_galleries_is_enabled_idx\` ON \`style_galleries\` (\`is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`style_galleries_updated_at_idx\` ON \`style_galleries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`style_galleries_created_at_idx\` ON \`style_galleries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`stores_opening_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`days\` text NOT NULL,
  	\`open\` text NOT NULL,
  	\`close\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stores\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`stores_opening_hours_order_idx\` ON \`stores_opening_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stores_opening_hours_parent_id_idx\` ON \`stores_opening_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`stores\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`area\` text NOT NULL,
  	\`city\` text NOT NULL,
  	\`address\` text NOT NULL,
  	\`lat\` numeric NOT NULL,
  	\`lng\` numeric NOT NULL,
  	\`phone\` text,
  	\`image_id\` integer,
  	\`is_enabled\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`stores_code_idx\` ON \`stores\` (\`code\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`stores_slug_idx\` ON \`stores\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`stores_area_idx\` ON \`stores\` (\`area\`);`)
  await db.run(sql`CREATE INDEX \`stores_city_idx\` ON \`stores\` (\`city\`);`)
  await db.run(sql`CREATE INDEX \`stores_image_idx\` ON \`stores\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`stores_is_enabled_idx\` ON \`stores\` (\`is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`stores_updated_at_idx\` ON \`stores\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`stores_created_at_idx\` ON \`stores\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`stores_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`services_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`stores\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`services_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`stores_rels_order_idx\` ON \`stores_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`stores_rels_parent_idx\` ON \`stores_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stores_rels_path_idx\` ON \`stores_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`stores_rels_services_id_idx\` ON \`stores_rels\` (\`services_id\`);`)
  await db.run(sql`CREATE TABLE \`events_gifts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`quota\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`events_gifts_order_idx\` ON \`events_gifts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`events_gifts_parent_id_idx\` ON \`events_gifts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`calendar_id\` integer NOT NULL,
  	\`store_id\` integer,
  	\`city\` text NOT NULL,
  	\`venue\` text NOT NULL,
  	\`starts_at\` text NOT NULL,
  	\`ends_at\` text NOT NULL,
  	\`registration_closes_at\` text,
  	\`capacity\` numeric NOT NULL,
  	\`max_participants_per_registration\` numeric DEFAULT 4,
  	\`summary\` text NOT NULL,
  	\`content\` text,
  	\`cover_id\` integer NOT NULL,
  	\`is_enabled\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`calendar_id\`) REFERENCES \`event_calendars\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`store_id\`) REFERENCES \`stores\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`events_slug_idx\` ON \`events\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`events_calendar_idx\` ON \`events\` (\`calendar_id\`);`)
  await db.run(sql`CREATE INDEX \`events_store_idx\` ON \`events\` (\`store_id\`);`)
  await db.run(sql`CREATE INDEX \`events_city_idx\` ON \`events\` (\`city\`);`)
  await db.run(sql`CREATE INDEX \`events_starts_at_idx\` ON \`events\` (\`starts_at\`);`)
  await db.run(sql`CREATE INDEX \`events_cover_idx\` ON \`events\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`events_is_enabled_idx\` ON \`events\` (\`is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`events_updated_at_idx\` ON \`events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`events_created_at_idx\` ON \`events\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`event_calendars\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`color\` text,
  	\`is_enabled\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`event_calendars_slug_idx\` ON \`event_calendars\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`event_calendars_is_enabled_idx\` ON \`event_calendars\` (\`is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`event_calendars_updated_at_idx\` ON \`event_calendars\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`event_calendars_created_at_idx\` ON \`event_calendars\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`newsletter_subscribers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`source\` text DEFAULT 'footer',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`newsletter_subscribers_email_idx\` ON \`newsletter_subscribers\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_updated_at_idx\` ON \`newsletter_subscribers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_created_at_idx\` ON \`newsletter_subscribers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`contact_messages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`topic\` text NOT NULL,
  	\`message\` text NOT NULL,
  	\`status\` text DEFAULT 'new',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`contact_messages_updated_at_idx\` ON \`contact_messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_created_at_idx\` ON \`contact_messages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`event_registrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`event_id\` integer NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`participants\` numeric NOT NULL,
  	\`registration_code\` text NOT NULL,
  	\`gift_claimed\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`event_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`event_registrations_event_idx\` ON \`event_registrations\` (\`event_id\`);`)
  await db.run(sql`CREATE INDEX \`event_registrations_email_idx\` ON \`event_registrations\` (\`email\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`event_registrations_registration_code_idx\` ON \`event_registrations\` (\`registration_code\`);`)
  await db.run(sql`CREATE INDEX \`event_registrations_updated_at_idx\` ON \`event_registrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`event_registrations_created_at_idx\` ON \`event_registrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`warranty_registrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`receipt_no\` text NOT NULL,
  	\`serial_no\` text NOT NULL,
  	\`product_id\` integer,
  	\`product_name\` text NOT NULL,
  	\`customer_name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`address\` text NOT NULL,
  	\`kelurahan\` text NOT NULL,
  	\`kecamatan\` text NOT NULL,
  	\`city\` text NOT NULL,
  	\`province\` text NOT NULL,
  	\`postal_code\` text,
  	\`purchased_at\` text NOT NULL,
  	\`coverage_until\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`warranty_registrations_receipt_no_idx\` ON \`warranty_registrations\` (\`receipt_no\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`warranty_registrations_serial_no_idx\` ON \`warranty_registrations\` (\`serial_no\`);`)
  await db.run(sql`CREATE INDEX \`warranty_registrations_product_idx\` ON \`warranty_registrations\` (\`product_id\`);`)
  await db.run(sql`CREATE INDEX \`warranty_registrations_updated_at_idx\` ON \`warranty_registrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`warranty_registrations_created_at_idx\` ON \`warranty_registrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`warranty_claims\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`claim_no\` text NOT NULL,
  	\`registration_id\` integer NOT NULL,
  	\`problem\` text NOT NULL,
  	\`status\` text DEFAULT 'received',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`registration_id\`) REFERENCES \`warranty_registrations\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`warranty_claims_claim_no_idx\` ON \`warranty_claims\` (\`claim_no\`);`)
  await db.run(sql`CREATE INDEX \`warranty_claims_registration_idx\` ON \`warranty_claims\` (\`registration_id\`);`)
  await db.run(sql`CREATE INDEX \`warranty_claims_updated_at_idx\` ON \`warranty_claims\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`warranty_claims_created_at_idx\` ON \`warranty_claims\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`warranty_claims_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`private_uploads_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`warranty_claims\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`private_uploads_id\`) REFERENCES \`private_uploads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`warranty_claims_rels_order_idx\` ON \`warranty_claims_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`warranty_claims_rels_parent_idx\` ON \`warranty_claims_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`warranty_claims_rels_path_idx\` ON \`warranty_claims_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`warranty_claims_rels_private_uploads_id_idx\` ON \`warranty_claims_rels\` (\`private_uploads_id\`);`)
  await db.run(sql`CREATE TABLE \`pdp_agreements\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`nip\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`signature_id\` integer NOT NULL,
  	\`url_api\` text,
  	\`consent_version\` text NOT NULL,
  	\`consent_at\` text NOT NULL,
  	\`channel\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`signature_id\`) REFERENCES \`private_uploads\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`pdp_agreements_signature_idx\` ON \`pdp_agreements\` (\`signature_id\`);`)
  await db.run(sql`CREATE INDEX \`pdp_agreements_updated_at_idx\` ON \`pdp_agreements\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pdp_agreements_created_at_idx\` ON \`pdp_agreements\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`voucher_claims\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`voucher_id\` integer NOT NULL,
  	\`code\` text NOT NULL,
  	\`channel\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`voucher_id\`) REFERENCES \`vouchers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`voucher_claims_voucher_idx\` ON \`voucher_claims\` (\`voucher_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`voucher_claims_code_idx\` ON \`voucher_claims\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`voucher_claims_updated_at_idx\` ON \`voucher_claims\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`voucher_claims_created_at_idx\` ON \`voucher_claims\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`refund_approvals\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`return_id\` integer NOT NULL,
  	\`return_no\` text NOT NULL,
  	\`decision\` text NOT NULL,
  	\`note\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`return_id\`) REFERENCES \`returns\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`refund_approvals_return_idx\` ON \`refund_approvals\` (\`return_id\`);`)
  await db.run(sql`CREATE INDEX \`refund_approvals_updated_at_idx\` ON \`refund_approvals\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`refund_approvals_created_at_idx\` ON \`refund_approvals\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`visit_counts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`path\` text NOT NULL,
  	\`day\` text NOT NULL,
  	\`count\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`visit_counts_path_idx\` ON \`visit_counts\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`visit_counts_day_idx\` ON \`visit_counts\` (\`day\`);`)
  await db.run(sql`CREATE INDEX \`visit_counts_updated_at_idx\` ON \`visit_counts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`visit_counts_created_at_idx\` ON \`visit_counts\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`path_day_idx\` ON \`visit_counts\` (\`path\`,\`day\`);`)
  await db.run(sql`CREATE TABLE \`private_uploads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`purpose\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`private_uploads_updated_at_idx\` ON \`private_uploads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`private_uploads_created_at_idx\` ON \`private_uploads\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`private_uploads_filename_idx\` ON \`private_uploads\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`sales_receipts_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`product_id\` integer,
  	\`sku\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`qty\` numeric NOT NULL,
  	\`price\` numeric NOT NULL,
  	\`serial_no\` text,
  	\`label_paid\` integer DEFAULT true,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sales_receipts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sales_receipts_items_order_idx\` ON \`sales_receipts_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sales_receipts_items_parent_id_idx\` ON \`sales_receipts_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sales_receipts_items_product_idx\` ON \`sales_receipts_items\` (\`product_id\`);`)
  await db.run(sql`CREATE INDEX \`sales_receipts_items_serial_no_idx\` ON \`sales_receipts_items\` (\`serial_no\`);`)
  await db.run(sql`CREATE TABLE \`sales_receipts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`receipt_no\` text NOT NULL,
  	\`store_id\` integer NOT NULL,
  	\`purchased_at\` text NOT NULL,
  	\`customer_name\` text,
  	\`is_paid\` integer DEFAULT true,
  	\`total\` numeric NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`store_id\`) REFERENCES \`stores\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`sales_receipts_receipt_no_idx\` ON \`sales_receipts\` (\`receipt_no\`);`)
  await db.run(sql`CREATE INDEX \`sales_receipts_store_idx\` ON \`sales_receipts\` (\`store_id\`);`)
  await db.run(sql`CREATE INDEX \`sales_receipts_updated_at_idx\` ON \`sales_receipts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sales_receipts_created_at_idx\` ON \`sales_receipts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`returns_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`sku\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`qty\` numeric NOT NULL,
  	\`price\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`returns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`returns_items_order_idx\` ON \`returns_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`returns_items_parent_id_idx\` ON \`returns_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`returns\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`return_no\` text NOT NULL,
  	\`receipt_id\` integer NOT NULL,
  	\`customer_name\` text NOT NULL,
  	\`reason\` text NOT NULL,
  	\`amount\` numeric NOT NULL,
  	\`refund_method\` text NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`receipt_id\`) REFERENCES \`sales_receipts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`returns_return_no_idx\` ON \`returns\` (\`return_no\`);`)
  await db.run(sql`CREATE INDEX \`returns_receipt_idx\` ON \`returns\` (\`receipt_id\`);`)
  await db.run(sql`CREATE INDEX \`returns_updated_at_idx\` ON \`returns\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`returns_created_at_idx\` ON \`returns\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`vouchers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`value\` numeric NOT NULL,
  	\`min_purchase\` numeric DEFAULT 0,
  	\`valid_from\` text NOT NULL,
  	\`valid_until\` text NOT NULL,
  	\`status\` text DEFAULT 'active' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`vouchers_code_idx\` ON \`vouchers\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`vouchers_updated_at_idx\` ON \`vouchers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`vouchers_created_at_idx\` ON \`vouchers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`email_verifications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`token\` text NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`verified_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`email_verifications_email_idx\` ON \`email_verifications\` (\`email\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`email_verifications_token_idx\` ON \`email_verifications\` (\`token\`);`)
  await db.run(sql`CREATE INDEX \`email_verifications_updated_at_idx\` ON \`email_verifications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`email_verifications_created_at_idx\` ON \`email_verifications\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`selections\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`type\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`link\` text,
  	\`value\` text,
  	\`is_enabled\` integer DEFAULT true,
  	\`sort\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`selections_type_idx\` ON \`selections\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`selections_is_enabled_idx\` ON \`selections\` (\`is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`selections_updated_at_idx\` ON \`selections\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`selections_created_at_idx\` ON \`selections\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`seo\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link_url\` text NOT NULL,
  	\`meta_title\` text NOT NULL,
  	\`meta_desc\` text,
  	\`meta_keyword\` text,
  	\`opengraph_title\` text,
  	\`opengraph_desc\` text,
  	\`opengraph_url\` text,
  	\`opengraph_keyword\` text,
  	\`twitter_title\` text,
  	\`twitter_desc\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`seo_link_url_idx\` ON \`seo\` (\`link_url\`);`)
  await db.run(sql`CREATE INDEX \`seo_updated_at_idx\` ON \`seo\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`seo_created_at_idx\` ON \`seo\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`social_links\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`platform\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`is_enabled\` integer DEFAULT true,
  	\`sort\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`social_links_is_enabled_idx\` ON \`social_links\` (\`is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`social_links_updated_at_idx\` ON \`social_links\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`social_links_created_at_idx\` ON \`social_links\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`website_config\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`config_name\` text NOT NULL,
  	\`value\` text NOT NULL,
  	\`description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`website_config_config_name_idx\` ON \`website_config\` (\`config_name\`);`)
  await db.run(sql`CREATE INDEX \`website_config_updated_at_idx\` ON \`website_config\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`website_config_created_at_idx\` ON \`website_config\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`role\` text DEFAULT 'editor' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`banners_id\` integer,
  	\`pages_id\` integer,
  	\`services_id\` integer,
  	\`csr_events_id\` integer,
  	\`faqs_id\` integer,
  	\`media_id\` integer,
  	\`documents_id\` integer,
  	\`products_id\` integer,
  	\`categories_id\` integer,
  	\`brands_id\` integer,
  	\`promotions_id\` integer,
  	\`ecatalogues_id\` integer,
  	\`flash_sales_id\` integer,
  	\`articles_id\` integer,
  	\`rooms_id\` integer,
  	\`room_categories_id\` integer,
  	\`style_galleries_id\` integer,
  	\`stores_id\` integer,
  	\`events_id\` integer,
  	\`event_calendars_id\` integer,
  	\`newsletter_subscribers_id\` integer,
  	\`contact_messages_id\` integer,
  	\`event_registrations_id\` integer,
  	\`warranty_registrations_id\` integer,
  	\`warranty_claims_id\` integer,
  	\`pdp_agreements_id\` integer,
  	\`voucher_claims_id\` integer,
  	\`refund_approvals_id\` integer,
  	\`visit_counts_id\` integer,
  	\`private_uploads_id\` integer,
  	\`sales_receipts_id\` integer,
  	\`returns_id\` integer,
  	\`vouchers_id\` integer,
  	\`email_verifications_id\` integer,
  	\`selections_id\` integer,
  	\`seo_id\` integer,
  	\`social_links_id\` integer,
  	\`website_config_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`banners_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`services_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`csr_events_id\`) REFERENCES \`csr_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`brands_id\`) REFERENCES \`brands\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`promotions_id\`) REFERENCES \`promotions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ecatalogues_id\`) REFERENCES \`ecatalogues\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`flash_sales_id\`) REFERENCES \`flash_sales\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`rooms_id\`) REFERENCES \`rooms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`room_categories_id\`) REFERENCES \`room_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`style_galleries_id\`) REFERENCES \`style_galleries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`stores_id\`) REFERENCES \`stores\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`events_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`event_calendars_id\`) REFERENCES \`event_calendars\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_subscribers_id\`) REFERENCES \`newsletter_subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`event_registrations_id\`) REFERENCES \`event_registrations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`warranty_registrations_id\`) REFERENCES \`warranty_registrations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`warranty_claims_id\`) REFERENCES \`warranty_claims\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pdp_agreements_id\`) REFERENCES \`pdp_agreements\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`voucher_claims_id\`) REFERENCES \`voucher_claims\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`refund_approvals_id\`) REFERENCES \`refund_approvals\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`visit_counts_id\`) REFERENCES \`visit_counts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`private_uploads_id\`) REFERENCES \`private_uploads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sales_receipts_id\`) REFERENCES \`sales_receipts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`returns_id\`) REFERENCES \`returns\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vouchers_id\`) REFERENCES \`vouchers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`email_verifications_id\`) REFERENCES \`email_verifications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`selections_id\`) REFERENCES \`selections\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`seo_id\`) REFERENCES \`seo\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`social_links_id\`) REFERENCES \`social_links\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`website_config_id\`) REFERENCES \`website_config\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_banners_id_idx\` ON \`payload_locked_documents_rels\` (\`banners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_services_id_idx\` ON \`payload_locked_documents_rels\` (\`services_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_csr_events_id_idx\` ON \`payload_locked_documents_rels\` (\`csr_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faqs_id_idx\` ON \`payload_locked_documents_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_brands_id_idx\` ON \`payload_locked_documents_rels\` (\`brands_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_promotions_id_idx\` ON \`payload_locked_documents_rels\` (\`promotions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_ecatalogues_id_idx\` ON \`payload_locked_documents_rels\` (\`ecatalogues_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_flash_sales_id_idx\` ON \`payload_locked_documents_rels\` (\`flash_sales_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rooms_id_idx\` ON \`payload_locked_documents_rels\` (\`rooms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_room_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`room_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_style_galleries_id_idx\` ON \`payload_locked_documents_rels\` (\`style_galleries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_stores_id_idx\` ON \`payload_locked_documents_rels\` (\`stores_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_events_id_idx\` ON \`payload_locked_documents_rels\` (\`events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_event_calendars_id_idx\` ON \`payload_locked_documents_rels\` (\`event_calendars_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_event_registrations_id_idx\` ON \`payload_locked_documents_rels\` (\`event_registrations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_warranty_registrations_id_idx\` ON \`payload_locked_documents_rels\` (\`warranty_registrations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_warranty_claims_id_idx\` ON \`payload_locked_documents_rels\` (\`warranty_claims_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pdp_agreements_id_idx\` ON \`payload_locked_documents_rels\` (\`pdp_agreements_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_voucher_claims_id_idx\` ON \`payload_locked_documents_rels\` (\`voucher_claims_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_refund_approvals_id_idx\` ON \`payload_locked_documents_rels\` (\`refund_approvals_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_visit_counts_id_idx\` ON \`payload_locked_documents_rels\` (\`visit_counts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_private_uploads_id_idx\` ON \`payload_locked_documents_rels\` (\`private_uploads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sales_receipts_id_idx\` ON \`payload_locked_documents_rels\` (\`sales_receipts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_returns_id_idx\` ON \`payload_locked_documents_rels\` (\`returns_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_vouchers_id_idx\` ON \`payload_locked_documents_rels\` (\`vouchers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_email_verifications_id_idx\` ON \`payload_locked_documents_rels\` (\`email_verifications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_selections_id_idx\` ON \`payload_locked_documents_rels\` (\`selections_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_seo_id_idx\` ON \`payload_locked_documents_rels\` (\`seo_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_social_links_id_idx\` ON \`payload_locked_documents_rels\` (\`social_links_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_website_config_id_idx\` ON \`payload_locked_documents_rels\` (\`website_config_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`banners\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_banner\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_product_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_faq\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages_rels\`;`)
  await db.run(sql`DROP TABLE \`services_steps\`;`)
  await db.run(sql`DROP TABLE \`services\`;`)
  await db.run(sql`DROP TABLE \`csr_events\`;`)
  await db.run(sql`DROP TABLE \`csr_events_rels\`;`)
  await db.run(sql`DROP TABLE \`faqs\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`documents\`;`)
  await db.run(sql`DROP TABLE \`products\`;`)
  await db.run(sql`DROP TABLE \`products_rels\`;`)
  await db.run(sql`DROP TABLE \`categories\`;`)
  await db.run(sql`DROP TABLE \`brands\`;`)
  await db.run(sql`DROP TABLE \`promotions\`;`)
  await db.run(sql`DROP TABLE \`promotions_rels\`;`)
  await db.run(sql`DROP TABLE \`ecatalogues\`;`)
  await db.run(sql`DROP TABLE \`ecatalogues_rels\`;`)
  await db.run(sql`DROP TABLE \`flash_sales_items\`;`)
  await db.run(sql`DROP TABLE \`flash_sales\`;`)
  await db.run(sql`DROP TABLE \`articles\`;`)
  await db.run(sql`DROP TABLE \`articles_rels\`;`)
  await db.run(sql`DROP TABLE \`rooms_looks\`;`)
  await db.run(sql`DROP TABLE \`rooms\`;`)
  await db.run(sql`DROP TABLE \`rooms_rels\`;`)
  await db.run(sql`DROP TABLE \`room_categories\`;`)
  await db.run(sql`DROP TABLE \`style_galleries_hotspots\`;`)
  await db.run(sql`DROP TABLE \`style_galleries\`;`)
  await db.run(sql`DROP TABLE \`stores_opening_hours\`;`)
  await db.run(sql`DROP TABLE \`stores\`;`)
  await db.run(sql`DROP TABLE \`stores_rels\`;`)
  await db.run(sql`DROP TABLE \`events_gifts\`;`)
  await db.run(sql`DROP TABLE \`events\`;`)
  await db.run(sql`DROP TABLE \`event_calendars\`;`)
  await db.run(sql`DROP TABLE \`newsletter_subscribers\`;`)
  await db.run(sql`DROP TABLE \`contact_messages\`;`)
  await db.run(sql`DROP TABLE \`event_registrations\`;`)
  await db.run(sql`DROP TABLE \`warranty_registrations\`;`)
  await db.run(sql`DROP TABLE \`warranty_claims\`;`)
  await db.run(sql`DROP TABLE \`warranty_claims_rels\`;`)
  await db.run(sql`DROP TABLE \`pdp_agreements\`;`)
  await db.run(sql`DROP TABLE \`voucher_claims\`;`)
  await db.run(sql`DROP TABLE \`refund_approvals\`;`)
  await db.run(sql`DROP TABLE \`visit_counts\`;`)
  await db.run(sql`DROP TABLE \`private_uploads\`;`)
  await db.run(sql`DROP TABLE \`sales_receipts_items\`;`)
  await db.run(sql`DROP TABLE \`sales_receipts\`;`)
  await db.run(sql`DROP TABLE \`returns_items\`;`)
  await db.run(sql`DROP TABLE \`returns\`;`)
  await db.run(sql`DROP TABLE \`vouchers\`;`)
  await db.run(sql`DROP TABLE \`email_verifications\`;`)
  await db.run(sql`DROP TABLE \`selections\`;`)
  await db.run(sql`DROP TABLE \`seo\`;`)
  await db.run(sql`DROP TABLE \`social_links\`;`)
  await db.run(sql`DROP TABLE \`website_config\`;`)
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
}

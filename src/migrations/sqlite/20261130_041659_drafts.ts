import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Tables are rebuilt below (drafts make required columns nullable). drizzle-kit turns foreign keys back on
  // after the first rebuilt table; dropping the next one would then cascade into its blocks, arrays and
  // relations (or null references to it). Off for the whole migration, which runs outside a transaction here.
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`_banners_v\` (
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
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`content\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_order_idx\` ON \`_pages_v_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_parent_id_idx\` ON \`_pages_v_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_path_idx\` ON \`_pages_v_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`caption\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_order_idx\` ON \`_pages_v_blocks_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_parent_id_idx\` ON \`_pages_v_blocks_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_path_idx\` ON \`_pages_v_blocks_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_image_idx\` ON \`_pages_v_blocks_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`banner_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`banner_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_banner_order_idx\` ON \`_pages_v_blocks_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_banner_parent_id_idx\` ON \`_pages_v_blocks_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_banner_path_idx\` ON \`_pages_v_blocks_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_banner_banner_idx\` ON \`_pages_v_blocks_banner\` (\`banner_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_product_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_list_order_idx\` ON \`_pages_v_blocks_product_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_list_parent_id_idx\` ON \`_pages_v_blocks_product_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_list_path_idx\` ON \`_pages_v_blocks_product_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_call_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`label\` text,
  	\`url\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_call_to_action_order_idx\` ON \`_pages_v_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_call_to_action_parent_id_idx\` ON \`_pages_v_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_call_to_action_path_idx\` ON \`_pages_v_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`topic\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_order_idx\` ON \`_pages_v_blocks_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_parent_id_idx\` ON \`_pages_v_blocks_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_path_idx\` ON \`_pages_v_blocks_faq\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v\` (
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
  await db.run(sql`CREATE TABLE \`_pages_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_order_idx\` ON \`_pages_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_parent_idx\` ON \`_pages_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_path_idx\` ON \`_pages_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_products_id_idx\` ON \`_pages_v_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_version_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_version_steps_order_idx\` ON \`_services_v_version_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_steps_parent_id_idx\` ON \`_services_v_version_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v\` (
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
  await db.run(sql`CREATE TABLE \`_csr_events_v\` (
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
  await db.run(sql`CREATE TABLE \`_csr_events_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_csr_events_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_csr_events_v_rels_order_idx\` ON \`_csr_events_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_csr_events_v_rels_parent_idx\` ON \`_csr_events_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_csr_events_v_rels_path_idx\` ON \`_csr_events_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_csr_events_v_rels_media_id_idx\` ON \`_csr_events_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v\` (
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
  await db.run(sql`CREATE TABLE \`_promotions_v\` (
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
  await db.run(sql`CREATE TABLE \`_promotions_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_promotions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_promotions_v_rels_order_idx\` ON \`_promotions_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_promotions_v_rels_parent_idx\` ON \`_promotions_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_promotions_v_rels_path_idx\` ON \`_promotions_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_promotions_v_rels_products_id_idx\` ON \`_promotions_v_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`_ecatalogues_v\` (
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
  await db.run(sql`CREATE TABLE \`_ecatalogues_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_ecatalogues_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_ecatalogues_v_rels_order_idx\` ON \`_ecatalogues_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_ecatalogues_v_rels_parent_idx\` ON \`_ecatalogues_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_ecatalogues_v_rels_path_idx\` ON \`_ecatalogues_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_ecatalogues_v_rels_media_id_idx\` ON \`_ecatalogues_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_flash_sales_v_version_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`product_id\` integer,
  	\`flash_price\` numeric,
  	\`stock\` numeric DEFAULT 10,
  	\`_uuid\` text,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_flash_sales_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_flash_sales_v_version_items_order_idx\` ON \`_flash_sales_v_version_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_flash_sales_v_version_items_parent_id_idx\` ON \`_flash_sales_v_version_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_flash_sales_v_version_items_product_idx\` ON \`_flash_sales_v_version_items\` (\`product_id\`);`)
  await db.run(sql`CREATE TABLE \`_flash_sales_v\` (
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
  await db.run(sql`CREATE TABLE \`_articles_v\` (
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
  await db.run(sql`CREATE TABLE \`_articles_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_rels_order_idx\` ON \`_articles_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_rels_parent_idx\` ON \`_articles_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_rels_path_idx\` ON \`_articles_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_rels_products_id_idx\` ON \`_articles_v_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`_rooms_v_version_looks\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_rooms_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_rooms_v_version_looks_order_idx\` ON \`_rooms_v_version_looks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_rooms_v_version_looks_parent_id_idx\` ON \`_rooms_v_version_looks\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_rooms_v_version_looks_image_idx\` ON \`_rooms_v_version_looks\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_rooms_v\` (
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
  await db.run(sql`CREATE TABLE \`_rooms_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_rooms_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_rooms_v_rels_order_idx\` ON \`_rooms_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_rooms_v_rels_parent_idx\` ON \`_rooms_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_rooms_v_rels_path_idx\` ON \`_rooms_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_rooms_v_rels_products_id_idx\` ON \`_rooms_v_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`_room_categories_v\` (
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
  await db.run(sql`CREATE TABLE \`_style_galleries_v_version_hotspots\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`product_id\` integer,
  	\`x\` numeric,
  	\`y\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_style_galleries_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_style_galleries_v_version_hotspots_order_idx\` ON \`_style_galleries_v_version_hotspots\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_style_galleries_v_version_hotspots_parent_id_idx\` ON \`_style_galleries_v_version_hotspots\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_style_galleries_v_version_hotspots_product_idx\` ON \`_style_galleries_v_version_hotspots\` (\`product_id\`);`)
  await db.run(sql`CREATE TABLE \`_style_galleries_v\` (
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
  await db.run(sql`CREATE TABLE \`_selections_v\` (
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
  await db.run(sql`CREATE TABLE \`_social_links_v\` (
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
  await db.run(sql`CREATE INDEX \`_social_links_v_parent_idx\` ON \`_social_links_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_social_links_v_version_version_is_enabled_idx\` ON \`_social_links_v\` (\`version_is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`_social_links_v_version_version_updated_at_idx\` ON \`_social_links_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_social_links_v_version_version_created_at_idx\` ON \`_social_links_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_social_links_v_version_version__status_idx\` ON \`_social_links_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_social_links_v_created_at_idx\` ON \`_social_links_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_social_links_v_updated_at_idx\` ON \`_social_links_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_social_links_v_latest_idx\` ON \`_social_links_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_social_links_v_autosave_idx\` ON \`_social_links_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_website_config_v\` (
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
  await db.run(sql`CREATE INDEX \`_website_config_v_parent_idx\` ON \`_website_config_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_website_config_v_version_version_config_name_idx\` ON \`_website_config_v\` (\`version_config_name\`);`)
  await db.run(sql`CREATE INDEX \`_website_config_v_version_version_updated_at_idx\` ON \`_website_config_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_website_config_v_version_version_created_at_idx\` ON \`_website_config_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_website_config_v_version_version__status_idx\` ON \`_website_config_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_website_config_v_created_at_idx\` ON \`_website_config_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_website_config_v_updated_at_idx\` ON \`_website_config_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_website_config_v_latest_idx\` ON \`_website_config_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_website_config_v_autosave_idx\` ON \`_website_config_v\` (\`autosave\`);`)
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
  await db.run(sql`INSERT INTO \`__new_banners\`("id", "title", "section_name", "img_main_id", "img_mobile_id", "url_link", "start_at", "end_at", "is_enabled", "sort", "updated_at", "created_at", "_status") SELECT "id", "title", "section_name", "img_main_id", "img_mobile_id", "url_link", "start_at", "end_at", "is_enabled", "sort", "updated_at", "created_at", 'published' FROM \`banners\`;`)
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
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`content\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_rich_text\`("_order", "_parent_id", "_path", "id", "content", "block_name") SELECT "_order", "_parent_id", "_path", "id", "content", "block_name" FROM \`pages_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_rich_text\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_rich_text\` RENAME TO \`pages_blocks_rich_text\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_order_idx\` ON \`pages_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_parent_id_idx\` ON \`pages_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_path_idx\` ON \`pages_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`caption\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_image\`("_order", "_parent_id", "_path", "id", "image_id", "caption", "block_name") SELECT "_order", "_parent_id", "_path", "id", "image_id", "caption", "block_name" FROM \`pages_blocks_image\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_image\` RENAME TO \`pages_blocks_image\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_order_idx\` ON \`pages_blocks_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_parent_id_idx\` ON \`pages_blocks_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_path_idx\` ON \`pages_blocks_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_image_idx\` ON \`pages_blocks_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`banner_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`banner_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_banner\`("_order", "_parent_id", "_path", "id", "banner_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "banner_id", "block_name" FROM \`pages_blocks_banner\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_banner\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_banner\` RENAME TO \`pages_blocks_banner\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_banner_order_idx\` ON \`pages_blocks_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_banner_parent_id_idx\` ON \`pages_blocks_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_banner_path_idx\` ON \`pages_blocks_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_banner_banner_idx\` ON \`pages_blocks_banner\` (\`banner_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_call_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`label\` text,
  	\`url\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_call_to_action\`("_order", "_parent_id", "_path", "id", "heading", "text", "label", "url", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "text", "label", "url", "block_name" FROM \`pages_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_call_to_action\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_call_to_action\` RENAME TO \`pages_blocks_call_to_action\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_order_idx\` ON \`pages_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_parent_id_idx\` ON \`pages_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_path_idx\` ON \`pages_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`topic\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_faq\`("_order", "_parent_id", "_path", "id", "topic", "block_name") SELECT "_order", "_parent_id", "_path", "id", "topic", "block_name" FROM \`pages_blocks_faq\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_faq\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_faq\` RENAME TO \`pages_blocks_faq\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_order_idx\` ON \`pages_blocks_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_parent_id_idx\` ON \`pages_blocks_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_path_idx\` ON \`pages_blocks_faq\` (\`_path\`);`)
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
  await db.run(sql`INSERT INTO \`__new_pages\`("id", "title", "slug", "intro", "hero_id", "is_enabled", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "intro", "hero_id", "is_enabled", "updated_at", "created_at", 'published' FROM \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages\` RENAME TO \`pages\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_slug_idx\` ON \`pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`pages_hero_idx\` ON \`pages\` (\`hero_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_is_enabled_idx\` ON \`pages\` (\`is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_services_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_services_steps\`("_order", "_parent_id", "id", "title", "description") SELECT "_order", "_parent_id", "id", "title", "description" FROM \`services_steps\`;`)
  await db.run(sql`DROP TABLE \`services_steps\`;`)
  await db.run(sql`ALTER TABLE \`__new_services_steps\` RENAME TO \`services_steps\`;`)
  await db.run(sql`CREATE INDEX \`services_steps_order_idx\` ON \`services_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_steps_parent_id_idx\` ON \`services_steps\` (\`_parent_id\`);`)
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
  await db.run(sql`INSERT INTO \`__new_services\`("id", "title", "slug", "summary", "image_id", "content", "fee_note", "is_enabled", "sort", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "summary", "image_id", "content", "fee_note", "is_enabled", "sort", "updated_at", "created_at", 'published' FROM \`services\`;`)
  await db.run(sql`DROP TABLE \`services\`;`)
  await db.run(sql`ALTER TABLE \`__new_services\` RENAME TO \`services\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`services_slug_idx\` ON \`services\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`services_image_idx\` ON \`services\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`services_is_enabled_idx\` ON \`services\` (\`is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`services_updated_at_idx\` ON \`services\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`services_created_at_idx\` ON \`services\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`services__status_idx\` ON \`services\` (\`_status\`);`)
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
  await db.run(sql`INSERT INTO \`__new_csr_events\`("id", "title", "slug", "date", "location", "summary", "cover_id", "content", "is_enabled", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "date", "location", "summary", "cover_id", "content", "is_enabled", "updated_at", "created_at", 'published' FROM \`csr_events\`;`)
  await db.run(sql`DROP TABLE \`csr_events\`;`)
  await db.run(sql`ALTER TABLE \`__new_csr_events\` RENAME TO \`csr_events\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`csr_events_slug_idx\` ON \`csr_events\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`csr_events_date_idx\` ON \`csr_events\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`csr_events_cover_idx\` ON \`csr_events\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`csr_events_is_enabled_idx\` ON \`csr_events\` (\`is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`csr_events_updated_at_idx\` ON \`csr_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`csr_events_created_at_idx\` ON \`csr_events\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`csr_events__status_idx\` ON \`csr_events\` (\`_status\`);`)
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
  await db.run(sql`INSERT INTO \`__new_faqs\`("id", "topic", "question", "answer", "is_enabled", "sort", "updated_at", "created_at", "_status") SELECT "id", "topic", "question", "answer", "is_enabled", "sort", "updated_at", "created_at", 'published' FROM \`faqs\`;`)
  await db.run(sql`DROP TABLE \`faqs\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs\` RENAME TO \`faqs\`;`)
  await db.run(sql`CREATE INDEX \`faqs_topic_idx\` ON \`faqs\` (\`topic\`);`)
  await db.run(sql`CREATE INDEX \`faqs_is_enabled_idx\` ON \`faqs\` (\`is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`faqs_updated_at_idx\` ON \`faqs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faqs_created_at_idx\` ON \`faqs\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`faqs__status_idx\` ON \`faqs\` (\`_status\`);`)
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
  await db.run(sql`INSERT INTO \`__new_promotions\`("id", "title", "slug", "summary", "banner_id", "start_at", "end_at", "terms", "category", "is_enabled", "sort", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "summary", "banner_id", "start_at", "end_at", "terms", "category", "is_enabled", "sort", "updated_at", "created_at", 'published' FROM \`promotions\`;`)
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
  await db.run(sql`INSERT INTO \`__new_ecatalogues\`("id", "title", "slug", "promotion_id", "cover_id", "file_id", "start_at", "end_at", "is_enabled", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "promotion_id", "cover_id", "file_id", "start_at", "end_at", "is_enabled", "updated_at", "created_at", 'published' FROM \`ecatalogues\`;`)
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
  await db.run(sql`CREATE TABLE \`__new_flash_sales_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`product_id\` integer,
  	\`flash_price\` numeric,
  	\`stock\` numeric DEFAULT 10,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`flash_sales\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_flash_sales_items\`("_order", "_parent_id", "id", "product_id", "flash_price", "stock") SELECT "_order", "_parent_id", "id", "product_id", "flash_price", "stock" FROM \`flash_sales_items\`;`)
  await db.run(sql`DROP TABLE \`flash_sales_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_flash_sales_items\` RENAME TO \`flash_sales_items\`;`)
  await db.run(sql`CREATE INDEX \`flash_sales_items_order_idx\` ON \`flash_sales_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`flash_sales_items_parent_id_idx\` ON \`flash_sales_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`flash_sales_items_product_idx\` ON \`flash_sales_items\` (\`product_id\`);`)
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
  await db.run(sql`INSERT INTO \`__new_flash_sales\`("id", "title", "type", "start_at", "end_at", "is_enabled", "updated_at", "created_at", "_status") SELECT "id", "title", "type", "start_at", "end_at", "is_enabled", "updated_at", "created_at", 'published' FROM \`flash_sales\`;`)
  await db.run(sql`DROP TABLE \`flash_sales\`;`)
  await db.run(sql`ALTER TABLE \`__new_flash_sales\` RENAME TO \`flash_sales\`;`)
  await db.run(sql`CREATE INDEX \`flash_sales_type_idx\` ON \`flash_sales\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`flash_sales_start_at_idx\` ON \`flash_sales\` (\`start_at\`);`)
  await db.run(sql`CREATE INDEX \`flash_sales_end_at_idx\` ON \`flash_sales\` (\`end_at\`);`)
  await db.run(sql`CREATE INDEX \`flash_sales_is_enabled_idx\` ON \`flash_sales\` (\`is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`flash_sales_updated_at_idx\` ON \`flash_sales\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`flash_sales_created_at_idx\` ON \`flash_sales\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`flash_sales__status_idx\` ON \`flash_sales\` (\`_status\`);`)
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
  await db.run(sql`INSERT INTO \`__new_articles\`("id", "title", "slug", "excerpt", "cover_id", "content", "author", "published_at", "room_category_id", "tags", "is_enabled", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "excerpt", "cover_id", "content", "author", "published_at", "room_category_id", "tags", "is_enabled", "updated_at", "created_at", 'published' FROM \`articles\`;`)
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
  await db.run(sql`CREATE TABLE \`__new_rooms_looks\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`rooms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_rooms_looks\`("_order", "_parent_id", "id", "title", "image_id") SELECT "_order", "_parent_id", "id", "title", "image_id" FROM \`rooms_looks\`;`)
  await db.run(sql`DROP TABLE \`rooms_looks\`;`)
  await db.run(sql`ALTER TABLE \`__new_rooms_looks\` RENAME TO \`rooms_looks\`;`)
  await db.run(sql`CREATE INDEX \`rooms_looks_order_idx\` ON \`rooms_looks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`rooms_looks_parent_id_idx\` ON \`rooms_looks\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`rooms_looks_image_idx\` ON \`rooms_looks\` (\`image_id\`);`)
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
  await db.run(sql`INSERT INTO \`__new_rooms\`("id", "title", "slug", "room_category_id", "summary", "cover_id", "is_enabled", "sort", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "room_category_id", "summary", "cover_id", "is_enabled", "sort", "updated_at", "created_at", 'published' FROM \`rooms\`;`)
  await db.run(sql`DROP TABLE \`rooms\`;`)
  await db.run(sql`ALTER TABLE \`__new_rooms\` RENAME TO \`rooms\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`rooms_slug_idx\` ON \`rooms\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`rooms_room_category_idx\` ON \`rooms\` (\`room_category_id\`);`)
  await db.run(sql`CREATE INDEX \`rooms_cover_idx\` ON \`rooms\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`rooms_is_enabled_idx\` ON \`rooms\` (\`is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`rooms_updated_at_idx\` ON \`rooms\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`rooms_created_at_idx\` ON \`rooms\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`rooms__status_idx\` ON \`rooms\` (\`_status\`);`)
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
  await db.run(sql`INSERT INTO \`__new_room_categories\`("id", "name", "slug", "description", "image_id", "is_enabled", "sort", "updated_at", "created_at", "_status") SELECT "id", "name", "slug", "description", "image_id", "is_enabled", "sort", "updated_at", "created_at", 'published' FROM \`room_categories\`;`)
  await db.run(sql`DROP TABLE \`room_categories\`;`)
  await db.run(sql`ALTER TABLE \`__new_room_categories\` RENAME TO \`room_categories\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`room_categories_slug_idx\` ON \`room_categories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`room_categories_image_idx\` ON \`room_categories\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`room_categories_is_enabled_idx\` ON \`room_categories\` (\`is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`room_categories_updated_at_idx\` ON \`room_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`room_categories_created_at_idx\` ON \`room_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`room_categories__status_idx\` ON \`room_categories\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_style_galleries_hotspots\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`product_id\` integer,
  	\`x\` numeric,
  	\`y\` numeric,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`style_galleries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_style_galleries_hotspots\`("_order", "_parent_id", "id", "product_id", "x", "y") SELECT "_order", "_parent_id", "id", "product_id", "x", "y" FROM \`style_galleries_hotspots\`;`)
  await db.run(sql`DROP TABLE \`style_galleries_hotspots\`;`)
  await db.run(sql`ALTER TABLE \`__new_style_galleries_hotspots\` RENAME TO \`style_galleries_hotspots\`;`)
  await db.run(sql`CREATE INDEX \`style_galleries_hotspots_order_idx\` ON \`style_galleries_hotspots\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`style_galleries_hotspots_parent_id_idx\` ON \`style_galleries_hotspots\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`style_galleries_hotspots_product_idx\` ON \`style_galleries_hotspots\` (\`product_id\`);`)
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
  await db.run(sql`INSERT INTO \`__new_style_galleries\`("id", "title", "slug", "style", "description", "image_id", "is_enabled", "sort", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "style", "description", "image_id", "is_enabled", "sort", "updated_at", "created_at", 'published' FROM \`style_galleries\`;`)
  await db.run(sql`DROP TABLE \`style_galleries\`;`)
  await db.run(sql`ALTER TABLE \`__new_style_galleries\` RENAME TO \`style_galleries\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`style_galleries_slug_idx\` ON \`style_galleries\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`style_galleries_image_idx\` ON \`style_galleries\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`style_galleries_is_enabled_idx\` ON \`style_galleries\` (\`is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`style_galleries_updated_at_idx\` ON \`style_galleries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`style_galleries_created_at_idx\` ON \`style_galleries\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`style_galleries__status_idx\` ON \`style_galleries\` (\`_status\`);`)
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
  await db.run(sql`INSERT INTO \`__new_selections\`("id", "type", "description", "link", "value", "is_enabled", "sort", "updated_at", "created_at", "_status") SELECT "id", "type", "description", "link", "value", "is_enabled", "sort", "updated_at", "created_at", 'published' FROM \`selections\`;`)
  await db.run(sql`DROP TABLE \`selections\`;`)
  await db.run(sql`ALTER TABLE \`__new_selections\` RENAME TO \`selections\`;`)
  await db.run(sql`CREATE INDEX \`selections_type_idx\` ON \`selections\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`selections_is_enabled_idx\` ON \`selections\` (\`is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`selections_updated_at_idx\` ON \`selections\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`selections_created_at_idx\` ON \`selections\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`selections__status_idx\` ON \`selections\` (\`_status\`);`)
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
  await db.run(sql`INSERT INTO \`__new_social_links\`("id", "platform", "name", "url", "is_enabled", "sort", "updated_at", "created_at", "_status") SELECT "id", "platform", "name", "url", "is_enabled", "sort", "updated_at", "created_at", 'published' FROM \`social_links\`;`)
  await db.run(sql`DROP TABLE \`social_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_social_links\` RENAME TO \`social_links\`;`)
  await db.run(sql`CREATE INDEX \`social_links_is_enabled_idx\` ON \`social_links\` (\`is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`social_links_updated_at_idx\` ON \`social_links\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`social_links_created_at_idx\` ON \`social_links\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`social_links__status_idx\` ON \`social_links\` (\`_status\`);`)
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
  await db.run(sql`INSERT INTO \`__new_website_config\`("id", "config_name", "value", "description", "updated_at", "created_at", "_status") SELECT "id", "config_name", "value", "description", "updated_at", "created_at", 'published' FROM \`website_config\`;`)
  await db.run(sql`DROP TABLE \`website_config\`;`)
  await db.run(sql`ALTER TABLE \`__new_website_config\` RENAME TO \`website_config\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`website_config_config_name_idx\` ON \`website_config\` (\`config_name\`);`)
  await db.run(sql`CREATE INDEX \`website_config_updated_at_idx\` ON \`website_config\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`website_config_created_at_idx\` ON \`website_config\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`website_config__status_idx\` ON \`website_config\` (\`_status\`);`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Tables are rebuilt below (drafts make required columns nullable). drizzle-kit turns foreign keys back on
  // after the first rebuilt table; dropping the next one would then cascade into its blocks, arrays and
  // relations (or null references to it). Off for the whole migration, which runs outside a transaction here.
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`DROP TABLE \`_banners_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_image\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_banner\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_product_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_faq\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_services_v_version_steps\`;`)
  await db.run(sql`DROP TABLE \`_services_v\`;`)
  await db.run(sql`DROP TABLE \`_csr_events_v\`;`)
  await db.run(sql`DROP TABLE \`_csr_events_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v\`;`)
  await db.run(sql`DROP TABLE \`_promotions_v\`;`)
  await db.run(sql`DROP TABLE \`_promotions_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_ecatalogues_v\`;`)
  await db.run(sql`DROP TABLE \`_ecatalogues_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_flash_sales_v_version_items\`;`)
  await db.run(sql`DROP TABLE \`_flash_sales_v\`;`)
  await db.run(sql`DROP TABLE \`_articles_v\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_rooms_v_version_looks\`;`)
  await db.run(sql`DROP TABLE \`_rooms_v\`;`)
  await db.run(sql`DROP TABLE \`_rooms_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_room_categories_v\`;`)
  await db.run(sql`DROP TABLE \`_style_galleries_v_version_hotspots\`;`)
  await db.run(sql`DROP TABLE \`_style_galleries_v\`;`)
  await db.run(sql`DROP TABLE \`_selections_v\`;`)
  await db.run(sql`DROP TABLE \`_social_links_v\`;`)
  await db.run(sql`DROP TABLE \`_website_config_v\`;`)
  await db.run(sql`CREATE TABLE \`__new_banners\` (
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
  await db.run(sql`INSERT INTO \`__new_banners\`("id", "title", "section_name", "img_main_id", "img_mobile_id", "url_link", "start_at", "end_at", "is_enabled", "sort", "updated_at", "created_at") SELECT "id", "title", "section_name", "img_main_id", "img_mobile_id", "url_link", "start_at", "end_at", "is_enabled", "sort", "updated_at", "created_at" FROM \`banners\`;`)
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
  await db.run(sql`CREATE TABLE \`__new_pages\` (
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
  await db.run(sql`INSERT INTO \`__new_pages\`("id", "title", "slug", "intro", "hero_id", "is_enabled", "updated_at", "created_at") SELECT "id", "title", "slug", "intro", "hero_id", "is_enabled", "updated_at", "created_at" FROM \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages\` RENAME TO \`pages\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_slug_idx\` ON \`pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`pages_hero_idx\` ON \`pages\` (\`hero_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_is_enabled_idx\` ON \`pages\` (\`is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_services\` (
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
  await db.run(sql`INSERT INTO \`__new_services\`("id", "title", "slug", "summary", "image_id", "content", "fee_note", "is_enabled", "sort", "updated_at", "created_at") SELECT "id", "title", "slug", "summary", "image_id", "content", "fee_note", "is_enabled", "sort", "updated_at", "created_at" FROM \`services\`;`)
  await db.run(sql`DROP TABLE \`services\`;`)
  await db.run(sql`ALTER TABLE \`__new_services\` RENAME TO \`services\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`services_slug_idx\` ON \`services\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`services_image_idx\` ON \`services\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`services_is_enabled_idx\` ON \`services\` (\`is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`services_updated_at_idx\` ON \`services\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`services_created_at_idx\` ON \`services\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_csr_events\` (
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
  await db.run(sql`INSERT INTO \`__new_csr_events\`("id", "title", "slug", "date", "location", "summary", "cover_id", "content", "is_enabled", "updated_at", "created_at") SELECT "id", "title", "slug", "date", "location", "summary", "cover_id", "content", "is_enabled", "updated_at", "created_at" FROM \`csr_events\`;`)
  await db.run(sql`DROP TABLE \`csr_events\`;`)
  await db.run(sql`ALTER TABLE \`__new_csr_events\` RENAME TO \`csr_events\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`csr_events_slug_idx\` ON \`csr_events\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`csr_events_date_idx\` ON \`csr_events\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`csr_events_cover_idx\` ON \`csr_events\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`csr_events_is_enabled_idx\` ON \`csr_events\` (\`is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`csr_events_updated_at_idx\` ON \`csr_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`csr_events_created_at_idx\` ON \`csr_events\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs\` (
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
  await db.run(sql`INSERT INTO \`__new_faqs\`("id", "topic", "question", "answer", "is_enabled", "sort", "updated_at", "created_at") SELECT "id", "topic", "question", "answer", "is_enabled", "sort", "updated_at", "created_at" FROM \`faqs\`;`)
  await db.run(sql`DROP TABLE \`faqs\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs\` RENAME TO \`faqs\`;`)
  await db.run(sql`CREATE INDEX \`faqs_topic_idx\` ON \`faqs\` (\`topic\`);`)
  await db.run(sql`CREATE INDEX \`faqs_is_enabled_idx\` ON \`faqs\` (\`is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`faqs_updated_at_idx\` ON \`faqs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faqs_created_at_idx\` ON \`faqs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_promotions\` (
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
  await db.run(sql`INSERT INTO \`__new_promotions\`("id", "title", "slug", "summary", "banner_id", "start_at", "end_at", "terms", "category", "is_enabled", "sort", "updated_at", "created_at") SELECT "id", "title", "slug", "summary", "banner_id", "start_at", "end_at", "terms", "category", "is_enabled", "sort", "updated_at", "created_at" FROM \`promotions\`;`)
  await db.run(sql`DROP TABLE \`promotions\`;`)
  await db.run(sql`ALTER TABLE \`__new_promotions\` RENAME TO \`promotions\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`promotions_slug_idx\` ON \`promotions\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`promotions_banner_idx\` ON \`promotions\` (\`banner_id\`);`)
  await db.run(sql`CREATE INDEX \`promotions_start_at_idx\` ON \`promotions\` (\`start_at\`);`)
  await db.run(sql`CREATE INDEX \`promotions_end_at_idx\` ON \`promotions\` (\`end_at\`);`)
  await db.run(sql`CREATE INDEX \`promotions_is_enabled_idx\` ON \`promotions\` (\`is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`promotions_updated_at_idx\` ON \`promotions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`promotions_created_at_idx\` ON \`promotions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_ecatalogues\` (
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
  await db.run(sql`INSERT INTO \`__new_ecatalogues\`("id", "title", "slug", "promotion_id", "cover_id", "file_id", "start_at", "end_at", "is_enabled", "updated_at", "created_at") SELECT "id", "title", "slug", "promotion_id", "cover_id", "file_id", "start_at", "end_at", "is_enabled", "updated_at", "created_at" FROM \`ecatalogues\`;`)
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
  await db.run(sql`CREATE TABLE \`__new_flash_sales\` (
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
  await db.run(sql`INSERT INTO \`__new_flash_sales\`("id", "title", "type", "start_at", "end_at", "is_enabled", "updated_at", "created_at") SELECT "id", "title", "type", "start_at", "end_at", "is_enabled", "updated_at", "created_at" FROM \`flash_sales\`;`)
  await db.run(sql`DROP TABLE \`flash_sales\`;`)
  await db.run(sql`ALTER TABLE \`__new_flash_sales\` RENAME TO \`flash_sales\`;`)
  await db.run(sql`CREATE INDEX \`flash_sales_type_idx\` ON \`flash_sales\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`flash_sales_start_at_idx\` ON \`flash_sales\` (\`start_at\`);`)
  await db.run(sql`CREATE INDEX \`flash_sales_end_at_idx\` ON \`flash_sales\` (\`end_at\`);`)
  await db.run(sql`CREATE INDEX \`flash_sales_is_enabled_idx\` ON \`flash_sales\` (\`is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`flash_sales_updated_at_idx\` ON \`flash_sales\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`flash_sales_created_at_idx\` ON \`flash_sales\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_articles\` (
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
  await db.run(sql`INSERT INTO \`__new_articles\`("id", "title", "slug", "excerpt", "cover_id", "content", "author", "published_at", "room_category_id", "tags", "is_enabled", "updated_at", "created_at") SELECT "id", "title", "slug", "excerpt", "cover_id", "content", "author", "published_at", "room_category_id", "tags", "is_enabled", "updated_at", "created_at" FROM \`articles\`;`)
  await db.run(sql`DROP TABLE \`articles\`;`)
  await db.run(sql`ALTER TABLE \`__new_articles\` RENAME TO \`articles\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_slug_idx\` ON \`articles\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`articles_cover_idx\` ON \`articles\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_published_at_idx\` ON \`articles\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_room_category_idx\` ON \`articles\` (\`room_category_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_is_enabled_idx\` ON \`articles\` (\`is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`articles_updated_at_idx\` ON \`articles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_created_at_idx\` ON \`articles\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_rooms\` (
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
  await db.run(sql`INSERT INTO \`__new_rooms\`("id", "title", "slug", "room_category_id", "summary", "cover_id", "is_enabled", "sort", "updated_at", "created_at") SELECT "id", "title", "slug", "room_category_id", "summary", "cover_id", "is_enabled", "sort", "updated_at", "created_at" FROM \`rooms\`;`)
  await db.run(sql`DROP TABLE \`rooms\`;`)
  await db.run(sql`ALTER TABLE \`__new_rooms\` RENAME TO \`rooms\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`rooms_slug_idx\` ON \`rooms\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`rooms_room_category_idx\` ON \`rooms\` (\`room_category_id\`);`)
  await db.run(sql`CREATE INDEX \`rooms_cover_idx\` ON \`rooms\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`rooms_is_enabled_idx\` ON \`rooms\` (\`is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`rooms_updated_at_idx\` ON \`rooms\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`rooms_created_at_idx\` ON \`rooms\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_room_categories\` (
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
  await db.run(sql`INSERT INTO \`__new_room_categories\`("id", "name", "slug", "description", "image_id", "is_enabled", "sort", "updated_at", "created_at") SELECT "id", "name", "slug", "description", "image_id", "is_enabled", "sort", "updated_at", "created_at" FROM \`room_categories\`;`)
  await db.run(sql`DROP TABLE \`room_categories\`;`)
  await db.run(sql`ALTER TABLE \`__new_room_categories\` RENAME TO \`room_categories\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`room_categories_slug_idx\` ON \`room_categories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`room_categories_image_idx\` ON \`room_categories\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`room_categories_is_enabled_idx\` ON \`room_categories\` (\`is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`room_categories_updated_at_idx\` ON \`room_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`room_categories_created_at_idx\` ON \`room_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_style_galleries\` (
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
  await db.run(sql`INSERT INTO \`__new_style_galleries\`("id", "title", "slug", "style", "description", "image_id", "is_enabled", "sort", "updated_at", "created_at") SELECT "id", "title", "slug", "style", "description", "image_id", "is_enabled", "sort", "updated_at", "created_at" FROM \`style_galleries\`;`)
  await db.run(sql`DROP TABLE \`style_galleries\`;`)
  await db.run(sql`ALTER TABLE \`__new_style_galleries\` RENAME TO \`style_galleries\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`style_galleries_slug_idx\` ON \`style_galleries\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`style_galleries_image_idx\` ON \`style_galleries\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`style_galleries_is_enabled_idx\` ON \`style_galleries\` (\`is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`style_galleries_updated_at_idx\` ON \`style_galleries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`style_galleries_created_at_idx\` ON \`style_galleries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_selections\` (
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
  await db.run(sql`INSERT INTO \`__new_selections\`("id", "type", "description", "link", "value", "is_enabled", "sort", "updated_at", "created_at") SELECT "id", "type", "description", "link", "value", "is_enabled", "sort", "updated_at", "created_at" FROM \`selections\`;`)
  await db.run(sql`DROP TABLE \`selections\`;`)
  await db.run(sql`ALTER TABLE \`__new_selections\` RENAME TO \`selections\`;`)
  await db.run(sql`CREATE INDEX \`selections_type_idx\` ON \`selections\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`selections_is_enabled_idx\` ON \`selections\` (\`is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`selections_updated_at_idx\` ON \`selections\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`selections_created_at_idx\` ON \`selections\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_social_links\` (
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
  await db.run(sql`INSERT INTO \`__new_social_links\`("id", "platform", "name", "url", "is_enabled", "sort", "updated_at", "created_at") SELECT "id", "platform", "name", "url", "is_enabled", "sort", "updated_at", "created_at" FROM \`social_links\`;`)
  await db.run(sql`DROP TABLE \`social_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_social_links\` RENAME TO \`social_links\`;`)
  await db.run(sql`CREATE INDEX \`social_links_is_enabled_idx\` ON \`social_links\` (\`is_enabled\`);`)
  await db.run(sql`CREATE INDEX \`social_links_updated_at_idx\` ON \`social_links\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`social_links_created_at_idx\` ON \`social_links\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_website_config\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`config_name\` text NOT NULL,
  	\`value\` text NOT NULL,
  	\`description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_website_config\`("id", "config_name", "value", "description", "updated_at", "created_at") SELECT "id", "config_name", "value", "description", "updated_at", "created_at" FROM \`website_config\`;`)
  await db.run(sql`DROP TABLE \`website_config\`;`)
  await db.run(sql`ALTER TABLE \`__new_website_config\` RENAME TO \`website_config\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`website_config_config_name_idx\` ON \`website_config\` (\`config_name\`);`)
  await db.run(sql`CREATE INDEX \`website_config_updated_at_idx\` ON \`website_config\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`website_config_created_at_idx\` ON \`website_config\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`content\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_rich_text\`("_order", "_parent_id", "_path", "id", "content", "block_name") SELECT "_order", "_parent_id", "_path", "id", "content", "block_name" FROM \`pages_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_rich_text\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_rich_text\` RENAME TO \`pages_blocks_rich_text\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_order_idx\` ON \`pages_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_parent_id_idx\` ON \`pages_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_path_idx\` ON \`pages_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_image\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_image\`("_order", "_parent_id", "_path", "id", "image_id", "caption", "block_name") SELECT "_order", "_parent_id", "_path", "id", "image_id", "caption", "block_name" FROM \`pages_blocks_image\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_image\` RENAME TO \`pages_blocks_image\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_order_idx\` ON \`pages_blocks_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_parent_id_idx\` ON \`pages_blocks_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_path_idx\` ON \`pages_blocks_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_image_idx\` ON \`pages_blocks_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_banner\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_banner\`("_order", "_parent_id", "_path", "id", "banner_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "banner_id", "block_name" FROM \`pages_blocks_banner\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_banner\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_banner\` RENAME TO \`pages_blocks_banner\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_banner_order_idx\` ON \`pages_blocks_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_banner_parent_id_idx\` ON \`pages_blocks_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_banner_path_idx\` ON \`pages_blocks_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_banner_banner_idx\` ON \`pages_blocks_banner\` (\`banner_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_call_to_action\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_call_to_action\`("_order", "_parent_id", "_path", "id", "heading", "text", "label", "url", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "text", "label", "url", "block_name" FROM \`pages_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_call_to_action\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_call_to_action\` RENAME TO \`pages_blocks_call_to_action\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_order_idx\` ON \`pages_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_parent_id_idx\` ON \`pages_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_path_idx\` ON \`pages_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`topic\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_faq\`("_order", "_parent_id", "_path", "id", "topic", "block_name") SELECT "_order", "_parent_id", "_path", "id", "topic", "block_name" FROM \`pages_blocks_faq\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_faq\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_faq\` RENAME TO \`pages_blocks_faq\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_order_idx\` ON \`pages_blocks_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_parent_id_idx\` ON \`pages_blocks_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_path_idx\` ON \`pages_blocks_faq\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_services_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_services_steps\`("_order", "_parent_id", "id", "title", "description") SELECT "_order", "_parent_id", "id", "title", "description" FROM \`services_steps\`;`)
  await db.run(sql`DROP TABLE \`services_steps\`;`)
  await db.run(sql`ALTER TABLE \`__new_services_steps\` RENAME TO \`services_steps\`;`)
  await db.run(sql`CREATE INDEX \`services_steps_order_idx\` ON \`services_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_steps_parent_id_idx\` ON \`services_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_flash_sales_items\` (
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
  await db.run(sql`INSERT INTO \`__new_flash_sales_items\`("_order", "_parent_id", "id", "product_id", "flash_price", "stock") SELECT "_order", "_parent_id", "id", "product_id", "flash_price", "stock" FROM \`flash_sales_items\`;`)
  await db.run(sql`DROP TABLE \`flash_sales_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_flash_sales_items\` RENAME TO \`flash_sales_items\`;`)
  await db.run(sql`CREATE INDEX \`flash_sales_items_order_idx\` ON \`flash_sales_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`flash_sales_items_parent_id_idx\` ON \`flash_sales_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`flash_sales_items_product_idx\` ON \`flash_sales_items\` (\`product_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_rooms_looks\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`rooms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_rooms_looks\`("_order", "_parent_id", "id", "title", "image_id") SELECT "_order", "_parent_id", "id", "title", "image_id" FROM \`rooms_looks\`;`)
  await db.run(sql`DROP TABLE \`rooms_looks\`;`)
  await db.run(sql`ALTER TABLE \`__new_rooms_looks\` RENAME TO \`rooms_looks\`;`)
  await db.run(sql`CREATE INDEX \`rooms_looks_order_idx\` ON \`rooms_looks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`rooms_looks_parent_id_idx\` ON \`rooms_looks\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`rooms_looks_image_idx\` ON \`rooms_looks\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_style_galleries_hotspots\` (
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
  await db.run(sql`INSERT INTO \`__new_style_galleries_hotspots\`("_order", "_parent_id", "id", "product_id", "x", "y") SELECT "_order", "_parent_id", "id", "product_id", "x", "y" FROM \`style_galleries_hotspots\`;`)
  await db.run(sql`DROP TABLE \`style_galleries_hotspots\`;`)
  await db.run(sql`ALTER TABLE \`__new_style_galleries_hotspots\` RENAME TO \`style_galleries_hotspots\`;`)
  await db.run(sql`CREATE INDEX \`style_galleries_hotspots_order_idx\` ON \`style_galleries_hotspots\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`style_galleries_hotspots_parent_id_idx\` ON \`style_galleries_hotspots\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`style_galleries_hotspots_product_idx\` ON \`style_galleries_hotspots\` (\`product_id\`);`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}

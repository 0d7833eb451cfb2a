import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`vital_counts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`route\` text NOT NULL,
  	\`day\` text NOT NULL,
  	\`metric\` text NOT NULL,
  	\`bucket\` numeric NOT NULL,
  	\`count\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`vital_counts_route_idx\` ON \`vital_counts\` (\`route\`);`)
  await db.run(sql`CREATE INDEX \`vital_counts_day_idx\` ON \`vital_counts\` (\`day\`);`)
  await db.run(sql`CREATE INDEX \`vital_counts_updated_at_idx\` ON \`vital_counts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`vital_counts_created_at_idx\` ON \`vital_counts\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`route_day_metric_bucket_idx\` ON \`vital_counts\` (\`route\`,\`day\`,\`metric\`,\`bucket\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`vital_counts_id\` integer REFERENCES vital_counts(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_vital_counts_id_idx\` ON \`payload_locked_documents_rels\` (\`vital_counts_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`vital_counts\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`banners_id\` integer,
  	\`pages_id\` integer,
  	\`services_id\` integer,
  	\`csr_events_id\` integer,
  	\`faqs_id\` integer,
  	\`self_service_forms_id\` integer,
  	\`media_id\` integer,
  	\`documents_id\` integer,
  	\`products_id\` integer,
  	\`categories_id\` integer,
  	\`brands_id\` integer,
  	\`stock_levels_id\` integer,
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
  	\`data_subject_requests_id\` integer,
  	\`sales_receipts_id\` integer,
  	\`returns_id\` integer,
  	\`vouchers_id\` integer,
  	\`email_verifications_id\` integer,
  	\`outbox_id\` integer,
  	\`selections_id\` integer,
  	\`seo_id\` integer,
  	\`social_links_id\` integer,
  	\`postal_codes_id\` integer,
  	\`postal_code_imports_id\` integer,
  	\`website_config_id\` integer,
  	\`users_id\` integer,
  	\`integrations_id\` integer,
  	\`product_sync_runs_id\` integer,
  	\`product_sync_batches_id\` integer,
  	\`webhook_endpoints_id\` integer,
  	\`webhook_deliveries_id\` integer,
  	\`integration_events_id\` integer,
  	\`personal_data_audit_id\` integer,
  	\`backup_runs_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`banners_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`services_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`csr_events_id\`) REFERENCES \`csr_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`self_service_forms_id\`) REFERENCES \`self_service_forms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`brands_id\`) REFERENCES \`brands\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`stock_levels_id\`) REFERENCES \`stock_levels\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`data_subject_requests_id\`) REFERENCES \`data_subject_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sales_receipts_id\`) REFERENCES \`sales_receipts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`returns_id\`) REFERENCES \`returns\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vouchers_id\`) REFERENCES \`vouchers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`email_verifications_id\`) REFERENCES \`email_verifications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`selections_id\`) REFERENCES \`selections\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`seo_id\`) REFERENCES \`seo\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`social_links_id\`) REFERENCES \`social_links\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`postal_codes_id\`) REFERENCES \`postal_codes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`postal_code_imports_id\`) REFERENCES \`postal_code_imports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`website_config_id\`) REFERENCES \`website_config\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`integrations_id\`) REFERENCES \`integrations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_sync_runs_id\`) REFERENCES \`product_sync_runs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_sync_batches_id\`) REFERENCES \`product_sync_batches\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`webhook_endpoints_id\`) REFERENCES \`webhook_endpoints\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`webhook_deliveries_id\`) REFERENCES \`webhook_deliveries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`integration_events_id\`) REFERENCES \`integration_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`personal_data_audit_id\`) REFERENCES \`personal_data_audit\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`backup_runs_id\`) REFERENCES \`backup_runs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "banners_id", "pages_id", "services_id", "csr_events_id", "faqs_id", "self_service_forms_id", "media_id", "documents_id", "products_id", "categories_id", "brands_id", "stock_levels_id", "promotions_id", "ecatalogues_id", "flash_sales_id", "articles_id", "rooms_id", "room_categories_id", "style_galleries_id", "stores_id", "events_id", "event_calendars_id", "newsletter_subscribers_id", "contact_messages_id", "event_registrations_id", "warranty_registrations_id", "warranty_claims_id", "pdp_agreements_id", "voucher_claims_id", "refund_approvals_id", "visit_counts_id", "private_uploads_id", "data_subject_requests_id", "sales_receipts_id", "returns_id", "vouchers_id", "email_verifications_id", "outbox_id", "selections_id", "seo_id", "social_links_id", "postal_codes_id", "postal_code_imports_id", "website_config_id", "users_id", "integrations_id", "product_sync_runs_id", "product_sync_batches_id", "webhook_endpoints_id", "webhook_deliveries_id", "integration_events_id", "personal_data_audit_id", "backup_runs_id") SELECT "id", "order", "parent_id", "path", "banners_id", "pages_id", "services_id", "csr_events_id", "faqs_id", "self_service_forms_id", "media_id", "documents_id", "products_id", "categories_id", "brands_id", "stock_levels_id", "promotions_id", "ecatalogues_id", "flash_sales_id", "articles_id", "rooms_id", "room_categories_id", "style_galleries_id", "stores_id", "events_id", "event_calendars_id", "newsletter_subscribers_id", "contact_messages_id", "event_registrations_id", "warranty_registrations_id", "warranty_claims_id", "pdp_agreements_id", "voucher_claims_id", "refund_approvals_id", "visit_counts_id", "private_uploads_id", "data_subject_requests_id", "sales_receipts_id", "returns_id", "vouchers_id", "email_verifications_id", "outbox_id", "selections_id", "seo_id", "social_links_id", "postal_codes_id", "postal_code_imports_id", "website_config_id", "users_id", "integrations_id", "product_sync_runs_id", "product_sync_batches_id", "webhook_endpoints_id", "webhook_deliveries_id", "integration_events_id", "personal_data_audit_id", "backup_runs_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_banners_id_idx\` ON \`payload_locked_documents_rels\` (\`banners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_services_id_idx\` ON \`payload_locked_documents_rels\` (\`services_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_csr_events_id_idx\` ON \`payload_locked_documents_rels\` (\`csr_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faqs_id_idx\` ON \`payload_locked_documents_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_self_service_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`self_service_forms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_brands_id_idx\` ON \`payload_locked_documents_rels\` (\`brands_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_stock_levels_id_idx\` ON \`payload_locked_documents_rels\` (\`stock_levels_id\`);`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_data_subject_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`data_subject_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sales_receipts_id_idx\` ON \`payload_locked_documents_rels\` (\`sales_receipts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_returns_id_idx\` ON \`payload_locked_documents_rels\` (\`returns_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_vouchers_id_idx\` ON \`payload_locked_documents_rels\` (\`vouchers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_email_verifications_id_idx\` ON \`payload_locked_documents_rels\` (\`email_verifications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_selections_id_idx\` ON \`payload_locked_documents_rels\` (\`selections_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_seo_id_idx\` ON \`payload_locked_documents_rels\` (\`seo_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_social_links_id_idx\` ON \`payload_locked_documents_rels\` (\`social_links_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_postal_codes_id_idx\` ON \`payload_locked_documents_rels\` (\`postal_codes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_postal_code_imports_id_idx\` ON \`payload_locked_documents_rels\` (\`postal_code_imports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_website_config_id_idx\` ON \`payload_locked_documents_rels\` (\`website_config_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_integrations_id_idx\` ON \`payload_locked_documents_rels\` (\`integrations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_product_sync_runs_id_idx\` ON \`payload_locked_documents_rels\` (\`product_sync_runs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_product_sync_batches_id_idx\` ON \`payload_locked_documents_rels\` (\`product_sync_batches_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_webhook_endpoints_id_idx\` ON \`payload_locked_documents_rels\` (\`webhook_endpoints_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_webhook_deliveries_id_idx\` ON \`payload_locked_documents_rels\` (\`webhook_deliveries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_integration_events_id_idx\` ON \`payload_locked_documents_rels\` (\`integration_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_personal_data_audit_id_idx\` ON \`payload_locked_documents_rels\` (\`personal_data_audit_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_backup_runs_id_idx\` ON \`payload_locked_documents_rels\` (\`backup_runs_id\`);`)
}

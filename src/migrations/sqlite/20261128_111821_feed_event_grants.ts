import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`integrations_event_types\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`integrations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`integrations_event_types_order_idx\` ON \`integrations_event_types\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`integrations_event_types_parent_idx\` ON \`integrations_event_types\` (\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`personal_data_audit\` ADD \`integration_id\` integer REFERENCES integrations(id);`)
  await db.run(sql`ALTER TABLE \`personal_data_audit\` ADD \`integration_name\` text;`)
  await db.run(sql`CREATE INDEX \`personal_data_audit_integration_idx\` ON \`personal_data_audit\` (\`integration_id\`);`)
  // Keys that held events:read before grants keep exactly the types whose data names no person (the list of
  // src/server/webhooks/event-types.ts at this migration); an administrator grants the others.
  await db.run(sql`INSERT INTO \`integrations_event_types\` (\`order\`, \`parent_id\`, \`value\`)
    SELECT t.ord, s.parent_id, t.value FROM \`integrations_scopes\` s
    CROSS JOIN (SELECT 1 AS ord, 'warranty.claim_status_changed' AS value UNION ALL SELECT 2, 'refund.decided') t
    WHERE s.value = 'events:read';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`integrations_event_types\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_personal_data_audit\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`user_id\` integer,
  	\`user_email\` text,
  	\`operation\` text NOT NULL,
  	\`collection_slug\` text NOT NULL,
  	\`doc_ids\` text,
  	\`doc_count\` numeric,
  	\`note\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_personal_data_audit\`("id", "user_id", "user_email", "operation", "collection_slug", "doc_ids", "doc_count", "note", "updated_at", "created_at") SELECT "id", "user_id", "user_email", "operation", "collection_slug", "doc_ids", "doc_count", "note", "updated_at", "created_at" FROM \`personal_data_audit\`;`)
  await db.run(sql`DROP TABLE \`personal_data_audit\`;`)
  await db.run(sql`ALTER TABLE \`__new_personal_data_audit\` RENAME TO \`personal_data_audit\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`personal_data_audit_user_idx\` ON \`personal_data_audit\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`personal_data_audit_operation_idx\` ON \`personal_data_audit\` (\`operation\`);`)
  await db.run(sql`CREATE INDEX \`personal_data_audit_collection_slug_idx\` ON \`personal_data_audit\` (\`collection_slug\`);`)
  await db.run(sql`CREATE INDEX \`personal_data_audit_updated_at_idx\` ON \`personal_data_audit\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`personal_data_audit_created_at_idx\` ON \`personal_data_audit\` (\`created_at\`);`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_warranty_claims\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`claim_no\` text NOT NULL,
  	\`registration_id\` integer NOT NULL,
  	\`status\` text DEFAULT 'received' NOT NULL,
  	\`status_note\` text,
  	\`problem_category\` text,
  	\`problem\` text NOT NULL,
  	\`started_on\` text,
  	\`contact_time\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`registration_id\`) REFERENCES \`warranty_registrations\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  // Only the old columns exist to copy; "repaired" is now "done", and a claim without a state was received.
  await db.run(sql`INSERT INTO \`__new_warranty_claims\`("id", "claim_no", "registration_id", "status", "problem", "updated_at", "created_at") SELECT "id", "claim_no", "registration_id", CASE WHEN "status" = 'repaired' THEN 'done' ELSE COALESCE("status", 'received') END, "problem", "updated_at", "created_at" FROM \`warranty_claims\`;`)
  await db.run(sql`DROP TABLE \`warranty_claims\`;`)
  await db.run(sql`ALTER TABLE \`__new_warranty_claims\` RENAME TO \`warranty_claims\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`warranty_claims_claim_no_idx\` ON \`warranty_claims\` (\`claim_no\`);`)
  await db.run(sql`CREATE INDEX \`warranty_claims_registration_idx\` ON \`warranty_claims\` (\`registration_id\`);`)
  await db.run(sql`CREATE INDEX \`warranty_claims_status_idx\` ON \`warranty_claims\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`warranty_claims_updated_at_idx\` ON \`warranty_claims\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`warranty_claims_created_at_idx\` ON \`warranty_claims\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_warranty_claims\` (
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
  await db.run(sql`INSERT INTO \`__new_warranty_claims\`("id", "claim_no", "registration_id", "problem", "status", "updated_at", "created_at") SELECT "id", "claim_no", "registration_id", "problem", "status", "updated_at", "created_at" FROM \`warranty_claims\`;`)
  await db.run(sql`DROP TABLE \`warranty_claims\`;`)
  await db.run(sql`ALTER TABLE \`__new_warranty_claims\` RENAME TO \`warranty_claims\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`warranty_claims_claim_no_idx\` ON \`warranty_claims\` (\`claim_no\`);`)
  await db.run(sql`CREATE INDEX \`warranty_claims_registration_idx\` ON \`warranty_claims\` (\`registration_id\`);`)
  await db.run(sql`CREATE INDEX \`warranty_claims_updated_at_idx\` ON \`warranty_claims\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`warranty_claims_created_at_idx\` ON \`warranty_claims\` (\`created_at\`);`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`stores\` ADD \`time_zone\` text;`)
  await db.run(sql`ALTER TABLE \`event_registrations\` ADD \`status\` text DEFAULT 'registered' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`event_registrations\` ADD \`note\` text;`)
  await db.run(sql`ALTER TABLE \`event_registrations\` ADD \`consented_at\` text;`)
  await db.run(sql`ALTER TABLE \`event_registrations\` ADD \`dedupe_key\` text;`)
  await db.run(sql`CREATE INDEX \`event_registrations_status_idx\` ON \`event_registrations\` (\`status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`event_registrations_dedupe_key_idx\` ON \`event_registrations\` (\`dedupe_key\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`event_registrations_status_idx\`;`)
  await db.run(sql`DROP INDEX \`event_registrations_dedupe_key_idx\`;`)
  await db.run(sql`ALTER TABLE \`event_registrations\` DROP COLUMN \`status\`;`)
  await db.run(sql`ALTER TABLE \`event_registrations\` DROP COLUMN \`note\`;`)
  await db.run(sql`ALTER TABLE \`event_registrations\` DROP COLUMN \`consented_at\`;`)
  await db.run(sql`ALTER TABLE \`event_registrations\` DROP COLUMN \`dedupe_key\`;`)
  await db.run(sql`ALTER TABLE \`stores\` DROP COLUMN \`time_zone\`;`)
}

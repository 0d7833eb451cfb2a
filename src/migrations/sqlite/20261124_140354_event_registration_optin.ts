import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`event_registrations\` ADD \`expires_at\` text;`)
  await db.run(sql`ALTER TABLE \`event_registrations\` ADD \`confirmed_at\` text;`)
  await db.run(sql`CREATE INDEX \`event_registrations_expires_at_idx\` ON \`event_registrations\` (\`expires_at\`);`)
  // Registrations made before confirmation existed count as confirmed when made (gift places follow it).
  await db.run(
    sql`UPDATE \`event_registrations\` SET \`confirmed_at\` = \`created_at\` WHERE \`status\` = 'registered';`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Registrations never confirmed held nothing; the older schema has no such state.
  await db.run(sql`DELETE FROM \`event_registrations\` WHERE \`status\` = 'pending';`)
  await db.run(sql`DELETE FROM \`email_verifications\` WHERE \`purpose\` = 'event';`)
  await db.run(sql`DROP INDEX \`event_registrations_expires_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`event_registrations\` DROP COLUMN \`expires_at\`;`)
  await db.run(sql`ALTER TABLE \`event_registrations\` DROP COLUMN \`confirmed_at\`;`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`products\` ADD \`image_source_url\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`image_fetch_error\` text;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`unsubscribed_at\` text;`)
  await db.run(sql`ALTER TABLE \`integrations\` ADD \`image_hosts\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`image_source_url\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`image_fetch_error\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`unsubscribed_at\`;`)
  await db.run(sql`ALTER TABLE \`integrations\` DROP COLUMN \`image_hosts\`;`)
}

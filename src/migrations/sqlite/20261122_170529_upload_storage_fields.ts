import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`media\` ADD \`prefix\` text DEFAULT 'media';`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`_objectkey\` text;`)
  await db.run(sql`ALTER TABLE \`documents\` ADD \`prefix\` text DEFAULT 'documents';`)
  await db.run(sql`ALTER TABLE \`documents\` ADD \`_objectkey\` text;`)
  await db.run(sql`ALTER TABLE \`private_uploads\` ADD \`prefix\` text DEFAULT 'private';`)
  await db.run(sql`ALTER TABLE \`private_uploads\` ADD \`_objectkey\` text;`)
  await db.run(sql`ALTER TABLE \`postal_code_imports\` ADD \`prefix\` text DEFAULT 'imports';`)
  await db.run(sql`ALTER TABLE \`postal_code_imports\` ADD \`_objectkey\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`_objectkey\`;`)
  await db.run(sql`ALTER TABLE \`documents\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`documents\` DROP COLUMN \`_objectkey\`;`)
  await db.run(sql`ALTER TABLE \`private_uploads\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`private_uploads\` DROP COLUMN \`_objectkey\`;`)
  await db.run(sql`ALTER TABLE \`postal_code_imports\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`postal_code_imports\` DROP COLUMN \`_objectkey\`;`)
}

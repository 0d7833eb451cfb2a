import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`products\` ADD \`sale_start\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`sale_end\` text;`)
  await db.run(sql`CREATE INDEX \`products_sale_start_idx\` ON \`products\` (\`sale_start\`);`)
  await db.run(sql`CREATE INDEX \`products_sale_end_idx\` ON \`products\` (\`sale_end\`);`)
  await db.run(sql`ALTER TABLE \`categories\` ADD \`code\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`categories_code_idx\` ON \`categories\` (\`code\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`products_sale_start_idx\`;`)
  await db.run(sql`DROP INDEX \`products_sale_end_idx\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`sale_start\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`sale_end\`;`)
  await db.run(sql`DROP INDEX \`categories_code_idx\`;`)
  await db.run(sql`ALTER TABLE \`categories\` DROP COLUMN \`code\`;`)
}

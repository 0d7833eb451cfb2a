import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pdp_agreements\` ADD \`proof_record\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pdp_agreements_proof_record_idx\` ON \`pdp_agreements\` (\`proof_record\`);`)
  await db.run(sql`ALTER TABLE \`outbox\` ADD \`once_key\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`outbox_once_key_idx\` ON \`outbox\` (\`once_key\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`pdp_agreements_proof_record_idx\`;`)
  await db.run(sql`ALTER TABLE \`pdp_agreements\` DROP COLUMN \`proof_record\`;`)
  await db.run(sql`DROP INDEX \`outbox_once_key_idx\`;`)
  await db.run(sql`ALTER TABLE \`outbox\` DROP COLUMN \`once_key\`;`)
}

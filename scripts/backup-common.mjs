// What a backup (src/server/backup/, TypeScript) and a restore (scripts/restore.mjs, plain Node) both do:
// reach PostgreSQL's tools without a password on their command line, hash a file, count a database's rows.
// Plain Node, so the restore runs it as it is; the backup imports it from here.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import { pipeline } from 'node:stream/promises'

/**
 * libpq's variables for a postgres:// URL, so the password never stands on a command line (`ps` shows those
 * to every local user).
 * @param {string} databaseUrl
 * @returns {Record<string, string>}
 */
export function libpqEnvironment(databaseUrl) {
  const url = new URL(databaseUrl)
  /** @type {Record<string, string>} */
  const env = {
    PGHOST: decodeURIComponent(url.hostname.replace(/^\[|\]$/g, '')) || 'localhost',
    PGPORT: url.port || '5432',
    PGDATABASE: decodeURIComponent(url.pathname.slice(1)),
  }
  if (url.username) env.PGUSER = decodeURIComponent(url.username)
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password)
  const sslmode = url.searchParams.get('sslmode')
  if (sslmode) env.PGSSLMODE = sslmode
  return env
}

/**
 * The SHA-256 of a whole file, in hex.
 * @param {string} file
 * @returns {Promise<string>}
 */
export async function sha256Of(file) {
  const hash = createHash('sha256')
  await pipeline(fs.createReadStream(file), hash)
  return hash.digest('hex')
}

/** The tables of a SQLite database, by name (countTables' `listing`). */
export const sqliteTables =
  "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name"

/** The tables of a PostgreSQL database's public schema, by name (countTables' `listing`). */
export const postgresTables =
  "select tablename as name from pg_tables where schemaname = 'public' order by tablename"

/**
 * Rows per table of the tables `listing` names (a column `name`): what a backup's manifest records and a
 * restore checks. `db` runs one statement (libSQL's client as it is; a pg client wrapped).
 * @param {{ execute(sql: string): Promise<{ rows: ArrayLike<Record<string, unknown>> }> }} db
 * @param {string} listing
 * @returns {Promise<Record<string, number>>}
 */
export async function countTables(db, listing) {
  /** @type {Record<string, number>} */
  const counts = {}
  for (const { name } of Array.from((await db.execute(listing)).rows)) {
    const { rows } = await db.execute(`select count(*) as n from "${String(name).replaceAll('"', '""')}"`)
    counts[String(name)] = Number(rows[0]?.n ?? 0)
  }
  return counts
}

import { spawn } from 'node:child_process'
import path from 'node:path'

import { createClient } from '@libsql/client'
import pg from 'pg'

import {
  countTables,
  libpqEnvironment,
  postgresTables,
  sqliteTables,
} from '../../../scripts/backup-common.mjs'

/** What a dump holds: its file in the archive and the rows of every table at the moment it was taken. */
export type DatabaseDump = {
  kind: 'sqlite' | 'postgres'
  /** The dump's file name inside the staging folder (and the archive's `database/`). */
  file: string
  tables: Record<string, number>
  /** The newest migration applied, so a restore can tell which build the data needs. */
  migration: string | null
}

/** The file URL of the embedded database, or null when it is PostgreSQL or a remote libSQL server. */
export function sqliteFileOf(url: string): string | null {
  if (!url.startsWith('file:')) return null
  return url.slice('file:'.length)
}

/**
 * A consistent copy of the running SQLite database: `VACUUM INTO` reads it in one transaction beside the
 * site's writers (WAL mode), so every write committed before it started is in the copy and none after.
 * The rows are then counted in the copy itself, which nobody else writes.
 */
export async function dumpSqlite(
  live: { execute(statement: { sql: string; args: unknown[] }): Promise<unknown> },
  folder: string,
): Promise<DatabaseDump> {
  const file = 'site.db'
  await live.execute({ sql: 'VACUUM INTO ?', args: [path.join(folder, file)] })
  const copy = createClient({ url: `file:${path.join(folder, file)}` })
  try {
    return { kind: 'sqlite', file, ...(await countSqlite(copy)) }
  } finally {
    copy.close()
  }
}

type Rows = { rows: ArrayLike<Record<string, unknown>> }
type Querying = { execute(sql: string): Promise<Rows> }

/** Rows per table and the newest migration of a SQLite database (also what a restore checks). */
export async function countSqlite(db: Querying): Promise<Omit<DatabaseDump, 'kind' | 'file'>> {
  const tables = await countTables(db, sqliteTables)
  const migration = tables.payload_migrations
    ? await db.execute('select name from payload_migrations order by id desc limit 1')
    : null
  return { tables, migration: migration?.rows[0] ? String(migration.rows[0].name) : null }
}

/**
 * A consistent dump of the PostgreSQL database: one repeatable-read transaction exports its snapshot,
 * counts every table in it, and `pg_dump --snapshot` dumps exactly that snapshot while the transaction
 * stays open. Needs the PostgreSQL client tools (`pg_dump`) of the server's major version or newer.
 */
export async function dumpPostgres(databaseUrl: string, folder: string): Promise<DatabaseDump> {
  const file = 'site.pgdump'
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    // This session waits, idle in its transaction, while pg_dump reads its snapshot: no timeout may end it.
    await client.query('SET LOCAL idle_in_transaction_session_timeout = 0')
    const exported = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot')
    const snapshot = exported.rows[0]!.snapshot
    const counts = await countPostgres(client)
    await runPgDump(
      ['--format=custom', `--snapshot=${snapshot}`, '--file', path.join(folder, file)],
      databaseUrl,
    )
    // The dump is whole once pg_dump has exited 0; the read-only transaction has nothing left to commit.
    await client.query('COMMIT').catch(() => undefined)
    return { kind: 'postgres', file, ...counts }
  } finally {
    await client.end().catch(() => undefined)
  }
}

/** Rows per table of the public schema and the newest migration, inside the caller's transaction. */
export async function countPostgres(client: pg.Client): Promise<Omit<DatabaseDump, 'kind' | 'file'>> {
  const tables = await countTables(
    { execute: async (sql) => ({ rows: (await client.query(sql)).rows }) },
    postgresTables,
  )
  const migration = tables.payload_migrations
    ? await client.query<{ name: string }>('select name from payload_migrations order by id desc limit 1')
    : null
  return { tables, migration: migration?.rows[0]?.name ?? null }
}

/** pg_dump against the database of the URL (through libpq's variables), its refusal as the error. */
function runPgDump(args: string[], databaseUrl: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(/* turbopackIgnore: true */ process.env.PG_DUMP_PATH || 'pg_dump', args, {
      env: { ...process.env, ...libpqEnvironment(databaseUrl) },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(
              'pg_dump is not installed: install the PostgreSQL client tools, of the same major version as the ' +
                'server or newer (Debian: apt-get install postgresql-client), or set PG_DUMP_PATH.',
            )
          : error,
      ),
    )
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`pg_dump failed (exit ${code}): ${stderr.trim()}`)),
    )
  })
}

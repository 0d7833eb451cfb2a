import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { testSecrets } from './secrets'
import { startProductionServer } from '../../scripts/lib.mjs'

/** A fresh copy of the seeded template database (made by scripts/test.mjs) in a temporary folder. */
export function freshDataDir(label: string): string {
  const template = process.env.TEST_TEMPLATE_DATA_DIR
  // The PostgreSQL run keeps its seeded database in PostgreSQL (TEST_DATABASE_TEMPLATE) and only files here.
  if (!template || !(fs.existsSync(path.join(template, 'site.db')) || process.env.TEST_DATABASE_TEMPLATE)) {
    throw new Error(
      'No seeded template database: run the tests with `npm test` (it prepares one), or set TEST_TEMPLATE_DATA_DIR.',
    )
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `rumahloka-${label}-`))
  fs.cpSync(template, dir, { recursive: true })
  // Open to everyone, as versions before the private modes made them: the server must close them as it starts
  // (tests/integration/data-modes.test.ts).
  fs.chmodSync(dir, 0o755)
  for (const name of ['site.db', 'site.db-wal', 'site.db-shm', 'media'])
    if (fs.existsSync(path.join(dir, name)))
      fs.chmodSync(path.join(dir, name), name === 'media' ? 0o755 : 0o644)
  return dir
}

let databases = 0

/**
 * On the PostgreSQL run of the suite (scripts/test.mjs sets TEST_DATABASE_TEMPLATE to a seeded database),
 * each server gets its own copy of that database, as each gets its own copy of the SQLite file otherwise.
 */
async function databaseFor(env: Record<string, string>): Promise<Record<string, string>> {
  const template = process.env.TEST_DATABASE_TEMPLATE
  if (!template || env.DATABASE_URL || env.SQLITE_URL) return {}
  const server = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
  const name = `${template}_${process.pid}_${++databases}`
  const client = new pg.Client({ connectionString: server })
  await client.connect()
  try {
    await client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`)
  } finally {
    await client.end()
  }
  return { DATABASE_URL: server.replace(/\/[^/]*$/, `/${name}`) }
}

/** Starts the production build on a port with the given data folder and waits until it answers. */
export async function startServer(
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ChildProcess & { databaseUrl: string }> {
  const database = await databaseFor(env)
  const child = await startProductionServer({
    port,
    // Each makes its pictures itself (IMAGE_CACHE_DIR off): the memory and cache counts of the tests are of
    // what it made. tests/integration/image-store.test.ts gives its servers a store of their own.
    env: { ...testSecrets, DATA_DIR: dataDir, IMAGE_CACHE_DIR: 'off', ...database, ...env },
  })
  // What a command run beside the server (a script a test starts) needs to reach its database.
  return Object.assign(child, { databaseUrl: env.DATABASE_URL ?? database.DATABASE_URL ?? '' })
}

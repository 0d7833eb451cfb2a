import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { collections } from './collections'
import { dataDir } from './lib/paths'
import { resolvePayloadSecret } from './lib/secret'
import { migrations as postgresMigrations } from './migrations/postgres'
import { migrations as sqliteMigrations } from './migrations/sqlite'
import { ensureFirstStaffAccount } from './server/staff/bootstrap'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const databaseUrl = process.env.DATABASE_URL ?? ''
const usePostgres = /^postgres(ql)?:\/\//.test(databaseUrl)

// SQLite cannot create the folder of its file; a fresh machine has none yet.
if (!usePostgres) fs.mkdirSync(dataDir, { recursive: true })

// The schema only ever changes through committed migrations, applied on start.
const db = usePostgres
  ? postgresAdapter({
      pool: { connectionString: databaseUrl, max: Number(process.env.DATABASE_POOL_MAX || 10) },
      push: false,
      migrationDir: path.resolve(dirname, 'migrations/postgres'),
      prodMigrations: postgresMigrations,
    })
  : sqliteAdapter({
      client: { url: process.env.SQLITE_URL || `file:${path.join(dataDir, 'site.db')}` },
      push: false,
      wal: true,
      busyTimeout: 5000,
      migrationDir: path.resolve(dirname, 'migrations/sqlite'),
      prodMigrations: sqliteMigrations,
    })

export default buildConfig({
  serverURL: process.env.SITE_URL || '',
  secret: resolvePayloadSecret(),
  routes: { admin: '/admin', api: '/cms-api' },
  graphQL: { disable: true },
  admin: {
    user: 'users',
    // The built-in avatar: Gravatar would load images from the internet.
    avatar: 'default',
    meta: { titleSuffix: ' · Rumah Loka back-office' },
    importMap: { baseDir: dirname },
  },
  collections,
  editor: lexicalEditor(),
  db,
  sharp,
  telemetry: false,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  onInit: ensureFirstStaffAccount,
})

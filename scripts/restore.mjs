// `npm run restore -- <archive> [--force]`: puts a backup made by `npm run backup` (src/server/backup/) back
// into DATA_DIR (default ./data) and, for a PostgreSQL backup, into the database of DATABASE_URL. Every
// file and the database dump are checked against the archive's manifest before anything is written; the
// target must be empty unless --force (a non-empty DATA_DIR is then moved aside, not deleted). Afterwards
// the database is checked (SQLite's integrity_check, row counts against the manifest) and what was
// restored is printed. Then `npm start` serves what the backup held.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import { createClient } from '@libsql/client'
import pg from 'pg'
import { extract } from 'tar'

import { countTables, libpqEnvironment, postgresTables, sha256Of, sqliteTables } from './backup-common.mjs'

// What is restored is the server user's only, as the server keeps it (src/lib/private-files.ts).
process.umask(0o077)

const args = process.argv.slice(2)
const force = args.includes('--force')
const identityAt = args.indexOf('--identity')
const identityFile = identityAt >= 0 ? args[identityAt + 1] : undefined
const archive = args.find((a, i) => !a.startsWith('--') && (identityAt < 0 || i !== identityAt + 1))
const usage =
  'Usage: npm run restore -- <archive.tar.gz> [--force], or for an encrypted backup (BACKUP_AGE_RECIPIENT): npm run restore -- <archive.tar.gz.age> --identity <age key file> [--force]'

/** Stops with a message for the operator, nothing half-done behind it. */
class Refusal extends Error {}

async function main() {
  if (!archive || (identityAt >= 0 && !identityFile)) throw new Refusal(usage)
  if (!fs.existsSync(archive)) throw new Refusal(`No such archive: ${archive}`)
  const started = Date.now()
  // A DATA_DIR that is a link is restored where the link points.
  const named = path.resolve(process.env.DATA_DIR || 'data')
  const dataDir = fs.existsSync(named) ? fs.realpathSync(named) : named
  const databaseUrl = process.env.DATABASE_URL ?? ''
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'rumahloka-restore-'))
  try {
    const plain = await decrypted(archive, staging)
    // node-tar keeps every entry inside `cwd` (no absolute paths, no `..`).
    await extract({ file: plain, cwd: staging, strict: true }).catch((error) => {
      throw new Refusal(`This is not a backup archive of this site (${error.message}).`)
    })
    const manifest = readManifest(staging)
    await checkAgainstManifest(staging, manifest)
    const postgres = manifest.database.kind === 'postgres'
    if (postgres && !/^postgres(ql)?:\/\//.test(databaseUrl))
      throw new Refusal(
        'This backup holds a PostgreSQL database: set DATABASE_URL to the (empty) database to restore into.',
      )
    if (!postgres && /^postgres(ql)?:\/\//.test(databaseUrl))
      throw new Refusal(
        'This backup holds a SQLite database: unset DATABASE_URL to restore it into DATA_DIR.',
      )

    const movedAside = prepareDataDir(dataDir)
    try {
      if (postgres) await prepareDatabase(databaseUrl)
      // Into a folder inside DATA_DIR first (the same disk, even when DATA_DIR is a mount point), whose
      // entries are then moved up: a restore that fails half-way leaves no half-restored DATA_DIR.
      fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 })
      const incoming = path.join(dataDir, `.restoring-${process.pid}`)
      try {
        fs.mkdirSync(incoming, { mode: 0o700 })
        for (const file of manifest.files) {
          const to = path.join(incoming, file.path)
          fs.mkdirSync(path.dirname(to), { recursive: true, mode: 0o700 })
          fs.copyFileSync(path.join(staging, 'files', file.path), to)
          fs.chmodSync(to, 0o600)
        }
        const dump = path.join(staging, 'database', manifest.database.file)
        if (postgres) await pgRestore(dump, databaseUrl)
        else {
          fs.copyFileSync(dump, path.join(incoming, 'site.db'))
          fs.chmodSync(path.join(incoming, 'site.db'), 0o600)
        }
        for (const name of fs.readdirSync(incoming))
          fs.renameSync(path.join(incoming, name), path.join(dataDir, name))
      } finally {
        fs.rmSync(incoming, { recursive: true, force: true })
      }
    } catch (error) {
      // What DATA_DIR held goes back where it was; only a PostgreSQL database emptied by --force stays empty.
      if (movedAside) {
        fs.rmSync(dataDir, { recursive: true, force: true })
        fs.renameSync(movedAside, dataDir)
      } else
        for (const name of fs.readdirSync(dataDir))
          fs.rmSync(path.join(dataDir, name), { recursive: true, force: true })
      throw error
    }

    const found = postgres
      ? await countPostgres(databaseUrl)
      : await checkSqlite(path.join(dataDir, 'site.db'))
    const differing = Object.entries(manifest.database.tables).filter(([t, n]) => found[t] !== n)
    if (differing.length)
      throw new Error(
        `The restored database differs from the manifest: ${differing.map(([t, n]) => `${t} ${found[t]} rows, expected ${n}`).join('; ')}`,
      )

    const rows = Object.values(manifest.database.tables).reduce((a, b) => a + b, 0)
    const fileBytes = manifest.files.reduce((a, f) => a + f.bytes, 0)
    console.log(
      [
        `Restored ${path.basename(archive)} (taken ${manifest.createdAt}, ${manifest.app.name} ${manifest.app.version}) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
        `  database (${manifest.database.kind}${postgres ? `, ${redact(databaseUrl)}` : `, ${path.join(dataDir, 'site.db')}`}): ` +
          `${Object.keys(manifest.database.tables).length} tables, ${rows} rows, as the manifest says` +
          (postgres ? '' : '; integrity_check ok'),
        `  files into ${dataDir}: ${manifest.files.length}, ${(fileBytes / 1e6).toFixed(2)} MB, every hash as the manifest says`,
        manifest.uploads.in === 's3'
          ? `  uploads: in the S3 bucket ${manifest.uploads.bucket}, not in the archive`
          : '',
        manifest.secrets.inArchive.length
          ? `  secrets restored: ${manifest.secrets.inArchive.join(', ')}`
          : '',
        manifest.secrets.fromEnvironment.length
          ? `  set these variables as on the backed-up server (they were not in the archive): ${manifest.secrets.fromEnvironment.join(', ')}`
          : '',
        movedAside ? `  what DATA_DIR held before was moved to ${movedAside}` : '',
        'Start the site with `npm start`.',
      ]
        .filter(Boolean)
        .join('\n'),
    )
  } finally {
    fs.rmSync(staging, { recursive: true, force: true })
  }
}

/**
 * The archive as tar.gz: itself, or, when it is age-encrypted (src/server/backup/encryption.ts), its
 * decryption with the key in --identity, into the private staging folder. By hand instead:
 * `age -d -i key.txt archive.tar.gz.age > archive.tar.gz`, then restore that.
 */
async function decrypted(file, staging) {
  const header = Buffer.alloc(ageHeader.length)
  const fd = fs.openSync(file, 'r')
  try {
    fs.readSync(fd, header, 0, header.length, 0)
  } finally {
    fs.closeSync(fd)
  }
  if (!header.equals(ageHeader)) {
    if (identityFile) throw new Refusal(`${file} is not encrypted: restore it without --identity.`)
    return file
  }
  if (!identityFile)
    throw new Refusal(
      `${file} is encrypted (age, BACKUP_AGE_RECIPIENT): pass --identity <file holding its AGE-SECRET-KEY-1… line>, or decrypt it first with \`age -d -i key.txt ${path.basename(file)} > backup.tar.gz\`.`,
    )
  let identities
  try {
    identities = fs
      .readFileSync(identityFile, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.startsWith('AGE-SECRET-KEY-'))
  } catch (error) {
    throw new Refusal(`The identity file ${identityFile} cannot be read (${error.code}).`)
  }
  if (!identities.length)
    throw new Refusal(
      `The identity file ${identityFile} holds no AGE-SECRET-KEY-… line (age-keygen writes one).`,
    )
  const { Decrypter } = await import('age-encryption')
  const decrypter = new Decrypter()
  for (const identity of identities) decrypter.addIdentity(identity)
  const plain = path.join(staging, 'archive.tar.gz')
  fs.writeFileSync(plain, '', { mode: 0o600 })
  try {
    const stream = await decrypter.decrypt(Readable.toWeb(fs.createReadStream(file)))
    await pipeline(Readable.fromWeb(stream), fs.createWriteStream(plain))
  } catch (error) {
    throw new Refusal(
      `${file} could not be decrypted with ${identityFile} (${error.message}): it is encrypted to another key, or damaged.`,
    )
  }
  return plain
}
const ageHeader = Buffer.from('age-encryption.org/v1\n')

function readManifest(staging) {
  let manifest
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(staging, 'manifest.json'), 'utf8'))
  } catch {
    throw new Refusal('This is not a backup of this site: the archive has no readable manifest.json.')
  }
  if (!['site.db', 'site.pgdump'].includes(manifest.database?.file))
    throw new Refusal('This is not a backup of this site: its manifest names no database dump it could hold.')
  if (manifest.format !== 1)
    throw new Refusal(`Unknown backup format ${manifest.format}: use a newer release to restore it.`)
  return manifest
}

async function checkAgainstManifest(staging, manifest) {
  const wrong = []
  const check = async (file, expected) => {
    try {
      const { size } = fs.statSync(file)
      if (size !== expected.bytes || (await sha256Of(file)) !== expected.sha256) wrong.push(expected.path)
    } catch {
      wrong.push(`${expected.path} (missing)`)
    }
  }
  await check(path.join(staging, 'database', manifest.database.file), {
    ...manifest.database,
    path: `database/${manifest.database.file}`,
  })
  for (const file of manifest.files) {
    if (path.isAbsolute(file.path) || file.path.split('/').includes('..'))
      wrong.push(`${file.path} (outside DATA_DIR)`)
    else await check(path.join(staging, 'files', file.path), file)
  }
  if (wrong.length)
    throw new Refusal(
      `The archive is damaged: these do not match the manifest, nothing was restored: ${wrong.join(', ')}`,
    )
}

/** An empty or missing DATA_DIR is used as is; a non-empty one only with --force, moved aside. */
function prepareDataDir(dataDir) {
  if (!fs.existsSync(dataDir) || fs.readdirSync(dataDir).length === 0) return null
  if (!force)
    throw new Refusal(
      `DATA_DIR (${dataDir}) is not empty: restore into an empty folder (set DATA_DIR), or pass --force to move what it holds aside.`,
    )
  const aside = `${dataDir}.before-restore-${new Date().toISOString().replace(/[-:.]/g, '')}`
  try {
    fs.renameSync(dataDir, aside)
  } catch (error) {
    throw new Refusal(
      `DATA_DIR (${dataDir}) could not be moved aside (${error.code}; a mount point cannot be): empty it yourself, or restore into another folder.`,
    )
  }
  return aside
}

/** The database must have no tables unless --force, which empties its public schema. */
async function prepareDatabase(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query(
      "select count(*)::int as n from pg_tables where schemaname = 'public'",
    )
    if (rows[0].n === 0) return
    if (!force)
      throw new Refusal(
        `The database of DATABASE_URL has ${rows[0].n} tables: restore into an empty database, or pass --force to empty it first.`,
      )
    await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public')
  } finally {
    await client.end()
  }
}

function pgRestore(dump, databaseUrl) {
  return new Promise((resolve, reject) => {
    // The connection through libpq's variables: the password never stands on a command line.
    const env = libpqEnvironment(databaseUrl)
    const child = spawn(
      process.env.PG_RESTORE_PATH || 'pg_restore',
      ['--no-owner', '--no-acl', '--exit-on-error', '--dbname', env.PGDATABASE, dump],
      { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] },
    )
    let stderr = ''
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.on('error', (error) =>
      reject(
        error.code === 'ENOENT'
          ? new Refusal(
              'pg_restore is not installed: install the PostgreSQL client tools (Debian: postgresql-client), or set PG_RESTORE_PATH.',
            )
          : error,
      ),
    )
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`pg_restore failed (exit ${code}): ${stderr.trim()}`)),
    )
  })
}

/** integrity_check must say ok; then the rows of every table. */
async function checkSqlite(file) {
  const db = createClient({ url: `file:${file}` })
  try {
    const integrity = await db.execute('pragma integrity_check')
    const verdict = integrity.rows.map((r) => Object.values(r)[0]).join('; ')
    if (verdict !== 'ok') throw new Error(`The restored database fails integrity_check: ${verdict}`)
    return await countTables(db, sqliteTables)
  } finally {
    db.close()
  }
}

async function countPostgres(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const q = { execute: async (sql) => ({ rows: (await client.query(sql)).rows }) }
    return await countTables(q, postgresTables)
  } finally {
    await client.end()
  }
}

const redact = (url) => url.replace(/\/\/[^@/]*@/, '//…@')

main().catch((error) => {
  console.error(error instanceof Refusal ? error.message : `Restore failed: ${error.message}`)
  process.exit(1)
})

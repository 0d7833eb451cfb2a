import fs from 'node:fs'
import path from 'node:path'

import { DeleteObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import type { Payload } from 'payload'
import { create as createTar } from 'tar'

import { sha256Of } from '../../../scripts/backup-common.mjs'
import { publishedSecrets } from '../../../scripts/published-secrets.mjs'
import { dataDir, spoolDir } from '../../lib/paths'
import { secretFileName } from '../../lib/secret'
import { s3Settings } from '../storage'
import { copyDataFiles, type FileEntry } from './data-files'
import { dumpPostgres, dumpSqlite, sqliteFileOf, type DatabaseDump } from './database-dump'
import { backupRecipients, encryptFile } from './encryption'
import { backupSettings } from './settings'

/** manifest.json at the root of every archive; `npm run restore` (scripts/restore.mjs) checks it. */
export type Manifest = {
  format: 1
  app: { name: string; version: string }
  createdAt: string
  trigger: BackupTrigger
  database: DatabaseDump & { bytes: number; sha256: string }
  /** Everything under DATA_DIR but the database, at `files/<path>` in the archive. */
  files: FileEntry[]
  /** With S3_BUCKET set the uploads live in the bucket, which this archive does not copy. */
  uploads: { in: 'archive' } | { in: 's3'; bucket: string }
  secrets: {
    /** Generated secrets (signed links, sessions, contract keys) kept as files in the archive. */
    inArchive: string[]
    /** Set as variables on this server: not in the archive; keep them with it. */
    fromEnvironment: string[]
  }
}

export type BackupTrigger = 'schedule' | 'command'
export type BackupResult = { name: string; location: string; bytes: number; manifest: Manifest }

const secretNames = ['PAYLOAD_SECRET', 'CUSTOMER_LINK_SECRET', ...Object.keys(publishedSecrets)]
const archiveName = /^rumahloka-backup-\d{8}T\d{6}Z\.tar\.gz(\.age)?$/

/** rumahloka-backup-20261125T020000Z.tar.gz (.tar.gz.age encrypted): sorts by time. */
export const archiveNameFor = (at: Date, encrypted = false) =>
  `rumahloka-backup-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}.tar.gz${encrypted ? '.age' : ''}`

/**
 * One backup of the running site, taken without stopping it: the database dumped consistently, every file
 * under DATA_DIR copied with its hash, the manifest, into one dated .tar.gz in BACKUP_DIR (or the S3
 * bucket with BACKUP_TARGET=s3); then only the newest BACKUP_KEEP archives are kept. Every attempt,
 * failed ones too, is recorded in the backup-runs collection the back-office shows.
 */
export async function takeBackup(
  payload: Payload,
  trigger: BackupTrigger,
  now = new Date(),
): Promise<BackupResult> {
  const started = new Date()
  try {
    const result = await writeArchive(payload, trigger, now)
    await record(payload, {
      status: 'ok',
      trigger,
      started_at: started.toISOString(),
      finished_at: new Date().toISOString(),
      bytes: result.bytes,
      location: result.location,
      database: result.manifest.database.kind,
    })
    return result
  } catch (error) {
    await record(payload, {
      status: 'failed',
      trigger,
      started_at: started.toISOString(),
      finished_at: new Date().toISOString(),
      error: String((error as Error)?.message ?? error).slice(0, 2000),
    }).catch(() => undefined)
    throw error
  }
}

async function writeArchive(payload: Payload, trigger: BackupTrigger, now: Date): Promise<BackupResult> {
  const settings = backupSettings()
  // Checked before any work: a mistyped key must not cost a dump.
  const recipients = backupRecipients()
  // Staged beside the archives, not in the system's temporary folder (often memory), and private: the copy
  // holds the secrets. What a killed backup left there goes first.
  await fs.promises.mkdir(settings.dir, { recursive: true, mode: 0o700 })
  await removeLeftovers(settings.dir)
  const staging = await fs.promises.mkdtemp(path.join(settings.dir, '.staging-'))
  try {
    await fs.promises.mkdir(path.join(staging, 'database'))
    const database = await dumpDatabase(payload, path.join(staging, 'database'))
    const databaseFile = path.join(staging, 'database', database.file)
    // Left out: the archives themselves, and CSV files still being imported (the sender's to resend).
    const files = await copyDataFiles(dataDir, path.join(staging, 'files'), [settings.dir, spoolDir])
    const bucket = s3Settings()?.bucket
    const manifest: Manifest = {
      format: 1,
      app: { name: 'rumahloka', version: appVersion() },
      createdAt: now.toISOString(),
      trigger,
      database: {
        ...database,
        bytes: (await fs.promises.stat(databaseFile)).size,
        sha256: await sha256Of(databaseFile),
      },
      files,
      uploads: bucket ? { in: 's3', bucket } : { in: 'archive' },
      secrets: {
        inArchive: secretNames.filter((name) => files.some((f) => f.path === secretFileName(name))),
        fromEnvironment: secretNames.filter((name) => process.env[name]),
      },
    }
    await fs.promises.writeFile(path.join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2))

    const name = archiveNameFor(now, recipients.length > 0)
    const entries = ['manifest.json', 'database', ...(files.length ? ['files'] : [])]
    // Made 0600 before a byte is written (tar keeps the mode of a file it overwrites). With
    // BACKUP_AGE_RECIPIENT the tar stays in the private staging folder and only its encryption goes out.
    const writeTar = async (file: string) => {
      const tar = recipients.length ? path.join(staging, 'archive.tar.gz') : file
      await fs.promises.writeFile(tar, '', { mode: 0o600 })
      await createTar({ gzip: true, file: tar, cwd: staging, portable: true }, entries)
      if (recipients.length) await encryptFile(tar, file, recipients)
    }
    if (settings.target === 's3') {
      const archive = path.join(staging, name)
      await writeTar(archive)
      const bytes = (await fs.promises.stat(archive)).size
      const location = await putInBucket(archive, name, bytes, settings.keep)
      return { name, location, bytes, manifest }
    }
    const final = path.join(settings.dir, name)
    // Written under a name no listing counts, then renamed: a half-written archive is never "the last".
    const partial = `${final}.partial`
    try {
      await writeTar(partial)
      await fs.promises.rename(partial, final)
    } catch (error) {
      await fs.promises.rm(partial, { force: true })
      throw error
    }
    await pruneLocal(settings.dir, settings.keep)
    return { name, location: final, bytes: (await fs.promises.stat(final)).size, manifest }
  } finally {
    await fs.promises.rm(staging, { recursive: true, force: true })
  }
}

/** A staging folder or half-written archive an earlier, killed backup left in the folder. */
async function removeLeftovers(dir: string) {
  for (const name of await fs.promises.readdir(dir))
    if (name.startsWith('.staging-') || (name.startsWith('rumahloka-backup-') && name.endsWith('.partial')))
      await fs.promises.rm(path.join(dir, name), { recursive: true, force: true })
}

async function dumpDatabase(payload: Payload, folder: string): Promise<DatabaseDump> {
  const databaseUrl = process.env.DATABASE_URL ?? ''
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) return dumpPostgres(databaseUrl, folder)
  // The archive holds DATA_DIR's site.db, which is what restore puts back.
  const sqliteUrl = process.env.SQLITE_URL
  const sqliteFile = sqliteUrl && sqliteFileOf(sqliteUrl)
  if (sqliteUrl && (!sqliteFile || path.resolve(sqliteFile) !== path.join(dataDir, 'site.db')))
    throw new Error(
      `SQLITE_URL (${sqliteUrl}) is not DATA_DIR's site.db: back that database up with its own tools, or unset it.`,
    )
  const client = (payload.db as unknown as { client: Parameters<typeof dumpSqlite>[0] }).client
  return dumpSqlite(client, folder)
}

let version: string | undefined
function appVersion(): string {
  version ??= JSON.parse(fs.readFileSync(path.join(process.cwd(), 'package.json'), 'utf8')).version as string
  return version
}

/** Keeps the newest `keep` archives of the folder. */
async function pruneLocal(dir: string, keep: number) {
  const archives = (await fs.promises.readdir(dir)).filter((n) => archiveName.test(n)).sort()
  for (const old of archives.slice(0, Math.max(0, archives.length - keep)))
    await fs.promises.rm(path.join(dir, old), { force: true })
}

/** Puts the archive under `backups/` in the uploads bucket (never served: no collection reads it). */
async function putInBucket(archive: string, name: string, bytes: number, keep: number): Promise<string> {
  const settings = s3Settings()
  if (!settings) throw new Error('BACKUP_TARGET=s3 needs S3_BUCKET (and its S3_* settings) to be set.')
  // A plain PUT of a known length: the SDK's default checksum trailer (aws-chunked) loses bytes on some
  // S3-compatible stores (s3rver stored 764 bytes short of a 5 MB archive).
  const client = new S3Client({ ...settings.config, requestChecksumCalculation: 'WHEN_REQUIRED' })
  try {
    const key = `backups/${name}`
    await client.send(
      new PutObjectCommand({
        Bucket: settings.bucket,
        Key: key,
        Body: fs.createReadStream(archive),
        ContentLength: bytes,
        ContentType: name.endsWith('.age') ? 'application/octet-stream' : 'application/gzip',
      }),
    )
    const listed = await client.send(
      new ListObjectsV2Command({ Bucket: settings.bucket, Prefix: 'backups/' }),
    )
    const archives = (listed.Contents ?? [])
      .map((o) => o.Key ?? '')
      .filter((k) => archiveName.test(k.slice('backups/'.length)))
      .sort()
    for (const old of archives.slice(0, Math.max(0, archives.length - keep)))
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: old }))
    return `s3://${settings.bucket}/${key}`
  } finally {
    client.destroy()
  }
}

async function record(payload: Payload, data: Record<string, unknown>) {
  await payload.create({ collection: 'backup-runs', data: data as never, overrideAccess: true, depth: 0 })
}

import path from 'node:path'

/** Backups are taken at 02:00 server time unless BACKUP_CRON says otherwise (6 fields, seconds first). */
export const defaultBackupCron = '0 0 2 * * *'

export type BackupSettings = {
  /** Where archives are written (BACKUP_DIR, default ./backups beside DATA_DIR's default ./data). */
  dir: string
  target: 'local' | 's3'
  /** How many archives are kept (BACKUP_KEEP, default 7). */
  keep: number
  /** The nightly schedule, or null with BACKUP_SCHEDULE=off. */
  cron: string | null
}

/** BACKUP_* read and checked; a folder the site serves is refused, so an archive is never public. */
export function backupSettings(env: Record<string, string | undefined> = process.env): BackupSettings {
  const root = process.cwd()
  const dir = path.resolve(/* turbopackIgnore: true */ root, env.BACKUP_DIR || 'backups')
  for (const served of ['public', '.next'])
    if (`${dir}${path.sep}`.startsWith(path.join(/* turbopackIgnore: true */ root, served) + path.sep))
      throw new Error(`BACKUP_DIR must not be inside ${served}/: the site serves that folder.`)
  const keep = Number(env.BACKUP_KEEP || 7)
  if (!Number.isInteger(keep) || keep < 1) throw new Error('BACKUP_KEEP must be a whole number of 1 or more.')
  const target = env.BACKUP_TARGET || 'local'
  if (target !== 'local' && target !== 's3') throw new Error('BACKUP_TARGET must be "local" or "s3".')
  const off = /^(off|false|0|no)$/i.test(env.BACKUP_SCHEDULE ?? '')
  return { dir, target, keep, cron: off ? null : env.BACKUP_CRON || defaultBackupCron }
}

import fs from 'node:fs'
import path from 'node:path'

import { dataDir, documentsDir, mediaDir, privateDir } from './paths'

/** Owner only: DATA_DIR holds personal data, password and TOTP hashes, webhook secrets and signing keys. */
export const privateDirMode = 0o700
export const privateFileMode = 0o600

/**
 * Makes DATA_DIR, its upload folders and the SQLite file (with its -wal and -shm, which SQLite creates with
 * the file's mode) readable by the server's user only: created so, and tightened on every start when an
 * earlier version made them 0755/0644. The file is created empty (SQLite takes an empty file as an empty
 * database) so it never exists with the umask's mode. A folder or file owned by someone else (a mount point)
 * is left as it is, with a warning.
 */
export function makeDataPrivate(options: { sqliteFile?: string | null; uploads?: boolean } = {}) {
  const tighten = (target: string, mode: number) => {
    try {
      if ((fs.statSync(target).mode & 0o777) !== mode) fs.chmodSync(target, mode)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
        console.warn(`Could not make ${target} private (${(error as Error).message}).`)
    }
  }
  fs.mkdirSync(dataDir, { recursive: true, mode: privateDirMode })
  tighten(dataDir, privateDirMode)
  for (const folder of [mediaDir, documentsDir, privateDir]) {
    if (options.uploads) fs.mkdirSync(folder, { recursive: true, mode: privateDirMode })
    tighten(folder, privateDirMode)
  }
  const file = options.sqliteFile
  if (!file) return
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: privateDirMode })
  // 'a': made if missing, never truncated.
  fs.closeSync(fs.openSync(file, 'a', privateFileMode))
  for (const name of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`]) tighten(name, privateFileMode)
}

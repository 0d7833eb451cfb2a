import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'

/** One file of the archive: its path under DATA_DIR, size and SHA-256. */
export type FileEntry = { path: string; bytes: number; sha256: string }

/** The SQLite database and its journal files: the dump holds them, consistently. */
const databaseFile = /^site\.db(-wal|-shm|-journal)?$/

/**
 * Copies every file under `dataDir` (uploads, media, documents, the generated secrets) into `into`,
 * hashing the bytes as they are copied, so the archive and its manifest describe the same bytes even when
 * a file changes meanwhile. Left out: the database (dumped on its own) and any folder in `skip` (the
 * backups themselves when they are kept inside DATA_DIR).
 */
export async function copyDataFiles(
  dataDir: string,
  into: string,
  skip: string[] = [],
): Promise<FileEntry[]> {
  const entries: FileEntry[] = []
  const root = path.resolve(dataDir)
  const skipped = new Set(skip.map((s) => path.resolve(s)))
  const seen = new Set<string>()
  const walk = async (dir: string) => {
    // Each real folder once: a link back up the tree is not followed round.
    const real = await fs.promises.realpath(dir).catch(() => dir)
    if (seen.has(real)) return
    seen.add(real)
    let names: fs.Dirent[]
    try {
      names = await fs.promises.readdir(dir, { withFileTypes: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
      throw error
    }
    for (const entry of names.sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name)
      if (skipped.has(full)) continue
      // A link (media on another disk) is followed: what it points at is what the site serves.
      const kind = entry.isSymbolicLink() ? await fs.promises.stat(full).catch(() => null) : entry
      if (kind?.isDirectory()) await walk(full)
      else if (kind?.isFile() && !(dir === root && databaseFile.test(entry.name))) {
        const relative = path.relative(root, full).split(path.sep).join('/')
        const copied = await copyHashing(full, path.join(into, relative))
        if (copied) entries.push({ path: relative, ...copied })
      }
    }
  }
  await walk(root)
  return entries
}

/** Copies one file, hashing it on the way; null when it was removed before it could be read. */
async function copyHashing(from: string, to: string): Promise<Omit<FileEntry, 'path'> | null> {
  await fs.promises.mkdir(path.dirname(to), { recursive: true })
  const hash = createHash('sha256')
  let bytes = 0
  try {
    await pipeline(
      fs.createReadStream(from),
      async function* (source: AsyncIterable<Buffer>) {
        for await (const chunk of source) {
          hash.update(chunk)
          bytes += chunk.length
          yield chunk
        }
      },
      fs.createWriteStream(to, { mode: 0o600 }),
    )
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
  return { bytes, sha256: hash.digest('hex') }
}

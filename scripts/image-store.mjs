// Resized images kept on disk (IMAGE_CACHE_DIR, default .next/cache/images), under the memory tier of
// scripts/image-cache.mjs: after a restart, or on another instance sharing the folder, a picture made before
// is read back instead of made again (AVIF: about a quarter of a second of CPU each; the 196 variants of
// home's pictures took a fresh server 53 s of CPU, 2026-12-02). An entry is named by the request's key and
// the bytes of the picture it was made from, so a picture replaced is made again and nothing ever needs
// dropping; the folder is kept under IMAGE_CACHE_DISK_MB, the least recently read out first. Only pictures
// made from media on this machine's disk (DATA_DIR/media) are kept: with media on S3 there is no store
// (scripts/serve.mjs).
// By hand: cacache (npm's store) has no bound on its size and keeps an index that only grows; this is a
// file per entry, written aside and renamed, and a sweep by the time each was last read.
import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { LRUCache } from 'lru-cache'

/**
 * The file on this machine a source URL of the optimizer names: `/cms-api/media/file/<name>` in `mediaDir`.
 * Null for anything else, and for a name that would lead out of the folder.
 * @param {string | null} url
 * @param {string} mediaDir
 */
export function sourceFileOf(url, mediaDir) {
  const prefix = '/cms-api/media/file/'
  if (typeof url !== 'string' || !url.startsWith(prefix)) return null
  let pathname
  try {
    pathname = decodeURIComponent(new URL(url, 'http://local').pathname)
  } catch {
    return null
  }
  // "/cms-api/media/file/%2e%2e/x" is "/cms-api/media/x" once resolved.
  const name = pathname.startsWith(prefix) ? pathname.slice(prefix.length) : ''
  if (!name || name.includes('\0')) return null
  const file = path.resolve(mediaDir, name)
  return path.dirname(file) === path.resolve(mediaDir) ? file : null
}

/** An entry's bytes: the length of its headers' JSON (4 bytes), the headers, the body. */
const pack = ({ headers, body }) => {
  const head = Buffer.from(JSON.stringify(headers))
  const length = Buffer.alloc(4)
  length.writeUInt32BE(head.length)
  return Buffer.concat([length, head, body])
}
const unpack = (bytes) => {
  const length = bytes.readUInt32BE(0)
  return {
    headers: JSON.parse(bytes.subarray(4, 4 + length).toString()),
    body: bytes.subarray(4 + length),
  }
}

/**
 * The store in `dir` (made if missing; an error when it cannot be). Every operation is best effort: a file
 * that cannot be read or written is a miss, never an error for the shopper.
 * @param {{ dir: string, maxBytes: number, mediaDir: string }} options
 */
export function createImageStore({ dir, maxBytes, mediaDir }) {
  fs.mkdirSync(dir, { recursive: true })
  // The digest of each source by its identity on disk: a picture is read and hashed once, not per miss.
  const digests = new LRUCache({ max: 10_000 })
  async function digestOf(file) {
    const stat = await fs.promises.stat(file)
    const identity = `${file}\0${stat.ino}\0${stat.size}\0${stat.mtimeMs}`
    let digest = digests.get(identity)
    if (!digest) {
      digest = createHash('sha256')
        .update(await fs.promises.readFile(file))
        .digest('hex')
      digests.set(identity, digest)
    }
    return digest
  }

  // What the folder holds, counted at start and as entries are written; past maxBytes, a sweep.
  let bytes = 0
  let sweeping = null
  const entries = async () => {
    const names = (await fs.promises.readdir(dir)).filter((name) => /^[0-9a-f]{64}$/.test(name))
    const found = await Promise.all(
      names.map(async (name) => {
        const stat = await fs.promises.stat(path.join(dir, name)).catch(() => null)
        return stat && { name, size: stat.size, used: stat.mtimeMs }
      }),
    )
    return found.filter(Boolean)
  }
  const counted = entries()
    .then((found) => (bytes += found.reduce((sum, e) => sum + e.size, 0)))
    .catch(() => undefined)
  /** Removes the least recently read entries until the folder holds three quarters of maxBytes. */
  function sweep() {
    sweeping ??= (async () => {
      const found = (await entries()).sort((a, b) => a.used - b.used)
      let total = found.reduce((sum, e) => sum + e.size, 0)
      for (const entry of found) {
        if (total <= maxBytes * 0.75) break
        await fs.promises.rm(path.join(dir, entry.name), { force: true })
        total -= entry.size
      }
      bytes = total
    })()
      .catch(() => undefined)
      .finally(() => (sweeping = null))
    return sweeping
  }

  return {
    /** The name of a request's entry, or null when its source is not a file here (or is gone). */
    async nameOf(key) {
      const file = sourceFileOf(JSON.parse(key)[0], mediaDir)
      if (!file) return null
      const digest = await digestOf(file).catch(() => null)
      return digest && createHash('sha256').update(key).update('\0').update(digest).digest('hex')
    },
    /** The entry stored under `name`, or null. Reading it makes it the most recently used. */
    async read(name) {
      const file = path.join(dir, name)
      try {
        const entry = unpack(await fs.promises.readFile(file))
        const now = new Date()
        fs.promises.utimes(file, now, now).catch(() => undefined)
        return entry
      } catch {
        return null
      }
    },
    /** Stores an entry under `name`: written aside, then renamed, so no reader sees half of it. */
    async write(name, entry) {
      const data = pack(entry)
      if (data.length > maxBytes) return
      const aside = path.join(dir, `.${name}.${randomBytes(6).toString('hex')}`)
      try {
        await fs.promises.writeFile(aside, data)
        await fs.promises.rename(aside, path.join(dir, name))
      } catch {
        await fs.promises.rm(aside, { force: true }).catch(() => undefined)
        return
      }
      await counted
      bytes += data.length
      if (bytes > maxBytes) await sweep()
    },
    bytes: () => bytes,
  }
}

/**
 * The server's store in `dir` (IMAGE_CACHE_DIR), or null when it is "off" or cannot be made (said once: the
 * pictures are then kept in memory only).
 * @param {string} dir
 * @param {{ maxBytes: number, mediaDir: string }} options
 */
export function openImageStore(dir, options) {
  if (dir === 'off') return null
  try {
    return createImageStore({ dir, ...options })
  } catch (error) {
    console.warn(`Resized images are kept in memory only: ${dir} cannot be used (${error.message})`)
    return null
  }
}

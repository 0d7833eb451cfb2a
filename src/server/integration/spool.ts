import fs from 'node:fs'
import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { Readable, Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'

import { spoolDir } from '../../lib/paths'

const megabytes = (name: string, fallback: number) => Number(process.env[name] || fallback) * 1024 * 1024
/** The most one spooled file may hold (CSV_SPOOL_MAX_MB, default 2 GiB: some 15 million products). */
const maxBytes = () => megabytes('CSV_SPOOL_MAX_MB', 2048)
/** The most all files being received or imported on this instance may hold together (CSV_SPOOL_TOTAL_MB). */
const totalBytes = () => megabytes('CSV_SPOOL_TOTAL_MB', 4096)
/** Files one key (or one staff account) may have in flight at once (CSV_UPLOADS_PER_KEY, default 2). */
const perUploader = () => Number(process.env.CSV_UPLOADS_PER_KEY || 2)
/** A spooled file left by a killed process is removed once this old: no import takes a day. */
const leftoverMs = 24 * 60 * 60 * 1000

export class SpoolTooLarge extends Error {}
/** The uploader already has as many files in flight as it may; the message says what to do. */
export class TooManyUploads extends Error {}
/** The files in flight on this instance fill the spool's total; the message says what to do. */
export class SpoolFull extends Error {}

const inFlight = new Map<string, number>()
let spooledBytes = 0
let swept = false

/** Removes what a killed process left in the spool folder (once per process; best effort). */
async function sweepLeftovers() {
  if (swept) return
  swept = true
  const names = await fs.promises.readdir(spoolDir).catch(() => [])
  const now = Date.now()
  for (const name of names) {
    const file = path.join(spoolDir, name)
    const stat = await fs.promises.stat(file).catch(() => null)
    if (stat?.isFile() && now - stat.mtimeMs > leftoverMs) await fs.promises.rm(file, { force: true })
  }
}

export type Spooled = { stream: Readable; done: () => Promise<void> }

/**
 * A CSV file received whole onto disk, as fast as it arrives, before it is imported: the import then reads it
 * from there at its own pace. Read straight from the request, a file arrived only as fast as it imported, and
 * Node refuses a request not received within its request timeout (5 minutes), which bounded a file to what
 * imports in 5 minutes; received first, a file of any length arrives in the time its bytes take.
 *
 * The folder is DATA_DIR/spool (a real disk, not the system's temporary folder, which is often memory;
 * backups leave it out). What it may hold is bounded three ways: a file by CSV_SPOOL_MAX_MB, all files in
 * flight on this instance by CSV_SPOOL_TOTAL_MB, and the files in flight per `uploader` (an integration key
 * or a staff account) by CSV_UPLOADS_PER_KEY. A file counts from its first byte until `done` (called once
 * it has been imported) removes it; receiving that fails removes it at once.
 */
export async function spool(body: ReadableStream<Uint8Array>, uploader: string): Promise<Spooled> {
  const held = inFlight.get(uploader) ?? 0
  if (held >= perUploader())
    throw new TooManyUploads(
      `This key already has ${held} CSV files being received or imported, the most it may have at once; ` +
        'send the next file when one of them is answered.',
    )
  if (spooledBytes >= totalBytes()) throw new SpoolFull()
  inFlight.set(uploader, held + 1)
  let counted = 0
  const release = () => {
    spooledBytes -= counted
    counted = 0
    const left = (inFlight.get(uploader) ?? 1) - 1
    if (left > 0) inFlight.set(uploader, left)
    else inFlight.delete(uploader)
  }

  const file = path.join(spoolDir, `import-${randomUUID()}.csv`)
  const limit = maxBytes()
  const total = totalBytes()
  let size = 0
  let full = false
  try {
    await fs.promises.mkdir(spoolDir, { recursive: true, mode: 0o700 })
    await sweepLeftovers()
    await pipeline(
      Readable.fromWeb(body as NodeReadableStream<Uint8Array>),
      async function* (chunks: AsyncIterable<Uint8Array>) {
        for await (const chunk of chunks) {
          size += chunk.byteLength
          if (spooledBytes + chunk.byteLength > total) full = true
          // Past a cap the rest is read and dropped, so the sender, still sending, reads the refusal
          // rather than a reset connection.
          if (size <= limit && !full) {
            spooledBytes += chunk.byteLength
            counted += chunk.byteLength
            yield chunk
          }
        }
      },
      fs.createWriteStream(file, { mode: 0o600 }) as Writable,
    )
  } catch (error) {
    await fs.promises.rm(file, { force: true })
    release()
    throw error
  }
  if (size > limit || full) {
    await fs.promises.rm(file, { force: true })
    release()
    if (full) throw new SpoolFull()
    throw new SpoolTooLarge(`The file is over ${limit / 1024 / 1024} MB`)
  }
  const read = fs.createReadStream(file)
  let finished = false
  return {
    stream: read,
    done: async () => {
      if (finished) return
      finished = true
      read.destroy()
      await fs.promises.rm(file, { force: true })
      release()
    },
  }
}

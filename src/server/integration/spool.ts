import fs from 'node:fs'
import { randomUUID } from 'node:crypto'
import os from 'node:os'
import path from 'node:path'
import { Readable, Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'

/** The most a spooled file may hold (CSV_SPOOL_MAX_MB, default 2 GiB: some 15 million products). */
const maxBytes = () => Number(process.env.CSV_SPOOL_MAX_MB || 2048) * 1024 * 1024

export class SpoolTooLarge extends Error {}

/**
 * A CSV file received whole onto disk, as fast as it arrives, before it is imported: the import then reads it
 * from there at its own pace. Read straight from the request, a file arrived only as fast as it imported, and
 * Node refuses a request not received within its request timeout (5 minutes), which bounded a file to what
 * imports in 5 minutes; received first, a file of any length arrives in the time its bytes take. The file is
 * removed once read (`done`), or at once if receiving fails.
 */
export async function spool(
  body: ReadableStream<Uint8Array>,
): Promise<{ stream: ReadableStream<Uint8Array>; done: () => Promise<void> }> {
  const file = path.join(os.tmpdir(), `rumahloka-import-${randomUUID()}.csv`)
  const limit = maxBytes()
  let size = 0
  try {
    await pipeline(
      Readable.fromWeb(body as NodeReadableStream<Uint8Array>),
      async function* (chunks: AsyncIterable<Uint8Array>) {
        for await (const chunk of chunks) {
          size += chunk.byteLength
          // Past the cap the rest is read and dropped, so the sender, still sending, reads the refusal
          // rather than a reset connection.
          if (size <= limit) yield chunk
        }
      },
      fs.createWriteStream(file, { mode: 0o600 }) as Writable,
    )
  } catch (error) {
    await fs.promises.rm(file, { force: true })
    throw error
  }
  if (size > limit) {
    await fs.promises.rm(file, { force: true })
    throw new SpoolTooLarge(`The file is over ${limit / 1024 / 1024} MB`)
  }
  const read = fs.createReadStream(file)
  return {
    stream: Readable.toWeb(read) as ReadableStream<Uint8Array>,
    done: async () => {
      read.destroy()
      await fs.promises.rm(file, { force: true })
    },
  }
}

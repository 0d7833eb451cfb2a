import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { pngBytes } from '../support/contract'
import { freshDataDir, startServer } from '../support/server'

/**
 * Resized images kept on disk (scripts/image-store.mjs): made once, read back by the next start of the
 * server (or another instance sharing the folder) as the same bytes, and made again only from a changed
 * picture.
 */
const port = Number(process.env.INTEGRATION_PORT || 3210) + 45
const origin = `http://127.0.0.1:${port}`
const store = fs.mkdtempSync(path.join(os.tmpdir(), 'rumahloka-image-store-'))
const dataDir = freshDataDir('image-store')
const source = 'brand-lokakids.webp'
const url = `${origin}/_next/image?url=${encodeURIComponent(`/cms-api/media/file/${source}`)}&w=96&q=75`
let server: Awaited<ReturnType<typeof startServer>> | null = null

async function start() {
  if (server) {
    const exited = new Promise((resolve) => server!.once('exit', resolve))
    server.kill('SIGTERM')
    await exited
  }
  server = await startServer(port, dataDir, { IMAGE_CACHE_DIR: store })
}

const get = async (accept: string) => {
  const r = await fetch(url, { headers: { accept } })
  return {
    status: r.status,
    type: r.headers.get('content-type'),
    etag: r.headers.get('etag'),
    cache: r.headers.get('x-image-cache'),
    body: Buffer.from(await r.arrayBuffer()),
  }
}
const stored = () => fs.readdirSync(store).filter((name) => !name.startsWith('.'))

afterAll(() => {
  server?.kill('SIGTERM')
  fs.rmSync(store, { recursive: true, force: true })
  fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('resized images on disk', () => {
  it('are read back after a restart, the same bytes, and made again from a changed picture', async () => {
    await start()
    const webp = await get('image/webp')
    expect([webp.status, webp.type, webp.cache]).toEqual([200, 'image/webp', 'MISS'])
    expect((await get('image/avif,image/webp')).cache).toBe('MISS')
    await expect.poll(() => stored().length).toBe(2)

    // A new start holds nothing in memory: both come from the folder, as they were.
    await start()
    const again = await get('image/webp')
    expect([again.status, again.cache, again.etag]).toEqual([200, 'DISK', webp.etag])
    expect(again.body.equals(webp.body)).toBe(true)
    expect((await get('image/webp')).cache).toBe('HIT')

    // The picture's file replaced (a restore, another upload under its name): what was made from the old
    // one is not answered for it.
    fs.writeFileSync(path.join(dataDir, 'media', source), pngBytes)
    const changed = await get('image/avif,image/webp')
    expect([changed.status, changed.type, changed.cache]).toEqual([200, 'image/avif', 'MISS'])
    await expect.poll(() => stored().length).toBe(3)

    // A source that is not a file of this machine's media is never looked for on disk.
    const outside = await fetch(
      `${origin}/_next/image?url=${encodeURIComponent('/cms-api/media/file/..%2Fsite.db')}&w=96&q=75`,
      { headers: { accept: 'image/webp' } },
    )
    expect(outside.status).toBeGreaterThanOrEqual(400)
    expect(outside.headers.get('x-image-cache')).toBe('MISS')
  })
})

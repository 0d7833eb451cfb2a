import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { createImageStore, sourceFileOf } from '../../scripts/image-store.mjs'

const media = path.resolve('/srv/data/media')

describe('sourceFileOf', () => {
  it('names a media file in the media folder, and nothing outside it', () => {
    expect(sourceFileOf('/cms-api/media/file/a%20b.webp?2024', media)).toBe(path.join(media, 'a b.webp'))
    for (const url of [
      '/cms-api/media/file/..%2Fsite.db',
      '/cms-api/media/file/%2e%2e/site.db',
      '/cms-api/media/file/sub%2Fa.webp',
      '/cms-api/media/file/',
      '/cms-api/media/file/a%00.webp',
      '/cms-api/media/file/%E0%A4%A',
      '/brand/logo.svg',
      'https://example.com/cms-api/media/file/a.webp',
      null,
    ])
      expect(sourceFileOf(url, media), String(url)).toBeNull()
  })
})

describe('createImageStore', () => {
  const dirs: string[] = []
  afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))
  const folder = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-store-unit-'))
    dirs.push(dir)
    fs.mkdirSync(path.join(dir, 'media'))
    return dir
  }
  const key = (name: string, w = '640') => JSON.stringify([`/cms-api/media/file/${name}`, w, '75', 'aw'])
  const entry = (bytes: number) => ({
    headers: { etag: '"e"', 'content-type': 'image/avif' },
    body: Buffer.alloc(bytes, 7),
  })

  it('names an entry by the request and the bytes of its picture, and reads back what it wrote', async () => {
    const dir = folder()
    fs.writeFileSync(path.join(dir, 'media', 'a.webp'), 'one')
    const store = createImageStore({
      dir: path.join(dir, 'store'),
      maxBytes: 1e6,
      mediaDir: path.join(dir, 'media'),
    })
    const name = (await store.nameOf(key('a.webp')))!
    expect(name).toMatch(/^[0-9a-f]{64}$/)
    expect(await store.nameOf(key('a.webp', '828'))).not.toBe(name)
    expect(await store.nameOf(key('missing.webp'))).toBeNull()
    expect(await store.read(name)).toBeNull()
    await store.write(name, entry(100))
    expect(await store.read(name)).toEqual(entry(100))
    // Another picture under the same name is another entry.
    fs.writeFileSync(path.join(dir, 'media', 'a.webp'), 'two!')
    expect(await store.nameOf(key('a.webp'))).not.toBe(name)
  })

  it('keeps the folder under its cap, the least recently read out first', async () => {
    const dir = folder()
    const mediaDir = path.join(dir, 'media')
    const store = createImageStore({ dir: path.join(dir, 'store'), maxBytes: 5000, mediaDir })
    const names: string[] = []
    for (const n of [1, 2, 3]) {
      fs.writeFileSync(path.join(mediaDir, `${n}.webp`), String(n))
      names.push((await store.nameOf(key(`${n}.webp`)))!)
    }
    await store.write(names[0]!, entry(1800))
    await store.write(names[1]!, entry(1800))
    // The second was last read a minute ago (a read sets the time), the first since.
    const past = new Date(Date.now() - 60_000)
    fs.utimesSync(path.join(dir, 'store', names[1]!), past, past)
    // The write that passes the cap returns once its sweep is done.
    await store.write(names[2]!, entry(1800))
    expect(await store.read(names[1]!)).toBeNull()
    expect(await store.read(names[0]!)).not.toBeNull()
    expect(await store.read(names[2]!)).not.toBeNull()
    expect(store.bytes()).toBeLessThanOrEqual(5000 * 0.75)
  })
})

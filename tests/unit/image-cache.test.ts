import type { IncomingMessage } from 'node:http'

import { afterEach, describe, expect, it } from 'vitest'

import { createImageCache, imageKey } from '../../scripts/image-cache.mjs'

const request = (url: string, accept = 'image/webp', method = 'GET') =>
  ({ url, method, headers: { accept } }) as unknown as IncomingMessage
const image = '/_next/image?url=%2Fcms-api%2Fmedia%2Ffile%2Fa.webp&w=640&q=75'
const g = globalThis as { __rumahLokaContent?: unknown }

describe('imageKey', () => {
  it('names the source, width, quality and the formats the browser takes, nothing else', () => {
    expect(imageKey(request(image))).toBe(imageKey(request(`${image}&fbclid=1`)))
    expect(imageKey(request(image.replace('q=75', 'q=75&w=640')))).toBe(imageKey(request(image)))
    expect(imageKey(request(image))).not.toBe(imageKey(request(image, 'image/avif,image/webp')))
    expect(imageKey(request(image))).not.toBe(imageKey(request(image.replace('w=640', 'w=828'))))
    expect(imageKey(request(image, 'image/webp', 'HEAD'))).toBe(imageKey(request(image)))
  })

  it('leaves every other request alone', () => {
    expect(imageKey(request(image, 'image/webp', 'POST'))).toBeNull()
    expect(imageKey(request('/_next/image/x?url=a'))).toBeNull()
    expect(imageKey(request('/faq'))).toBeNull()
  })
})

describe('createImageCache', () => {
  afterEach(() => delete g.__rumahLokaContent)
  const entry = (bytes: number) => ({ headers: { etag: 'x' }, body: Buffer.alloc(bytes) })

  it('drops the least recently used once the bodies pass the cap', () => {
    const cache = createImageCache({ maxBytes: 4000 })
    cache.set('a', entry(1000), 60, cache.version())
    cache.set('b', entry(1000), 60, cache.version())
    cache.get('a')
    cache.set('c', entry(1000), 60, cache.version())
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map(Boolean)).toEqual([true, false, true])
    cache.set('huge', entry(5000), 60, cache.version())
    expect(cache.get('huge')).toBeNull()
  })

  it('forgets every picture when media change, and keeps none made from pictures since changed', () => {
    const state = { version: 0, tags: new Map<string, number>(), scopes: new Map() }
    g.__rumahLokaContent = state
    const cache = createImageCache()
    cache.set('a', entry(10), 60, cache.version())
    state.tags.set('products', 1)
    expect(cache.get('a')).not.toBeNull()
    const before = cache.version()
    state.tags.set('media', 1)
    expect(cache.get('a')).toBeNull()
    cache.set('b', entry(10), 60, before)
    expect(cache.get('b')).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'

import {
  cacheKey,
  cacheTagsFor,
  createPageCache,
  isCacheableRequest,
  isCacheableResponse,
  knownParams,
  mayStore,
  normalisedUrl,
  sharedCacheHeaders,
  versionsFor,
} from '../../scripts/page-cache.mjs'
import { contractCalls } from '../../src/server/contract/calls'
import { bumpContentVersion } from '../../src/server/content-version'

const req = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({ url, method, headers })
/** A stored 900-byte page at `path`, under the current content versions. */
const entry = (path: string) => ({
  status: 200,
  headers: {},
  body: Buffer.alloc(900),
  path,
  ...versionsFor(path),
})

describe('page cache', () => {
  it('keeps anonymous page GETs only', () => {
    expect(isCacheableRequest(req('/inspirations?page=2'))).toBe(true)
    expect(isCacheableRequest(req('/faq', {}, 'POST'))).toBe(false)
    expect(isCacheableRequest(req('/api/banner/list'))).toBe(true)
    expect(isCacheableRequest(req('/api/subscribe', {}, 'POST'))).toBe(false)
    expect(isCacheableRequest(req('/api/openapi.json'))).toBe(false)
    expect(isCacheableRequest(req('/apiwarranty/master/getpostal'))).toBe(false)
    expect(isCacheableRequest(req('/admin/collections/products'))).toBe(false)
    expect(isCacheableRequest(req('/faq?_rsc=abc'))).toBe(false)
    expect(isCacheableRequest(req('/faq', { rsc: '1' }))).toBe(false)
    expect(isCacheableRequest(req('/faq', { cookie: 'a=1; payload-token=xyz' }))).toBe(false)
    expect(isCacheableRequest(req('/refund/RTR-2026-0001'))).toBe(false)
  })
  it('stores only successful HTML without cookies', () => {
    expect(isCacheableResponse(200, { 'content-type': 'text/html; charset=utf-8' })).toBe(true)
    expect(isCacheableResponse(404, { 'content-type': 'text/html' })).toBe(false)
    expect(isCacheableResponse(200, { 'content-type': 'application/json' })).toBe(true)
    expect(isCacheableResponse(401, { 'content-type': 'application/json' })).toBe(false)
    expect(isCacheableResponse(200, { 'content-type': 'text/html', 'set-cookie': 'x=1' })).toBe(false)
  })
  it('keys contract answers on the website key and company code', async () => {
    const { cacheKey } = await import('../../scripts/page-cache.mjs')
    const a = cacheKey(req('/api/banner/list', { 'x-website-key': 'k', 'x-company-code': 'c' }))
    const b = cacheKey(req('/api/banner/list', { 'x-website-key': 'wrong', 'x-company-code': 'c' }))
    expect(a).not.toBe(b)
  })
  it('expires entries and drops them when content changes', () => {
    const cache = createPageCache({ ttlMs: 1000 })
    cache.set(
      '/faq|gz',
      { status: 200, headers: {}, body: Buffer.from('x'), path: '/faq', ...versionsFor('/faq') },
      0,
    )
    expect(cache.get('/faq|gz', 500)).not.toBeNull()
    expect(cache.get('/faq|gz', 1500)).toBeNull()
    cache.set(
      '/faq|gz',
      { status: 200, headers: {}, body: Buffer.from('x'), path: '/faq', ...versionsFor('/faq') },
      0,
    )
    bumpContentVersion('faqs')
    expect(cache.get('/faq|gz', 10)).toBeNull()
  })

  it('drops only the event pages when a registration changes seats', () => {
    const cache = createPageCache({ ttlMs: 60_000 })
    for (const path of ['/faq', '/', '/kalender-event/detail/x', '/api/event/list']) {
      cache.set(path, { status: 200, headers: {}, body: Buffer.from('x'), path, ...versionsFor(path) }, 0)
    }
    bumpContentVersion('event-registrations')
    expect(cache.get('/faq', 1)).not.toBeNull()
    expect(cache.get('/', 1)).toBeNull()
    expect(cache.get('/kalender-event/detail/x', 1)).toBeNull()
    expect(cache.get('/api/event/list', 1)).toBeNull()
  })

  it('never keeps what a request with credentials or no-store asks for', () => {
    expect(isCacheableRequest(req('/api/banner/list?is_enabled=false', { authorization: 'JWT abc' }))).toBe(
      false,
    )
    expect(mayStore(req('/faq', { 'cache-control': 'no-store' }))).toBe(false)
    expect(mayStore(req('/faq', { 'cache-control': 'max-age=0, private' }))).toBe(false)
    expect(mayStore(req('/faq', { 'cache-control': 'no-cache', pragma: 'no-cache' }))).toBe(true)
    expect(mayStore(req('/faq'))).toBe(true)
  })

  it('answers a reload (no-cache, Pragma: no-cache) or a no-store request from a stored copy', () => {
    // Otherwise any client could turn every request into a full render by sending these headers.
    const reloads: Record<string, string>[] = [
      { 'cache-control': 'no-cache', pragma: 'no-cache' },
      { 'cache-control': 'max-age=0' },
      { 'cache-control': 'no-store' },
    ]
    for (const headers of reloads) expect(isCacheableRequest(req('/faq', headers))).toBe(true)
  })

  it('shares one copy across tracking parameters and keeps none for unknown ones', () => {
    expect(normalisedUrl('/inspirations?utm_source=ig&page=2&fbclid=x&gclid=y')).toBe('/inspirations?page=2')
    expect(normalisedUrl('/search?sort=new&q=sofa')).toBe('/search?q=sofa&sort=new')
    expect(normalisedUrl('/faq?utm_campaign=a')).toBe('/faq')
    expect(normalisedUrl('/faq?bust=123')).toBeNull()
    expect(isCacheableRequest(req('/faq?bust=123'))).toBe(false)
    expect(cacheKey(req('/faq?utm_source=a', { host: 'h' }))).toBe(cacheKey(req('/faq', { host: 'h' })))
  })

  it('knows every query parameter of the contract reads', () => {
    const missing = contractCalls
      .filter((c) => c.method === 'GET' && c.query)
      .flatMap((c) => Object.keys((c.query as unknown as { shape: Record<string, unknown> }).shape))
      .filter((name) => !knownParams.has(name))
    expect(missing).toEqual([])
  })

  it('holds at most its byte budget, dropping the least recently used first', () => {
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: 3000 })
    cache.set('a', entry('/a'), 0)
    cache.set('b', entry('/b'), 0)
    cache.set('c', entry('/c'), 0)
    expect(cache.get('a', 1)).not.toBeNull()
    cache.set('d', entry('/d'), 0)
    expect(cache.get('b', 1)).toBeNull()
    expect(cache.get('a', 1)).not.toBeNull()
    expect(cache.bytes()).toBeLessThanOrEqual(3000)
    cache.set('huge', { ...entry('/huge'), body: Buffer.alloc(5000) }, 0)
    expect(cache.get('huge', 1)).toBeNull()
  })

  it("counts a page's Brotli copy in its budget, and adds none to a page stored again meanwhile", () => {
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: 3000 })
    const a = entry('/a')
    cache.set('a', a, 0)
    const before = cache.bytes()
    cache.attachBrotli('a', a.body, Buffer.alloc(700))
    expect(cache.bytes()).toBe(before + 700)
    expect(cache.get('a', 1)?.brotli?.length).toBe(700)
    const b = entry('/b')
    cache.set('b', b, 0)
    cache.set('b', entry('/b'), 0)
    cache.attachBrotli('b', b.body, Buffer.alloc(700))
    expect(cache.get('b', 1)?.brotli).toBeUndefined()
    // A second copy replaces the first in the count; past the budget, the least recently used page goes.
    const withOne = cache.bytes()
    cache.attachBrotli('a', a.body, Buffer.alloc(800))
    expect(cache.bytes()).toBe(withOne + 100)
    cache.set('c', entry('/c'), 0)
    expect(cache.bytes()).toBeLessThanOrEqual(3000)
    expect(cache.get('a', 1)).toBeNull()
    expect(cache.get('c', 1)).not.toBeNull()
  })
})

describe('headers for a shared cache in front', () => {
  it('tags every page "site", and the pages showing seats left "event-registrations" too', () => {
    expect(cacheTagsFor('/faq')).toEqual(['site'])
    expect(cacheTagsFor('/')).toEqual(['site', 'event-registrations'])
    expect(cacheTagsFor('/kalender-event/detail/demo')).toEqual(['site', 'event-registrations'])
    expect(cacheTagsFor('/api/event/list')).toEqual(['site', 'event-registrations'])
  })
  it('lets a shared cache keep a public answer for the given seconds, never a browser, and vary contract reads on their key', () => {
    expect(sharedCacheHeaders('/faq', 30)).toEqual({
      'cache-control': 'public, max-age=0, s-maxage=30, stale-while-revalidate=30',
      'cache-tag': 'site',
      'surrogate-key': 'site',
    })
    expect(sharedCacheHeaders('/api/banner/list', 60)).toMatchObject({
      'cache-control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=60',
      vary: 'accept-encoding, x-website-key, x-company-code',
    })
  })
})

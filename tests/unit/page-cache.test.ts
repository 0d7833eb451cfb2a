import { AsyncLocalStorage } from 'node:async_hooks'
import http from 'node:http'
import zlib from 'node:zlib'
import type { AddressInfo } from 'node:net'

import { computeCacheBustingSearchParam } from 'next/dist/shared/lib/router/utils/cache-busting-search-param.js'
import { describe, expect, it, vi } from 'vitest'

import {
  cacheKey,
  cacheTagsFor,
  cookieNames,
  createPageCache,
  isCacheableRequest,
  isCacheableResponse,
  mayStore,
  normalisedUrl,
  prefetchKey,
  prefetchKind,
  rscHashMatches,
  sharedCacheHeaders,
  versionsFor,
  withPageCache,
} from '../../scripts/page-cache.mjs'
import {
  bumpAllContentVersions,
  bumpContentVersion,
  bumpPageVersions,
} from '../../src/server/content-version'
import { recordReadTags, renderReadsKey } from '../../src/server/read-tags'

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

  it('drops only the product pages whose stock changed, the page and its contract read alike', () => {
    const cache = createPageCache({ ttlMs: 60_000 })
    const urls = [
      '/produk/sofa-a',
      '/api/product/fe/detail?url_key=sofa-a',
      '/produk/sofa-b',
      '/api/product/fe/detail?url_key=sofa-b',
      '/faq',
    ]
    for (const url of urls) {
      const path = url.split('?')[0]!
      cache.set(url, { status: 200, headers: {}, body: Buffer.from('x'), path, ...versionsFor(path, url) }, 0)
    }
    bumpPageVersions(['produk-sofa-a'])
    expect(urls.filter((url) => cache.get(url, 1) === null)).toEqual([
      '/produk/sofa-a',
      '/api/product/fe/detail?url_key=sofa-a',
    ])
    // A store's report shows on every product page.
    bumpPageVersions(['produk'])
    expect(urls.filter((url) => cache.get(url, 1) === null)).toEqual(urls.slice(0, 4))
    expect(cacheTagsFor('/produk/sofa-b')).toEqual(['site', 'produk', 'produk-sofa-b'])
    // As Next hands the key to the page: the same product, the same tag.
    expect(cacheTagsFor('/produk/sofa%2Db')).toEqual(['site', 'produk', 'produk-sofa-b'])
    expect(cacheTagsFor('/api/product/fe/detail', '/api/product/fe/detail?url_key=sofa-b')).toEqual([
      'site',
      'produk',
      'produk-sofa-b',
    ])
  })

  it('drops an entry only when a tag its render read changes, or any change when it recorded none', () => {
    const cache = createPageCache({ ttlMs: 60_000 })
    const store = (key: string, read: string[]) =>
      cache.set(
        key,
        { status: 200, headers: {}, body: Buffer.from('x'), path: key, ...versionsFor(key, key, read) },
        0,
      )
    store('/faq', ['faqs', 'website-config'])
    store('/inspirations', ['style-galleries', 'website-config'])
    store('/kebijakan-privasi', [])
    bumpContentVersion('faqs')
    expect(cache.get('/faq', 1)).toBeNull()
    expect(cache.get('/inspirations', 1)).not.toBeNull()
    expect(cache.get('/kebijakan-privasi', 1)).toBeNull()
    store('/faq', ['faqs', 'website-config'])
    bumpContentVersion('website-config')
    expect(cache.get('/faq', 1)).toBeNull()
    expect(cache.get('/inspirations', 1)).toBeNull()
    expect(cache.removed()).toEqual({ evicted: 0, expired: 0, changed: 4 })
  })

  it('treats a change during the render as after it, and everything as changed once changes were missed', () => {
    const cache = createPageCache({ ttlMs: 60_000 })
    const began = versionsFor('/faq', '/faq', ['faqs'])
    bumpContentVersion('faqs')
    cache.set('/faq', { status: 200, headers: {}, body: Buffer.from('x'), path: '/faq', ...began }, 0)
    expect(cache.get('/faq', 1)).toBeNull()
    cache.set(
      '/faq',
      {
        status: 200,
        headers: {},
        body: Buffer.from('x'),
        path: '/faq',
        ...versionsFor('/faq', '/faq', ['faqs']),
      },
      0,
    )
    bumpAllContentVersions()
    expect(cache.get('/faq', 1)).toBeNull()
  })

  it('keeps what the render recorded as read, through the request it renders, until its clock boundary', async () => {
    // What scripts/observability.mjs gives src/server/read-tags.ts: the answer being rendered.
    const context = new AsyncLocalStorage<http.ServerResponse>()
    const g = globalThis as { __rumahLokaObservability?: unknown }
    g.__rumahLokaObservability = { response: () => context.getStore() }
    const handle = (request: http.IncomingMessage, response: http.ServerResponse) =>
      context.run(response, () => {
        recordReadTags(request.url === '/faq' ? ['faqs'] : request.url === '/' ? ['banners'] : ['stores'])
        // A flash sale on the page ends in a moment (server/clock-boundaries.ts).
        if (request.url === '/') {
          const reads = (request as unknown as Record<symbol, { until: number }>)[renderReadsKey]!
          reads.until = Date.now() + 300
        }
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        response.end(`<p>${request.url}</p>`)
      })
    // The clock held (Date only: the server and fetch run as usual), so the boundary 300 ms ahead passes when
    // the test moves the clock, not when a loaded machine is slow between two requests (it did, in CI).
    vi.useFakeTimers({ toFake: ['Date'] })
    const server = http.createServer(
      withPageCache(handle, createPageCache(), { routes: ['/', '/faq', '/store-locations'] }),
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const cache = async (path: string) => (await fetch(base + path)).headers.get('x-page-cache')
    try {
      expect([await cache('/faq'), await cache('/store-locations'), await cache('/')]).toEqual([
        'MISS',
        'MISS',
        'MISS',
      ])
      expect(await cache('/')).toBe('HIT')
      bumpContentVersion('faqs')
      expect([await cache('/faq'), await cache('/store-locations')]).toEqual(['MISS', 'HIT'])
      bumpContentVersion('stores')
      expect([await cache('/faq'), await cache('/store-locations')]).toEqual(['HIT', 'MISS'])
      // No edit touched the home's tags: it stays until its boundary, and not past it.
      expect(await cache('/')).toBe('HIT')
      vi.setSystemTime(Date.now() + 400)
      expect(await cache('/')).toBe('MISS')
    } finally {
      vi.useRealTimers()
      delete g.__rumahLokaObservability
      await new Promise((resolve) => server.close(resolve))
    }
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

  it("never keeps a request carrying Payload's session cookie, however the Cookie header spaces it", () => {
    // Payload 3.90.1 (utilities/parseCookies.js, read by extractJWT) splits at ';' and trims each name: all
    // of these sign a staff member in.
    const staff = [
      'payload-token=jwt',
      'payload-token =jwt',
      'payload-token\t=jwt',
      '  payload-token=jwt',
      '\tpayload-token=jwt',
      'a=1; payload-token=jwt',
      'a=1;payload-token =jwt',
      'a=1;\t payload-token \t= jwt',
      'payload-token="jwt"',
      'payload-token=jwt=with=equals',
      'a=1; payload-token=',
      'theme=dark; lang=id; payload-token=jwt; other=2',
    ]
    for (const cookie of staff) {
      expect(cookieNames(cookie), cookie).toContain('payload-token')
      expect(isCacheableRequest(req('/faq', { cookie })), cookie).toBe(false)
    }
    // Names Payload would not read as its session cookie: the answer is the public one.
    const visitor = [
      'a=1',
      'xpayload-token=jwt',
      'payload-token2=jwt',
      'Payload-Token=jwt',
      'a=payload-token=x',
    ]
    for (const cookie of visitor) expect(isCacheableRequest(req('/faq', { cookie })), cookie).toBe(true)
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

  it('shares one copy across tracking parameters and any parameter the route does not read', () => {
    expect(normalisedUrl('/inspirations?utm_source=ig&page=2&fbclid=x&gclid=y')).toBe('/inspirations?page=2')
    expect(normalisedUrl('/search?sort=new&q=sofa')).toBe('/search?q=sofa&sort=new')
    expect(normalisedUrl('/faq?utm_campaign=a')).toBe('/faq')
    // A made-up parameter, or one another route reads (page on the FAQ), changes nothing the route renders.
    expect(normalisedUrl('/faq?bust=123')).toBe('/faq')
    expect(normalisedUrl('/faq?page=2&q=x')).toBe('/faq')
    expect(normalisedUrl('/?anything=1')).toBe('/')
    expect(normalisedUrl('/inspirations?page=2&bust=1&room=dapur')).toBe('/inspirations?page=2&room=dapur')
    expect(normalisedUrl('/kalender-event/detail/demo?x=1')).toBe('/kalender-event/detail/demo')
    expect(normalisedUrl('/api/banner/list?page=2&nocache=1')).toBe('/api/banner/list?page=2')
    // Only the first ? separates the query: a ? inside a value stays in it.
    expect(normalisedUrl('/search?q=a?b')).toBe('/search?q=a%3Fb')
    expect(isCacheableRequest(req('/faq?bust=123'))).toBe(true)
    expect(cacheKey(req('/faq?utm_source=a', { host: 'h' }))).toBe(cacheKey(req('/faq', { host: 'h' })))
    expect(cacheKey(req('/faq?bust=1', { host: 'h' }))).toBe(cacheKey(req('/faq?bust=2', { host: 'h' })))
  })

  it('renders a route once for any parameters it does not read, and hands it the URL without them', async () => {
    const seen: string[] = []
    const handle = (request: http.IncomingMessage, response: http.ServerResponse) => {
      seen.push(request.url ?? '')
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      response.end(`<p>${request.url}</p>`)
    }
    // A build with a route the table does not list (/baru): never kept, handed on as sent.
    const routes = [
      '/',
      '/faq',
      '/inspirations',
      '/search',
      '/kalender-event/detail/[slug]',
      '/[...slug]',
      '/baru',
    ]
    const server = http.createServer(withPageCache(handle, createPageCache(), { routes }))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    try {
      const get = async (path: string) => {
        const response = await fetch(base + path)
        return { cache: response.headers.get('x-page-cache'), body: await response.text() }
      }
      const shared = async (path: string) => (await fetch(base + path)).headers.get('cache-control')
      expect(await get('/faq?anything=1')).toEqual({ cache: 'MISS', body: '<p>/faq</p>' })
      expect(await get('/faq?anything=2')).toEqual({ cache: 'HIT', body: '<p>/faq</p>' })
      expect(await get('/faq')).toEqual({ cache: 'HIT', body: '<p>/faq</p>' })
      // A hit is written whole, with its length (the render was streamed in chunks).
      const hit = await fetch(`${base}/faq`)
      expect([hit.headers.get('content-length'), hit.headers.get('transfer-encoding')]).toEqual(['11', null])
      expect((await get('/?x=1&utm_source=ig')).body).toBe('<p>/</p>')
      expect((await get('/kalender-event/detail/demo?x=1')).body).toBe('<p>/kalender-event/detail/demo</p>')
      expect((await get('/kalender-event/detail/demo?x=2')).cache).toBe('HIT')
      expect((await get('/inspirations?room=dapur&bust=1')).body).toBe('<p>/inspirations?room=dapur</p>')
      expect((await get('/baru?x=1')).cache).toBeNull()
      expect((await get('/baru?x=1')).body).toBe('<p>/baru?x=1</p>')
      // A shared cache in front keys on the whole URL: it may keep the copy of /faq, not one per made-up URL.
      expect(await shared('/faq?anything=3')).toBe('private, max-age=0')
      expect(await shared('/faq')).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30')
      expect(await shared('/search?q=kursi&x=1')).toBe('private, max-age=0')
      expect(await shared('/search?q=kursi')).toMatch(/^public/)
      expect(await shared('/inspirations?room=dapur')).toMatch(/^public/)
      // The site's own links name their parameters in any order: sorted for the key, still shareable.
      expect(await shared('/search?q=kursi&sort=newest')).toMatch(/^public/)
      expect(await shared('/search?sort=newest&q=kursi')).toMatch(/^public/)
      expect(seen).toEqual([
        '/faq',
        '/',
        '/kalender-event/detail/demo',
        '/inspirations?room=dapur',
        '/baru?x=1',
        '/baru?x=1',
        '/search?q=kursi',
        '/search?q=kursi&sort=newest',
      ])
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })

  describe("Next's link prefetches", () => {
    /** The headers Next 16's router sends (segment-cache/cache.js): a route tree, a head, a navigation. */
    const routeTree = { rsc: '1', 'next-router-prefetch': '1', 'next-router-segment-prefetch': '/_tree' }
    const head = {
      rsc: '1',
      'next-router-prefetch': '1',
      'next-router-state-tree': encodeURIComponent('["",{},null,"metadata-only"]'),
    }
    const navigation = {
      rsc: '1',
      'next-router-state-tree': encodeURIComponent('["",{"children":["faq",{"children":["__PAGE__",{}]}]}]'),
    }
    /** The URL with the `_rsc` Next's router computes from the headers. */
    const signed = async (url: string, headers: Record<string, string>) =>
      `${url}${url.includes('?') ? '&' : '?'}_rsc=${await computeCacheBustingSearchParam(
        headers['next-router-prefetch'] as '1' | undefined,
        headers['next-router-segment-prefetch'],
        headers['next-router-state-tree'],
        headers['next-url'],
      )}`

    it('keeps the route tree and the head of a public page, nothing that renders components', () => {
      expect(prefetchKind(req('/faq?_rsc=1a2b3', routeTree))).toBe('tree')
      expect(prefetchKind(req('/faq?_rsc=1a2b3', head))).toBe('head')
      expect(prefetchKind(req('/faq?_rsc=1a2b3', { ...head, 'next-router-prefetch': '' }))).toBeNull()
      const { 'next-router-prefetch': _, ...fullHead } = head
      expect(prefetchKind(req('/faq?_rsc=1a2b3', fullHead))).toBe('head')
      expect(prefetchKind(req('/search?q=kursi&_rsc=x', head))).toBe('head')
      expect(prefetchKind(req('/faq?_rsc=1a2b3', navigation))).toBeNull()
      // A prefetch up to a loading boundary renders layouts; another spelling of the head is not the router.
      expect(prefetchKind(req('/faq?_rsc=x', { ...navigation, 'next-router-prefetch': '1' }))).toBeNull()
      expect(prefetchKind(req('/faq?_rsc=x', { ...head, 'next-router-prefetch': '2' }))).toBeNull()
      const spaced = encodeURIComponent('["", {}, null, "metadata-only"]')
      expect(prefetchKind(req('/faq?_rsc=x', { ...head, 'next-router-state-tree': spaced }))).toBeNull()
      expect(
        prefetchKind(req('/faq?_rsc=x', { ...routeTree, 'next-router-segment-prefetch': '/faq' })),
      ).toBeNull()
      expect(
        prefetchKind(
          req('/faq?_rsc=x', { ...routeTree, 'next-router-state-tree': head['next-router-state-tree'] }),
        ),
      ).toBeNull()
      expect(prefetchKind(req('/faq?_rsc=x', head, 'POST'))).toBeNull()
      expect(prefetchKind(req('/faq?_rsc=x', { ...head, 'next-action': 'abc' }))).toBeNull()
      expect(prefetchKind(req('/faq?_rsc=x', { ...head, cookie: 'payload-token=x' }))).toBeNull()
      expect(prefetchKind(req('/faq?_rsc=x', { ...head, authorization: 'Bearer x' }))).toBeNull()
      expect(prefetchKind(req('/admin?_rsc=x', head))).toBeNull()
      expect(prefetchKind(req('/refund/RTR-2026-0001?_rsc=x', head))).toBeNull()
      // A parameter the route does not read would make an entry per made-up value.
      expect(prefetchKind(req('/faq?utm_source=ig&_rsc=x', head))).toBeNull()
      // Plain page requests stay the page cache's.
      expect(prefetchKind(req('/faq'))).toBeNull()
    })

    it('keys each on its kind, origin, URL and encoding; not on the page it was asked from', () => {
      const key = (url: string, headers: Record<string, string>) =>
        prefetchKey(req(url, { host: 'a', ...headers }), prefetchKind(req(url, headers))!)
      expect(key('/faq?_rsc=x', head)).toBe(key('/faq?_rsc=y', { ...head, 'next-url': '/produk/kursi' }))
      expect(key('/faq?_rsc=x', head)).not.toBe(key('/faq?_rsc=x', routeTree))
      expect(key('/faq?_rsc=x', head)).not.toBe(key('/faq?_rsc=x', { ...head, 'accept-encoding': 'gzip' }))
      expect(key('/search?q=a&_rsc=x', head)).not.toBe(key('/search?q=b&_rsc=x', head))
      expect(key('/faq?_rsc=x', head)).not.toBe(cacheKey(req('/faq', { host: 'a' })))
      expect(prefetchKey(req('/faq', { ...head, host: 'a' }), 'head')).not.toBe(
        prefetchKey(req('/faq', { ...head, host: 'b' }), 'head'),
      )
    })

    it('answers only a request whose _rsc is the hash of its headers, as Next does', async () => {
      expect(await rscHashMatches(req(await signed('/faq', head), head))).toBe(true)
      expect(await rscHashMatches(req(await signed('/faq', head), { ...head, 'next-url': '/x' }))).toBe(false)
      expect(await rscHashMatches(req('/faq?_rsc=abc', head))).toBe(false)
      expect(await rscHashMatches(req('/faq', head))).toBe(false)
    })

    it("answers a repeated prefetch from memory with Next's own headers, from any page, until content changes", async () => {
      const seen: string[] = []
      let vary = 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch'
      const handle = (request: http.IncomingMessage, response: http.ServerResponse) => {
        seen.push(request.url ?? '')
        response.writeHead(200, {
          'content-type': 'text/x-component',
          'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate',
          vary,
        })
        response.end(`0:${seen.length}`)
      }
      const pages = createPageCache()
      const prefetches = createPageCache()
      const server = http.createServer(withPageCache(handle, pages, { routes: ['/faq'], prefetches }))
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      try {
        const get = async (headers: Record<string, string>, url?: string) => {
          const response = await fetch(base + (url ?? (await signed('/faq', headers))), { headers })
          return {
            cache: response.headers.get('x-page-cache'),
            control: response.headers.get('cache-control'),
            body: await response.text(),
          }
        }
        const uncached = 'private, no-cache, no-store, max-age=0, must-revalidate'
        expect(await get(head)).toEqual({ cache: 'MISS', control: uncached, body: '0:1' })
        expect(await get({ ...head, 'next-url': '/produk/kursi' })).toEqual({
          cache: 'HIT',
          control: uncached,
          body: '0:1',
        })
        expect(await get(routeTree)).toEqual({ cache: 'MISS', control: uncached, body: '0:2' })
        expect(await get(routeTree)).toEqual({ cache: 'HIT', control: uncached, body: '0:2' })
        expect(await get(navigation)).toEqual({ cache: null, control: uncached, body: '0:3' })
        expect(await get(navigation)).toEqual({ cache: null, control: uncached, body: '0:4' })
        // A wrong hash goes to Next as sent (which redirects it).
        expect(await get(head, '/faq?_rsc=wrong')).toEqual({ cache: null, control: uncached, body: '0:5' })
        expect([pages.size(), prefetches.size()]).toEqual([0, 2])
        bumpContentVersion('faqs')
        expect(await get(head)).toEqual({ cache: 'MISS', control: uncached, body: '0:6' })
        // An answer that varies on the page it was asked from (an interception route) is never kept.
        vary += ', next-url'
        expect(await get(routeTree)).toEqual({ cache: 'MISS', control: uncached, body: '0:7' })
        expect(await get(routeTree)).toEqual({ cache: 'MISS', control: uncached, body: '0:8' })
        // Next checks `_rsc` against the headers: every request reaches it as sent.
        expect(seen.every((url) => url.startsWith('/faq?_rsc='))).toBe(true)
      } finally {
        await new Promise((resolve) => server.close(resolve))
      }
    })
  })

  it('renders a page once for requests that arrive while it renders; the others get what it stored', async () => {
    let renders = 0
    const handle = (request: http.IncomingMessage, response: http.ServerResponse) => {
      renders++
      setTimeout(() => {
        response.writeHead(request.url === '/faq' ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' })
        response.end(`<p>${request.url} ${renders}</p>`)
      }, 100)
    }
    const server = http.createServer(
      withPageCache(handle, createPageCache(), { routes: ['/faq', '/inspirations'] }),
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const get = async (path: string) => {
      const response = await fetch(base + path)
      return `${response.headers.get('x-page-cache')} ${await response.text()}`
    }
    try {
      expect(await Promise.all([get('/faq'), get('/faq'), get('/faq')])).toEqual([
        'MISS <p>/faq 1</p>',
        'HIT <p>/faq 1</p>',
        'HIT <p>/faq 1</p>',
      ])
      // An answer that is not kept (a 404): the ones that waited render for themselves.
      renders = 0
      const missing = await Promise.all([get('/inspirations'), get('/inspirations')])
      expect(missing.map((m) => m.split(' ')[0])).toEqual(['MISS', 'MISS'])
      expect(renders).toBe(2)
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it('renders a request without a User-Agent as one with: Next would stream its metadata into the body', () => {
    const seen: (string | undefined)[] = []
    const handle = (request: http.IncomingMessage) => void seen.push(request.headers['user-agent'])
    const serve = withPageCache(handle, createPageCache(), { routes: ['/faq'] })
    // An answer that is over at once (no render of the same page under way for the next request).
    const response = {
      setHeader: () => {},
      getHeaders: () => ({}),
      write: () => true,
      end: () => {},
      writeHead: () => {},
      once: (_event: string, closed: () => void) => closed(),
    }
    for (const headers of [{}, { 'user-agent': 'Mozilla/5.0' }] as Record<string, string>[])
      serve(
        req('/faq', headers) as unknown as http.IncomingMessage,
        response as unknown as http.ServerResponse,
      )
    expect(seen).toEqual(['-', 'Mozilla/5.0'])
  })

  it('never stores an answer in an encoding another request of its key may not take', async () => {
    const handle = (request: http.IncomingMessage, response: http.ServerResponse) => {
      const deflate = request.headers['accept-encoding'] === 'deflate'
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        ...(deflate ? { 'content-encoding': 'deflate' } : {}),
      })
      response.end(deflate ? zlib.deflateSync('<p>faq</p>') : '<p>faq</p>')
    }
    const server = http.createServer(withPageCache(handle, createPageCache(), { routes: ['/faq'] }))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    try {
      const get = async (encoding: string) => {
        const response = await fetch(`${base}/faq`, { headers: { 'accept-encoding': encoding } })
        return [response.headers.get('x-page-cache'), response.headers.get('content-encoding')]
      }
      expect(await get('deflate')).toEqual(['MISS', 'deflate'])
      expect(await get('identity')).toEqual(['MISS', null])
      expect(await get('identity')).toEqual(['HIT', null])
      expect(await get('deflate')).toEqual(['HIT', null])
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
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
    expect(cache.removed().evicted).toBe(1)
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

describe('what of the origin the key counts (issue 38 review)', () => {
  const request = (headers: Record<string, string>) => ({ method: 'GET', url: '/faq', headers })
  const withEnv = (env: Record<string, string | undefined>, run: () => void) => {
    const saved = { SITE_URL: process.env.SITE_URL, TRUST_PROXY: process.env.TRUST_PROXY }
    Object.assign(process.env, env)
    for (const [k, v] of Object.entries(env)) if (v === undefined) delete process.env[k]
    try {
      run()
    } finally {
      for (const [k, v] of Object.entries(saved))
        if (v === undefined) delete process.env[k]
        else process.env[k] = v
    }
  }

  it('ignores forwarded headers without a trusted proxy, and the Host once SITE_URL fixes the origin', () => {
    withEnv({ SITE_URL: undefined, TRUST_PROXY: undefined }, () => {
      expect(cacheKey(request({ host: 'a', 'x-forwarded-host': 'r1.example' }))).toBe(
        cacheKey(request({ host: 'a', 'x-forwarded-host': 'r2.example', 'x-forwarded-proto': 'https' })),
      )
      expect(cacheKey(request({ host: 'a' }))).not.toBe(cacheKey(request({ host: 'b' })))
    })
    withEnv({ SITE_URL: undefined, TRUST_PROXY: '1' }, () => {
      expect(cacheKey(request({ host: 'a', 'x-forwarded-host': 'r1.example' }))).not.toBe(
        cacheKey(request({ host: 'a', 'x-forwarded-host': 'r2.example' })),
      )
    })
    withEnv({ SITE_URL: 'https://rumahloka.test', TRUST_PROXY: undefined }, () => {
      expect(cacheKey(request({ host: 'a' }))).toBe(cacheKey(request({ host: 'evil.example' })))
    })
  })

  it('tells Next navigation requests by the _rsc parameter, not by text inside another value', () => {
    expect(isCacheableRequest({ method: 'GET', url: '/faq?_rsc=abc', headers: {} })).toBe(false)
    expect(isCacheableRequest({ method: 'GET', url: '/faq?a=_rsc=1', headers: {} })).toBe(true)
    expect(isCacheableRequest({ method: 'GET', url: '/faq?x_rsc=1', headers: {} })).toBe(true)
  })

  it('never keeps a confirmation or unsubscribe page: its address carries the code', () => {
    for (const url of [
      '/konfirmasi-event?c=x&k=123456',
      '/konfirmasi-newsletter?c=x&k=123456',
      `/berhenti-langganan?s=1&t=${'a'.repeat(64)}`,
    ])
      expect(isCacheableRequest({ method: 'GET', url, headers: {} }), url).toBe(false)
  })
})

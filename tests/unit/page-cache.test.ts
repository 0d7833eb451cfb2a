import { describe, expect, it } from 'vitest'

import { createPageCache, isCacheableRequest, isCacheableResponse } from '../../scripts/page-cache.mjs'

const req = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({ url, method, headers })

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
    const g = globalThis as { __rumahLokaContent?: { version: number; tags: Map<string, number> } }
    g.__rumahLokaContent = { version: 1, tags: new Map() }
    const cache = createPageCache({ ttlMs: 1000 })
    cache.set('/faq|gz', { status: 200, headers: {}, body: Buffer.from('x'), version: 1 }, 0)
    expect(cache.get('/faq|gz', 500)).not.toBeNull()
    expect(cache.get('/faq|gz', 1500)).toBeNull()
    cache.set('/faq|gz', { status: 200, headers: {}, body: Buffer.from('x'), version: 1 }, 0)
    g.__rumahLokaContent.version = 2
    expect(cache.get('/faq|gz', 10)).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'

import {
  backOfficePrefixes,
  contractPrefixes,
  customerLinkPrefixes,
  isUnder,
  perVisitorFormPrefixes,
  robotsDisallow,
  unlistedPrefixes,
} from '../../scripts/route-prefixes.mjs'
import { isCacheableRequest } from '../../scripts/page-cache.mjs'
import { routes, withQuery } from '@/lib/routes'
import { contractCalls } from '@/server/contract/calls'
import { staticRoutes } from '@/server/seo/sitemap'
import { customerLinkKinds } from '@/server/trust/customer-links'

describe('withQuery', () => {
  it('leaves out empty values and keeps the order given', () => {
    expect(
      withQuery('/search', {
        q: 'sofa bed',
        category: undefined,
        brand: null,
        price: '',
        page: false,
        sort: 'newest',
      }),
    ).toBe('/search?q=sofa+bed&sort=newest')
    expect(withQuery('/inspirations', { room: undefined, page: false })).toBe('/inspirations')
    expect(withQuery('/kalender-event', { month: '2026-11', event_calendar_id: 3, page: 2 })).toBe(
      '/kalender-event?month=2026-11&event_calendar_id=3&page=2',
    )
  })
  it('escapes what a visitor typed', () => {
    expect(withQuery(routes.search, { q: 'meja & kursi?#' })).toBe('/search?q=meja+%26+kursi%3F%23')
  })
})

describe('route prefixes', () => {
  it('every contract call is under a contract prefix', () => {
    for (const call of contractCalls) expect(isUnder(call.path, contractPrefixes), call.path).toBe(true)
  })
  it('every customer link opens a page under a customer-link prefix', () => {
    for (const { path } of Object.values(customerLinkKinds))
      expect(isUnder(`${path}token`, customerLinkPrefixes), path).toBe(true)
  })
  it('robots.txt keeps search engines out of the back-office, the API, personal links and unlisted pages, and nothing else', () => {
    const blocked = (path: string) => robotsDisallow.some((d) => path.startsWith(d))
    for (const path of [
      '/admin',
      '/cms-api/users',
      '/api/banner/list',
      '/apiwarranty/claim',
      '/refund/abc',
      '/detail_receipt/abc',
      '/mobile/membership',
      '/konfirmasi-newsletter',
      '/konfirmasi-event',
      '/berhenti-langganan',
    ])
      expect(blocked(path), path).toBe(true)
    for (const path of [
      ...staticRoutes,
      routes.article('tips'),
      routes.event('demo'),
      routes.selfServiceForm('pdp'),
    ])
      expect(blocked(path), path).toBe(false)
  })
  it('the page cache keeps no back-office, personal or per-visitor page', () => {
    const get = (url: string) => isCacheableRequest({ method: 'GET', url, headers: {} })
    for (const prefix of [...backOfficePrefixes, ...customerLinkPrefixes, ...perVisitorFormPrefixes])
      expect(get(`${prefix}/x`), prefix).toBe(false)
    for (const prefix of unlistedPrefixes) expect(get(`${prefix}/x`), prefix).toBe(true)
    expect(get(routes.article('tips'))).toBe(true)
  })
})

import { describe, expect, it } from 'vitest'

import type { Product } from '@/payload-types'
import {
  bestSellers,
  bestSellersByGroup,
  relatedInIndex,
  toProductDetail,
} from '@/server/catalog/product-detail'
import { productViewAt, salePricing } from '@/server/catalog/product-view'
import type { IndexedProduct } from '@/server/catalog/search-index'
import type { StoreStock } from '@/server/stock/availability'
import { citiesOf, toAvailabilityStore } from '@/components/catalog/availability-list'
import { withCampaign } from '@/lib/routes'
import { stockStatus } from '@/lib/stock-status'
import { stockFromCells, stockHeaderProblem } from '@/server/stock/stock-csv'
import { productData } from '@/server/seo/structured-data'
import { SITEMAP_MAX_URLS, sitemapIndex, sitemapPart, sitemapParts, urlSet } from '@/server/seo/sitemap-xml'

const origin = 'https://rumahloka.test'
const doc = {
  id: 7,
  name: 'Sofa Laras',
  sku: 'RL-1',
  url_key: 'sofa-laras-rl-1',
  description: 'Sofa dua dudukan.',
  price: 10_000_000,
  sale_price: 8_000_000,
  sale_start: '2026-12-01T00:00:00.000Z',
  sale_end: '2026-12-10T00:00:00.000Z',
  images: [],
  category: 1,
  is_enabled: true,
  updatedAt: '2026-11-01T00:00:00.000Z',
  createdAt: '2026-11-01T00:00:00.000Z',
} as unknown as Product
const source = (flashes: Parameters<typeof toProductDetail>[0]['flashes'] = []) => ({
  // Read before the sale began, as the search index's copy may be: priced again at each moment.
  product: productViewAt(doc, Date.parse('2026-11-01T00:00:00Z')),
  pricing: salePricing(doc),
  flashes,
  breadcrumb: [],
  // A tile read before the sale began (the search index's copy may be minutes old).
  related: [{ view: productViewAt(doc, Date.parse('2026-11-01T00:00:00Z')), pricing: salePricing(doc) }],
  looks: [],
  rooms: [],
})
const at = (iso: string) => new Date(iso)
const availability = {
  status: 'out_of_stock' as const,
  stores_in_stock: 0,
  stores_on_display: 0,
  stores: [],
  read_at: '2026-11-01T00:00:00.000Z',
}
const flash = {
  title: 'Flash 12.12',
  start_at: '2026-12-12T00:00:00.000Z',
  end_at: '2026-12-12T12:00:00.000Z',
  price: 6_000_000,
  stock: 4,
}

describe('related products from the search index', () => {
  const item = (id: number, soldCount: number, category: number) =>
    ({ id, soldCount, view: { category: { id: category } } }) as unknown as IndexedProduct
  it('are the most sold of what is kept, ties by id, at most the limit', () => {
    const items = [item(1, 5, 1), item(2, 9, 1), item(3, 5, 2), item(4, 5, 1), item(5, 0, 1), item(6, 7, 1)]
    const ids = (limit: number) =>
      bestSellers(items, (p) => p.view.category?.id === 1, limit).map((p) => p.id)
    expect(ids(3)).toEqual([2, 6, 1])
    expect(ids(10)).toEqual([2, 6, 1, 4, 5])
    expect(ids(0)).toEqual([])
  })
  it('come from lists kept per category and room that answer as a scan of every product would', () => {
    // Small categories (so the room fills the list), mostly in one room each and selling most (so the room's
    // best sellers are the ones its category already gave), few sale counts (many ties); some without either.
    let seed = 7
    const random = (n: number) => (seed = (seed * 48271) % 2147483647) % n
    const items = Array.from({ length: 400 }, (_, i) => {
      const category = random(9) ? random(60) + 1 : null
      return {
        id: i + 1,
        soldCount: category ? 10 + random(3) : random(10),
        view: {
          category: category ? { id: category } : null,
          room: random(5) ? { id: category && random(4) ? (category % 3) + 1 : random(3) + 1 } : null,
        },
      }
    }) as unknown as IndexedProduct[]
    const groups = bestSellersByGroup(items)
    for (const p of items) {
      const category = p.view.category?.id
      const room = p.view.room?.id
      const same = category
        ? bestSellers(items, (o) => o.id !== p.id && o.view.category?.id === category, 8)
        : []
      const skip = new Set([p.id, ...same.map((o) => o.id)])
      const more =
        room && same.length < 8
          ? bestSellers(items, (o) => !skip.has(o.id) && o.view.room?.id === room, 8 - same.length)
          : []
      expect(relatedInIndex(groups, p.id, category, room).map((o) => o.id)).toEqual(
        [...same, ...more].map((o) => o.id),
      )
    }
  })
})

describe('the price a product page shows', () => {
  it('is the price outside the sale period, and the sale price within it, until the sale ends', () => {
    expect(toProductDetail(source(), availability, at('2026-11-30T00:00:00Z'))).toMatchObject({
      price_now: 10_000_000,
      price_until: null,
      flash_sale: null,
    })
    expect(toProductDetail(source(), availability, at('2026-12-05T00:00:00Z'))).toMatchObject({
      price_now: 8_000_000,
      discount_percent: 20,
      price_until: '2026-12-10T00:00:00.000Z',
    })
    // Related products are priced at the same moment, whenever their tile was read.
    expect(toProductDetail(source(), availability, at('2026-12-05T00:00:00Z')).related[0]).toMatchObject({
      sale_price: 8_000_000,
      discount_percent: 20,
    })
    expect(toProductDetail(source(), availability, at('2026-12-10T00:00:00Z')).related[0]).toMatchObject({
      sale_price: null,
      discount_percent: 0,
    })
    expect(toProductDetail(source(), availability, at('2026-12-10T00:00:00Z')).price_now).toBe(10_000_000)
  })
  it('is the flash price while the flash sale runs, with its counter, the lowest of two running', () => {
    expect(toProductDetail(source([flash]), availability, at('2026-12-11T23:59:59Z')).flash_sale).toBeNull()
    const during = toProductDetail(
      source([flash, { ...flash, title: 'Other', price: 7_000_000 }]),
      availability,
      at('2026-12-12T06:00:00Z'),
    )
    expect(during).toMatchObject({
      price_now: 6_000_000,
      discount_percent: 40,
      price_until: '2026-12-12T12:00:00.000Z',
      flash_sale: { title: 'Flash 12.12', flash_price: 6_000_000, stock: 4 },
    })
    expect(toProductDetail(source([flash]), availability, at('2026-12-12T12:00:01Z')).price_now).toBe(
      10_000_000,
    )
  })
})

describe('Product structured data', () => {
  const product = {
    name: 'Sofa Laras',
    sku: 'RL-1',
    url_key: 'sofa-laras-rl-1',
    description: 'Sofa dua dudukan.',
    images: [{ url: '/cms-api/media/file/a.webp' }, { url: '/cms-api/media/file/b.webp' }],
    brand: { name: 'Loka Home' },
    price_now: 8_000_000,
    price_until: '2026-12-10T00:00:00.000Z',
  }
  it('names the product, its images, SKU, brand and description', () => {
    expect(productData(origin, product)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Sofa Laras',
      sku: 'RL-1',
      url: `${origin}/produk/sofa-laras-rl-1`,
      image: [`${origin}/cms-api/media/file/a.webp`, `${origin}/cms-api/media/file/b.webp`],
      brand: { '@type': 'Brand', name: 'Loka Home' },
      description: 'Sofa dua dudukan.',
    })
  })
  it('offers the price paid now in IDR at the page, valid until the sale ends', () => {
    expect(productData(origin, product).offers).toMatchObject({
      '@type': 'Offer',
      price: 8_000_000,
      priceCurrency: 'IDR',
      url: `${origin}/produk/sofa-laras-rl-1`,
      priceValidUntil: '2026-12-10',
    })
    expect(productData(origin, { ...product, price_until: null }).offers).not.toHaveProperty(
      'priceValidUntil',
      expect.anything(),
    )
  })
  it('says InStock or OutOfStock when the stores’ stock is known, and nothing when it is not', () => {
    const availability = (inStock?: boolean) =>
      (productData(origin, product, inStock).offers as { availability?: string }).availability
    expect(availability(true)).toBe('https://schema.org/InStock')
    expect(availability(false)).toBe('https://schema.org/OutOfStock')
    expect(availability()).toBeUndefined()
  })
})

describe('sitemap files', () => {
  const entries = Array.from({ length: 5 }, (_, i) => ({ path: `/produk/p-${i}`, updatedAt: null }))
  it('is one list up to 50,000 addresses, and an index of lists beyond', () => {
    expect(sitemapParts(SITEMAP_MAX_URLS)).toBe(0)
    expect(sitemapParts(SITEMAP_MAX_URLS + 1)).toBe(2)
    expect(sitemapParts(5, 2)).toBe(3)
    expect(sitemapPart(entries, 3, 2)).toEqual([entries[4]])
    expect(sitemapPart(entries, 4, 2)).toBeNull()
    expect(sitemapPart(entries, 0, 2)).toBeNull()
    expect(sitemapPart(entries, 1)).toBeNull()
  })
  it('writes escaped addresses and the index’s numbered lists', () => {
    const xml = urlSet(origin, [{ path: '/search?q=a&b', updatedAt: '2026-11-01T00:00:00.000Z' }])
    expect(xml).toContain(`<loc>${origin}/search?q=a&amp;b</loc>`)
    expect(xml).toContain('<lastmod>2026-11-01T00:00:00.000Z</lastmod>')
    expect(sitemapIndex(origin, 2)).toContain(`<sitemap>\n<loc>${origin}/sitemap/2.xml</loc>\n</sitemap>`)
  })
})

describe('marketplace links', () => {
  it('carry the campaign parameters staff set, replacing their own, and nothing else of the setting', () => {
    const campaign = 'utm_source=rumahloka&utm_medium=referral&ref=x&utm_campaign='
    expect(withCampaign('https://shop.example/p/1?utm_source=old&size=2', campaign)).toBe(
      'https://shop.example/p/1?utm_source=rumahloka&size=2&utm_medium=referral',
    )
    expect(withCampaign('https://shop.example/p/1', '')).toBe('https://shop.example/p/1')
    expect(withCampaign('not a url', campaign)).toBe('not a url')
    expect(withCampaign('javascript:alert(1)', campaign)).toBe('javascript:alert(1)')
  })
})

describe('stock per store', () => {
  it('reads a level as in stock, few left at or under the threshold, or out', () => {
    expect([0, 1, 3, 4, 50].map((level) => stockStatus(level, 3))).toEqual([
      'out_of_stock',
      'few_left',
      'few_left',
      'in_stock',
      'in_stock',
    ])
    expect(stockStatus(1, 0)).toBe('in_stock')
  })
  it('reads a stock file: its columns, the store of a one-store file, yes and no, text passed on', () => {
    expect(stockHeaderProblem(['sku', 'store_code', 'level'], undefined)).toBeNull()
    expect(stockHeaderProblem(['sku', 'level'], 'RL001')).toBeNull()
    expect(stockHeaderProblem(['sku', 'level'], undefined)).toMatch(/store_code is one of them/)
    expect(stockHeaderProblem(['sku', 'level', 'qty'], 'RL001')).toMatch(/unknown column "qty"/)
    expect(stockHeaderProblem(['sku', 'level', 'level'], 'RL001')).toMatch(/named twice/)
    expect(stockFromCells({ sku: 'A', level: '4', on_display: 'ya', counted_at: '' }, 'RL001')).toEqual({
      store_code: 'RL001',
      sku: 'A',
      level: 4,
      on_display: true,
    })
    expect(
      stockFromCells({ sku: 'A', store_code: 'X', level: 'empat', on_display: 'mungkin' }, undefined),
    ).toEqual({
      sku: 'A',
      store_code: 'X',
      level: 'empat',
      on_display: 'mungkin',
    })
  })
})

describe('the folded store list', () => {
  const store = (id: number, city: string, reading: Partial<StoreStock>): StoreStock => ({
    id,
    code: `S${id}`,
    name: `Toko ${id}`,
    slug: `toko-${id}`,
    area: 'Jawa',
    city,
    address: 'Jl. 1',
    phone: null,
    time_zone: 'Asia/Jakarta',
    lat: 0,
    lng: 0,
    opening_hours: [],
    path: `/store-locations#toko-${id}`,
    stock: 'in_stock',
    on_display: false,
    reported_at: '2026-12-01T03:00:00.000Z',
    stale_at: '2026-12-03T03:00:00.000Z',
    ...reading,
  })
  it('counts per city the stores whose fresh reading has it, in stock, few left or on display', () => {
    const cities = citiesOf([
      store(1, 'Surabaya', {}),
      store(2, 'Bandung', { stock: 'few_left', stale_at: '2026-12-04T00:00:00.000Z' }),
      store(3, 'Surabaya', { stock: 'out_of_stock', on_display: true }),
      store(4, 'Surabaya', { stock: 'out_of_stock' }),
      // Too old when read: says nothing, whatever it said.
      store(5, 'Bandung', { stock: null, on_display: null, stale_at: null }),
    ])
    expect(cities).toEqual([
      { city: 'Bandung', stores: 2, haveUntil: ['2026-12-04T00:00:00.000Z'] },
      { city: 'Surabaya', stores: 3, haveUntil: ['2026-12-03T03:00:00.000Z', '2026-12-03T03:00:00.000Z'] },
    ])
  })
  it('sends a store without what the list does not show, its report time as WIB text', () => {
    const shown = toAvailabilityStore(store(1, 'Surabaya', {}))
    expect(shown).not.toHaveProperty('slug')
    expect(shown).not.toHaveProperty('area')
    expect(shown).not.toHaveProperty('reported_at')
    expect(shown.reported_text).toMatch(/10[:.]00 WIB$/)
    expect(toAvailabilityStore(store(2, 'Bandung', { reported_at: null })).reported_text).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'

import { batchAnswer, batchBody, holds } from '../../src/server/integration/batch'
import { bearerToken } from '../../src/server/integration/authenticate'
import { validIdempotencyKey } from '../../src/server/integration/idempotency'
import {
  hashIntegrationKey,
  keyHint,
  looksLikeKey,
  newIntegrationKey,
} from '../../src/server/integration/keys'
import { productData, productRow } from '../../src/server/integration/products'
import { feedWhere } from '../../src/server/integration/events-feed'
import { imageHostList } from '../../src/server/integration/product-images'
import { productFromCells, productHeaderProblem } from '../../src/server/integration/products-csv'
import { receiptRow } from '../../src/server/integration/receipts'
import { currentSalePrice } from '../../src/server/catalog/product-view'
import { bodyCap, isStreamedCsv, refusal, sendRefusal } from '../../scripts/request-guard.mjs'
import { isCacheableRequest } from '../../scripts/page-cache.mjs'

describe('integration keys', () => {
  it('are 256 random bits behind the prefix, hashed to a digest that does not contain them', () => {
    const a = newIntegrationKey()
    const b = newIntegrationKey()
    expect(a).not.toBe(b)
    expect(looksLikeKey(a)).toBe(true)
    expect(hashIntegrationKey(a)).toMatch(/^[0-9a-f]{64}$/)
    expect(hashIntegrationKey(a)).toBe(hashIntegrationKey(a))
    expect(keyHint(a)).toBe(`${a.slice(0, 10)}…`)
    for (const bad of ['', 'rlk_short', `xyz_${a.slice(4)}`, `${a}=`, `${a.slice(0, -1)}!`])
      expect(looksLikeKey(bad)).toBe(false)
  })

  it('are read from a Bearer header only', () => {
    expect(bearerToken('Bearer rlk_abc')).toBe('rlk_abc')
    expect(bearerToken('bearer   rlk_abc ')).toBe('rlk_abc')
    expect(bearerToken('JWT rlk_abc')).toBeNull()
    expect(bearerToken('Bearer a b')).toBeNull()
    expect(bearerToken(null)).toBeNull()
  })
})

describe('batches', () => {
  it('hold 1 to 1,000 rows and say how many a larger one has', () => {
    expect(batchBody.safeParse({ rows: [{}] }).success).toBe(true)
    expect(batchBody.safeParse({ rows: [] }).success).toBe(false)
    const over = batchBody.safeParse({ rows: Array(1001).fill({}) })
    expect(over.error?.issues[0]?.message).toBe(
      'A batch holds at most 1,000 rows; this one has 1,001. Split it into several batches.',
    )
  })

  it('count each status', () => {
    expect(
      batchAnswer([
        { index: 0, key: 'a', status: 'created' },
        { index: 1, key: 'b', status: 'refused', reason: 'x' },
        { index: 2, key: 'c', status: 'created' },
      ]).summary,
    ).toEqual({ created: 2, updated: 0, unchanged: 0, refused: 1 })
  })

  it('see a row as unchanged only when every field it sends holds that value', () => {
    const stored = {
      id: 1,
      total: 10,
      purchased_at: '2026-11-20T03:15:00.000Z',
      customer_phone: null,
      items: [{ id: 'x', sku: 'A', qty: 1 }],
    }
    expect(
      holds(stored, { total: 10, purchased_at: '2026-11-20T10:15:00+07:00', customer_phone: undefined }),
    ).toBe(true)
    expect(holds(stored, { items: [{ sku: 'A', qty: 1 }] })).toBe(true)
    expect(holds(stored, { items: [{ sku: 'A', qty: 2 }] })).toBe(false)
    expect(
      holds(stored, {
        items: [
          { sku: 'A', qty: 1 },
          { sku: 'B', qty: 1 },
        ],
      }),
    ).toBe(false)
    expect(holds(stored, { total: 11 })).toBe(false)
    expect(holds(stored, { customer_phone: '0812' })).toBe(false)
  })

  it('name the field a receipt row gets wrong', () => {
    const row = {
      receipt_no: 'str 2026 00012',
      purchased_at: '2026-11-20T10:15:00+07:00',
      store_code: 'JKT01',
      items: [{ sku: 'A', price: 100, serial_no: 'sn-001 2' }],
    }
    // Numbers as the shopper's forms write them, so the warranty lookup finds what the till sent.
    expect(receiptRow.parse(row)).toMatchObject({
      receipt_no: 'STR-2026-00012',
      is_paid: true,
      items: [{ qty: 1, label_paid: true, serial_no: 'SN0012' }],
    })
    const late = receiptRow.safeParse({ ...row, purchased_at: '20 Nov 2026' })
    expect(late.error?.issues[0]?.path).toEqual(['purchased_at'])
    expect(receiptRow.safeParse({ ...row, items: [] }).error?.issues[0]?.message).toBe(
      'a receipt has at least one item',
    )
    expect(receiptRow.safeParse({ ...row, items: [{ sku: 'A', price: -1 }] }).error?.issues[0]?.path).toEqual(
      ['items', 0, 'price'],
    )
  })
})

describe('the integration path', () => {
  it('takes Idempotency-Keys of 1 to 255 visible ASCII characters', () => {
    expect(validIdempotencyKey('pos-2026-11-24-0001')).toBe(true)
    expect(validIdempotencyKey('a'.repeat(255))).toBe(true)
    for (const bad of ['', 'a'.repeat(256), 'with space', 'ünï']) expect(validIdempotencyKey(bad)).toBe(false)
  })

  it('is never cached, takes 8 MB batches and refuses in its own error shape', () => {
    expect(isCacheableRequest({ method: 'GET', url: '/integration/v1/receipts', headers: {} })).toBe(false)
    expect(bodyCap('/integration/v1/receipts', 'application/json')).toBe(8 * 1024 * 1024)
    const refused = refusal({
      url: '/integration/v1/receipts',
      headers: { 'content-length': String(9 * 1024 * 1024) },
    })
    expect(refused?.status).toBe(413)
    let written = ''
    const res = { writeHead: () => res, end: (body: string) => (written = body) }
    sendRefusal(res, refused!)
    expect(JSON.parse(written)).toEqual({
      error: { code: 'body_too_large', message: 'The body is over 8 MB; send fewer rows per batch.' },
    })
  })
})

describe('amounts in a row', () => {
  it('are whole rupiah up to a trillion, so a slip of the till is refused, not stored', () => {
    const receipt = (price: number) => ({
      receipt_no: 'STR-2026-1',
      purchased_at: '2026-11-24T10:00:00+07:00',
      store_code: 'JKT',
      items: [{ sku: 'A-1', price }],
    })
    expect(receiptRow.safeParse(receipt(1_000_000_000_000)).success).toBe(true)
    expect(receiptRow.safeParse(receipt(1_000_000_000_001)).success).toBe(false)
    expect(receiptRow.safeParse(receipt(10.5)).success).toBe(false)
  })
})

describe('products from the ERP', () => {
  const lookups = {
    categoryByCode: new Map([['RL-0101', 7]]),
    brandByCode: new Map([['NORD', 3]]),
    imageHosts: ['cdn.ritel.co.id'],
  }
  const row = (r: Record<string, unknown>) => productRow.parse(r)

  it('need name, category and price to be created, and set only what a row gives on update', () => {
    expect(productData(row({ sku: 'A-1', price: 10 }), lookups, undefined)).toBe(
      'name: required for a new product (no product has the SKU A-1)',
    )
    expect(
      productData(
        row({ sku: 'A-1', name: 'Kursi', category_code: 'RL-0101', price: 10 }),
        lookups,
        undefined,
      ),
    ).toEqual({ name: 'Kursi', category: 7, price: 10, is_enabled: true })
    const current = { id: 1, sku: 'A-1', price: 10, sale_price: null, is_enabled: true }
    expect(productData(row({ sku: 'A-1', price: 12, brand_code: null }), lookups, current)).toEqual({
      price: 12,
      brand: null,
    })
    expect(productData(row({ sku: 'A-1', enabled: false }), lookups, current)).toEqual({ is_enabled: false })
    expect(productData(row({ sku: 'A-1', brand_code: 'IKEA' }), lookups, current)).toBe(
      'brand_code: no product brand has the code IKEA',
    )
  })

  it('take an image URL only from a listed https host, and leave a source already fetched alone', () => {
    const current = { id: 1, sku: 'A-1', price: 10, image_source_url: 'https://cdn.ritel.co.id/a.jpg' }
    expect(
      productData(row({ sku: 'A-1', image_url: 'https://cdn.ritel.co.id/a.jpg' }), lookups, current),
    ).toEqual({})
    expect(
      productData(row({ sku: 'A-1', image_url: 'https://cdn.ritel.co.id/b.jpg' }), lookups, current),
    ).toEqual({
      image_source_url: 'https://cdn.ritel.co.id/b.jpg',
      image_fetch_error: null,
    })
    expect(productData(row({ sku: 'A-1', image_url: 'https://evil.test/b.jpg' }), lookups, current)).toBe(
      "image_url: evil.test is not among this integration's image hosts (cdn.ritel.co.id)",
    )
    expect(
      productData(row({ sku: 'A-1', image_url: 'http://cdn.ritel.co.id/b.jpg' }), lookups, current),
    ).toBe('image_url: an https address is needed (http://cdn.ritel.co.id/b.jpg)')
    expect(
      productData(
        row({ sku: 'A-1', image_url: 'https://cdn.ritel.co.id/b.jpg' }),
        { ...lookups, imageHosts: [] },
        current,
      ),
    ).toBe('image_url: this integration lists no image hosts; an administrator adds them in /admin')
    expect(productData(row({ sku: 'A-1', image_url: null }), lookups, current)).toEqual({
      image_source_url: null,
      images: [],
      image_fetch_error: null,
    })
    expect(imageHostList(' cdn.ritel.co.id,\nIMG.ritel.co.id:8443 \n')).toEqual([
      'cdn.ritel.co.id',
      'img.ritel.co.id:8443',
    ])
  })

  it('keep a sale price below the price and a period that ends after it starts, against the stored product', () => {
    const current = { id: 1, sku: 'A-1', price: 100, sale_price: 80, sale_start: '2026-12-01T00:00:00.000Z' }
    expect(productData(row({ sku: 'A-1', price: 80 }), lookups, current)).toBe(
      'sale_price: 80 is not below the price 80',
    )
    expect(productData(row({ sku: 'A-1', sale_end: '2026-11-30T00:00:00Z' }), lookups, current)).toBe(
      'sale_end: must be after sale_start',
    )
    expect(productData(row({ sku: 'A-1', sale_end: '2026-12-31T17:00:00+07:00' }), lookups, current)).toEqual(
      {
        sale_end: '2026-12-31T10:00:00.000Z',
      },
    )
  })

  it('show a sale price only within its period: from its start, until (not at) its end', () => {
    const p = {
      price: 100,
      sale_price: 80,
      sale_start: '2026-12-01T00:00:00Z',
      sale_end: '2026-12-02T00:00:00Z',
    }
    expect(currentSalePrice(p, Date.parse('2026-11-30T23:59:59Z'))).toBeNull()
    expect(currentSalePrice(p, Date.parse('2026-12-01T00:00:00Z'))).toBe(80)
    expect(currentSalePrice(p, Date.parse('2026-12-02T00:00:00Z'))).toBeNull()
    expect(currentSalePrice({ ...p, sale_start: null, sale_end: null }, 0)).toBe(80)
    expect(currentSalePrice({ ...p, sale_price: 100, sale_start: null, sale_end: null }, 0)).toBeNull()
  })
})

describe('product files', () => {
  it('read cells as the JSON row: numbers and yes/no from text, an empty cell clears only a clearable field', () => {
    expect(
      productFromCells({
        sku: 'A-1',
        name: '',
        price: '4500000',
        sale_price: '',
        enabled: 'Tidak',
        brand_code: '',
      }),
    ).toEqual({ sku: 'A-1', price: 4_500_000, sale_price: null, enabled: false, brand_code: null })
    expect(productFromCells({ sku: 'A-1', price: '4.500.000', enabled: 'maybe' })).toEqual({
      sku: 'A-1',
      price: '4.500.000',
      enabled: 'maybe',
    })
  })

  it('name known columns once each, sku among them', () => {
    expect(productHeaderProblem(['sku', 'price'])).toBeNull()
    expect(productHeaderProblem(['sku', 'harga'])).toMatch(/^line 1: unknown column "harga"/)
    expect(productHeaderProblem(['sku', 'price', 'price'])).toBe('line 1: the column price is named twice')
    expect(productHeaderProblem(['name'])).toMatch(/one of them is sku/)
  })

  it('stream through the request guard uncapped and chunked, on the product path only', () => {
    expect(isStreamedCsv('/integration/v1/products', 'text/csv; charset=utf-8')).toBe(true)
    expect(bodyCap('/integration/v1/products', 'text/csv')).toBe(Infinity)
    expect(bodyCap('/integration/v1/products', 'application/json')).toBe(8 * 1024 * 1024)
    const chunked = (url: string, type: string) =>
      refusal({ url, headers: { 'transfer-encoding': 'chunked', 'content-type': type } })?.status ?? null
    expect(chunked('/integration/v1/products', 'text/csv')).toBeNull()
    expect(chunked('/integration/v1/products', 'application/json')).toBe(411)
    expect(chunked('/integration/v1/receipts', 'text/csv')).toBe(411)
    expect(chunked('/api/subscribe', 'text/csv')).toBe(411)
  })
})

describe('the events feed', () => {
  it('lists only events of the granted types older than the settle time, after the cursor', () => {
    const now = new Date('2026-11-24T10:00:05.000Z')
    expect(feedWhere('41', now, 5, ['refund.decided'])).toEqual({
      and: [
        { type: { in: ['refund.decided'] } },
        { id: { greater_than: 41 } },
        { createdAt: { less_than_equal: '2026-11-24T10:00:00.000Z' } },
      ],
    })
    expect(feedWhere(undefined, now, 0, ['contact.received'])).toEqual({
      and: [
        { type: { in: ['contact.received'] } },
        { createdAt: { less_than_equal: '2026-11-24T10:00:05.000Z' } },
      ],
    })
  })
})

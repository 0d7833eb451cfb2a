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
import { receiptRow } from '../../src/server/integration/receipts'
import { bodyCap, refusal, sendRefusal } from '../../scripts/request-guard.mjs'
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

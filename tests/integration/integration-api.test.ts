import { beforeAll, describe, expect, it } from 'vitest'

import {
  baseUrl,
  call,
  headersOnly,
  ownCategory,
  staffAuthorization,
  staffFind,
  verifyCode,
  warrantyOwner,
} from '../support/contract'
import { codeIn, mailCount, waitForMail } from '../support/mailbox'

/*
 * The integration API (issue 39): the retailer's systems with keys of their own, scoped, hashed, rotated and
 * revoked in /admin; receipts upserted by their numbers, idempotently, row by row.
 */
type Json = any // eslint-disable-line @typescript-eslint/no-explicit-any

async function cms(method: string, path: string, body?: unknown, auth?: Record<string, string>) {
  const response = await fetch(`${baseUrl()}/cms-api${path}`, {
    method,
    headers: {
      ...(auth ?? (await staffAuthorization())),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  })
  return { status: response.status, json: (await response.json()) as Json }
}

let clients = 0
async function integration(
  path: string,
  key: string | null,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${baseUrl()}/integration/v1${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `203.0.113.${++clients % 250}`,
      ...(key ? { authorization: `Bearer ${key}` } : {}),
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return { status: response.status, json: (await response.json()) as Json, headers: response.headers }
}

/** An integration made and keyed by an administrator, as in /admin. */
async function newIntegration(scopes: string[]) {
  const created = await cms('POST', '/integrations', {
    name: `Test ${scopes.join(' ')} ${Date.now()}`,
    scopes,
  })
  expect(created.status).toBe(201)
  const issued = await cms('POST', `/integrations/${created.json.doc.id}/key`)
  expect(issued.status).toBe(200)
  return { id: created.json.doc.id as number, key: issued.json.key as string }
}

let store: string
let products: { sku: string; name: string }[]
beforeAll(async () => {
  store = (await staffFind('stores', {})).docs[0].code
  products = (await staffFind('products', { is_enabled: { equals: true } })).docs
    .slice(0, 3)
    .map((p: Json) => ({ sku: p.sku, name: p.name }))
})

const stamp = Date.now().toString(36).toUpperCase()
const receipt = (n: number, extra: Record<string, unknown> = {}) => ({
  receipt_no: `POS-${stamp}-${n}`,
  purchased_at: '2026-11-20T10:15:00+07:00',
  store_code: store,
  customer_name: 'Budi Santoso',
  customer_email: `budi.${stamp.toLowerCase()}.${n}@contoh.co.id`,
  items: [{ sku: products[0]!.sku, qty: 1, price: 4_500_000, serial_no: `SN-${stamp}-${n}` }],
  ...extra,
})

describe('integration keys', () => {
  it('are issued once, stored as a hash only, and open nothing for editors or without a key', async () => {
    const { id, key } = await newIntegration(['receipts:write'])
    expect(key).toMatch(/^rlk_[A-Za-z0-9_-]{43}$/)
    const read = await cms('GET', `/integrations/${id}`)
    expect(read.json).toMatchObject({ id, key_hint: `${key.slice(0, 10)}…` })
    expect(JSON.stringify(read.json)).not.toContain(key.slice(4))
    expect(read.json).not.toHaveProperty('key_hash')

    // Editors neither see integrations nor issue keys.
    const email = `editor-int-${stamp}@rumahloka.test`
    const password = `editor-pass-${stamp}`
    expect((await cms('POST', '/users', { email, password, role: 'editor' })).status).toBe(201)
    const login = await fetch(`${baseUrl()}/cms-api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.251' },
      body: JSON.stringify({ email, password }),
    })
    const editor = { Authorization: `JWT ${((await login.json()) as Json).token}` }
    expect((await cms('GET', `/integrations/${id}`, undefined, editor)).status).toBe(403)
    expect((await cms('POST', `/integrations/${id}/key`, undefined, editor)).status).toBe(403)
    // An integration key is not a staff session on the back-office API.
    expect(
      (await cms('GET', '/sales-receipts?limit=1', undefined, { Authorization: `Bearer ${key}` })).status,
    ).toBe(403)

    const none = await integration('/receipts', null, { rows: [receipt(0)] })
    expect(none.status).toBe(401)
    expect(none.json.error.code).toBe('missing_key')
    expect(none.headers.get('cache-control')).toBe('private, no-store')
    const wrong = await integration('/receipts', `rlk_${'A'.repeat(43)}`, { rows: [receipt(0)] })
    expect(wrong).toMatchObject({ status: 401, json: { error: { code: 'invalid_key' } } })
  })

  it('hold only their scopes, stop at once when rotated or revoked', async () => {
    const catalog = await newIntegration(['catalog:write'])
    const scoped = await integration('/receipts', catalog.key, { rows: [receipt(1)] })
    expect(scoped.status).toBe(403)
    expect(scoped.json.error).toEqual({
      code: 'missing_scope',
      message: 'This key lacks the scope receipts:write.',
    })

    const pos = await newIntegration(['receipts:write'])
    expect((await integration('/receipts', pos.key, { rows: [receipt(2)] })).status).toBe(200)
    const rotated = await cms('POST', `/integrations/${pos.id}/key`)
    expect((await integration('/receipts', pos.key, { rows: [receipt(2)] })).json.error.code).toBe(
      'invalid_key',
    )
    expect((await integration('/receipts', rotated.json.key, { rows: [receipt(2)] })).status).toBe(200)
    const used = await cms('GET', `/integrations/${pos.id}`)
    expect(Date.now() - Date.parse(used.json.last_used_at)).toBeLessThan(60_000)

    expect((await cms('PATCH', `/integrations/${pos.id}`, { revoked: true })).status).toBe(200)
    const revoked = await integration('/receipts', rotated.json.key, { rows: [receipt(2)] })
    expect(revoked).toMatchObject({ status: 401, json: { error: { code: 'revoked_key' } } })
  })

  it('count wrong keys per client address, and never refuse a valid key from that address for them', async () => {
    const { key } = await newIntegration(['receipts:write'])
    // A scanner behind the same proxy as the point of sale: one client address for both.
    const shared = { 'x-forwarded-for': '198.51.100.61' }
    const wrong = `rlk_${'B'.repeat(43)}`
    const body = { rows: [receipt(3)] }
    for (let i = 0; i < 20; i++)
      expect((await integration('/receipts', wrong, body, shared)).json.error.code).toBe('invalid_key')
    const blocked = await integration('/receipts', wrong, body, shared)
    expect(blocked).toMatchObject({ status: 429, json: { error: { code: 'rate_limited' } } })
    expect(blocked.json.error.message).toMatch(/^Too many wrong keys from this address/)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(800)

    const valid = await integration('/receipts', key, body, shared)
    expect(valid).toMatchObject({ status: 200, json: { summary: { created: 1 } } })
    expect((await integration('/receipts', key, body, shared)).json.summary.unchanged).toBe(1)
    expect((await integration('/receipts', wrong, body, shared)).status).toBe(429)
    // Another address's wrong key is its own count.
    expect((await integration('/receipts', wrong, body)).status).toBe(401)
  })
})

describe('POST /integration/v1/receipts', () => {
  let key: string
  beforeAll(async () => {
    key = (await newIntegration(['receipts:write'])).key
  })

  it('creates, then answers unchanged for the same rows, updated for a change, and refuses bad rows alone', async () => {
    const rows = [
      receipt(10),
      receipt(11, { items: [{ sku: products[1]!.sku, qty: 2, price: 1_250_000 }] }),
      receipt(12, { store_code: 'NO-SUCH-STORE' }),
      receipt(13, { items: [{ sku: 'NO-SUCH-SKU', price: 1 }] }),
      receipt(14, { customer_email: 'not an address' }),
      receipt(10),
    ]
    const first = await integration('/receipts', key, { rows })
    expect(first.status).toBe(200)
    expect(first.json.summary).toEqual({ created: 2, updated: 0, unchanged: 0, refused: 4 })
    expect(first.json.rows.map((r: Json) => [r.index, r.status, r.reason ?? null])).toEqual([
      [0, 'created', null],
      [1, 'created', null],
      [2, 'refused', 'store_code: no store has the code NO-SUCH-STORE'],
      [3, 'refused', 'items.0.sku: no product has the SKU NO-SUCH-SKU'],
      [4, 'refused', 'customer_email: a valid e-mail address'],
      [5, 'refused', `receipt_no: ${rows[0]!.receipt_no} is also row 0 of this batch`],
    ])
    const stored = (await staffFind('sales-receipts', { receipt_no: { equals: rows[1]!.receipt_no } }))
      .docs[0]
    expect(stored).toMatchObject({ total: 2_500_000, is_paid: true })
    expect(stored.items[0]).toMatchObject({ sku: products[1]!.sku, name: products[1]!.name, qty: 2 })

    const again = await integration('/receipts', key, { rows: rows.slice(0, 2) })
    expect(again.json.summary).toEqual({ created: 0, updated: 0, unchanged: 2, refused: 0 })
    const changed = await integration('/receipts', key, { rows: [receipt(10, { is_paid: false })] })
    expect(changed.json.rows[0]).toMatchObject({ status: 'updated', id: first.json.rows[0].id })
  })

  it('replays the first answer for a repeated Idempotency-Key and refuses the key for another body', async () => {
    const headers = { 'idempotency-key': `batch-${stamp}-1` }
    const first = await integration('/receipts', key, { rows: [receipt(20)] }, headers)
    expect(first.json.summary.created).toBe(1)
    const replay = await integration('/receipts', key, { rows: [receipt(20)] }, headers)
    expect(replay.json).toEqual(first.json)
    expect(replay.headers.get('idempotent-replayed')).toBe('true')
    const other = await integration('/receipts', key, { rows: [receipt(21)] }, headers)
    expect(other).toMatchObject({ status: 422, json: { error: { code: 'idempotency_key_reused' } } })
  })

  it('refuses 1,001 rows, a body that is not JSON and one over its cap, each with its reason', async () => {
    const many = await integration('/receipts', key, {
      rows: Array.from({ length: 1001 }, (_, i) => receipt(i)),
    })
    expect(many.status).toBe(400)
    expect(many.json.error).toEqual({
      code: 'too_many_rows',
      message: 'A batch holds at most 1,000 rows; this one has 1,001. Split it into several batches.',
    })
    expect((await integration('/receipts', key, '{"rows": [')).json.error.code).toBe('invalid_json')
    expect((await integration('/receipts', key, { rows: [] })).json.error.code).toBe('invalid_request')
    // Only the headers of a 9 MB body: the answer comes before a byte of it is read.
    const huge = await headersOnly('/integration/v1/receipts', {
      authorization: `Bearer ${key}`,
      'content-type': 'application/json',
      'content-length': String(9 * 1024 * 1024),
    })
    expect(huge.status).toBe(413)
    expect(JSON.parse(huge.body).error.code).toBe('body_too_large')
  })

  it('feeds warranty registration, and never takes away a serial a warranty is registered on', async () => {
    const row = receipt(30)
    expect((await integration('/receipts', key, { rows: [row] })).json.rows[0].status).toBe('created')
    // The till's spelling of the serial ("SN-…") is stored as the forms write it (dashes dropped).
    const serial = row.items[0]!.serial_no.replace(/-/g, '')
    const line = { receipt_no: row.receipt_no, serial_no: serial, email: row.customer_email }
    const after = await mailCount(line.email)
    const valid = await call('POST', '/apiwarranty/warranty/VALIDATE_WARRANTY_RECEIVE', {
      body: { receipt_no: line.receipt_no, serial_no: line.serial_no },
    })
    expect(valid.json.data).toMatchObject({ eligible: true, serial_no: line.serial_no })
    const mail = await waitForMail(line.email, 'Kode verifikasi', { after })
    const token = await verifyCode(valid.json.data.verification.challenge, codeIn(mail))
    const registered = await call('POST', '/apiwarranty/warranty/REGISTER_WARRANTY', {
      body: {
        receipt_no: line.receipt_no,
        serial_no: line.serial_no,
        verification_token: token,
        ...warrantyOwner(line.email, 'Budi Santoso'),
      },
    })
    expect(registered.json.is_ok).toBe(true)

    const dropped = await integration('/receipts', key, {
      rows: [{ ...row, items: [{ sku: products[0]!.sku, price: 4_500_000 }] }],
    })
    expect(dropped.json.rows[0]).toEqual({
      index: 0,
      key: row.receipt_no,
      status: 'refused',
      reason: `items: serial ${serial} has a warranty registered on this receipt, so it cannot be removed`,
    })
    // Inside the write too, for staff: the line stays, on its product, and the receipt keeps its number.
    const stored = (await staffFind('sales-receipts', { receipt_no: { equals: row.receipt_no } })).docs[0]
    const kept = stored.items.find((i: Json) => i.serial_no === serial)
    const other = products.find((p) => p.sku !== kept.sku)!
    const otherId = (await staffFind('products', { sku: { equals: other.sku } })).docs[0].id
    for (const change of [
      { items: stored.items.filter((i: Json) => i.serial_no !== serial) },
      { items: stored.items.map((i: Json) => (i.serial_no === serial ? { ...i, product: otherId } : i)) },
      { receipt_no: `${row.receipt_no}-X` },
    ]) {
      const edited = await cms('PATCH', `/sales-receipts/${stored.id}`, change)
      expect(edited.status).toBe(400)
      expect(JSON.stringify(edited.json)).toMatch(/warranty (is )?registered on/)
    }
  })
})

describe('POST /integration/v1/products', () => {
  const search = async (q: string) =>
    ((await call('POST', '/api/product/search', { body: { q } })).json as Json).data.products as Json[]

  it('creates by SKU with category and brand codes, updates only what a row gives, refuses bad rows alone', async () => {
    const { key } = await newIntegration(['catalog:write'])
    const category = await ownCategory('api')
    const brand = (await staffFind('brands', { type: { equals: 'product' } })).docs[0]
    const sku = `INT-${stamp}`
    const row = {
      sku,
      name: `Produk Impor ${stamp}`,
      category_code: category.code,
      brand_code: brand.code,
      price: 4_500_000,
      description: 'Sofa dari impor uji.',
      dimensions: '200 × 90 × 85 cm',
    }
    const first = await integration('/products', key, {
      rows: [
        row,
        { ...row, sku: `${sku}-B`, category_code: 'NO-SUCH' },
        { ...row, sku: `${sku}-C`, brand_code: 'NO-SUCH' },
        { sku: `${sku}-D`, price: 100 },
        { ...row, sku: `${sku}-E`, sale_price: 5_000_000 },
        { ...row, sku: `${sku}-F`, price: 1.5 },
        { ...row, sku: `${sku}-G`, sale_price: 4_000_000, sale_start: '2026-12-01', sale_end: null },
      ],
    })
    expect(first.status).toBe(200)
    expect(first.json.rows.map((r: Json) => [r.status, r.reason ?? null])).toEqual([
      ['created', null],
      ['refused', 'category_code: no category has the code NO-SUCH'],
      ['refused', 'brand_code: no product brand has the code NO-SUCH'],
      ['refused', `name: required for a new product (no product has the SKU ${sku}-D)`],
      ['refused', 'sale_price: 5000000 is not below the price 4500000'],
      ['refused', 'price: whole rupiah'],
      ['refused', 'sale_start: an ISO 8601 date-time, e.g. 2026-12-01T00:00:00+07:00'],
    ])
    // One purge for the batch: the search finds the new product at once, in its category, with its brand.
    const [found] = await search(sku)
    expect(found).toMatchObject({
      sku,
      name: row.name,
      price: 4_500_000,
      sale_price: null,
      category: { slug: category.slug },
      brand: { code: brand.code },
    })
    expect((await integration('/products', key, { rows: [row] })).json.rows[0].status).toBe('unchanged')

    // A price feed: SKU and the sale with its period. A sale that starts tomorrow is not shown yet.
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString()
    const later = await integration('/products', key, {
      rows: [{ sku, sale_price: 3_600_000, sale_start: tomorrow }],
    })
    expect(later.json.rows[0].status).toBe('updated')
    expect((await search(sku))[0]).toMatchObject({ name: row.name, price: 4_500_000, sale_price: null })
    const now = await integration('/products', key, {
      rows: [{ sku, sale_start: new Date(Date.now() - 60_000).toISOString(), sale_end: tomorrow }],
    })
    expect(now.json.rows[0].status).toBe('updated')
    expect((await search(sku))[0]).toMatchObject({ sale_price: 3_600_000, discount_percent: 20 })
    const inverted = await integration('/products', key, {
      rows: [{ sku, sale_end: new Date(Date.now() - 3_600_000).toISOString() }],
    })
    expect(inverted.json.rows[0].reason).toBe('sale_end: must be after sale_start')

    // Out of the range by a disable row: gone from the search, kept in the catalogue.
    const disabled = await integration('/products', key, { rows: [{ sku, enabled: false }] })
    expect(disabled.json.rows[0].status).toBe('updated')
    expect((await search(sku)).filter((p) => p.sku === sku)).toEqual([])
    expect((await staffFind('products', { sku: { equals: sku } })).docs[0].is_enabled).toBe(false)

    // A key for receipts is not one for the catalogue.
    const pos = await newIntegration(['receipts:write'])
    expect((await integration('/products', pos.key, { rows: [row] })).json.error.code).toBe('missing_scope')
  })

  it('replays an Idempotency-Key for the same request only: another query string is refused, another integration served alone', async () => {
    const erp = await newIntegration(['catalog:write'])
    const open = async (k: string) => {
      const opened = await integration('/products/sync-runs', k, '')
      expect(opened.status).toBe(201)
      return opened.json.run_id as string
    }
    const [run2, run3] = [await open(erp.key), await open(erp.key)]
    const batches = async (run: string) =>
      (await staffFind('product-sync-batches', { run: { equals: run } })).totalDocs
    const rows = [{ sku: products[0]!.sku }]
    const headers = { 'idempotency-key': `sync-${stamp}-1` }

    const first = await integration(`/products?sync_run=${run2}&note=a`, erp.key, { rows }, headers)
    expect(first).toMatchObject({ status: 200, json: { sync_run: run2 } })
    // The same request (its query in another order) replays, with nothing recorded twice.
    const replay = await integration(`/products?note=a&sync_run=${run2}`, erp.key, { rows }, headers)
    expect(replay.json).toEqual(first.json)
    expect(replay.headers.get('idempotent-replayed')).toBe('true')
    expect(await batches(run2)).toBe(1)

    // The same key and body for another run: refused, neither replayed nor recorded for run 3.
    const otherRun = await integration(`/products?sync_run=${run3}`, erp.key, { rows }, headers)
    expect(otherRun.status).toBe(422)
    expect(otherRun.json.error).toEqual({
      code: 'idempotency_key_reused',
      message:
        'This Idempotency-Key was used for a different request (another method, path, query string or ' +
        'body); use a new key for a new request.',
    })
    expect(otherRun.headers.get('idempotent-replayed')).toBeNull()
    expect(await batches(run3)).toBe(0)
    const newKey = { 'idempotency-key': `sync-${stamp}-2` }
    const served = await integration(`/products?sync_run=${run3}`, erp.key, { rows }, newKey)
    expect(served).toMatchObject({ status: 200, json: { sync_run: run3 } })
    expect(await batches(run3)).toBe(1)

    // Another integration sending the same key and request gets its own answer, not the first one's.
    const other = await newIntegration(['catalog:write'])
    const foreign = await integration(`/products?sync_run=${run2}&note=a`, other.key, { rows }, headers)
    expect(foreign).toMatchObject({ status: 404, json: { error: { code: 'sync_run_not_found' } } })
    expect(foreign.headers.get('idempotent-replayed')).toBeNull()
    expect(await batches(run2)).toBe(1)
  })
})

describe('POST /integration/v1/stores', () => {
  it('upserts stores by code and drops the store pages once, so a new store shows at once', async () => {
    const { key } = await newIntegration(['stores:write'])
    const page = async () => (await fetch(`${baseUrl()}/store-locations`)).text()
    await page() // cached now
    const code = `INT${stamp}`.slice(0, 32)
    const row = {
      code,
      name: `Rumah Loka Uji ${stamp}`,
      area: 'DKI Jakarta',
      city: 'Jakarta Selatan',
      address: 'Jl. Uji Integrasi No. 1',
      lat: -6.25,
      lng: 106.8,
      opening_hours: [{ days: 'Senin–Minggu', open: '10:00', close: '22:00' }],
    }
    const first = await integration('/stores', key, {
      rows: [row, { ...row, code: `${code}X`, lat: 40 }, { ...row, code: 'bad code!' }],
    })
    expect(first.json.rows.map((r: Json) => [r.status, r.reason ?? null])).toEqual([
      ['created', null],
      ['refused', 'lat: Too big: expected number to be <=6'],
      ['refused', 'code: letters, digits, - and _ only'],
    ])
    expect(await page()).toContain(row.name)
    expect((await integration('/stores', key, { rows: [row] })).json.rows[0].status).toBe('unchanged')
    const renamed = await integration('/stores', key, { rows: [{ ...row, name: `${row.name} Baru` }] })
    expect(renamed.json.rows[0].status).toBe('updated')
    expect(await page()).toContain(`${row.name} Baru`)
    // A key for receipts is not one for stores.
    const pos = await newIntegration(['receipts:write'])
    expect((await integration('/stores', pos.key, { rows: [row] })).json.error.code).toBe('missing_scope')
  })
})

describe('POST /integration/v1/vouchers and /returns', () => {
  it('upsert vouchers by code and never rewrite one a customer claimed', async () => {
    const { key } = await newIntegration(['vouchers:write'])
    // In the alphabet of the site's own codes (no 0/O, 1/I/L, U), like the demo vouchers beside it.
    const code = `VCHR${stamp.replace(/[01ILOU]/g, (c) => ({ 0: '2', 1: '3', I: 'J', L: 'M', O: 'P', U: 'V' })[c]!)}`
    const row = {
      code: code.toLowerCase(),
      title: 'Potongan Rp100.000',
      value: 100_000,
      valid_from: '2026-11-01T00:00:00+07:00',
      valid_until: '2027-01-31T23:59:59+07:00',
      issued_to_email: `pemilik.${stamp.toLowerCase()}@contoh.co.id`,
    }
    const first = await integration('/vouchers', key, {
      rows: [row, { ...row, code: `${code}2`, valid_until: '2026-10-01T00:00:00+07:00' }],
    })
    expect(first.json.rows.map((r: Json) => [r.key, r.status, r.reason ?? null])).toEqual([
      [code, 'created', null],
      [`${code}2`, 'refused', 'valid_until: after valid_from'],
    ])
    expect((await integration('/vouchers', key, { rows: [row] })).json.rows[0].status).toBe('unchanged')
    const id = first.json.rows[0].id
    expect((await cms('PATCH', `/vouchers/${id}`, { status: 'claimed' })).status).toBe(200)
    expect((await integration('/vouchers', key, { rows: [row] })).json.rows[0].status).toBe('unchanged')
    const voided = await integration('/vouchers', key, { rows: [{ ...row, status: 'void' }] })
    expect(voided.json.rows[0].status).toBe('refused')
    const rewritten = await integration('/vouchers', key, { rows: [{ ...row, value: 500_000 }] })
    expect(rewritten.json.rows[0]).toMatchObject({
      status: 'refused',
      reason: 'code: this voucher was claimed; it cannot be changed',
    })
    expect((await cms('GET', `/vouchers/${id}`)).json).toMatchObject({ value: 100_000, status: 'claimed' })
    // The same rule holds inside the write, for staff too (and for a batch that read the voucher before the
    // claim): the value, the status and the address stay; the address may only be cleared (an erasure).
    for (const change of [
      { value: 500_000 },
      { status: 'active' },
      { issued_to_email: 'lain@contoh.co.id' },
    ]) {
      const edited = await cms('PATCH', `/vouchers/${id}`, change)
      expect(edited.status).toBe(400)
      expect(JSON.stringify(edited.json)).toContain('this voucher was claimed; it cannot be changed')
    }
    expect((await cms('PATCH', `/vouchers/${id}`, { issued_to_email: null })).status).toBe(200)
  })

  it('upsert returns by number against known receipts, and keep a return its customer decided', async () => {
    const pos = (await newIntegration(['receipts:write', 'returns:write'])).key
    const sale = receipt(40)
    expect((await integration('/receipts', pos, { rows: [sale] })).json.rows[0].status).toBe('created')
    const row = {
      return_no: `RTN-${stamp}-1`,
      receipt_no: sale.receipt_no,
      customer_name: 'Budi Santoso',
      reason: 'Warna tidak sesuai pesanan.',
      amount: 4_500_000,
      refund_method: 'Transfer bank',
      items: [{ sku: products[0]!.sku, name: products[0]!.name, price: 4_500_000 }],
    }
    const first = await integration('/returns', pos, {
      rows: [row, { ...row, return_no: `RTN-${stamp}-2`, receipt_no: 'STR-0000-NOPE' }],
    })
    expect(first.json.rows.map((r: Json) => [r.status, r.reason ?? null])).toEqual([
      ['created', null],
      ['refused', 'receipt_no: no receipt has the number STR-0000-NOPE'],
    ])
    expect((await integration('/returns', pos, { rows: [row] })).json.rows[0].status).toBe('unchanged')
    expect(
      (await integration('/returns', pos, { rows: [{ ...row, amount: 4_000_000 }] })).json.rows[0].status,
    ).toBe('updated')
    const decided = await cms('POST', '/refund-approvals', {
      return: first.json.rows[0].id,
      return_no: row.return_no,
      decision: 'approved',
    })
    expect(decided.status).toBe(201)
    const changed = await integration('/returns', pos, { rows: [{ ...row, amount: 1 }] })
    expect(changed.json.rows[0]).toMatchObject({
      status: 'refused',
      reason: 'return_no: the customer has decided this return; it cannot be changed',
    })
    const edited = await cms('PATCH', `/returns/${first.json.rows[0].id}`, { amount: 1 })
    expect(edited.status).toBe(400)
    expect(JSON.stringify(edited.json)).toContain(
      'the customer has decided this return; it cannot be changed',
    )
  })
})

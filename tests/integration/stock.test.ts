import { beforeAll, describe, expect, it } from 'vitest'

import { baseUrl, call, ownCategory, staffAuthorization, staffFind } from '../support/contract'
import { untilKept } from '../support/page-cache'

/*
 * Stock per store from the POS and ERP (issue 53): POST /integration/v1/stock as JSON batches and CSV files,
 * row by row, and what shoppers read of it on the product's contract read (never a number). The test's own
 * stores and products, so no other file's counts move.
 */
type Json = any // eslint-disable-line @typescript-eslint/no-explicit-any
const stamp = Date.now().toString(36).toUpperCase()
let clients = 0

async function cms(method: string, path: string, body?: unknown, auth?: Record<string, string> | null) {
  const response = await fetch(`${baseUrl()}/cms-api${path}`, {
    method,
    headers: {
      ...(auth === null ? {} : (auth ?? (await staffAuthorization()))),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  })
  return { status: response.status, json: (await response.json()) as Json }
}

async function keyFor(scopes: string[]) {
  const created = await cms('POST', '/integrations', {
    name: `POS ${stamp} ${scopes} ${Math.random()}`,
    scopes,
  })
  return (await cms('POST', `/integrations/${created.json.doc.id}/key`)).json.key as string
}

async function send(path: string, key: string | null, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl()}/integration/v1${path}`, {
    method: 'POST',
    headers: {
      'content-type': typeof body === 'string' ? 'text/csv' : 'application/json',
      'x-forwarded-for': `203.0.114.${++clients % 250}`,
      ...(key ? { authorization: `Bearer ${key}` } : {}),
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return { status: response.status, json: (await response.json()) as Json, headers: response.headers }
}

const sku = (n: number) => `STK-${stamp}-${n}`
const store = (n: number) => `STK${stamp}${n}`
let key: string
let products: { sku: string; url_key: string }[]

/** The stores' readings of the product, by store code, as its contract read answers them. */
async function availability(n: number) {
  const answer = await call('GET', `/api/product/fe/detail?url_key=${products[n]!.url_key}`)
  expect(answer.status).toBe(200)
  const stores = answer.json.data.availability.stores as Json[]
  return {
    ...answer.json.data.availability,
    of: (code: string) => stores.find((s) => s.code === code),
  }
}

beforeAll(async () => {
  key = await keyFor(['stock:write'])
  const setup = await keyFor(['catalog:write', 'stores:write'])
  const category = await ownCategory('stok')
  const stores = await send('/stores', setup, {
    rows: [1, 2, 3].map((n) => ({
      code: store(n),
      name: `Toko Uji Stok ${stamp} ${n}`,
      area: 'DKI Jakarta',
      city: `Kota Uji ${stamp}`,
      address: `Jl. Uji No. ${n}`,
      lat: -6.2 - n / 100,
      lng: 106.8,
      phone: `021-55500${n}`,
    })),
  })
  expect(stores.json.summary.created).toBe(3)
  const made = await send('/products', setup, {
    rows: [1, 2, 3, 4].map((n) => ({
      sku: sku(n),
      name: `Kursi Uji Stok ${stamp} ${n}`,
      category_code: category.code,
      price: 1_500_000,
    })),
  })
  expect(made.json.summary.created).toBe(4)
  products = (await staffFind('products', { sku: { like: `STK-${stamp}` } })).docs
    .sort((a: Json, b: Json) => a.sku.localeCompare(b.sku))
    .map((p: Json) => ({ sku: p.sku, url_key: p.url_key }))
})

describe('POST /integration/v1/stock (JSON batches)', () => {
  it('writes levels per store and shows them as in stock, few left or out, never as a number', async () => {
    const before = await availability(0)
    expect(before.of(store(1))).toMatchObject({ stock: null, on_display: null, reported_at: null })
    const answer = await send('/stock', key, {
      rows: [
        { sku: sku(1), store_code: store(1), level: 12 },
        { sku: sku(1), store_code: store(2), level: 2, on_display: true },
        { sku: sku(2), store_code: store(1), level: 0, on_display: true },
      ],
    })
    expect(answer.status).toBe(200)
    expect(answer.json.summary).toEqual({ created: 3, updated: 0, unchanged: 0, refused: 0 })
    expect(answer.json.rows[0]).toMatchObject({ index: 0, key: `${sku(1)}@${store(1)}`, status: 'created' })
    // The product's cached read is dropped by the write: the next read shows the new levels.
    const after = await availability(0)
    expect(after.of(store(1))).toMatchObject({ stock: 'in_stock', on_display: false })
    expect(after.of(store(2))).toMatchObject({ stock: 'few_left', on_display: true })
    // Store 3 has not reported yet: ask the store.
    expect(after.of(store(3))).toMatchObject({ stock: null })
    expect(after.status).toBe('in_stock')
    // Never a number: each store says a word.
    expect(JSON.stringify(after)).not.toContain('"level"')
    for (const s of after.stores) expect([null, 'in_stock', 'few_left', 'out_of_stock']).toContain(s.stock)
    const shown = await availability(1)
    expect(shown.of(store(1))).toMatchObject({ stock: 'out_of_stock', on_display: true })
    expect(shown.status).toBe('in_stock')
    expect(Date.parse(shown.of(store(1)).stale_at) - Date.parse(shown.of(store(1)).reported_at)).toBe(
      48 * 3_600_000,
    )
    // The back-office's filter: in stock or on display anywhere.
    const flags = (await staffFind('products', { sku: { like: `STK-${stamp}` } })).docs
    expect(Object.fromEntries(flags.map((p: Json) => [p.sku, p.in_stock_anywhere]))).toEqual({
      [sku(1)]: true,
      [sku(2)]: true,
      [sku(3)]: false,
      [sku(4)]: false,
    })
    // The product page says the same, by city, without a number: a city's stores once it is opened (without
    // JavaScript, through ?kota=).
    const path = `${baseUrl()}/produk/${products[0]!.url_key}`
    const folded = await (await fetch(path)).text()
    expect(folded).toContain('Ketersediaan di toko')
    expect(folded).not.toContain('Stok terbatas')
    expect(folded).toContain('"availability":"https://schema.org/InStock"')
    const city = after.of(store(2)).city
    const opened = await (await fetch(`${path}?${new URLSearchParams({ kota: city })}`)).text()
    expect(opened).toContain('Stok terbatas')
    // Taken out of a store: a product no store holds or shows any more leaves the filter; one another store
    // still holds stays in it.
    const out = await send('/stock', key, {
      rows: [
        { sku: sku(2), store_code: store(1), level: 0, on_display: false },
        { sku: sku(1), store_code: store(1), level: 0 },
      ],
    })
    expect(out.json.summary).toEqual({ created: 0, updated: 2, unchanged: 0, refused: 0 })
    const later = (await staffFind('products', { sku: { in: [sku(1), sku(2)] } })).docs
    expect(Object.fromEntries(later.map((p: Json) => [p.sku, p.in_stock_anywhere]))).toEqual({
      [sku(1)]: true,
      [sku(2)]: false,
    })
  })

  it('refuses bad rows beside good ones, each with its reason', async () => {
    const answer = await send('/stock', key, {
      rows: [
        { sku: sku(3), store_code: store(1), level: 5 },
        { sku: 'NO-SUCH-SKU', store_code: store(1), level: 5 },
        { sku: sku(3), store_code: 'NO-SUCH-STORE', level: 5 },
        { sku: sku(3), store_code: store(2), level: -1 },
        { sku: sku(3), store_code: store(2), level: 'lima' },
        { sku: sku(3), store_code: store(2), level: 1.5 },
        { sku: sku(3), level: 5 },
        { sku: sku(3), store_code: store(1), level: 6 },
        { sku: sku(3), store_code: store(3), level: 1, counted_at: 'kemarin' },
      ],
    })
    expect(answer.status).toBe(200)
    expect(answer.json.summary).toEqual({ created: 1, updated: 0, unchanged: 0, refused: 8 })
    expect(answer.json.rows.map((r: Json) => r.reason ?? r.status)).toEqual([
      'created',
      'sku: no product has the SKU NO-SUCH-SKU',
      'store_code: no store has the code NO-SUCH-STORE',
      'level: a whole number of units, 0 or more',
      'level: a whole number of units, 0 or more',
      'level: a whole number of units, 0 or more',
      'store_code: Invalid input: expected string, received undefined',
      'sku and store_code: also row 0 of this batch',
      'counted_at: an ISO 8601 date-time, e.g. 2026-12-01T08:00:00+07:00',
    ])
    expect((await availability(2)).of(store(1)).stock).toBe('in_stock')
  })

  it('changes nothing for a batch sent again, nor for a count older than the stored one', async () => {
    const rows = [{ sku: sku(4), store_code: store(1), level: 9, counted_at: '2026-11-20T10:00:00+07:00' }]
    expect((await send('/stock', key, { rows })).json.summary.created).toBe(1)
    expect((await send('/stock', key, { rows })).json.summary).toEqual({
      created: 0,
      updated: 0,
      unchanged: 1,
      refused: 0,
    })
    const older = await send('/stock', key, {
      rows: [{ sku: sku(4), store_code: store(1), level: 0, counted_at: '2026-11-19T10:00:00+07:00' }],
    })
    expect(older.json.rows[0]).toMatchObject({
      status: 'unchanged',
      reason: expect.stringMatching(/^counted_at/),
    })
    const [level] = (await staffFind('stock-levels', { 'product.sku': { equals: sku(4) } })).docs
    expect(level).toMatchObject({ level: 9 })
    // With an Idempotency-Key the first answer comes back as it was.
    const body = { rows: [{ sku: sku(4), store_code: store(2), level: 4 }] }
    const first = await send('/stock', key, body, { 'idempotency-key': `stk-${stamp}` })
    const again = await send('/stock', key, body, { 'idempotency-key': `stk-${stamp}` })
    expect(again.json).toEqual(first.json)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
  })

  it('refuses a batch over 1,000 rows, a missing or wrong key and a key without stock:write', async () => {
    const row = { sku: sku(1), store_code: store(1), level: 1 }
    const big = await send('/stock', key, { rows: Array.from({ length: 1001 }, () => row) })
    expect(big.status).toBe(400)
    expect(big.json.error.code).toBe('too_many_rows')
    expect((await send('/stock', null, { rows: [row] })).status).toBe(401)
    expect((await send('/stock', `rlk_${'B'.repeat(43)}`, { rows: [row] })).json.error.code).toBe(
      'invalid_key',
    )
    const catalog = await keyFor(['catalog:write'])
    const scoped = await send('/stock', catalog, { rows: [row] })
    expect(scoped.status).toBe(403)
    expect(scoped.json.error.code).toBe('missing_scope')
    expect((await send('/stock', key, '{"rows":', { 'content-type': 'application/json' })).status).toBe(400)
  })
})

describe('POST /integration/v1/stock (CSV files)', () => {
  it('imports a file by line, and a store snapshot sets out of stock what it leaves out', async () => {
    // Store 3 holds products 1 to 3.
    const file = [
      'sku,store_code,level,on_display',
      `${sku(1)},${store(3)},7,tidak`,
      `${sku(2)},${store(3)},1,ya`,
      `${sku(3)},${store(3)},20,`,
      `NO-SUCH,${store(3)},1,`,
      `${sku(3)},${store(3)},tiga,`,
      `${sku(1)},${store(3)},8,`,
    ].join('\r\n')
    const first = await send('/stock', key, file)
    expect(first.status).toBe(200)
    expect(first.json.summary).toEqual({ created: 3, updated: 0, unchanged: 0, refused: 3, zeroed: 0 })
    expect(first.json.refused).toEqual([
      { line: 5, key: `NO-SUCH@${store(3)}`, reason: 'sku: no product has the SKU NO-SUCH' },
      { line: 6, key: `${sku(3)}@${store(3)}`, reason: 'level: a whole number of units, 0 or more' },
      { line: 7, key: `${sku(1)}@${store(3)}`, reason: 'sku and store_code: also line 2' },
    ])
    expect((await availability(1)).of(store(3))).toMatchObject({ stock: 'few_left', on_display: true })

    // The store's whole stock is now product 2 only: products 1 and 3 go out of stock there.
    const snapshot = await send(
      '/stock?store=' + store(3) + '&snapshot=true',
      key,
      `sku;level\n${sku(2)};2\n`,
    )
    expect(snapshot.status).toBe(200)
    expect(snapshot.json.summary).toEqual({ created: 0, updated: 1, unchanged: 0, refused: 0, zeroed: 2 })
    expect((await availability(0)).of(store(3))).toMatchObject({ stock: 'out_of_stock', on_display: false })
    expect((await availability(2)).of(store(3)).stock).toBe('out_of_stock')
    expect((await availability(1)).of(store(3))).toMatchObject({ stock: 'few_left', on_display: true })
  })

  it('refuses a snapshot without its store, an unknown store and a file of unknown columns', async () => {
    const noStore = await send('/stock?snapshot=true', key, `sku,store_code,level\n${sku(1)},${store(1)},1\n`)
    expect(noStore.status).toBe(400)
    expect(noStore.json.error.message).toMatch(/^store is needed with snapshot=true/)
    const unknown = await send('/stock?store=NOPE&snapshot=true', key, `sku,level\n${sku(1)},1\n`)
    expect(unknown.json.error.message).toBe('store: no store has the code NOPE')
    const columns = await send('/stock', key, `sku,store,level\n${sku(1)},${store(1)},1\n`)
    expect(columns.status).toBe(400)
    expect(columns.json.error.code).toBe('invalid_csv')
    expect(columns.json.error.message).toMatch(/unknown column "store"/)
  })
})

describe('stock in the back-office', () => {
  it('staff read levels; nobody writes them there; visitors read none', async () => {
    expect((await cms('GET', '/stock-levels?limit=1', undefined, null)).status).toBe(403)
    expect((await cms('GET', '/stock-levels?limit=1')).json.docs).toHaveLength(1)
    const product = (await staffFind('products', { sku: { equals: sku(1) } })).docs[0]
    const created = await cms('POST', '/stock-levels', {
      product: product.id,
      store: 1,
      level: 3,
      counted_at: new Date().toISOString(),
    })
    expect(created.status).toBe(403)
  })

  it('a product deleted in /admin takes its levels with it', async () => {
    const product = (await staffFind('products', { sku: { equals: sku(4) } })).docs[0]
    expect((await staffFind('stock-levels', { product: { equals: product.id } })).totalDocs).toBe(2)
    expect((await cms('DELETE', `/products/${product.id}`)).status).toBe(200)
    expect((await staffFind('stock-levels', { product: { equals: product.id } })).totalDocs).toBe(0)
  })

  it('a store whose report is older than the stale age says "ask the store"', async () => {
    // The seed's last two stores reported ten days ago.
    const seeded = (
      await staffFind('products', { is_enabled: { equals: true }, is_informab2b: { equals: false } })
    ).docs[0]
    const detail = await call('GET', `/api/product/fe/detail?url_key=${seeded.url_key}`)
    const stores = detail.json.data.availability.stores as Json[]
    const stale = stores.filter((s) => s.reported_at && Date.parse(s.stale_at) < Date.now())
    expect(stale.map((s) => s.code).sort()).toEqual(['RL053', 'RL054'])
    for (const s of stale) expect(s).toMatchObject({ stock: null, on_display: null })
    expect(stores.filter((s) => s.stock !== null).length).toBeGreaterThanOrEqual(52)
  })
})

describe('stock and the page cache', () => {
  it('a report drops the cached pages of the products it changed; a stale store that reports again, all of them', async () => {
    const setup = await keyFor(['stores:write'])
    const late = `${store(9)}L`
    const created = await send('/stores', setup, {
      rows: [
        {
          code: late,
          name: `Toko Uji Lambat ${stamp}`,
          area: 'DKI Jakarta',
          city: `Kota Uji ${stamp}`,
          address: 'Jl. Uji No. 9',
          lat: -6.3,
          lng: 106.8,
          phone: '021-5550099',
        },
      ],
    })
    expect(created.json.summary.created).toBe(1)
    const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000).toISOString()
    expect(
      (
        await send('/stock', key, {
          rows: [{ sku: sku(1), store_code: late, level: 4, counted_at: tenDaysAgo }],
        })
      ).status,
    ).toBe(200)
    /** products[1]'s contract read: whether the page cache answered, and the late store's reading. */
    const read = async () => {
      const answer = await call('GET', `/api/product/fe/detail?url_key=${products[1]!.url_key}`)
      const stores = answer.json.data.availability.stores as Json[]
      return { cache: answer.headers.get('x-page-cache'), late: stores.find((s) => s.code === late)?.stock }
    }
    // The new store's batch moves the stores tag again 2 s later on PostgreSQL: start once that is over.
    await untilKept(async () => [(await read()).cache])
    expect(await read()).toEqual({ cache: 'HIT', late: null })
    // A store already shown reports on another product: this one's page stays.
    expect(
      (await send('/stock', key, { rows: [{ sku: sku(3), store_code: store(1), level: 7 }] })).status,
    ).toBe(200)
    expect(await read()).toEqual({ cache: 'HIT', late: null })
    // The stale store reports again (on another product): every product page shows its readings anew.
    expect((await send('/stock', key, { rows: [{ sku: sku(3), store_code: late, level: 1 }] })).status).toBe(
      200,
    )
    expect(await read()).toEqual({ cache: 'MISS', late: 'out_of_stock' })
  })
})

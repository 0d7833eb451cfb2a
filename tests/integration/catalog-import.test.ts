import fs from 'node:fs'

import { describe, expect, inject, it, vi } from 'vitest'

import { baseUrl, call, ownCategory, staffAuthorization, staffFind, staffLogin } from '../support/contract'
import { freshDataDir, startServer } from '../support/server'

/*
 * Product files from the ERP (issue 39): CSV streamed through POST /integration/v1/products, row by row, a
 * batch at a time; bad rows refused by line beside the good ones; a full-sync file disables what it leaves
 * out (on a server of its own, since it changes the whole range).
 */
type Json = any // eslint-disable-line @typescript-eslint/no-explicit-any
const stamp = Date.now().toString(36).toUpperCase()

async function keyFor(origin: string, auth: Record<string, string>, scopes: string[]) {
  const cms = async (path: string, body?: unknown) =>
    (await (
      await fetch(`${origin}/cms-api${path}`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    ).json()) as Json
  const created = await cms('/integrations', { name: `ERP ${stamp} ${scopes} ${Math.random()}`, scopes })
  return (await cms(`/integrations/${created.doc.id}/key`)).key as string
}

/** Sends a file as a stream (chunked, a few lines at a time), as a program piping an export would. */
async function sendCsv(origin: string, key: string | null, text: string, query = '', headers = {}) {
  const bytes = new TextEncoder().encode(text)
  let offset = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close()
      controller.enqueue(bytes.subarray(offset, (offset += 256)))
    },
  })
  const response = await fetch(`${origin}/integration/v1/products${query}`, {
    method: 'POST',
    headers: { 'content-type': 'text/csv', ...(key ? { authorization: `Bearer ${key}` } : {}), ...headers },
    body,
    duplex: 'half',
  } as RequestInit)
  return { status: response.status, json: (await response.json()) as Json }
}

const header = 'sku,name,category_code,brand_code,price,sale_price,description,enabled'

describe('POST /integration/v1/products with a CSV file', () => {
  it('imports a streamed file row by row, refuses bad rows by line, and changes nothing when sent again', async () => {
    const origin = baseUrl()
    const key = await keyFor(origin, await staffAuthorization(), ['catalog:write'])
    const category = await ownCategory('csv')
    const brand = (await staffFind('brands', { type: { equals: 'product' } })).docs[0]
    const sku = (n: number) => `CSV-${stamp}-${n}`
    const lines = [
      header,
      `${sku(1)},"Produk ""Jati"" Uji",${category.code},${brand.code},7500000,,"Meja, jati solid.",ya`,
      `${sku(2)},Produk Uji Dua,NO-SUCH,,900000,,,`,
      `${sku(3)},Produk Uji Tiga,${category.code},,1200000,1500000,,`,
      `${sku(4)},Produk Uji Empat,${category.code},,harga,,,`,
      `${sku(1)},Produk lagi,${category.code},,100,,,`,
      ...Array.from(
        { length: 1200 },
        (_, i) => `${sku(100 + i)},Barang Uji ${stamp} ${i},${category.code},,150000,,,`,
      ),
    ]
    const file = lines.join('\r\n') + '\r\n'
    const first = await sendCsv(origin, key, file)
    expect(first.status).toBe(200)
    expect(first.json.rows).toBe(1205)
    expect(first.json.summary).toEqual({ created: 1201, updated: 0, unchanged: 0, refused: 4, disabled: 0 })
    expect(first.json.refused).toEqual([
      { line: 3, sku: sku(2), reason: 'category_code: no category has the code NO-SUCH' },
      { line: 4, sku: sku(3), reason: 'sale_price: 1500000 is not below the price 1200000' },
      { line: 5, sku: sku(4), reason: 'price: Invalid input: expected number, received string' },
      { line: 6, sku: sku(1), reason: `sku: ${sku(1)} is also line 2 of this file` },
    ])
    const [stored] = (await staffFind('products', { sku: { equals: sku(1) } })).docs
    expect(stored).toMatchObject({
      name: 'Produk "Jati" Uji',
      description: 'Meja, jati solid.',
      price: 7_500_000,
      brand: brand.id,
      is_enabled: true,
    })
    const search = await call('POST', '/api/product/search', { body: { q: sku(1) } })
    expect(search.json.data.products.map((p: Json) => p.sku)).toContain(sku(1))

    const again = await sendCsv(origin, key, file)
    expect(again.json.summary).toEqual({ created: 0, updated: 0, unchanged: 1201, refused: 4, disabled: 0 })

    // A price file: only the columns it names change; an empty sale_price cell clears the sale.
    const prices = await sendCsv(
      origin,
      key,
      `sku;price;sale_price\n${sku(1)};8000000;\n${sku(100)};160000;120000\n`,
    )
    expect(prices.json.summary).toMatchObject({ updated: 2, refused: 0 })
    const repriced = (await staffFind('products', { sku: { equals: sku(1) } })).docs[0]
    expect(repriced).toMatchObject({ name: 'Produk "Jati" Uji', price: 8_000_000, sale_price: null })
  })

  it('stops at a broken line, says which, and keeps the rows before it', async () => {
    const origin = baseUrl()
    const key = await keyFor(origin, await staffAuthorization(), ['catalog:write'])
    const category = await ownCategory('broken')
    const broken = await sendCsv(
      origin,
      key,
      `sku,name,category_code,price\nBRK-${stamp},Produk Rusak,${category.code},100\nBRK2-${stamp},Produk Rusak,${category.code}\n`,
    )
    expect(broken.status).toBe(400)
    expect(broken.json.error.code).toBe('invalid_csv')
    expect(broken.json.error.message).toMatch(/line 3/)
    expect(broken.json.summary).toMatchObject({ created: 1 })

    const unknown = await sendCsv(origin, key, 'sku,harga\nX,1\n')
    expect(unknown.status).toBe(400)
    expect(unknown.json.error.message).toMatch(/^line 1: unknown column "harga"; the columns are sku, name/)
    expect((await sendCsv(origin, key, 'name,price\nX,1\n')).json.error.message).toMatch(/one of them is sku/)
    expect((await sendCsv(origin, key, 'sku\nX\n', '?full_sync=maybe')).json.error.message).toMatch(
      /full_sync is true or false/,
    )
  })

  it('reads nothing without a valid key and scope, and takes no Idempotency-Key', async () => {
    const origin = baseUrl()
    expect((await sendCsv(origin, null, 'sku\nX\n')).json.error.code).toBe('missing_key')
    const pos = await keyFor(origin, await staffAuthorization(), ['receipts:write'])
    expect((await sendCsv(origin, pos, 'sku\nX\n')).json.error.code).toBe('missing_scope')
    const erp = await keyFor(origin, await staffAuthorization(), ['catalog:write'])
    const keyed = await sendCsv(origin, erp, 'sku\nX\n', '', { 'idempotency-key': 'file-1' })
    expect(keyed.status).toBe(400)
    expect(keyed.json.error.message).toMatch(/idempotent by itself/)
  })
})

describe('CSV files: what one file and one key may take', () => {
  it('refuses a record over the cap by its line, and the server stays up', async () => {
    const origin = baseUrl()
    const key = await keyFor(origin, await staffAuthorization(), ['catalog:write'])
    // CSV_MAX_RECORD_KB is 16 on the test server: a quoted cell of 17 KB.
    const long = 'Jati solid. '.repeat(1500)
    const over = await sendCsv(origin, key, `sku,name,description\nREC-${stamp},Produk,"${long}"\n`)
    expect(over.status).toBe(400)
    expect(over.json.error.code).toBe('invalid_csv')
    expect(over.json.error.message).toMatch(/^line 2: a record is over 16 KB \(is a quote left open\?\)/)
    expect((await fetch(`${origin}/up`)).status).toBeLessThan(500)
    const small = await sendCsv(origin, key, `sku,price\nREC-${stamp},100\n`)
    expect(small.status).toBe(200)
  })

  it('ends a file with a broken quote with its line and logs no uncaught exception', async () => {
    const origin = baseUrl()
    const key = await keyFor(origin, await staffAuthorization(), ['catalog:write'])
    const log = inject('serverLog')
    const from = fs.statSync(log).size
    const logged = () => fs.readFileSync(log, 'utf8').slice(from)
    for (let i = 0; i < 2; i++) {
      const bad = await sendCsv(origin, key, `sku,name\nQ-${stamp},Produk "Jati" Uji\n`)
      expect(bad.status).toBe(400)
      expect(bad.json.error).toMatchObject({ code: 'invalid_csv' })
      expect(bad.json.error.message).toMatch(/^Invalid Opening Quote: .*line 2/)
    }
    // Both requests' log lines are written once their answers closed, after the first file's streams ended.
    await vi.waitFor(
      () =>
        expect(
          logged().match(/"route":"\/integration\/v1\/products","status":400/g)?.length ?? 0,
        ).toBeGreaterThanOrEqual(2),
      { timeout: 10_000, interval: 100 },
    )
    expect(logged()).not.toMatch(/uncaughtException/)
  })

  it('answers 429 to a key sending more files at once than it may, and takes the next once one is answered', async () => {
    const origin = baseUrl()
    const key = await keyFor(origin, await staffAuthorization(), ['catalog:write'])
    const encode = (text: string) => new TextEncoder().encode(text)
    // Two files held open: their first line sent, the rest when the test says so.
    const held = [0, 1].map((n) => {
      let finished = false
      let finish = () => {}
      const send = async (): Promise<{ status: number; json: Json }> => {
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(encode('sku,price\n'))
            finish = () => {
              controller.enqueue(encode(`HELD-${stamp}-${n},100\n`))
              controller.close()
            }
            if (finished) finish()
          },
        })
        const r = await fetch(`${origin}/integration/v1/products`, {
          method: 'POST',
          headers: { 'content-type': 'text/csv', authorization: `Bearer ${key}` },
          body,
          duplex: 'half',
        } as RequestInit)
        const answer = { status: r.status, json: (await r.json()) as Json }
        // A third file sent below may reach the server first and take this one's place for the moment it
        // is imported (seen once in CI): refused before it was finished, it is sent again.
        if (answer.status !== 429 || finished) return answer
        await new Promise((resolve) => setTimeout(resolve, 100))
        return send()
      }
      const answer = send()
      return {
        finish: () => {
          finished = true
          finish()
        },
        answer,
      }
    })
    // Once both have reached the server (CSV_UPLOADS_PER_KEY is 2), a third is refused. Tried every 250 ms,
    // well within the key's 120 calls a minute.
    let third: Awaited<ReturnType<typeof sendCsv>> | undefined
    await vi.waitFor(
      async () => {
        third = await sendCsv(origin, key, 'sku,price\n')
        expect(third.status).toBe(429)
      },
      { timeout: 15_000, interval: 250 },
    )
    expect(third!.json.error).toEqual({
      code: 'too_many_uploads',
      message:
        'This key already has 2 CSV files being received or imported, the most it may have at once; send ' +
        'the next file when one of them is answered.',
    })
    // Another key is not held back.
    const other = await keyFor(origin, await staffAuthorization(), ['catalog:write'])
    expect((await sendCsv(origin, other, 'sku,price\n')).status).toBe(200)
    for (const upload of held) upload.finish()
    for (const upload of held) expect((await upload.answer).status).toBe(200)
    expect((await sendCsv(origin, key, 'sku,price\n')).status).toBe(200)
  })
})

describe('a full-sync product file', () => {
  it('disables the enabled products it leaves out, never deletes them, and refuses an empty file', async () => {
    const port = Number(process.env.INTEGRATION_PORT || 3210) + 42
    const origin = `http://127.0.0.1:${port}`
    // A spool cap of 1 MB on this server, to try a file over it.
    const server = await startServer(port, freshDataDir('full-sync'), { CSV_SPOOL_MAX_MB: '1' })
    try {
      const auth = await staffLogin(origin)
      const key = await keyFor(origin, auth, ['catalog:write'])
      const find = async (where: string) =>
        (
          (await (
            await fetch(`${origin}/cms-api/products?limit=0&depth=0&${where}`, { headers: auth })
          ).json()) as Json
        ).docs as Json[]
      const enabled = await find('where[is_enabled][equals]=true')
      const [left1, left2, ...kept] = enabled
      const empty = await sendCsv(origin, key, 'sku,price\n', '?full_sync=true')
      expect(empty.status).toBe(400)
      expect(empty.json.error.message).toBe('full_sync: the file names no product, so none was disabled.')

      const file = ['sku,price', ...kept.map((p) => `${p.sku},${p.price}`)].join('\n')
      const synced = await sendCsv(origin, key, file, '?full_sync=true')
      expect(synced.status).toBe(200)
      expect(synced.json.summary).toEqual({
        created: 0,
        updated: 0,
        unchanged: kept.length,
        refused: 0,
        disabled: 2,
      })
      const after = await find(`where[sku][in]=${left1.sku},${left2.sku}`)
      expect(after.map((p) => p.is_enabled)).toEqual([false, false])
      expect((await find('where[is_enabled][equals]=true')).length).toBe(kept.length)

      // The same full sync sent as JSON batches: a run opened, two batches naming it, then completed.
      const json = (path: string, body?: unknown, k: string | null = key) =>
        fetch(`${origin}/integration/v1${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(k ? { authorization: `Bearer ${k}` } : {}) },
          body: body === undefined ? undefined : JSON.stringify(body),
        }).then(async (r) => ({ status: r.status, json: (await r.json()) as Json }))
      const [left3, ...rest] = kept
      const opened = await json('/products/sync-runs')
      expect(opened.status).toBe(201)
      expect(opened.json).toMatchObject({ run_id: expect.stringMatching(/^\d+$/), status: 'open' })
      const run = opened.json.run_id as string
      const half = Math.ceil(rest.length / 2)
      const batches = [rest.slice(0, half), rest.slice(half)].map((part) =>
        part.map((p: Json, i: number) => (i === 0 ? { sku: p.sku, price: 'typo' } : { sku: p.sku })),
      )
      for (const rows of batches) {
        const sent = await json(`/products?sync_run=${run}`, { rows })
        expect(sent.status).toBe(200)
        expect(sent.json).toMatchObject({ sync_run: run, summary: { refused: 1 } })
      }
      // Another integration's key cannot see or complete the run.
      const other = await keyFor(origin, auth, ['catalog:write'])
      expect((await json(`/products/sync-runs/${run}/complete`, undefined, other)).json.error.code).toBe(
        'sync_run_not_found',
      )
      const completed = await json(`/products/sync-runs/${run}/complete`)
      expect(completed).toEqual({
        status: 200,
        json: { run_id: run, status: 'completed', named: rest.length, disabled: 1 },
      })
      expect((await find(`where[sku][equals]=${left3.sku}`))[0].is_enabled).toBe(false)
      // A refused row still named its product: it stays in the range.
      expect((await find(`where[sku][equals]=${batches[0]![0]!.sku}`))[0].is_enabled).toBe(true)
      expect(await json(`/products/sync-runs/${run}/complete`)).toEqual(completed)
      const late = await json(`/products?sync_run=${run}`, { rows: [{ sku: left3.sku }] })
      expect(late).toMatchObject({ status: 409, json: { error: { code: 'sync_run_closed' } } })
      expect((await json('/products?sync_run=999999', { rows: [{ sku: left3.sku }] })).status).toBe(404)

      // A file is received whole onto disk before it is imported: one over the spool's cap imports nothing.
      const big = ['sku,price', ...Array.from({ length: 60_000 }, (_, i) => `BIG-${stamp}-${i},100000`)]
      const tooBig = await sendCsv(origin, key, big.join('\n'), '?full_sync=true')
      expect(tooBig.status).toBe(413)
      expect(tooBig.json.error).toEqual({
        code: 'body_too_large',
        message: 'The file is over 1 MB; split it into several files.',
      })
      expect(await find(`where[sku][like]=BIG-${stamp}`)).toEqual([])
      expect((await find('where[is_enabled][equals]=true')).length).toBe(rest.length)
    } finally {
      server.kill('SIGTERM')
    }
  }, 120_000)
})

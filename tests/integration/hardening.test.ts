import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { baseUrl, call, contractHeaders, staffAuthorization } from '../support/contract'
import { freshDataDir, startServer } from '../support/server'

/**
 * Issue 14's findings, each tried as the attack it was (the shared server runs behind one trusted proxy hop).
 */
describe('rate limits hold against made-up addresses', () => {
  it('rotating the left-most X-Forwarded-For and X-Real-IP does not make a new client', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 22; i++) {
      const { status } = await call('POST', '/api/subscribe', {
        body: { email: `rotate${i}@example.com` },
        headers: { 'x-forwarded-for': `10.9.${i}.1, 192.0.2.201`, 'x-real-ip': `10.8.${i}.1` },
      })
      statuses.push(status)
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true)
    expect(statuses.slice(20)).toEqual([429, 429])
    const limited = await call('POST', '/api/subscribe', {
      body: { email: 'late@example.com' },
      headers: { 'x-forwarded-for': '192.0.2.201' },
    })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(limited.json).toMatchObject({ is_ok: false, data: null })
    // Another shopper is not held up by the first one.
    expect(
      (
        await call('POST', '/api/subscribe', {
          body: { email: 'other@example.com' },
          headers: { 'x-forwarded-for': '192.0.2.202' },
        })
      ).status,
    ).toBe(200)
  })
})

describe('pages that show customer records are limited per client', () => {
  it('answers the 61st customer-link page in a minute with the wait, not the record', async () => {
    const headers = { 'x-forwarded-for': '192.0.2.61' }
    for (let i = 0; i < 60; i++)
      await (await fetch(`${baseUrl()}/refund/not-a-token-${i}`, { headers })).arrayBuffer()
    const html = await (await fetch(`${baseUrl()}/voucher-claim/not-a-token`, { headers })).text()
    expect(html).toContain('Terlalu banyak halaman dibuka')
    const other = await (
      await fetch(`${baseUrl()}/voucher-claim/not-a-token`, { headers: { 'x-forwarded-for': '192.0.2.62' } })
    ).text()
    expect(other).not.toContain('Terlalu banyak halaman dibuka')
  })
})

describe('request bodies are capped', () => {
  it('refuses a JSON body over 1 MB by its length, with the envelope', async () => {
    const { status, json } = await call('POST', '/api/contact-us/add', {
      body: JSON.stringify({ name: 'A', message: 'x'.repeat(2 * 1024 * 1024) }),
    })
    expect(status).toBe(413)
    expect(json).toMatchObject({ is_ok: false, data: null })
    expect(json.message).toMatch(/terlalu besar/)
  })
  it('refuses a 30 MB multipart upload before reading it', async () => {
    // Only the headers are sent: the answer must come without the server waiting for (or reading) the body.
    const url = new URL(`${baseUrl()}/apiwarranty/warranty/CLAIM_WARRANTY`)
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: {
            ...contractHeaders,
            'content-type': 'multipart/form-data; boundary=x',
            'content-length': String(30 * 1024 * 1024),
          },
        },
        (response) => {
          let body = ''
          response.on('data', (chunk) => (body += chunk))
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
        },
      )
      request.on('error', reject)
      request.flushHeaders()
    })
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body)).toMatchObject({ is_ok: false, data: null })
  })
  it('refuses a body without a length (chunked), which could only be capped by reading it', async () => {
    const stream = new ReadableStream({
      start: (c) => (c.enqueue(new TextEncoder().encode('{"email":"a@example.com"}')), c.close()),
    })
    const response = await fetch(`${baseUrl()}/api/subscribe`, {
      method: 'POST',
      headers: { ...contractHeaders, 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    expect(response.status).toBe(411)
  })
})

describe('the page cache keeps nothing personal and cannot be poisoned', () => {
  it('never serves a staff answer (Authorization) to the public', async () => {
    const url = '/api/banner/list?is_enabled=false'
    const staff = await call('GET', url, { headers: await staffAuthorization() })
    expect(staff.status).toBe(200)
    const anonymous = await call('GET', url)
    expect(anonymous.status).toBe(403)
  })
  it('does not store a request that says no-store', async () => {
    const first = await fetch(`${baseUrl()}/faq?page=3`, { headers: { 'cache-control': 'no-store' } })
    await first.text()
    expect(first.headers.get('x-page-cache')).toBe('MISS')
    expect((await fetch(`${baseUrl()}/faq?page=3`)).headers.get('x-page-cache')).toBe('MISS')
  })
  it('answers a reload or a no-store request from the stored copy, so such headers cannot force renders', async () => {
    await (await fetch(`${baseUrl()}/faq?page=4`)).text()
    const reloads: Record<string, string>[] = [
      { 'cache-control': 'no-cache', pragma: 'no-cache' },
      { 'cache-control': 'no-store' },
    ]
    for (const headers of reloads)
      expect((await fetch(`${baseUrl()}/faq?page=4`, { headers })).headers.get('x-page-cache')).toBe('HIT')
  })
  it('shares one copy across tracking parameters, and keeps none for made-up ones', async () => {
    // Read whole: the page is stored when its stream ends.
    await (await fetch(`${baseUrl()}/faq?utm_source=ig`)).text()
    expect((await fetch(`${baseUrl()}/faq?utm_source=wa&fbclid=abc`)).headers.get('x-page-cache')).toBe('HIT')
    await (await fetch(`${baseUrl()}/faq?bust=1`)).text()
    expect((await fetch(`${baseUrl()}/faq?bust=1`)).headers.get('x-page-cache')).toBeNull()
  })
  it("keeps a forwarded host out of other requests' pages", async () => {
    await (
      await fetch(`${baseUrl()}/faq`, {
        headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      })
    ).text()
    const html = await (await fetch(`${baseUrl()}/faq`)).text()
    expect(html).not.toContain('evil.example')
  })
})

describe('anonymous /cms-api reads are bounded', () => {
  it('answers at most 100 documents whatever limit or pagination asks', async () => {
    for (const query of ['limit=0', 'limit=5000', 'pagination=false', 'limit=0&pagination=false']) {
      const response = await fetch(`${baseUrl()}/cms-api/products?${query}&depth=0`)
      expect(response.status).toBe(200)
      const body = await response.json()
      expect(body.docs.length, query).toBeLessThanOrEqual(100)
    }
  })
  it('populates at most two levels of relations', async () => {
    // article → product (1) → its category (2) → the category's parent (3: an id for the public, a document
    // for staff).
    type Article = { products?: { category?: { parent?: unknown } }[] }
    const thirdLevel = async (headers: Record<string, string> = {}) =>
      (
        (await (await fetch(`${baseUrl()}/cms-api/articles?depth=10&limit=20`, { headers })).json())
          .docs as Article[]
      )
        .flatMap((a) => a.products ?? [])
        .map((p) => p.category?.parent)
        .filter((p) => p !== undefined && p !== null)
    const anonymous = await thirdLevel()
    expect(anonymous.length).toBeGreaterThan(0)
    expect(anonymous.every((p) => typeof p !== 'object')).toBe(true)
    expect((await thirdLevel(await staffAuthorization())).some((p) => typeof p === 'object')).toBe(true)
    const staff = await (
      await fetch(`${baseUrl()}/cms-api/products?limit=0&depth=0`, { headers: await staffAuthorization() })
    ).json()
    expect(staff.docs.length).toBeGreaterThan(100)
  })
})

describe('malformed requests get a clear 4xx, never a 500', () => {
  it('answers a broken percent-escape with 400', async () => {
    for (const p of ['/%ff', '/%', '/services/%ff', '/api/%ff', '/apiwarranty/%E0%A4%A']) {
      const response = await fetch(`${baseUrl()}${p}`)
      expect(response.status, p).toBe(400)
    }
  })
  it('refuses, as invalid input, every address the database would not store', async () => {
    for (const email of [
      'a@b.c',
      'x@y.c0m',
      'user@münchen.de',
      '"q"@example.com',
      'a..b@example.com',
      'a@-x.com',
    ]) {
      const contact = await call('POST', '/api/contact-us/add', {
        body: {
          name: 'Budi',
          email,
          phone: '081234567890',
          topic: 'produk',
          message: 'Halo, saya ingin bertanya tentang produk.',
        },
      })
      expect(contact.status, email).toBe(400)
      expect(contact.json.message).toBe('Email tidak Valid')
      const subscribe = await call('POST', '/api/subscribe', { body: { email } })
      expect(subscribe.status, email).toBe(400)
    }
  })
  it('refuses U+0000 in a query or a body (PostgreSQL cannot store or compare it)', async () => {
    for (const p of ['/api/site/list?city=%00', '/api/event/list?search=sofa%00bed']) {
      const response = await call('GET', p)
      expect(response.status, p).toBe(400)
      expect(response.json.message).toContain('U+0000')
    }
    const contact = await call('POST', '/api/contact-us/add', {
      body: {
        name: 'Budi',
        email: 'budi@contoh.co.id',
        phone: '081234567890',
        topic: 'produk',
        message: 'Halo\u0000',
      },
    })
    expect(contact.status).toBe(400)
  })
})

describe('production secrets', () => {
  const port = Number(process.env.INTEGRATION_PORT || 3210) + 40
  let dataDir = ''
  let server: Awaited<ReturnType<typeof startServer>> | null = null
  beforeAll(async () => {
    dataDir = freshDataDir('secrets')
    // No proxy, the README's values unset, a small write allowance.
    server = await startServer(port, dataDir, {
      TRUST_PROXY: '',
      INTRANET_KEY: '',
      SELFSERVICE_CLIENT_SECRET: '',
      RATE_LIMIT_WRITES_PER_MINUTE: '5',
    })
  }, 90_000)
  afterAll(() => {
    server?.kill('SIGTERM')
  })
  const post = (p: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`http://127.0.0.1:${port}${p}`, {
      method: 'POST',
      headers: { ...contractHeaders, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    })

  it('generates unset secrets into DATA_DIR, and the published ones open nothing', async () => {
    const published = await post(
      '/apireceipt/api/label_paid_getrows',
      { receipt_no: 'STR-2026-00007' },
      { intranet: 'rumahloka-intranet-2026' },
    )
    expect(published.status).toBe(401)
    const generated = fs.readFileSync(path.join(dataDir, '.intranet-key'), 'utf8').trim()
    expect(generated).toMatch(/^[0-9a-f]{64}$/)
    const withGenerated = await post(
      '/apireceipt/api/label_paid_getrows',
      { receipt_no: 'STR-2026-00007' },
      { intranet: generated },
    )
    expect(withGenerated.status).not.toBe(401)
    const token = await (
      await post('/apiselfservice/token/authenticate', {
        client_id: 'rumahloka-web',
        client_secret: 'selfservice-demo-secret-2026',
      })
    ).json()
    expect(token.is_ok).toBe(false)
  })

  it('keys rate limits on the socket, not on X-Real-IP or X-Forwarded-For the client sends', async () => {
    const statuses = []
    for (let i = 0; i < 6; i++)
      statuses.push(
        (
          await post(
            '/api/subscribe',
            { email: `socket${i}@example.com` },
            { 'x-real-ip': `10.1.${i}.1`, 'x-forwarded-for': `10.2.${i}.1` },
          )
        ).status,
      )
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })

  it('takes no forwarded host without a trusted proxy', async () => {
    const html = await (
      await fetch(`http://127.0.0.1:${port}/faq`, { headers: { 'x-forwarded-host': 'evil.example' } })
    ).text()
    expect(html).not.toContain('evil.example')
  })

  it('refuses to start with a secret set to its published value', async () => {
    const child = spawn(process.execPath, ['scripts/serve.mjs'], {
      cwd: path.resolve(__dirname, '../..'),
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        PORT: String(port + 1),
        INTRANET_KEY: 'rumahloka-intranet-2026',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stderr.on('data', (c) => (output += c))
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
    expect(code).toBe(1)
    expect(output).toContain('INTRANET_KEY')
  })
})

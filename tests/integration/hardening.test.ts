import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import path from 'node:path'

import { computeCacheBustingSearchParam } from 'next/dist/shared/lib/router/utils/cache-busting-search-param.js'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { baseUrl, call, contractHeaders, headersOnly, staffAuthorization } from '../support/contract'
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
    const answer = await headersOnly('/apiwarranty/warranty/CLAIM_WARRANTY', {
      ...contractHeaders,
      'content-type': 'multipart/form-data; boundary=x',
      'content-length': String(30 * 1024 * 1024),
    })
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body)).toMatchObject({ is_ok: false, data: null })
  })
  it('lets a client finish sending a refused body, so it reads the answer rather than a reset', async () => {
    // The body (2 MB) leaves a moment after the headers, as from a slow client: a server that answered and
    // closed at once would make these writes fail (EPIPE, ECONNRESET) and the answer would be lost.
    const url = new URL(`${baseUrl()}/api/contact-us/add`)
    const body = Buffer.alloc(2 * 1024 * 1024, 0x61)
    type Outcome = { status: number; body: string; written: boolean; error?: string }
    const outcome = await new Promise<Outcome>((resolve) => {
      const seen: Outcome = { status: 0, body: '', written: false }
      const request = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: { ...contractHeaders, 'content-type': 'application/json', 'content-length': body.length },
        },
        (response) => {
          seen.status = response.statusCode!
          response.on('data', (chunk) => (seen.body += chunk))
        },
      )
      request.on('error', (e: NodeJS.ErrnoException) => (seen.error = e.code ?? e.message))
      request.on('close', () => resolve({ ...seen, written: request.writableFinished }))
      request.flushHeaders()
      setTimeout(() => request.end(body), 300)
      setTimeout(() => request.destroy(new Error('no answer within 15 s')), 15_000)
    })
    expect(outcome).toMatchObject({ status: 413, written: true })
    expect(outcome.error).toBeUndefined()
    expect(outcome.status).toBe(413)
    expect(JSON.parse(outcome.body)).toMatchObject({ is_ok: false, data: null })
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
  // Each test below uses a search of its own: a parameter the page reads, so a key no other test has filled.
  it('does not store a request that says no-store', async () => {
    const url = `${baseUrl()}/search?q=cache-no-store`
    const first = await fetch(url, { headers: { 'cache-control': 'no-store' } })
    await first.text()
    expect(first.headers.get('x-page-cache')).toBe('MISS')
    expect((await fetch(url)).headers.get('x-page-cache')).toBe('MISS')
  })
  it('answers a reload or a no-store request from the stored copy, so such headers cannot force renders', async () => {
    const url = `${baseUrl()}/search?q=cache-reload`
    await (await fetch(url)).text()
    const reloads: Record<string, string>[] = [
      { 'cache-control': 'no-cache', pragma: 'no-cache' },
      { 'cache-control': 'no-store' },
    ]
    for (const headers of reloads)
      expect((await fetch(url, { headers })).headers.get('x-page-cache')).toBe('HIT')
  })
  it('shares one copy across tracking parameters', async () => {
    // Read whole: the page is stored when its stream ends.
    await (await fetch(`${baseUrl()}/search?q=cache-tracking&utm_source=ig`)).text()
    const tagged = await fetch(`${baseUrl()}/search?utm_source=wa&q=cache-tracking&fbclid=abc`)
    expect(tagged.headers.get('x-page-cache')).toBe('HIT')
  })
  it('answers parameters a route does not read from the copy without them: made-up ones cost no render', async () => {
    await (await fetch(`${baseUrl()}/search?q=cache-made-up&bust=1`)).text()
    for (const query of ['bust=2', 'anything=1&bust=3', 'page_size=99'])
      expect(
        (await fetch(`${baseUrl()}/search?q=cache-made-up&${query}`)).headers.get('x-page-cache'),
        query,
      ).toBe('HIT')
    // A parameter the page reads is still its own copy, rendered with it.
    const other = await fetch(`${baseUrl()}/search?q=cache-made-up&sort=newest&bust=4`)
    expect(other.headers.get('x-page-cache')).toBe('MISS')
    expect(await other.text()).toContain('cache-made-up')
    // Dynamic segments match their route; contract reads keep their query schema's parameters.
    await (await fetch(`${baseUrl()}/kalender-event/detail/no-such-event-${Date.now()}?x=1`)).text()
    const first = await call('GET', '/api/banner/list?page_size=7&nocache=1')
    expect(first.status).toBe(200)
    const again = await call('GET', '/api/banner/list?nocache=2&page_size=7')
    expect(again.headers.get('x-page-cache')).toBe('HIT')
    expect(again.json).toEqual(first.json)
  })
  it("never serves a staff answer to the public, however the session cookie's name is spaced", async () => {
    const jwt = (await staffAuthorization()).Authorization!.replace(/^JWT /, '')
    // Payload trims each cookie's name: all of these sign the staff member in.
    for (const [i, cookie] of [
      `payload-token =${jwt}`,
      `theme=dark;\tpayload-token\t=${jwt}`,
      ` payload-token=${jwt}`,
    ].entries()) {
      const url = `/api/banner/list?is_enabled=false&page_size=${30 + i}`
      const staff = await call('GET', url, { headers: { cookie, 'sec-fetch-site': 'same-origin' } })
      expect(staff.status, cookie).toBe(200)
      expect(staff.headers.get('x-page-cache'), cookie).toBeNull()
      expect((await call('GET', url)).status, cookie).toBe(403)
    }
  })
  it("answers a link prefetch's route tree and head once, from any page, and never a navigation", async () => {
    const headTree = encodeURIComponent('["",{},null,"metadata-only"]')
    /** A request as Next's router sends it from the page `from`, `_rsc` hashing its headers. */
    const prefetch = async (headers: Record<string, string>, from: string, rsc?: string) => {
      const sent: Record<string, string> = { rsc: '1', 'next-url': from, ...headers }
      const hash =
        rsc ??
        (await computeCacheBustingSearchParam(
          sent['next-router-prefetch'] as '1' | undefined,
          sent['next-router-segment-prefetch'],
          sent['next-router-state-tree'],
          sent['next-url'],
        ))
      const response = await fetch(`${baseUrl()}/search?q=cache-prefetch&_rsc=${hash}`, {
        headers: sent,
        redirect: 'manual',
      })
      return {
        status: response.status,
        cache: response.headers.get('x-page-cache'),
        body: await response.text(),
      }
    }
    const head = { 'next-router-prefetch': '1', 'next-router-state-tree': headTree }
    const first = await prefetch(head, '/')
    expect(first).toMatchObject({ status: 200, cache: 'MISS' })
    expect(first.body).toContain('cache-prefetch')
    expect(await prefetch(head, '/inspirations')).toEqual({ ...first, cache: 'HIT' })
    const tree = { 'next-router-prefetch': '1', 'next-router-segment-prefetch': '/_tree' }
    expect(await prefetch(tree, '/')).toMatchObject({ status: 200, cache: 'MISS' })
    expect(await prefetch(tree, '/faq')).toMatchObject({ status: 200, cache: 'HIT' })
    // A navigation renders the page's components: Next's, every time.
    const navigation = { 'next-router-state-tree': encodeURIComponent('["",{"children":["__PAGE__",{}]}]') }
    for (let i = 0; i < 2; i++) expect((await prefetch(navigation, '/')).cache).toBeNull()
    // A hash that does not match the headers gets Next's redirect, as without the cache.
    expect(await prefetch(head, '/', 'wrong')).toMatchObject({ status: 307, cache: null })
    // Staff get Next's answer, never a stored one.
    const staff = await prefetch({ ...head, ...(await staffAuthorization()) }, '/')
    expect(staff).toMatchObject({ status: 200, cache: null })
  })
  it('stores no deflate answer, which a client taking no encoding would get', async () => {
    const url = `${baseUrl()}/search?q=cache-deflate`
    const deflate = await fetch(url, { headers: { 'accept-encoding': 'deflate' } })
    await deflate.arrayBuffer()
    expect(deflate.headers.get('content-encoding')).toBe('deflate')
    const plain = await fetch(url, { headers: { 'accept-encoding': 'identity' } })
    expect([plain.headers.get('x-page-cache'), plain.headers.get('content-encoding')]).toEqual(['MISS', null])
    expect(await plain.text()).toContain('cache-deflate')
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

/** Sends one raw HTTP/1.1 request (absolute-form targets cannot be sent with fetch) and reads the answer. */
function rawRequest(target: string, headers: Record<string, string>) {
  const { hostname, port } = new URL(baseUrl())
  return new Promise<{ status: number; headers: string; body: string }>((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => {
      const lines = Object.entries({ ...headers, connection: 'close' }).map(([k, v]) => `${k}: ${v}`)
      socket.write(`GET ${target} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`)
    })
    let text = ''
    // Bytes as latin1 characters, so chunk sizes count what they say; the body is read as UTF-8 at the end.
    socket.setEncoding('latin1')
    socket.on('data', (chunk) => (text += chunk))
    socket.on('error', reject)
    socket.on('end', () => {
      const at = text.indexOf('\r\n\r\n')
      const head = text.slice(0, at).toLowerCase()
      let body = text.slice(at + 4)
      if (head.includes('transfer-encoding: chunked')) {
        let plain = ''
        for (let size = parseInt(body, 16); size > 0; size = parseInt(body, 16)) {
          const start = body.indexOf('\r\n') + 2
          plain += body.slice(start, start + size)
          body = body.slice(start + size + 2)
        }
        body = plain
      }
      const utf8 = Buffer.from(body, 'latin1').toString('utf8')
      resolve({ status: Number(head.split(' ')[1]), headers: head, body: utf8 })
    })
  })
}

describe('absolute-form request targets are answered for this site only', () => {
  it('refuses another host with 400, the envelope for API paths, and no redirect to it', async () => {
    const host = new URL(baseUrl()).host
    const api = await rawRequest('http://evil.example/api/banner/list', { host, ...contractHeaders })
    expect(api.status).toBe(400)
    expect(api.headers).not.toContain('location:')
    expect(JSON.parse(api.body)).toMatchObject({ is_ok: false, data: null })
    expect(api.body).toContain('evil.example')
    const page = await rawRequest('http://evil.example/faq', { host })
    expect(page.status).toBe(400)
    expect(page.headers).not.toContain('location:')
    expect(page.headers).toContain('content-type: text/html')
  })
  it("answers the site's own absolute URL as its path", async () => {
    const host = new URL(baseUrl()).host
    const api = await rawRequest(`http://${host}/api/banner/list`, { host, ...contractHeaders })
    expect(api.status).toBe(200)
    expect(api.headers).not.toContain('location:')
    const page = await rawRequest(`http://${host}/faq`, { host })
    expect(page.status).toBe(200)
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

// SQLite pass only: secrets are files in DATA_DIR and checks at start, the same whatever the database.
describe.skipIf(/^postgres/.test(inject('databaseUrl')))('production secrets', () => {
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

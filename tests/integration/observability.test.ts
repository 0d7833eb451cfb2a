import fs from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { contractHeaders, staffLogin } from '../support/contract'
import { freshDataDir, startServer } from '../support/server'
import { root } from '../../scripts/lib.mjs'

/*
 * What an operator sees (issue 41): a JSON line per request on stdout with its route pattern and no personal
 * data, a request id in the answer and in the app's own lines, and Prometheus metrics on a port of their own
 * that every dashboard panel and alert rule in deploy/ can read.
 */

const port = Number(process.env.INTEGRATION_PORT || 3210) + 72
const metricsPort = port + 1
const origin = `http://127.0.0.1:${port}`

type Line = Record<string, unknown> & { msg?: string; requestId?: string }
let server: (Awaited<ReturnType<typeof startServer>> & { output: string }) | null = null
const lines = (): Line[] =>
  server!.output
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Line)
/**
 * The request's own line, once written: the log gathers lines and writes them within a quarter second
 * (scripts/observability.mjs), and every line the request caused before its answer closed is written with
 * it.
 */
const requestLine = (id: string | null | undefined) =>
  vi.waitFor(
    () => {
      const line = lines().find((l) => l.msg === 'request' && l.requestId === id)
      if (!line) throw new Error(`no request line for ${id} yet`)
      return line
    },
    { timeout: 10_000, interval: 50 },
  )
const scrape = async () => (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text()
/** The value of one series of the scrape, 0 when absent. */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `))
  return line ? Number(line.slice(series.length + 1)) : 0
}

describe('request log and metrics', () => {
  beforeAll(async () => {
    server = (await startServer(port, freshDataDir('observability'), {
      METRICS_PORT: String(metricsPort),
      RATE_LIMIT_WRITES_PER_MINUTE: '2',
    })) as typeof server
  }, 90_000)
  afterAll(() => {
    if (server?.exitCode === null) server.kill('SIGKILL')
  })

  it('logs one JSON line per request: route pattern, status, time, bytes, cache, request id, no query', async () => {
    const first = await fetch(`${origin}/faq?email=rahasia%40contoh.co.id`)
    await first.text()
    const second = await fetch(`${origin}/faq`)
    await second.text()
    const ids = [first, second].map((r) => r.headers.get('x-request-id'))
    expect(ids[0]).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/)
    expect(ids[1]).not.toBe(ids[0])
    const store = await fetch(`${origin}/inspirations/dapur-rapi-dengan-sistem-penyimpanan-pintar`)
    await store.text()
    expect(await requestLine(ids[1])).toMatchObject({
      level: 'info',
      method: 'GET',
      route: '/faq',
      status: 200,
      cache: 'HIT',
      instance: expect.stringContaining(`:${port}`),
    })
    const line = await requestLine(ids[1])
    expect(line.ms).toEqual(expect.any(Number))
    expect(line.bytes).toBeGreaterThan(1000)
    expect(typeof line.time).toBe('string')
    // The route shape, never the path or its query.
    expect(await requestLine(store.headers.get('x-request-id'))).toMatchObject({
      route: '/inspirations/[slug]',
    })
    expect(server!.output).not.toContain('rahasia')
  })

  it('puts the request id in the lines the request causes, and never an address or e-mail', async () => {
    const staff = await staffLogin(origin)
    const csv = 'sku,name,category_code,brand_code,price,sale_price,description,enabled\n'
    const imported = await fetch(`${origin}/cms-api/products/import`, {
      method: 'POST',
      headers: { ...staff, 'content-type': 'text/csv' },
      body: csv,
    })
    await imported.text()
    const id = imported.headers.get('x-request-id')
    await requestLine(id)
    const caused = lines().filter((l) => l.requestId === id)
    expect(caused.map((l) => l.msg)).toEqual(
      expect.arrayContaining(['request', '[catalog] product file imported in /admin']),
    )
    const signUp = await fetch(`${origin}/api/subscribe`, {
      method: 'POST',
      headers: { ...contractHeaders, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'jejak.log@contoh.co.id' }),
    })
    expect(signUp.status).toBe(200)
    await requestLine(signUp.headers.get('x-request-id'))
    // What the sign-up logs after its answer (its e-mail) has had time to be logged; lines are written in
    // order, so once a later request's line is out, so is everything before it.
    await new Promise((resolve) => setTimeout(resolve, 300))
    const later = await fetch(`${origin}/up/live`)
    await later.text()
    await requestLine(later.headers.get('x-request-id'))
    expect(server!.output).not.toContain('jejak.log')
    expect(server!.output).not.toContain('127.0.0.1"')
  })

  it('serves Prometheus metrics on their own port only', async () => {
    // Three sign-ups from one client with a limit of two a minute: one refusal.
    for (let i = 0; i < 3; i++)
      await fetch(`${origin}/api/subscribe`, {
        method: 'POST',
        headers: { ...contractHeaders, 'content-type': 'application/json' },
        body: JSON.stringify({ email: `batas${i}@contoh.co.id` }),
      }).then((r) => r.text())
    const text = await scrape()
    expect(
      sample(text, 'http_requests_total{method="GET",route="/faq",status_class="2xx"}'),
    ).toBeGreaterThanOrEqual(2)
    expect(sample(text, 'page_cache_requests_total{result="hit"}')).toBeGreaterThanOrEqual(1)
    expect(sample(text, 'page_cache_requests_total{result="miss"}')).toBeGreaterThanOrEqual(1)
    expect(sample(text, 'page_cache_entries')).toBeGreaterThanOrEqual(1)
    for (const reason of ['evicted', 'expired', 'changed'])
      expect(text).toMatch(new RegExp(`^page_cache_removed_total\\{reason="${reason}"\\} \\d`, 'm'))
    expect(sample(text, 'rate_limit_refusals_total{limiter="write"}')).toBeGreaterThanOrEqual(1)
    expect(sample(text, 'mail_queue_depth')).toBeGreaterThanOrEqual(0)
    expect(text).toMatch(/^mail_oldest_unsent_seconds \d/m)
    expect(sample(text, 'backup_last_success_timestamp_seconds')).toBe(0)
    expect(sample(text, 'db_query_duration_seconds_count')).toBeGreaterThan(0)
    expect(sample(text, 'data_dir_free_bytes')).toBeGreaterThan(0)
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0)
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds /m)
    // Not on the site's port, and nothing but /metrics on its own.
    expect((await fetch(`${origin}/metrics`)).headers.get('content-type')).not.toContain(
      'text/plain; version',
    )
    expect((await fetch(`http://127.0.0.1:${metricsPort}/`)).status).toBe(404)
  })

  it('keeps a resized image once made, per format, until a picture changes', async () => {
    const src = '/cms-api/media/file/brand-lokakids.webp'
    const url = `${origin}/_next/image?url=${encodeURIComponent(src)}&w=64&q=75`
    const get = async (accept: string, at = url, etag?: string) => {
      const r = await fetch(at, { headers: { accept, ...(etag ? { 'if-none-match': etag } : {}) } })
      return { r, body: Buffer.from(await r.arrayBuffer()), cache: r.headers.get('x-image-cache') }
    }
    const first = await get('image/webp')
    expect([first.r.status, first.r.headers.get('content-type'), first.cache]).toEqual([
      200,
      'image/webp',
      'MISS',
    ])
    // Again, and with a parameter the optimizer does not read: the same bytes, not made again.
    for (const at of [url, `${url}&utm_source=x`]) {
      const again = await get('image/webp', at)
      expect([again.r.status, again.cache]).toEqual([200, 'HIT'])
      expect(again.body.equals(first.body)).toBe(true)
      expect(again.r.headers.get('etag')).toBe(first.r.headers.get('etag'))
    }
    const notModified = await get('image/webp', url, first.r.headers.get('etag')!)
    expect([notModified.r.status, notModified.body.length]).toEqual([304, 0])
    // A browser that takes AVIF gets its own copy.
    const avif = await get('image/avif,image/webp,*/*')
    expect([avif.r.headers.get('content-type'), avif.cache]).toEqual(['image/avif', 'MISS'])
    expect((await get('image/avif,image/webp,*/*')).cache).toBe('HIT')
    // Staff change a picture: what was made from the pictures before is made again.
    const staff = await staffLogin(origin)
    const media = await (await fetch(`${origin}/cms-api/media?limit=1`, { headers: staff })).json()
    const edited = await fetch(`${origin}/cms-api/media/${media.docs[0].id}`, {
      method: 'PATCH',
      headers: { ...staff, 'content-type': 'application/json' },
      body: JSON.stringify({ alt: 'Logo, diperbarui' }),
    })
    expect(edited.status).toBe(200)
    expect((await get('image/webp')).cache).toBe('MISS')
    const text = await scrape()
    expect(sample(text, 'image_cache_requests_total{result="hit"}')).toBe(4)
    expect(sample(text, 'image_cache_requests_total{result="miss"}')).toBe(3)
    expect(sample(text, 'image_cache_entries')).toBeGreaterThanOrEqual(1)
    expect(sample(text, 'image_cache_bytes')).toBeGreaterThan(first.body.length)
  })

  it('has every series the dashboard and the alert rules in deploy/ read', async () => {
    const text = await scrape()
    const exported = new Set(
      [...text.matchAll(/^# TYPE (\S+) (\S+)/gm)].flatMap(([, name, type]) =>
        type === 'histogram' ? [`${name}_bucket`, `${name}_sum`, `${name}_count`] : [name],
      ),
    )
    const dashboard = JSON.parse(
      fs.readFileSync(path.join(root, 'deploy/grafana/rumahloka.json'), 'utf8'),
    ) as {
      panels: { targets: { expr: string }[] }[]
    }
    const rules = fs.readFileSync(path.join(root, 'deploy/prometheus/alerts.yml'), 'utf8')
    const expressions = [...dashboard.panels.flatMap((p) => p.targets.map((t) => t.expr)), rules]
    const read = new Set(
      expressions.flatMap((e) => [...e.matchAll(/\b([a-z][a-z0-9_]*)\{job=/g)].map((m) => m[1]!)),
    )
    read.delete('up')
    expect(read.size).toBeGreaterThan(10)
    expect([...read].filter((name) => !exported.has(name))).toEqual([])
  })
})

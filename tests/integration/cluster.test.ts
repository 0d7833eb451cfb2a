import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { Redis } from 'ioredis'
import pg from 'pg'
import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { contractHeaders } from '../support/contract'
import { freshDataDir, startServer } from '../support/server'

/**
 * Two instances of the production build, each with its own data folder, sharing one database (a new
 * PostgreSQL database on 127.0.0.1:5432, or one SQLite file by SQLITE_URL when PostgreSQL does not answer), a
 * Redis server of the test's own, an S3-compatible store (s3rver, in this process) and Varnish in front: what
 * a staff member changes or uploads through one is what shoppers see through the other and through the proxy.
 */
const postgresUrl = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres'

/** Runs one statement on the PostgreSQL server; null when it does not answer. */
async function postgres(statement: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 1500 })
  try {
    await client.connect()
    await client.query(statement)
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => undefined)
  }
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * A Redis server of the test's own on `port` (nothing kept on disk), so the test can stop and restart it
 * under load as an operator or a crash would, without touching the machine's Redis.
 */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    redisServer!,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  )
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    const probe = new Redis(`redis://127.0.0.1:${port}`, {
      lazyConnect: true,
      connectTimeout: 500,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    })
    probe.on('error', () => undefined) // refused until it listens: the loop asks again
    const ready = await probe
      .connect()
      .then(() => probe.ping())
      .catch(() => null)
    probe.disconnect()
    if (ready === 'PONG') return child
    await sleep(100)
  }
  child.kill('SIGKILL')
  throw new Error(`redis-server did not answer on ${port} within 10 s`)
}

// Not in the PostgreSQL pass of the suite (vitest.config.ts): it makes a PostgreSQL database of its own.
const redisServer = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((p) => fs.existsSync(p))
const available = Boolean(redisServer)
if (!available)
  console.log('skipped: cluster tests (redis-server is not installed: apt-get install redis-server)')
const clusterDatabase = `rumahloka_cluster_${process.pid}_${Date.now()}`
const onPostgres = available && (await postgres(`CREATE DATABASE ${clusterDatabase}`))
if (available && !onPostgres)
  console.log(`cluster tests on one SQLite file: PostgreSQL does not answer at ${postgresUrl}`)
const varnishd = ['/usr/sbin/varnishd', '/usr/bin/varnishd'].find((p) => fs.existsSync(p))
if (available && !varnishd)
  console.log('skipped: cluster tests through a proxy (varnishd is not installed: apt-get install varnish)')
const root = path.resolve(__dirname, '../..')

/**
 * Varnish with the project's VCL (deploy/varnish/rumahloka.vcl), its two backends pointed at the test's
 * instances.
 */
async function startVarnish(port: number, backends: number[], dir: string): Promise<ChildProcess> {
  const template = fs.readFileSync(path.join(root, 'deploy/varnish/rumahloka.vcl'), 'utf8')
  const vcl = template
    .replace(/port = "3001"/, `port = "${backends[0]}"`)
    .replace(/port = "3002"/, `port = "${backends[1]}"`)
  fs.writeFileSync(path.join(dir, 'test.vcl'), vcl)
  // Varnish's worker runs as its own user: the folder must be readable by it (mkdtemp makes 0700).
  fs.chmodSync(dir, 0o755)
  const child = spawn(
    varnishd!,
    [
      '-F',
      '-a',
      `127.0.0.1:${port}`,
      '-f',
      path.join(dir, 'test.vcl'),
      '-n',
      path.join(dir, 'work'),
      '-s',
      'malloc,64m',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline) {
    // Ready once the probes have found both instances healthy.
    const ok = await fetch(`http://127.0.0.1:${port}/up/ready`)
      .then((r) => r.ok)
      .catch(() => false)
    if (ok) return child
    await sleep(250)
  }
  child.kill()
  throw new Error(`Varnish did not answer within 20 s:\n${output}`)
}

describe.skipIf(!available)(
  `two instances on one ${onPostgres ? 'PostgreSQL' : 'SQLite'} database, Redis, S3 and Varnish`,
  () => {
    const base = Number(process.env.INTEGRATION_PORT || 3210) + 60
    const a = `http://127.0.0.1:${base}`
    const b = `http://127.0.0.1:${base + 1}`
    const servers: Awaited<ReturnType<typeof startServer>>[] = []
    const dataDirs: string[] = []
    let s3: S3rver | null = null
    const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rumahloka-s3-'))
    let staff = ''
    const proxyPort = base + 8
    const proxy = `http://127.0.0.1:${proxyPort}`
    let varnish: ChildProcess | null = null
    let env: Record<string, string> = {}
    // Each instance serves its metrics on a port of its own (scripts/observability.mjs).
    const metricsOn = (i: number) => ({ ...env, METRICS_PORT: String(base + 11 + i) })
    const scrape = (i: number) => fetch(`http://127.0.0.1:${base + 11 + i}/metrics`).then((r) => r.text())
    const redisUrl = `redis://127.0.0.1:${base + 10}`
    let redis: ChildProcess | null = null
    beforeAll(async () => {
      redis = await startRedis(base + 10)
      s3 = new S3rver({
        port: base + 9,
        address: '127.0.0.1',
        silent: true,
        directory: s3Dir,
        configureBuckets: [{ name: 'rumahloka', configs: [] }],
      })
      await s3.run()
      const shared = freshDataDir('cluster')
      dataDirs.push(shared, fs.mkdtempSync(path.join(os.tmpdir(), 'rumahloka-cluster-b-')))
      const database: Record<string, string> = onPostgres
        ? // An empty database: A applies the migrations and makes the staff account on start.
          {
            DATABASE_URL: postgresUrl.replace(/\/[^/]*$/, `/${clusterDatabase}`),
            ADMIN_EMAIL: process.env.TEST_ADMIN_EMAIL!,
            ADMIN_PASSWORD: process.env.TEST_ADMIN_PASSWORD!,
          }
        : { SQLITE_URL: `file:${path.join(shared, 'site.db')}` }
      env = {
        ...database,
        REDIS_URL: redisUrl,
        S3_BUCKET: 'rumahloka',
        S3_ENDPOINT: `http://127.0.0.1:${base + 9}`,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        CUSTOMER_LINK_SECRET: 'cluster-test-customer-link-secret-0123456789',
        // The test names its client in X-Forwarded-For, so each run counts against a fresh address; through
        // Varnish, which adds its own entry, the client is the second from the right.
        TRUST_PROXY: '2',
        RATE_LIMIT_WRITES_PER_MINUTE: '5',
        CACHE_PURGE_URL: `${proxy}/.cache-purge`,
      }
      if (onPostgres) {
        // Both at once on the empty database, as after a release: one applies the migrations, the other waits
        // for it.
        servers.push(
          ...(await Promise.all([
            startServer(base, shared, metricsOn(0)),
            startServer(base + 1, dataDirs[1]!, metricsOn(1)),
          ])),
        )
      } else {
        servers.push(
          await startServer(base, shared, metricsOn(0)),
          await startServer(base + 1, dataDirs[1]!, metricsOn(1)),
        )
      }
      const login = await fetch(`${a}/cms-api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: process.env.TEST_ADMIN_EMAIL,
          password: process.env.TEST_ADMIN_PASSWORD,
        }),
      })
      staff = `JWT ${(await login.json()).token}`
      // A question to edit, whatever the database holds.
      const faq = await fetch(`${a}/cms-api/faqs`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', Authorization: staff },
        body: JSON.stringify({
          topic: 'Pengiriman',
          question: 'Berapa lama pengiriman sofa ke Bekasi?',
          answer: 'Dua sampai lima hari kerja.',
        }),
      })
      expect(faq.status).toBe(201)
      if (varnishd) {
        dataDirs.push(fs.mkdtempSync(path.join(os.tmpdir(), 'rumahloka-varnish-')))
        varnish = await startVarnish(proxyPort, [base, base + 1], dataDirs[2]!)
      }
    }, 120_000)
    afterAll(async () => {
      varnish?.kill('SIGTERM')
      redis?.kill('SIGTERM')
      for (const server of servers)
        if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM')
      await s3?.close()
      for (const dir of [s3Dir, ...dataDirs]) fs.rmSync(dir, { recursive: true, force: true })
      if (onPostgres) {
        const running = servers.filter((server) => server.exitCode === null && server.signalCode === null)
        await Promise.all(running.map((server) => new Promise((resolve) => server.once('exit', resolve))))
        await postgres(`DROP DATABASE IF EXISTS ${clusterDatabase} WITH (FORCE)`)
      }
    })

    const upload = async (collection: string, bytes: Buffer, fields: Record<string, string>) => {
      const form = new FormData()
      form.append(
        'file',
        new Blob([new Uint8Array(bytes)], { type: 'image/png' }),
        `cluster-${Date.now()}.png`,
      )
      form.append('_payload', JSON.stringify(fields))
      const response = await fetch(`${a}/cms-api/${collection}`, {
        method: 'POST',
        headers: { Authorization: staff },
        body: form,
      })
      expect(response.status).toBe(201)
      return (await response.json()).doc as { id: number; filename: string; url: string }
    }

    /** Changes a FAQ question through one instance, as staff do. */
    const editQuestion = async (origin: string, id: number, question: string) =>
      expect(
        (
          await fetch(`${origin}/cms-api/faqs/${id}`, {
            method: 'PATCH',
            headers: { 'content-type': 'application/json', Authorization: staff },
            body: JSON.stringify({ question }),
          })
        ).status,
      ).toBe(200)

    /**
     * Milliseconds until `url` shows `text`, polled every 50 ms for up to 5 s (Infinity when it never does).
     */
    async function msUntilShown(url: string, text: string): Promise<number> {
      const start = Date.now()
      while (Date.now() - start < 5000) {
        if ((await (await fetch(url)).text()).includes(text)) return Date.now() - start
        await sleep(50)
      }
      return Infinity
    }

    it.skipIf(!onPostgres)(
      'starts both instances at once on an empty database: each migration applied once, both ready',
      async () => {
        const client = new pg.Client({ connectionString: env.DATABASE_URL })
        await client.connect()
        try {
          const { rows } = await client.query(
            'SELECT name, count(*)::int AS times FROM payload_migrations GROUP BY name',
          )
          expect(rows.length).toBeGreaterThan(0)
          expect(rows.filter((row) => row.times !== 1)).toEqual([])
        } finally {
          await client.end()
        }
        for (const origin of [a, b])
          expect(await (await fetch(`${origin}/up/ready`)).json()).toMatchObject({
            database: 'reachable',
            migrations: 'applied',
          })
      },
    )

    it('serves a picture uploaded through one instance from the other, resized too', async () => {
      const picture = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2f5439' } })
        .png()
        .toBuffer()
      const media = await upload('media', picture, { alt: 'Sofa hijau di ruang tamu' })
      // Stored in the shared store, not on A's disk.
      expect(fs.existsSync(path.join(dataDirs[0]!, 'media', media.filename))).toBe(false)
      const file = await fetch(`${b}/cms-api/media/file/${media.filename}`)
      expect(file.status).toBe(200)
      expect(Buffer.from(await file.arrayBuffer()).equals(picture)).toBe(true)
      const resized = await fetch(
        `${b}/_next/image?url=${encodeURIComponent(`/cms-api/media/file/${media.filename}`)}&w=640&q=75`,
        { headers: { accept: 'image/webp' } },
      )
      expect(resized.status).toBe(200)
      expect(resized.headers.get('content-type')).toBe('image/webp')
    })

    it('keeps private uploads behind the staff check on every instance', async () => {
      const photo = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#e8b04b' } })
        .png()
        .toBuffer()
      const upload1 = await upload('private-uploads', photo, { purpose: 'warranty-claim-photo' })
      expect((await fetch(`${b}/cms-api/private-uploads/file/${upload1.filename}`)).status).toBe(403)
      const asStaff = await fetch(`${b}/cms-api/private-uploads/file/${upload1.filename}`, {
        headers: { Authorization: staff },
      })
      expect(asStaff.status).toBe(200)
      // In the shared store under its own prefix (the bucket stays private: no public URL is ever handed
      // out), not on A's disk.
      expect(upload1.url.startsWith(`/cms-api/private-uploads/file/${upload1.filename}`)).toBe(true)
      expect(
        fs.existsSync(path.join(s3Dir, 'rumahloka', 'private', `${upload1.filename}._S3rver_object`)),
      ).toBe(true)
      expect(fs.existsSync(path.join(dataDirs[0]!, 'private', upload1.filename))).toBe(false)
    })

    it('shows a staff edit made through one instance on the other within 2 s', async () => {
      const faq = (await (await fetch(`${a}/cms-api/faqs?limit=1&depth=0`)).json()).docs[0]
      // B has the page and its reads cached.
      for (let i = 0; i < 3; i++)
        expect(await (await fetch(`${b}/faq`)).text()).toContain(faq.question.slice(0, 30))
      const question = `Apakah pertanyaan ini diubah pada ${Date.now()}?`
      await editQuestion(a, faq.id, question)
      const seenAfter = await msUntilShown(`${b}/faq`, question)
      console.log(`cluster: the edit showed on the other instance after ${seenAfter} ms`)
      expect(seenAfter).toBeLessThan(2000)
      expect(await (await fetch(`${a}/faq`)).text()).toContain(question)
    })

    it('holds one rate limit across both instances', async () => {
      const client = `198.51.100.${Math.floor(Math.random() * 250) + 1}, 203.0.113.${Math.floor(Math.random() * 250) + 1}, 192.0.2.1`
      const send = (origin: string) =>
        fetch(`${origin}/api/contact-us/add`, {
          method: 'POST',
          headers: {
            ...contractHeaders,
            'content-type': 'application/json',
            'user-agent': 'Mozilla/5.0',
            'x-forwarded-for': client,
          },
          body: JSON.stringify({
            name: 'Batas Bersama',
            email: 'batas@contoh.co.id',
            phone: '081299990004',
            topic: 'Lainnya',
            message: 'Pesan untuk uji batas bersama.',
          }),
        }).then((r) => r.status)
      const statuses = []
      for (let i = 0; i < 4; i++) statuses.push(await send(a), await send(b))
      // 5 a minute per client and call, counted once whichever instance answers.
      expect(statuses.filter((s) => s === 200)).toHaveLength(5)
      expect(statuses.filter((s) => s === 429)).toHaveLength(3)
      // Scraped from each instance, the metrics add up to what the two answered.
      const value = (text: string, series: string) =>
        Number(
          text
            .split('\n')
            .find((l) => l.startsWith(`${series} `))
            ?.split(' ')[1] ?? 0,
        )
      const scraped = await Promise.all([scrape(0), scrape(1)])
      const total = (series: string) => scraped.reduce((sum, text) => sum + value(text, series), 0)
      const route = 'method="POST",route="/api/contact-us/add"'
      expect(total(`http_requests_total{${route},status_class="2xx"}`)).toBe(5)
      expect(total(`http_requests_total{${route},status_class="4xx"}`)).toBe(3)
      expect(total('rate_limit_refusals_total{limiter="write"}')).toBe(3)
      for (const text of scraped)
        expect(value(text, 'http_requests_total{' + route + ',status_class="2xx"}')).toBeGreaterThan(0)
    })

    const address = () =>
      `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`

    it.skipIf(!varnishd)(
      'through Varnish: shares public pages, drops them on a staff edit, keeps nothing personal',
      async () => {
        const first = await fetch(`${proxy}/faq`)
        expect(first.headers.get('cache-control')).toBe(
          'public, max-age=0, s-maxage=30, stale-while-revalidate=30',
        )
        await first.text()
        const second = await fetch(`${proxy}/faq`)
        expect(second.headers.get('x-cache')).toBe('HIT')
        const faqPage = await second.text()
        // Tagged for purges at the instance, tags stripped for browsers at the proxy.
        expect((await fetch(`${a}/faq`)).headers.get('cache-tag')).toBe('site')
        expect((await fetch(`${a}/kalender-event`)).headers.get('cache-tag')).toBe('site,event-registrations')
        expect(second.headers.get('cache-tag')).toBeNull()

        const faq = (await (await fetch(`${a}/cms-api/faqs?limit=1&depth=0`)).json()).docs[0]
        expect(faqPage).toContain(faq.question.slice(0, 30))
        const question = `Lewat proxy, apakah ini terlihat pada ${Date.now()}?`
        await editQuestion(b, faq.id, question)
        const seenAfter = await msUntilShown(`${proxy}/faq`, question)
        console.log(`cluster: the edit showed through Varnish after ${seenAfter} ms`)
        expect(seenAfter).toBeLessThan(2000)

        // Staff sessions and personal pages pass through, never kept.
        for (let i = 0; i < 2; i++)
          expect(
            (await fetch(`${proxy}/faq`, { headers: { Authorization: staff } })).headers.get('x-cache'),
          ).toBe('MISS')
        const claim = await fetch(`${proxy}/claim`)
        expect(claim.headers.get('cache-control')).toMatch(/no-store/)
        expect((await fetch(`${proxy}/claim`)).headers.get('x-cache')).toBe('MISS')
      },
    )

    /** Requests through the proxy for `ms`, `concurrency` at a time: what each answered. */
    async function load(ms: number, concurrency: number, request: (i: number) => Promise<number>) {
      const statuses: number[] = []
      let i = 0
      const until = Date.now() + ms
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (Date.now() < until) statuses.push(await request(i++).catch(() => 0))
        }),
      )
      return statuses
    }

    it.skipIf(!varnishd)(
      'drains an instance on SIGTERM under load with no failed request',
      async () => {
        // Distinct pages: each one a miss at the proxy, so the instances answer.
        const running = load(4000, 8, (i) =>
          fetch(`${proxy}/faq?page=${(i % 400) + 2}`).then(async (r) => (await r.arrayBuffer(), r.status)),
        )
        await sleep(1000)
        const exited = new Promise<number | null>((resolve) =>
          servers[1]!.once('exit', (code) => resolve(code)),
        )
        servers[1]!.kill('SIGTERM')
        const statuses = await running
        expect(await exited).toBe(0)
        console.log(
          `cluster: ${statuses.length} requests while draining, ${statuses.filter((s) => s !== 200).length} failed`,
        )
        expect(statuses.length).toBeGreaterThan(50)
        expect(statuses.filter((s) => s !== 200)).toEqual([])
        servers[1] = await startServer(base + 1, dataDirs[1]!, metricsOn(1))
        // Back in the proxy's rotation once its probe sees it ready.
        await sleep(3000)
      },
      60_000,
    )

    it.skipIf(!varnishd)(
      'keeps answering when an instance is killed under load, and loses no acknowledged write',
      async () => {
        const acknowledged: string[] = []
        const stamp = Date.now()
        const running = load(4000, 6, async (i) => {
          const email = `tahan.${stamp}.${i}@contoh.co.id`
          const response = await fetch(`${proxy}/api/contact-us/add`, {
            method: 'POST',
            headers: {
              ...contractHeaders,
              'content-type': 'application/json',
              'user-agent': 'Mozilla/5.0',
              'x-forwarded-for': address(),
            },
            body: JSON.stringify({
              name: 'Tahan Banting',
              email,
              phone: '081299990005',
              topic: 'Lainnya',
              message: 'Pesan saat satu server mati mendadak.',
            }),
          })
          const body = (await response.json().catch(() => null)) as { is_ok?: boolean } | null
          if (response.status === 200 && body?.is_ok) acknowledged.push(email)
          return response.status
        })
        await sleep(1200)
        servers[0]!.kill('SIGKILL')
        const statuses = await running
        const failed = statuses.filter((s) => s !== 200)
        console.log(
          `cluster: ${statuses.length} writes, A killed mid-way: ${acknowledged.length} acknowledged, ${failed.length} failed (${failed.join(',')})`,
        )
        expect(acknowledged.length).toBeGreaterThan(20)
        expect(failed).toEqual([])
        // Every acknowledged message is in the database, read through the surviving instance.
        const stored = await fetch(
          `${b}/cms-api/contact-messages?limit=0&depth=0&where[email][like]=tahan.${stamp}.`,
          { headers: { Authorization: staff } },
        )
        const emails = new Set(((await stored.json()).docs as { email: string }[]).map((d) => d.email))
        expect(acknowledged.filter((e) => !emails.has(e))).toEqual([])
      },
      60_000,
    )

    it('recovers by itself when Redis restarts and the database drops every connection under load', async () => {
      const page = (i: number) =>
        fetch(`${b}/faq?page=${(i % 300) + 2}`).then(async (r) => (await r.arrayBuffer(), r.status))
      // Redis: killed under page load (a crash), away for a second, then started again on the same port,
      // empty.
      const duringRedis = load(4000, 4, page)
      await sleep(800)
      redis!.kill('SIGKILL')
      await new Promise((resolve) => redis!.once('exit', resolve))
      await sleep(300)
      // Still ready while Redis is away, marked degraded so an operator sees it.
      expect(await (await fetch(`${b}/up/ready`)).json()).toMatchObject({
        status: 'degraded',
        redis: 'unreachable',
      })
      await sleep(700)
      redis = await startRedis(base + 10)
      const redisStatuses = await duringRedis
      console.log(
        `cluster: Redis killed and restarted: ${redisStatuses.length} requests, ${redisStatuses.filter((s) => s !== 200).length} failed`,
      )
      expect(redisStatuses.filter((s) => s !== 200)).toEqual([])
      // Reconnected without a restart: edits reach the other instance again, and /up is ok again.
      let ready = ''
      for (let i = 0; i < 40 && ready !== 'ok'; i++, await sleep(250))
        ready = (await (await fetch(`${b}/up/ready`)).json()).status
      expect(ready).toBe('ok')
      const faq = (await (await fetch(`${b}/cms-api/faqs?limit=1&depth=0`)).json()).docs[0]
      await fetch(`${b}/faq`).then((r) => r.text())
      const question = `Setelah Redis kembali, pada ${Date.now()}?`
      servers[0] = await startServer(base, dataDirs[0]!, metricsOn(0))
      await editQuestion(a, faq.id, question)
      expect(await msUntilShown(`${b}/faq`, question)).toBeLessThan(2000)

      if (!onPostgres) return
      // PostgreSQL: every connection of the database terminated (what a restart or fail-over does to them),
      // under writes, which always reach the database (pages may come from cached reads).
      const write = (i: number) =>
        fetch(`${b}/api/contact-us/add`, {
          method: 'POST',
          headers: {
            ...contractHeaders,
            'content-type': 'application/json',
            'user-agent': 'Mozilla/5.0',
            'x-forwarded-for': `${address()}, 192.0.2.1`,
          },
          body: JSON.stringify({
            name: 'Pulih Sendiri',
            email: `pulih.${i}@contoh.co.id`,
            phone: '081299990006',
            topic: 'Lainnya',
            message: 'Pesan saat koneksi basis data terputus.',
          }),
        }).then(async (r) => (await r.arrayBuffer(), r.status))
      const duringPostgres = load(4000, 4, write)
      await sleep(800)
      expect(
        await postgres(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${clusterDatabase}' AND pid <> pg_backend_pid()`,
        ),
      ).toBe(true)
      const postgresStatuses = await duringPostgres
      const failed = postgresStatuses.filter((s) => s !== 200).length
      console.log(
        `cluster: PostgreSQL connections terminated: ${postgresStatuses.length} requests, ${failed} failed`,
      )
      // The queries in flight at that moment may fail; the pool then reconnects on its own.
      expect(failed).toBeLessThan(postgresStatuses.length / 10)
      const after = await Promise.all(Array.from({ length: 10 }, (_, i) => write(100_000 + i)))
      expect(after.every((s) => s === 200)).toBe(true)
    }, 90_000)
  },
)

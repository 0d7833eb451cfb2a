import fs from 'node:fs'

import { Agent } from 'undici'
import { afterAll, describe, expect, inject, it } from 'vitest'

import { contractCalls } from '../../src/server/contract/calls'
import { baseUrl, contractHeaders, fetchPast, selfServiceHeaders, staffFind } from '../support/contract'
import { casesFor, hostilePaths, random, type FuzzCase } from '../support/fuzz-cases'
import { testSecrets } from '../support/secrets'

/** What a refused or accepted write may leave behind, by call: the rows it stores. */
const storedBy: Record<string, string[]> = {
  '/api/subscribe': ['newsletter-subscribers'],
  '/api/contact-us/add': ['contact-messages'],
  '/api/event/insert/event/register': ['event-registrations'],
  '/apiwarranty/warranty/REGISTER_WARRANTY': ['warranty-registrations'],
  '/apiwarranty/warranty/CLAIM_WARRANTY': ['warranty-claims', 'private-uploads'],
  '/apiselfservice/api/create_persetujuan_penggunaan_data_pribadi': ['pdp-agreements', 'private-uploads'],
  '/apivoucher/api/voucherValidation': ['voucher-claims'],
  '/apirefund/GetResponseApproval': ['refund-approvals'],
}
const watched = [...new Set(Object.values(storedBy).flat())]
const counts = async () =>
  Object.fromEntries(
    await Promise.all(watched.map(async (c) => [c, (await staffFind(c)).totalDocs] as const)),
  )
/** MB of a line of /proc/<pid>/status (VmRSS; RssAnon, the part no file backs; RssFile). */
const statusMb = (pid: number, field: string) =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) /
  1024
const rssOf = (pid: number) => statusMb(pid, 'VmRSS')

/** MB of a series in the server's metrics (tests/support/integration-server.ts turns them on). */
const metricMb = (scrape: string, series: string) =>
  Number(
    scrape
      .split('\n')
      .find((l) => l.startsWith(`${series} `))
      ?.slice(series.length + 1) ?? 0,
  ) /
  2 ** 20

/** What the server holds, in MB: its RSS, V8's heap, and what the bounded caches (pages, pictures) hold. */
type Memory = {
  rss: number
  anon: number
  file: number
  heapTotal: number
  heapUsed: number
  external: number
  caches: number
}
async function memoryOf(pid: number): Promise<Memory> {
  const scrape = await (await fetch(inject('metricsUrl'))).text()
  return {
    rss: rssOf(pid),
    anon: statusMb(pid, 'RssAnon'),
    file: statusMb(pid, 'RssFile'),
    heapTotal: metricMb(scrape, 'nodejs_heap_size_total_bytes'),
    external: metricMb(scrape, 'nodejs_external_memory_bytes'),
    heapUsed: metricMb(scrape, 'nodejs_heap_size_used_bytes'),
    caches: metricMb(scrape, 'page_cache_bytes') + metricMb(scrape, 'image_cache_bytes'),
  }
}

/**
 * Memory kept outside V8's heap and the bounded caches: what the allocator held on to (request buffers,
 * sharp's decoded images, the arenas of the threads that handled them). V8's heap is checked apart (what
 * JavaScript still holds once collected), and a cache that filled up to its bound is not a leak.
 */
const nativeKept = (before: Memory, after: Memory) =>
  after.rss - before.rss - (after.heapTotal - before.heapTotal) - (after.caches - before.caches)

/** The last of the server's idle collections, in seconds of quiet (integration-server.ts sets them). */
const idleCollections = process.env.IDLE_COLLECTION_SECONDS ?? '2,5,10'
// With the collections off, readings wait as long as they would with them.
const lastCollection = idleCollections === 'off' ? 10 : Number(idleCollections.split(',').at(-1))
const second = () => new Promise((resolve) => setTimeout(resolve, 1000))

/**
 * V8 hands the pages a collection freed back to the system some seconds after it (its memory reducer): about
 * 8 s here. Every reading of idle memory waits for that after the last idle collection.
 */
const reducerSeconds = 12

/**
 * The server's RSS once idle and settled: read every second until its last idle collection and V8's release
 * after it are past and two readings in a row have stopped falling (by less than 5 MB); the lowest of the
 * last three.
 */
async function settled(pid: number): Promise<number> {
  const readings: number[] = []
  for (let waited = 1; waited <= lastCollection + reducerSeconds + 30; waited++) {
    await second()
    readings.push(rssOf(pid))
    const [a, b, c] = readings.slice(-3)
    if (waited >= lastCollection + reducerSeconds && c !== undefined && a! - b! < 5 && b! - c! < 5) break
  }
  return Math.min(...readings.slice(-3))
}

/**
 * MB the run may keep once the server is idle again, read apart (each the server's own figures, from its
 * metrics): what the allocator kept outside V8's heap and the bounded caches, and what JavaScript still holds
 * in the heap. The pictures' burst (below) is what tells the allocators apart: sharp's threads allocate and
 * free whole decoded images, which jemalloc hands back and glibc's allocator (SERVE_ALLOCATOR=system) keeps.
 * 2026-11-30: alone, RSS +53 MB, of it V8's heap +28 and the caches +3, so the allocator kept 21. In a whole
 * pass, once idle after the requests the allocator held +225 MB, given back by the pictures' burst that
 * followed (19 kept in the end): jemalloc, it seems, returns what a thread freed once that thread runs
 * again, hence the nudges below. With glibc's allocator it kept 213 after them (the check fails, as it
 * should). RSS alone, as this check read before, swung with whatever was still held at the reading: +40 to
 * +57 MB alone, +163 once in CI.
 */
const keptAtMost = 60

/**
 * A crawler fetching the pictures: every seeded picture at two of the optimizer's widths, eight at a time,
 * each a resize by sharp (next/image keeps no copy here: next.config.ts `isrFlushToDisk`).
 */
async function pictureBurst(): Promise<FuzzCase[]> {
  const { docs } = await staffFind('media')
  const widths = [384, 828, 1080, 1440]
  return docs.flatMap((doc: { url: string }, i: number) =>
    [widths[i % 4]!, widths[(i + 2) % 4]!].map((w) => ({
      label: `picture ${doc.url} at ${w}`,
      method: 'GET',
      path: `/_next/image?url=${encodeURIComponent(doc.url)}&w=${w}&q=75`,
      headers: {},
    })),
  )
}

/**
 * Accepted requests queue e-mails (confirmations, agreement PDFs), which the server sends after answering: it
 * is idle only once its Outbox has no queued message left (waited for up to three minutes).
 */
async function outboxDrained(): Promise<number> {
  for (let waited = 0; waited < 180; waited += 2) {
    const queued = (await staffFind('outbox', { status: { equals: 'queued' } })).totalDocs
    if (queued === 0) return waited
    await new Promise((resolve) => setTimeout(resolve, 2000))
  }
  return 180
}

/**
 * The run's own connections to the server. The files of a pass share one process (vitest.config.ts), so
 * fetch's pool still holds the connections the files before this one left open; the run starts on fresh
 * ones, as it did in a process of its own. The first CI pass that shared the process failed once on a
 * socket the server had closed (fetch: "other side closed", 43 s into the test).
 */
const connections = new Agent()
afterAll(() => connections.close())

let clientSeq = 0
async function send(c: FuzzCase): Promise<{ status: number; accepted: boolean }> {
  // Each request from its own address (behind the test's trusted proxy), so rate limits answer none of them.
  const n = ++clientSeq
  const headers = {
    ...c.headers,
    'x-forwarded-for': `10.${64 + ((n >> 16) & 63)}.${(n >> 8) & 255}.${n & 255}`,
  }
  // A connection the server closed as a request set out on it (the keep-alive race) is tried again once, as a
  // browser does (fetchPast); any answer counts as is.
  const response = await fetchPast(`${baseUrl()}${c.path}`, {
    method: c.method,
    headers,
    body: c.body,
    redirect: 'manual',
    // @ts-expect-error Node's fetch takes an undici dispatcher; its RequestInit type does not say so.
    dispatcher: connections,
  })
  const text = await response.text()
  let accepted = false
  try {
    accepted = JSON.parse(text)?.is_ok === true
  } catch {
    // not JSON: a page or a refusal page
  }
  return { status: response.status, accepted }
}

async function runAll(cases: FuzzCase[], concurrency: number) {
  const results: { c: FuzzCase; status: number; accepted: boolean }[] = []
  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < cases.length) {
        const c = cases[next++]!
        results.push({ c, ...(await send(c)) })
      }
    }),
  )
  return results
}

/** Every call's malformed requests (`perCall` each) and the hostile paths, from one seed. */
async function fuzzCases(seed: number, perCall: number, paths: number): Promise<FuzzCase[]> {
  const rnd = random(seed)
  const selfService = await selfServiceHeaders()
  const cases: FuzzCase[] = []
  for (const spec of contractCalls) {
    const headers = {
      ...contractHeaders,
      ...(spec.access === 'selfservice' ? selfService : {}),
      ...(spec.access === 'intranet' ? { intranet: testSecrets.INTRANET_KEY } : {}),
    }
    cases.push(...casesFor(spec, headers, perCall, rnd))
  }
  return [...cases, ...hostilePaths(paths, rnd)]
}

/**
 * On the PostgreSQL pass (TEST_DATABASE_TEMPLATE set) a quarter of the requests, and no memory readings: what
 * depends on the database (no 5xx, nothing stored for a refusal) is tried on every call all the same; the
 * memory given back is the server process's allocator, the same over either database, and the SQLite pass
 * measures it.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_TEMPLATE)
const scale = onPostgres
  ? {
      perCall: 60,
      paths: 75,
      least: 2_500,
      title: '2,500+ of them without a 5xx and stores nothing for refusals',
    }
  : {
      perCall: 240,
      paths: 300,
      least: 10_000,
      title:
        '10,000+ of them without a 5xx, stores nothing for refusals, and gives the memory back once idle',
    }

describe('fuzz: malformed requests across every call and hostile paths', () => {
  it(`answers ${scale.title}`, async () => {
    const pid = inject('serverPid')
    // Warm-up, from another seed, one request at a time: each call and a few pages answered twice, so their
    // code is loaded. What the run's eight at a time take on top (request buffers, uploads, caches, the
    // allocator's arenas of the threads that handle them) is what must be given back, bounded caches aside.
    const warmStarted = Date.now()
    await runAll(await fuzzCases(13, 2, 20), 1)
    // sharp loaded and its bounded cache of operations (50 MB) filled, as the run fills the other caches
    if (!onPostgres) await runAll((await pictureBurst()).slice(0, 30), 1)
    const warmSeconds = (Date.now() - warmStarted) / 1000
    await outboxDrained()
    if (!onPostgres) await settled(pid)
    const memoryBefore = await memoryOf(pid)

    const cases = await fuzzCases(14, scale.perCall, scale.paths)
    expect(cases.length).toBeGreaterThanOrEqual(scale.least)
    const before = await counts()
    const started = Date.now()
    const results = await runAll(cases, 8)
    // Simultaneous duplicates: one valid message sent 20 times at once.
    const duplicate: FuzzCase = {
      label: 'duplicate contact',
      method: 'POST',
      path: '/api/contact-us/add',
      call: '/api/contact-us/add',
      headers: { ...contractHeaders, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Sari',
        email: 'sari@example.com',
        phone: '081234567890',
        topic: 'produk',
        message: 'Pesan yang sama dikirim dua puluh kali sekaligus.',
      }),
    }
    results.push(
      ...(await runAll(
        Array.from({ length: 20 }, () => duplicate),
        20,
      )),
    )
    const seconds = (Date.now() - started) / 1000
    // What the requests kept, read apart from what the pictures' burst keeps (below).
    await outboxDrained()
    if (!onPostgres) await settled(pid)
    const memoryBetween = await memoryOf(pid)
    const picturesStarted = Date.now()
    // Where memory is measured, the pictures' burst last (it must all be given back too).
    let pictures: Awaited<ReturnType<typeof runAll>> = []
    if (!onPostgres) {
      pictures = await runAll(await pictureBurst(), 8)
      expect(pictures.length, 'pictures in the burst').toBeGreaterThanOrEqual(150)
      expect(
        pictures.filter((p) => p.status !== 200).map((p) => `${p.status} ${p.c.label}`),
        'pictures not resized',
      ).toEqual([])
    }
    const pictureSeconds = (Date.now() - picturesStarted) / 1000

    const failures = results
      .filter((r) => r.status >= 500)
      .map((r) => `${r.status} ${r.c.method} ${r.c.label}`)
    expect(failures.slice(0, 20)).toEqual([])

    const after = await counts()
    const acceptedBy = (path: string) => results.filter((r) => r.c.call === path && r.accepted).length
    // A collection may grow only by what accepted requests stored (a claim or agreement: up to 5 files).
    for (const collection of watched) {
      const allowed = Object.entries(storedBy)
        .filter(([, stored]) => stored.includes(collection))
        .reduce((sum, [path]) => sum + acceptedBy(path) * (collection === 'private-uploads' ? 5 : 1), 0)
      expect(
        after[collection]! - before[collection]!,
        `${collection}: rows left by refused requests`,
      ).toBeLessThanOrEqual(allowed)
    }

    // Idle: memory taken by the run is given back (large bodies are refused unread, uploads are handled two
    // at a time, rate-limit timers hold no request (server/async-context.ts), serve.mjs collects garbage once
    // idle, and jemalloc returns freed memory to the system).
    const mailSeconds = await outboxDrained()
    if (!onPostgres) await settled(pid)
    let memoryAfter = await memoryOf(pid)
    // jemalloc gives back what a thread freed once that thread runs again; a thread that stays idle may hold
    // it (seen: +266 MB kept after the requests, given back by the pictures' burst that followed). At most
    // twice, a little more work on the server's threads (the warm-up's pictures, one at a time) and a new
    // reading: glibc's allocator keeps its memory all the same (SERVE_ALLOCATOR=system fails the check).
    for (
      let nudge = 0;
      !onPostgres && nudge < 2 && nativeKept(memoryBefore, memoryAfter) > keptAtMost;
      nudge++
    ) {
      await runAll((await pictureBurst()).slice(0, 30), 1)
      await settled(pid)
      memoryAfter = await memoryOf(pid)
    }
    const mb = (m: Memory) =>
      `RSS ${m.rss.toFixed(0)} (anonymous ${m.anon.toFixed(0)}, files ${m.file.toFixed(0)}), V8 heap ${m.heapUsed.toFixed(0)} used of ${m.heapTotal.toFixed(0)}, external ${m.external.toFixed(0)}, caches ${m.caches.toFixed(0)}`
    const byStatus = results.reduce<Record<number, number>>(
      (m, r) => ((m[r.status] = (m[r.status] ?? 0) + 1), m),
      {},
    )
    console.log(
      `[fuzz] warm-up ${warmSeconds.toFixed(1)} s; ${results.length} requests in ${seconds.toFixed(1)} s, then ${pictures.length} pictures in ${pictureSeconds.toFixed(1)} s; statuses ${JSON.stringify(byStatus)}; accepted ${results.filter((r) => r.accepted).length}; e-mails sent ${mailSeconds} s after; MB warm and idle before: ${mb(memoryBefore)}; idle after the requests: ${mb(memoryBetween)}; idle after the pictures: ${mb(memoryAfter)}; kept outside the heap and caches by the requests ${nativeKept(memoryBefore, memoryBetween).toFixed(0)} MB, by the pictures ${nativeKept(memoryBetween, memoryAfter).toFixed(0)} MB`,
    )
    if (!onPostgres) {
      expect(nativeKept(memoryBefore, memoryAfter), 'MB the allocator kept once idle').toBeLessThanOrEqual(
        keptAtMost,
      )
      expect(
        memoryAfter.heapUsed - memoryBefore.heapUsed,
        'MB JavaScript still held once idle',
      ).toBeLessThanOrEqual(keptAtMost)
    }
    // 424 s beside the end-to-end lane on a machine 2.5 times slower (about 100 s alone).
  }, 1_200_000)
})

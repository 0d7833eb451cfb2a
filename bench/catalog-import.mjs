// The catalogue import of issue 39: a 50,000-product file through POST /integration/v1/products (CSV,
// streamed), timed while the cached home is loaded at 10 connections; the same file again (nothing to
// change); then the search rows on that catalogue. Each run on a server of its own, with a fresh copy of the
// seeded SQLite folder (on PostgreSQL: SKUs of its own, since the database is shared).
import fs from 'node:fs'

import autocannon from 'autocannon'
import { Agent } from 'undici'

import { pairs } from './floor.mjs'
import { uniqueLoad, uniqueQuery } from './scenarios.mjs'

const materials = [
  'Jati',
  'Mahoni',
  'Rotan',
  'Pinus',
  'Beludru',
  'Linen',
  'Baja',
  'Marmer',
  'Bambu',
  'Akasia',
]
const nouns = ['Sofa', 'Meja', 'Kursi', 'Lemari', 'Rak', 'Kasur', 'Lampu', 'Karpet', 'Bantal', 'Cermin']

/** A product file of `count` rows in the ERP's columns, over the seeded categories and brands. */
export function productFile(count, prefix, categoryCodes, brandCodes) {
  const lines = ['sku,name,category_code,brand_code,price,sale_price,description,dimensions']
  for (let i = 0; i < count; i++) {
    const noun = nouns[i % nouns.length]
    const material = materials[Math.floor(i / nouns.length) % materials.length]
    const price = 150_000 + ((i * 7919) % 9_000) * 1000
    lines.push(
      [
        `${prefix}-${String(i).padStart(6, '0')}`,
        `${noun} ${material} Seri ${i}`,
        categoryCodes[i % categoryCodes.length],
        brandCodes[i % brandCodes.length],
        price,
        i % 4 === 0 ? Math.round((price * 0.8) / 1000) * 1000 : '',
        `"${noun} dari ${material.toLowerCase()}, nomor ${i}, untuk rumah tropis."`,
        `${80 + (i % 120)} × ${40 + (i % 60)} cm`,
      ].join(','),
    )
  }
  return lines.join('\n') + '\n'
}

/** A whole file is answered when it has been read: no time limit on the answer (fetch's own is 300 s). */
const patient = new Agent({ headersTimeout: 0, bodyTimeout: 0 })

async function json(url, init) {
  const response = await fetch(url, { ...init, dispatcher: patient })
  const body = await response.json()
  if (!response.ok)
    throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status} ${JSON.stringify(body)}`)
  return body
}

/** An administrator's session, an integration with catalog:write and its key, and the codes a file uses. */
async function setUp(base, admin) {
  const { token } = await json(`${base}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  })
  const auth = { authorization: `JWT ${token}`, 'content-type': 'application/json' }
  const integration = await json(`${base}/cms-api/integrations`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ name: `Bench ERP ${Date.now()}`, scopes: ['catalog:write', 'stock:write'] }),
  })
  const { key } = await json(`${base}/cms-api/integrations/${integration.doc.id}/key`, {
    method: 'POST',
    headers: auth,
  })
  const codes = async (collection, where) =>
    (await json(`${base}/cms-api/${collection}?limit=0&depth=0&${where}`, { headers: auth })).docs.map(
      (d) => d.code,
    )
  return {
    key,
    categoryCodes: await codes('categories', 'where[parent][exists]=true&where[code][exists]=true'),
    brandCodes: await codes('brands', 'where[type][equals]=product'),
    storeCodes: await codes('stores', 'where[code][exists]=true'),
  }
}

/** A store's whole stock of the file's `count` products (issue 53): levels 0 to 30, a sixth on display. */
export function stockFile(count, prefix, salt) {
  const lines = ['sku,level,on_display']
  for (let i = 0; i < count; i++) {
    const roll = (i * 7919 + salt * 104729) % 100
    lines.push(
      `${prefix}-${String(i).padStart(6, '0')},${roll < 40 ? 0 : roll % 31},${roll % 6 === 0 ? 1 : 0}`,
    )
  }
  return lines.join('\n') + '\n'
}

/**
 * The full stock snapshot through the CSV path, one file per store, one after another as a POS hub would send
 * them; then a delta of 10,000 levels as ten JSON batches of 1,000 (the deltas' path).
 */
async function importStock(base, key, count, prefix, storeCodes) {
  const started = performance.now()
  let levels = 0
  for (const [n, store] of storeCodes.entries()) {
    const answer = await json(`${base}/integration/v1/stock?store=${store}&snapshot=true`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'text/csv' },
      body: stockFile(count, prefix, n),
    })
    levels += answer.summary.created + answer.summary.updated + answer.summary.unchanged
  }
  const snapshotSeconds = Math.round((performance.now() - started) / 100) / 10
  const deltaStarted = performance.now()
  let changed = 0
  for (let batch = 0; batch < 10; batch++) {
    const rows = Array.from({ length: 1000 }, (_, i) => {
      const item = batch * 1000 + i
      return {
        sku: `${prefix}-${String(item % count).padStart(6, '0')}`,
        store_code: storeCodes[item % storeCodes.length],
        level: 31 + (item % 7),
      }
    })
    const answer = await json(`${base}/integration/v1/stock`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ rows }),
    })
    changed += answer.summary.created + answer.summary.updated
  }
  const deltaSeconds = Math.round((performance.now() - deltaStarted) / 100) / 10
  return { levels, snapshotSeconds, deltaSeconds, deltaChanged: changed }
}

async function importFile(base, key, file) {
  const started = performance.now()
  const answer = await json(`${base}/integration/v1/products`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'text/csv' },
    body: file,
  })
  return { seconds: Math.round((performance.now() - started) / 100) / 10, summary: answer.summary }
}

/** Cached home at 10 connections until `work` is done: what shoppers see while an import runs. */
async function underLoad(base, work) {
  let finish
  const done = new Promise((resolve) => (finish = resolve))
  const load = autocannon({ url: `${base}/`, connections: 10, duration: 3600 }, (_error, result) =>
    finish(result),
  )
  try {
    return { value: await work(), home: await (load.stop(), done) }
  } catch (error) {
    load.stop()
    throw error
  }
}

/** Every path the sitemap lists, its numbered lists' too. */
export async function sitemapPaths(base) {
  const locs = async (path) =>
    [...(await (await fetch(`${base}${path}`)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
      const url = new URL(m[1].replaceAll('&amp;', '&'))
      return url.pathname + url.search
    })
  const paths = await locs('/sitemap.xml')
  return paths.some((p) => p.startsWith('/sitemap/')) ? (await Promise.all(paths.map(locs))).flat() : paths
}

/**
 * What a crawler finds in the sitemap: every product page, and after every nine of them a category page, each
 * category's first three pages in turn (a crawler follows the paging links).
 */
async function crawlerPaths(base) {
  const paths = await sitemapPaths(base)
  const categories = paths.filter((p) => p.startsWith('/kategori/'))
  const categoryPages = [1, 2, 3].flatMap((page) =>
    categories.map((c) => (page === 1 ? c : `${c}?page=${page}`)),
  )
  const crawl = []
  for (const [i, product] of paths.filter((p) => p.startsWith('/produk/')).entries()) {
    crawl.push(product)
    if (i % 9 === 8 && categoryPages.length) crawl.push(categoryPages.shift())
  }
  return crawl
}

/**
 * Distinct product and category pages at 10 connections, each URL once across every pair (a crawler's
 * pattern: the page cache never holds what is asked), against the floor page, in alternating pairs.
 */
export async function crawlerAgainstFloor({ base, floor, runs, duration, log }) {
  const crawl = await crawlerPaths(base)
  let next = 0
  const paired = await pairs(
    runs,
    () =>
      uniqueLoad(
        'crawler: distinct product and category pages',
        base,
        () => ({ path: crawl[next++ % crawl.length] }),
        {
          connections: 10,
          duration,
          warmup: 1,
        },
      ),
    () =>
      uniqueLoad('floor page', floor, (n) => ({ path: `/?n=${n}` }), {
        connections: 10,
        duration,
        warmup: 1,
      }),
    (row) => row.rps,
  )
  const result = {
    ...paired,
    urls: crawl.length,
    asked: next,
    // A URL asked twice may come from the page cache: the figure then flatters the site.
    repeated: Math.max(0, next - crawl.length),
    errors: paired.samples.reduce((sum, p) => sum + p.site.errors + p.site.non2xx + p.site.timeouts, 0),
  }
  log(
    `  crawler: ${result.site} against ${result.floor} req/s, ${Math.round(result.ratio * 100)} % of the floor page (pairs ${result.range.map((r) => Math.round(r * 100)).join('–')} %); ${result.asked} of ${result.urls} URLs asked, ${result.repeated} repeated, ${result.errors} errors`,
  )
  return result
}

/**
 * Runs the import `runs` times; each run's server comes from `start(env)` and stops after. Answers the rows
 * for the bench's table and results.json.
 */
export async function catalogImport({
  start,
  env,
  admin,
  runs,
  count,
  duration,
  contractHeaders,
  floor,
  log,
}) {
  const measured = []
  let searches = []
  let crawler = null
  for (let run = 0; run < runs; run++) {
    const runEnv = { ...env }
    if (env.DATA_DIR) {
      runEnv.DATA_DIR = `${env.DATA_DIR}-import-${run}`
      fs.cpSync(env.DATA_DIR, runEnv.DATA_DIR, { recursive: true })
    }
    const server = await start(runEnv)
    try {
      const { key, categoryCodes, brandCodes, storeCodes } = await setUp(server.base, admin)
      const prefix = `BENCH${Date.now().toString(36).toUpperCase()}`
      const file = productFile(count, prefix, categoryCodes, brandCodes)
      const first = await underLoad(server.base, () => importFile(server.base, key, file))
      const again = await importFile(server.base, key, file)
      const stock = await underLoad(server.base, () =>
        importStock(server.base, key, count, prefix, storeCodes),
      )
      const row = {
        run: run + 1,
        rows: count,
        megabytes: Math.round(Buffer.byteLength(file) / 1e5) / 10,
        importSeconds: first.value.seconds,
        created: first.value.summary.created,
        refused: first.value.summary.refused,
        reimportSeconds: again.seconds,
        reimportUnchanged: again.summary.unchanged,
        reimportChanged: again.summary.created + again.summary.updated,
        homeP99: first.home.latency.p99,
        homeRps: Math.round(first.home.requests.average),
        homeErrors:
          first.home.errors +
          first.home.non2xx +
          first.home.timeouts +
          stock.home.errors +
          stock.home.non2xx +
          stock.home.timeouts,
        stockLevels: stock.value.levels,
        stockSeconds: stock.value.snapshotSeconds,
        stockDeltaSeconds: stock.value.deltaSeconds,
        stockDeltaChanged: stock.value.deltaChanged,
        stockHomeP99: stock.home.latency.p99,
      }
      log(
        `  run ${row.run}: ${row.rows} rows (${row.megabytes} MB) in ${row.importSeconds} s (${row.created} created, ${row.refused} refused); again in ${row.reimportSeconds} s (${row.reimportUnchanged} unchanged, ${row.reimportChanged} changed); home meanwhile ${row.homeRps} req/s, p99 ${row.homeP99} ms, ${row.homeErrors} errors`,
      )
      log(
        `  stock: ${row.stockLevels} levels (${storeCodes.length} stores × ${count} SKUs, one CSV snapshot a store) in ${row.stockSeconds} s; a delta of 10,000 levels (10 JSON batches) in ${row.stockDeltaSeconds} s (${row.stockDeltaChanged} changed); home meanwhile p99 ${row.stockHomeP99} ms`,
      )
      measured.push(row)
      if (run === runs - 1) {
        log(`> Search on the ${count}-product catalogue (distinct queries)`)
        searches = [
          await uniqueLoad(
            `search call, distinct queries, +${count} products`,
            server.base,
            (n) => ({ path: '/api/product/search', body: JSON.stringify(uniqueQuery(n)) }),
            {
              duration,
              connections: 20,
              method: 'POST',
              headers: { ...contractHeaders, 'content-type': 'application/json' },
            },
          ),
          await uniqueLoad(
            `search page, distinct queries, +${count} products`,
            server.base,
            (n) => {
              const { q, page } = uniqueQuery(n)
              return {
                path: `/search?${new URLSearchParams({ q, ...(page > 1 ? { page: String(page) } : {}) })}`,
              }
            },
            { duration, connections: 20 },
          ),
        ]
        log(`> Crawler on the ${count}-product catalogue against the floor page (alternating pairs)`)
        crawler = await crawlerAgainstFloor({
          base: server.base,
          floor,
          runs: Math.max(runs, 3),
          duration,
          log,
        })
      }
    } finally {
      server.kill('SIGTERM')
    }
  }
  const median = (key) =>
    measured.map((r) => r[key]).sort((a, b) => a - b)[Math.floor((measured.length - 1) / 2)]
  return {
    runs: measured,
    importSeconds: median('importSeconds'),
    reimportSeconds: median('reimportSeconds'),
    homeP99: Math.max(...measured.map((r) => r.homeP99)),
    stockSeconds: median('stockSeconds'),
    stockDeltaSeconds: median('stockDeltaSeconds'),
    stockHomeP99: Math.max(...measured.map((r) => r.stockHomeP99)),
    stockLevels: measured[0]?.stockLevels ?? 0,
    homeErrors: measured.reduce((sum, r) => sum + r.homeErrors, 0),
    reimportChanged: measured.reduce((sum, r) => sum + r.reimportChanged, 0),
    searches,
    crawler,
  }
}

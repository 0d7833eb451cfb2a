// The catalogue import of issue 39: a 50,000-product file through POST /integration/v1/products (CSV,
// streamed), timed while the cached home is loaded at 10 connections; the same file again (nothing to
// change); then the search rows on that catalogue. Each run on a server of its own, with a fresh copy of the
// seeded SQLite folder (on PostgreSQL: SKUs of its own, since the database is shared).
import fs from 'node:fs'

import autocannon from 'autocannon'

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

async function json(url, init) {
  const response = await fetch(url, init)
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
    body: JSON.stringify({ name: `Bench ERP ${Date.now()}`, scopes: ['catalog:write'] }),
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
  }
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

/**
 * Runs the import `runs` times; each run's server comes from `start(env)` and stops after. Answers the rows
 * for the bench's table and results.json.
 */
export async function catalogImport({ start, env, admin, runs, count, duration, contractHeaders, log }) {
  const measured = []
  let searches = []
  for (let run = 0; run < runs; run++) {
    const runEnv = { ...env }
    if (env.DATA_DIR) {
      runEnv.DATA_DIR = `${env.DATA_DIR}-import-${run}`
      fs.cpSync(env.DATA_DIR, runEnv.DATA_DIR, { recursive: true })
    }
    const server = await start(runEnv)
    try {
      const { key, categoryCodes, brandCodes } = await setUp(server.base, admin)
      const file = productFile(
        count,
        `BENCH${Date.now().toString(36).toUpperCase()}`,
        categoryCodes,
        brandCodes,
      )
      const first = await underLoad(server.base, () => importFile(server.base, key, file))
      const again = await importFile(server.base, key, file)
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
        homeErrors: first.home.errors + first.home.non2xx + first.home.timeouts,
      }
      log(
        `  run ${row.run}: ${row.rows} rows (${row.megabytes} MB) in ${row.importSeconds} s (${row.created} created, ${row.refused} refused); again in ${row.reimportSeconds} s (${row.reimportUnchanged} unchanged, ${row.reimportChanged} changed); home meanwhile ${row.homeRps} req/s, p99 ${row.homeP99} ms, ${row.homeErrors} errors`,
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
    homeErrors: measured.reduce((sum, r) => sum + r.homeErrors, 0),
    reimportChanged: measured.reduce((sum, r) => sum + r.reimportChanged, 0),
    searches,
  }
}

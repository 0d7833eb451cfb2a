// How often pages render under a day's traffic (issue 54, item 2): shoppers over the sitemap's URLs
// weighted like real traffic (Zipf: the n-th most visited page gets 1/n of the first's visits), a crawler
// walking every URL once, and a staff edit each minute, in turn a product's price, an FAQ entry and a header
// link. Reports renders per page view, the hit rate, the entries evicted, expired and dropped by edits, and
// memory; and, per edit, which pages were rendered again before the next one. A page rendered again with no
// edit of what it shows and no eviction would show here as a re-render under "before any edit" or under an
// edit it does not show.
import { sitemapPaths } from './catalog-import.mjs'

/** A generator of numbers in [0, 1) from a seed (mulberry32): the same mix on every run. */
function seeded(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Paths in a random order (seeded), the home page first: the order of their popularity. */
function byPopularity(paths, random) {
  const rest = paths.filter((p) => p !== '/')
  for (let i = rest.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[rest[i], rest[j]] = [rest[j], rest[i]]
  }
  return ['/', ...rest]
}

/** Picks ranks with Zipf weights (exponent 1) by a binary search over the cumulative weights. */
function zipfPicker(count, random) {
  const cumulative = []
  let sum = 0
  for (let rank = 1; rank <= count; rank++) cumulative.push((sum += 1 / rank))
  return () => {
    const x = random() * sum
    let lo = 0
    let hi = count - 1
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (cumulative[mid] < x) lo = mid + 1
      else hi = mid
    }
    return lo
  }
}

/** The page cache's counters and memory, from the server's metrics (METRICS_PORT). */
async function cacheMetrics(metricsUrl) {
  const text = await (await fetch(metricsUrl)).text()
  const value = (name, labels = '') => {
    const line = text.split('\n').find((l) => l.startsWith(`${name}${labels ? `{${labels}}` : ''} `))
    return line ? Number(line.split(' ').at(-1)) : 0
  }
  return {
    hits: value('page_cache_requests_total', 'result="hit"'),
    misses: value('page_cache_requests_total', 'result="miss"'),
    evicted: value('page_cache_removed_total', 'reason="evicted"'),
    expired: value('page_cache_removed_total', 'reason="expired"'),
    changed: value('page_cache_removed_total', 'reason="changed"'),
    entries: value('page_cache_entries'),
    cacheMb: Math.round(value('page_cache_bytes') / 2 ** 20),
    rssMb: Math.round(value('process_resident_memory_bytes') / 2 ** 20),
  }
}

/** The staff edits, in turn: each changes one thing and says what it changed. */
async function staffEdits(base, admin) {
  const login = await fetch(`${base}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  })
  if (!login.ok) throw new Error(`staff sign-in failed: ${login.status}`)
  const auth = { authorization: `JWT ${(await login.json()).token}` }
  const first = async (collection, where) =>
    (await (await fetch(`${base}/cms-api/${collection}?limit=1&depth=0&${where}`, { headers: auth })).json())
      .docs[0]
  const patch = async (collection, id, data) => {
    const response = await fetch(`${base}/cms-api/${collection}/${id}`, {
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify(data),
    })
    if (!response.ok) throw new Error(`editing ${collection} ${id}: ${response.status}`)
  }
  const product = await first('products', 'where[is_enabled][equals]=true&sort=-sold_count')
  const faq = await first('faqs', 'where[is_enabled][equals]=true')
  const link = await first('selections', 'where[type][equals]=FE_HEADER')
  let n = 0
  return [
    {
      kind: 'product price',
      what: `/produk/${product.url_key}`,
      edit: () => patch('products', product.id, { price: product.price + 1000 * ++n }),
    },
    {
      kind: 'FAQ entry',
      what: '/faq',
      edit: () => patch('faqs', faq.id, { question: `${faq.question} (${++n})` }),
    },
    {
      kind: 'header link',
      what: 'every page',
      edit: () => patch('selections', link.id, { description: `${link.description} ${++n}` }),
    },
  ]
}

/**
 * Runs the mix for `seconds` against a server with the page cache on and its metrics at `metricsUrl`.
 * `shoppers` concurrent visitors, one crawler.
 */
export async function cacheMix({
  base,
  metricsUrl,
  admin,
  seconds = 600,
  shoppers = 6,
  editEverySeconds = 60,
  log,
}) {
  const random = seeded(54)
  const paths = byPopularity(await sitemapPaths(base), random)
  const pick = zipfPicker(paths.length, random)
  const edits = await staffEdits(base, admin)
  const before = await cacheMetrics(metricsUrl)
  const started = Date.now()
  const until = started + seconds * 1000
  // Per path: whether it was rendered once already; per edit (and before any): the paths rendered again.
  const rendered = new Set()
  const periods = [{ kind: 'before any edit', at: 0, again: new Map() }]
  const tally = { views: 0, misses: 0, errors: 0, crawled: 0 }

  async function view(path) {
    try {
      const response = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'br, gzip' } })
      await response.arrayBuffer()
      tally.views++
      if (response.status >= 400) tally.errors++
      if (response.headers.get('x-page-cache') !== 'MISS') return
      tally.misses++
      if (!rendered.has(path)) return void rendered.add(path)
      const period = periods.at(-1).again
      period.set(path, (period.get(path) ?? 0) + 1)
    } catch {
      tally.errors++
    }
  }
  const shopper = async () => {
    while (Date.now() < until) await view(paths[pick()])
  }
  const crawlOrder = byPopularity(paths, seeded(53)).reverse()
  const crawler = async () => {
    for (const path of crawlOrder) {
      if (Date.now() >= until) return
      await view(path)
      tally.crawled++
    }
  }
  const staff = async () => {
    for (let n = 0; ; n++) {
      const next = started + (n + 1) * editEverySeconds * 1000
      if (next >= until) return
      await new Promise((resolve) => setTimeout(resolve, next - Date.now()))
      const edit = edits[n % edits.length]
      await edit.edit()
      periods.push({
        kind: edit.kind,
        what: edit.what,
        at: Math.round((Date.now() - started) / 1000),
        again: new Map(),
      })
    }
  }
  log(
    `  ${paths.length} URLs, ${shoppers} shoppers, 1 crawler, an edit every ${editEverySeconds} s, ${seconds} s`,
  )
  await Promise.all([...Array.from({ length: shoppers }, shopper), crawler(), staff()])
  const after = await cacheMetrics(metricsUrl)
  const delta = (name) => after[name] - before[name]
  const result = {
    seconds,
    urls: paths.length,
    views: tally.views,
    crawled: tally.crawled,
    errors: tally.errors,
    renders: tally.misses,
    firstRenders: rendered.size,
    rendersPerView: Number((tally.misses / tally.views).toFixed(4)),
    hitRate: Number((1 - tally.misses / tally.views).toFixed(4)),
    server: {
      hits: delta('hits'),
      misses: delta('misses'),
      evicted: delta('evicted'),
      expired: delta('expired'),
      changed: delta('changed'),
      entries: after.entries,
      cacheMb: after.cacheMb,
      rssMb: after.rssMb,
    },
    periods: periods.map((p) => ({
      kind: p.kind,
      ...(p.what ? { what: p.what, at: p.at } : {}),
      pagesRenderedAgain: p.again.size,
      rendersAgain: [...p.again.values()].reduce((a, b) => a + b, 0),
      examples: [...p.again.keys()].slice(0, 5),
    })),
  }
  log(
    `  ${result.views} views (${result.crawled} by the crawler), ${result.renders} renders (${result.firstRenders} first), ` +
      `${result.rendersPerView} renders per view, hit rate ${result.hitRate}, errors ${result.errors}`,
  )
  log(
    `  page cache: evicted ${result.server.evicted}, expired ${result.server.expired}, dropped by edits ` +
      `${result.server.changed}; ${result.server.entries} entries, ${result.server.cacheMb} MB; server RSS ${result.server.rssMb} MB`,
  )
  for (const p of result.periods)
    log(
      `  ${p.kind}${p.what ? ` (${p.what}, at ${p.at} s)` : ''}: ${p.pagesRenderedAgain} pages rendered again` +
        `${p.examples.length ? ` (${p.examples.join(', ')})` : ''}`,
    )
  return result
}

// `npm run bench:search [-- --products=50000]`: the product search's index
// (src/server/catalog/product-match.ts, MiniSearch) against the scan this project had before it and against
// Orama, on one catalogue built like the demo seed's (the demo's 624 products are its first ones), each
// engine alone in its own process: index build time, memory, query p50/p99, and relevance on 30 fixed queries
// whose expected first result was written down before any engine ran them.
import { create, insertMultiple, search as oramaSearch } from '@orama/orama'

import { departments, roomCategories, colours, seriesNames, styles } from '../src/seed/data/catalog'
import { productBrands } from '../src/seed/data/content'
import { productMatcher, type ProductText } from '../src/server/catalog/product-match'
import { expand, type SearchField, scoreWord, stemsOf, words } from '../src/lib/text-search'
import { uniqueQuery } from './scenarios.mjs'

type Doc = ProductText & { id: number; sku: string }

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback)
const size = arg('products', 50_000)

/**
 * A catalogue of `total` products named like the seed's (src/seed/steps/catalog.ts): noun, series, material.
 */
function catalogue(total: number): Doc[] {
  const leaves = departments.flatMap((d, di) =>
    d.leaves.map((leaf, li) => ({ leaf, department: d.name, di, li })),
  )
  const perLeaf = Math.ceil(total / leaves.length)
  const docs: Doc[] = []
  for (let n = 0; n < perLeaf; n++) {
    for (const { leaf, department, di, li } of leaves) {
      if (docs.length >= total) break
      const material = leaf.materials[(n + di) % leaf.materials.length]!
      docs.push({
        id: docs.length + 1,
        sku: `rl-${String(di + 1).padStart(2, '0')}${String(li + 1).padStart(2, '0')}-${String(n + 1).padStart(3, '0')}`,
        name: `${leaf.nouns[n % leaf.nouns.length]} ${seriesNames[(n + li * 5 + di * 3) % seriesNames.length]} ${material}`,
        category: leaf.name,
        department,
        brand: productBrands[(n + li) % productBrands.length]!,
        tags: leaf.tags,
        material,
        color: colours[(n * 7 + li) % colours.length]!,
        style: styles[(n + di) % styles.length]!,
        room: roomCategories.find((r) => r.key === leaf.room)!.name,
      })
    }
  }
  return docs
}

/**
 * The 30 queries and what their first result must be, fixed before measuring (typos, plurals, English, SKUs).
 */
const relevance: [string, (d: Doc) => boolean][] = [
  ['sofa', (d) => d.category === 'Sofa'],
  ['kasur', (d) => d.category === 'Kasur'],
  ['kursi kantor', (d) => d.category === 'Kursi Kantor'],
  ['sofa bed', (d) => d.name.startsWith('Sofa Bed')],
  ['meja makan', (d) => d.category === 'Meja Makan'],
  ['lampu tidur', (d) => d.name.startsWith('Lampu Tidur')],
  ['office chair', (d) => d.category === 'Kursi Kantor'],
  ['mattress', (d) => d.category === 'Kasur'],
  ['sofas', (d) => d.category === 'Sofa'],
  ['chairs', (d) => /^Kursi/.test(d.category ?? '')],
  ['lemari pakaian', (d) => d.category === 'Lemari Pakaian'],
  ['wardrobe', (d) => d.category === 'Lemari Pakaian'],
  ['rak buku', (d) => d.category === 'Rak Buku'],
  ['bookshelf', (d) => d.category === 'Rak Buku'],
  ['meja kerja', (d) => d.category === 'Meja Kerja'],
  ['kasue', (d) => d.category === 'Kasur'],
  ['lemarii pakaian', (d) => d.category === 'Lemari Pakaian'],
  ['karpett', (d) => d.category === 'Karpet'],
  ['karpet', (d) => d.category === 'Karpet'],
  ['rug', (d) => d.category === 'Karpet'],
  ['cermin dinding', (d) => d.name.startsWith('Cermin Dinding')],
  ['mirror', (d) => d.category === 'Cermin'],
  ['handuk', (d) => d.category === 'Handuk & Kamar Mandi'],
  ['towels', (d) => d.category === 'Handuk & Kamar Mandi'],
  ['panci presto', (d) => d.name.startsWith('Panci Presto')],
  ['kursi teras', (d) => d.name.startsWith('Kursi Teras')],
  ['RL-0101-024', (d) => d.sku === 'rl-0101-024'],
  ['rl0101024', (d) => d.sku === 'rl-0101-024'],
  ['meja kopi jati', (d) => d.category === 'Meja Kopi' && d.material === 'Kayu Jati'],
  ['bantal sofa', (d) => d.category === 'Bantal Sofa'],
]

type Engine = { name: string; build: (docs: Doc[]) => Promise<(q: string) => Promise<number[]>> }

/**
 * The index the search had before (until 2026-11-22): every product's stems, scanned per query for exact
 * stems, prefixes and one-letter typos. Kept here as the baseline the choice was measured against.
 */
const scan: Engine = {
  name: 'own scan (before)',
  build: async (docs) => {
    const fieldsOf = (p: ProductText): SearchField[] => [
      { stems: stemsOf(p.name), weight: 5 },
      { stems: stemsOf(`${p.category ?? ''} ${p.department ?? ''}`), weight: 3 },
      { stems: stemsOf(p.brand), weight: 2 },
      {
        stems: stemsOf(
          `${p.tags ?? ''} ${p.material ?? ''} ${p.color ?? ''} ${p.style ?? ''} ${p.room ?? ''}`,
        ),
        weight: 1.5,
      },
    ]
    const items = docs.map((d) => ({
      id: d.id,
      sku: d.sku,
      fields: fieldsOf(d),
      categoryStems: stemsOf(d.category),
    }))
    return async (q) => {
      const queryWords = words(q)
      const all: { id: number; score: number }[] = []
      const any: { id: number; score: number }[] = []
      for (const item of items) {
        if (item.sku.replace(/-/g, '') === q.trim().toLowerCase().replace(/[-\s]/g, '')) {
          all.push({ id: item.id, score: 100 })
          continue
        }
        const scores = queryWords.map((w) => scoreWord(w, item.fields))
        const named = [...item.categoryStems].every((s) => queryWords.some((w) => expand(w).includes(s)))
        const total = scores.reduce((a, b) => a + b, 0) + (named && item.categoryStems.size ? 3 : 0)
        if (scores.every((s) => s > 0)) all.push({ id: item.id, score: total })
        else if (total > 0) any.push({ id: item.id, score: total })
      }
      return (all.length ? all : any)
        .sort((a, b) => b.score - a.score || a.id - b.id)
        .slice(0, 24)
        .map((h) => h.id)
    }
  },
}

/** MiniSearch, as the search uses it (src/server/catalog/product-match.ts). */
const mini: Engine = {
  name: 'MiniSearch 7.2.0 (in use)',
  build: async (docs) => {
    const { match } = productMatcher(docs.map((d) => ({ id: d.id, sku: d.sku, text: d })))
    return async (q) =>
      [...match(q).hits]
        .sort((a, b) => b.score - a.score || a.item.id - b.item.id)
        .slice(0, 24)
        .map((h) => h.item.id)
  },
}

/**
 * Orama with its Indonesian stemmer and one typo; synonyms are added to the query's words (it has no query
 * tree).
 */
const orama: Engine = {
  name: 'Orama 3.1.18',
  build: async (docs) => {
    const { stemmer } = await import('@orama/stemmers/indonesian')
    const db = create({
      schema: { name: 'string', group: 'string', brand: 'string', extra: 'string', sku: 'string' } as const,
      components: { tokenizer: { stemming: true, stemmer } },
    })
    await insertMultiple(
      db,
      docs.map((d) => ({
        id: String(d.id),
        name: d.name,
        group: `${d.category} ${d.department}`,
        brand: d.brand ?? '',
        extra: `${d.tags} ${d.material} ${d.color} ${d.style} ${d.room}`,
        sku: d.sku.replace(/-/g, ''),
      })),
      5000,
    )
    return async (q) => {
      const term = [...new Set(words(q).flatMap((w) => [w, ...expand(w)]))].join(' ')
      const result = await oramaSearch(db, {
        term: `${term} ${q.toLowerCase().replace(/[-\s]/g, '')}`,
        properties: ['name', 'group', 'brand', 'extra', 'sku'],
        boost: { name: 5, group: 3, brand: 2, extra: 1.5, sku: 10 },
        tolerance: 1,
        limit: 24,
      })
      return result.hits.map((h) => Number(h.id))
    }
  },
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!
const heapMb = () => {
  global.gc?.()
  return process.memoryUsage().heapUsed / 2 ** 20
}

const engines = [scan, mini, orama]

/**
 * One engine in this process: its figures as one JSON line (each engine runs alone, so memory is its own).
 */
async function measure(engine: Engine) {
  const docs = catalogue(size)
  const byId = new Map(docs.map((d) => [d.id, d]))
  const before = heapMb()
  const started = performance.now()
  const query = await engine.build(docs)
  const buildMs = Math.round(performance.now() - started)
  const memoryMb = Math.round(heapMb() - before)
  const failed: string[] = []
  for (const [q, expected] of relevance) {
    const first = byId.get((await query(q))[0]!)
    if (!first || !expected(first))
      failed.push(`${q} → ${first ? `${first.name} (${first.category})` : 'nothing'}`)
  }
  const times: number[] = []
  for (let n = 0; n < 300; n++) {
    const t = performance.now()
    await query(uniqueQuery(n * 3).q)
    times.push(performance.now() - t)
  }
  const figures = {
    engine: engine.name,
    products: docs.length,
    buildMs,
    memoryMb,
    p50Ms: +percentile(times, 50).toFixed(2),
    p99Ms: +percentile(times, 99).toFixed(2),
    relevance: `${relevance.length - failed.length}/${relevance.length}`,
    failed,
  }
  console.log(JSON.stringify(figures))
}

const only = process.argv.find((a) => a.startsWith('--engine='))
if (only) await measure(engines[Number(only.split('=')[1])]!)
else {
  const { execFileSync } = await import('node:child_process')
  const rows = engines.map((_, i) => {
    const out = execFileSync(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', process.argv[1]!, `--products=${size}`, `--engine=${i}`],
      { encoding: 'utf8' },
    )
    return JSON.parse(out.trim().split('\n').pop()!) as { failed: string[] } & Record<string, unknown>
  })
  console.log(
    `${size} products, node ${process.version}, 300 two-word queries (bench/scenarios.mjs) and the 30 relevance queries`,
  )
  console.table(rows.map(({ failed: _, ...row }) => row))
  for (const row of rows)
    for (const f of row.failed) console.log(`${row.engine}: first result not as expected for ${f}`)
}

import MiniSearch from 'minisearch'

import { expand, stem, stemsOf, words } from '@/lib/text-search'

/**
 * The words of a product search looks in: its name first, then its category and department, brand and the
 * rest.
 */
export type ProductText = {
  name: string
  category: string | null
  department: string | null
  brand: string | null
  tags: string | null
  material: string | null
  color: string | null
  style: string | null
  room: string | null
}
export type Matchable = { id: number; sku: string; text: ProductText }
export type Scored<T> = { item: T; score: number }
export type ProductMatcher<T> = {
  /** The matches, best first; the list may be shared, so callers do not change it. */
  match: (q: string) => { hits: readonly Scored<T>[]; relaxed: boolean }
  /** Adds a product, or replaces the one with its id. */
  put: (item: T) => void
  remove: (id: number) => void
  /** Every product held, in no particular order. */
  values: () => Iterable<T>
  /**
   * What `make` answers for the products held, made once per change of the index (one pass over 50,000
   * products costs a page more than its render): `make` is the key, so pass a module-level function.
   */
  derive: <R>(make: (items: Iterable<T>) => R) => R
  readonly size: number
}

type Entry = { id: number; name: string; group: string; brand: string; extra: string }

/**
 * The product search's index (MiniSearch: an inverted index over a radix tree, chosen over our own scan of
 * every product and over Orama in bench/search-engines.ts: same relevance, 6 to 8 times faster,
 * docs/performance.md). Words go through our Indonesian/English stemming; each query word stands for any of
 * its synonyms and all words are required (any of them, "relaxed", when no product has them all); prefixes
 * count from three letters and one typo from five; a whole SKU, with or without dashes, finds its product
 * alone. Products are put and removed one at a time, so a change of the catalogue updates the index rather
 * than rebuilding it (search-index.ts).
 */
export function productMatcher<T extends Matchable>(items: T[] = []): ProductMatcher<T> {
  const index = new MiniSearch<Entry>({
    fields: ['name', 'group', 'brand', 'extra'],
    tokenize: (text) => words(text),
    processTerm: (term) => stem(term),
    searchOptions: {
      boost: { name: 5, group: 3, brand: 2, extra: 1.5 },
      prefix: (term) => term.length >= 3,
      fuzzy: (term) => (term.length >= 5 ? 1 : false),
      weights: { prefix: 0.6, fuzzy: 0.4 },
      // Query words arrive stemmed and expanded already (the tree below).
      processTerm: (term) => term,
    },
  })
  const byId = new Map<number, T>()
  const bySku = new Map<string, T>()
  const categoryStems = new Map<number, Set<string>>()
  const skuKey = (sku: string) => sku.toLowerCase().replace(/[-\s]/g, '')

  let everything: Scored<T>[] | null = null
  let derived = new Map<(items: Iterable<T>) => unknown, unknown>()
  const changed = () => {
    everything = null
    if (derived.size) derived = new Map()
  }
  const remove = (id: number) => {
    const item = byId.get(id)
    if (!item) return
    changed()
    index.discard(id)
    byId.delete(id)
    if (bySku.get(skuKey(item.sku)) === item) bySku.delete(skuKey(item.sku))
    categoryStems.delete(id)
  }
  const put = (item: T) => {
    remove(item.id)
    changed()
    const t = item.text
    index.add({
      id: item.id,
      name: t.name,
      group: `${t.category ?? ''} ${t.department ?? ''}`,
      brand: t.brand ?? '',
      extra: `${t.tags ?? ''} ${t.material ?? ''} ${t.color ?? ''} ${t.style ?? ''} ${t.room ?? ''}`,
    })
    byId.set(item.id, item)
    bySku.set(skuKey(item.sku), item)
    categoryStems.set(item.id, stemsOf(t.category))
  }
  for (const item of items) put(item)

  const match: ProductMatcher<T>['match'] = (q) => {
    const sku = bySku.get(skuKey(q))
    if (sku) return { hits: [{ item: sku, score: 100 }], relaxed: false }
    const queryWords = words(q)
    // No words: every product (a category page), the list made once per change of the index. Callers read it.
    if (!queryWords.length) {
      everything ??= [...byId.values()].map((item) => ({ item, score: 0 }))
      return { hits: everything, relaxed: false }
    }
    const expanded = queryWords.map((w) => expand(w))
    const tree = (combineWith: 'AND' | 'OR') => ({
      combineWith,
      queries: expanded.map((stems) => ({ combineWith: 'OR' as const, queries: stems })),
    })
    let results = index.search(tree('AND'))
    const relaxed = results.length === 0
    if (relaxed) results = index.search(tree('OR'))
    // "sofa" means sofas first, then cushions for sofas: a bonus when the query names the product's whole
    // category.
    const namesCategory = (id: number) => {
      const stems = categoryStems.get(id)!
      return stems.size > 0 && [...stems].every((s) => expanded.some((e) => e.includes(s)))
    }
    return {
      hits: results.map((r) => ({
        item: byId.get(r.id as number)!,
        score: r.score * (namesCategory(r.id as number) ? 1.5 : 1),
      })),
      relaxed: relaxed && results.length > 0,
    }
  }
  return {
    match,
    put,
    remove,
    values: () => byId.values(),
    derive: <R>(make: (items: Iterable<T>) => R): R => {
      if (!derived.has(make)) derived.set(make, make(byId.values()))
      return derived.get(make) as R
    },
    get size() {
      return byId.size
    },
  }
}

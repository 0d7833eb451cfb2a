import { describe, expect, it } from 'vitest'

import { type ProductText, productMatcher } from '@/server/catalog/product-match'

const text = (name: string, category: string, extra: Partial<ProductText> = {}): ProductText => ({
  name,
  category,
  department: null,
  brand: 'Loka Home',
  tags: null,
  material: null,
  color: null,
  style: null,
  room: null,
  ...extra,
})
const items = [
  {
    id: 1,
    sku: 'RL-0101-001',
    text: text('Sofa 3 Dudukan Nara Kain Linen', 'Sofa', { tags: 'couch, settee' }),
  },
  { id: 2, sku: 'RL-0101-002', text: text('Sofa Bed Laras Beludru', 'Sofa', { tags: 'couch, settee' }) },
  {
    id: 3,
    sku: 'RL-0404-001',
    text: text('Bantal Sofa Indah Beludru', 'Bantal Sofa', { tags: 'cushion, pillow' }),
  },
  {
    id: 4,
    sku: 'RL-0302-001',
    text: text('Kursi Kantor Ergonomis Bayu Mesh', 'Kursi Kantor', { tags: 'office chair, ergonomic chair' }),
  },
  {
    id: 5,
    sku: 'RL-0201-003',
    text: text('Kasur Pegas Saku Sekar Pocket Spring', 'Kasur', { tags: 'mattress, spring bed' }),
  },
]
const { match } = productMatcher(items)
const first = (q: string) => [...match(q).hits].sort((a, b) => b.score - a.score)[0]?.item.id

describe('productMatcher', () => {
  it('ranks the category a query names before products that only mention it', () => {
    const ranked = [...match('sofa').hits].sort((a, b) => b.score - a.score).map((h) => h.item.id)
    expect(ranked.slice(0, 2).sort()).toEqual([1, 2])
    expect(ranked[2]).toBe(3)
    expect(first('bantal sofa')).toBe(3)
  })

  it('needs every word, and falls back to any word (relaxed) when no product has them all', () => {
    expect(match('sofa bed').hits.map((h) => h.item.id)).toEqual([2])
    const relaxed = match('sofa zzzqx')
    expect(relaxed.relaxed).toBe(true)
    expect(relaxed.hits.length).toBe(3)
    expect(match('zzzqx')).toEqual({ hits: [], relaxed: false })
  })

  it('understands English, plurals, prefixes and a typo', () => {
    expect(first('office chair')).toBe(4)
    expect(first('mattresses')).toBe(5)
    expect(first('ergo')).toBe(4)
    expect(first('kasue')).toBe(5)
  })

  it('finds a product by its whole SKU, with or without dashes, alone', () => {
    expect(match('RL-0302-001').hits.map((h) => h.item.id)).toEqual([4])
    expect(match('rl0302001').hits.map((h) => h.item.id)).toEqual([4])
  })

  it('gives every product, unscored, for an empty query', () => {
    expect(match('  ').hits.map((h) => h.item.id)).toEqual([1, 2, 3, 4, 5])
  })

  it('takes a changed product in place, and forgets one taken out, by words and by SKU', () => {
    const index = productMatcher(items)
    // The empty query's list is kept between calls, and made again after each change.
    expect(index.match('').hits).toBe(index.match('').hits)
    expect(index.match('').hits.find((h) => h.item.id === 2)?.item.text.name).not.toBe('Sofa Bed Laras Katun')
    index.put({ id: 2, sku: 'RL-0101-099', text: text('Sofa Bed Laras Katun', 'Sofa') })
    expect(index.match('beludru').hits.map((h) => h.item.id)).toEqual([3])
    expect(index.match('katun').hits.map((h) => h.item.id)).toEqual([2])
    expect(index.match('RL-0101-002').hits.map((h) => h.item.id)).not.toContain(2)
    expect(index.match('RL0101099').hits.map((h) => h.item.id)).toEqual([2])
    index.remove(5)
    expect(index.size).toBe(4)
    expect(index.match('kasur').hits).toEqual([])
    expect(index.match('RL-0201-003').hits).toEqual([])
    expect(index.match('').hits.map((h) => h.item.id)).toEqual(expect.arrayContaining([1, 2, 3, 4]))
    expect(index.match('').hits).toHaveLength(4)
    index.put({ id: 5, sku: 'RL-0201-003', text: text('Kasur Busa Sekar', 'Kasur') })
    expect(index.match('kasur').hits.map((h) => h.item.id)).toEqual([5])
    expect(index.match('').hits.find((h) => h.item.id === 2)?.item.text.name).toBe('Sofa Bed Laras Katun')
    expect(index.match('').hits).toHaveLength(5)
  })
})

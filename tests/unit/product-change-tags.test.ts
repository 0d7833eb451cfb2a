import { describe, expect, it } from 'vitest'

import { batchChangeTags, documentChangeTags, productChangeTags } from '../../src/server/cache-tags'

describe("a product's change tags", () => {
  const saved = { id: 7, url_key: 'sofa', is_enabled: true, category: 3, room: 2, sold_count: 10, price: 100 }

  it('moves its own tag, and which products are placed where only when it is new, gone or placed anew', () => {
    expect(productChangeTags(saved, null)).toEqual(['product:7', 'products:set'])
    expect(productChangeTags({ ...saved, price: 120 }, saved)).toEqual(['product:7'])
    // The saved document may carry its relationships whole.
    const populated = { ...saved, price: 120, category: { id: 3, name: 'Sofa' }, room: { id: 2 } }
    expect(productChangeTags(populated, saved)).toEqual(['product:7'])
    for (const change of [{ category: 4 }, { room: null }, { sold_count: 11 }, { is_enabled: false }])
      expect(productChangeTags({ ...saved, ...change }, saved), JSON.stringify(change)).toEqual([
        'product:7',
        'products:set',
      ])
  })
  it('are what the generic revalidate hook moves for products, and nothing finer for other collections', () => {
    expect(documentChangeTags('products', { ...saved, price: 120 }, saved)).toEqual(['product:7'])
    expect(documentChangeTags('products', saved, undefined)).toEqual(['product:7', 'products:set'])
    expect(documentChangeTags('products', undefined, saved)).toEqual([])
    expect(documentChangeTags('faqs', { id: 1, question: 'Q' }, null)).toEqual([])
    expect([batchChangeTags('products'), batchChangeTags('faqs')]).toEqual([['products:set'], []])
  })
})

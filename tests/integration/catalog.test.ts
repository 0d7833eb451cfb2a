import { describe, expect, it } from 'vitest'

import { call, staffFind, staffUpdate } from '../support/contract'

const search = (body: Record<string, unknown>, query = '') =>
  call('POST', `/api/product/search${query}`, { body })

describe('POST /api/product/search', () => {
  it('finds products by name, case- and accent-insensitively, with facets and totals', async () => {
    const { status, json } = await search({ q: 'SÓFA' })
    expect(status).toBe(200)
    expect(json.data.total).toBeGreaterThan(20)
    expect(json.data.products[0].name.toLowerCase()).toContain('sofa')
    expect(json.data.facets.categories.map((c: { slug: string }) => c.slug)).toContain('sofa')
    expect(json.data.facets.prices.reduce((a: number, p: { count: number }) => a + p.count, 0)).toBe(
      json.data.total,
    )
  })
  it('understands English and Indonesian word forms', async () => {
    const couch = await search({ q: 'couches' })
    expect(couch.json.data.products[0].category.slug).toBe('sofa')
    const mattress = await search({ q: 'mattress' })
    expect(mattress.json.data.products[0].category.slug).toBe('kasur')
  })
  it('finds a product by its SKU', async () => {
    const { json } = await search({ q: 'RL-0101-001' })
    expect(json.data.products[0].sku).toBe('RL-0101-001')
  })
  it('tolerates a typo', async () => {
    const { json } = await search({ q: 'lemary' })
    expect(json.data.products.length).toBeGreaterThan(0)
    expect(json.data.products[0].category.slug).toBe('lemari-pakaian')
  })
  it('filters by category, brand and price, and sorts by price', async () => {
    const { json } = await search({
      q: 'meja',
      category: 'meja-makan',
      price_min: 2_000_000,
      price_max: 8_000_000,
      sort: 'price_asc',
    })
    const prices = json.data.products.map(
      (p: { sale_price: number | null; price: number }) => p.sale_price ?? p.price,
    )
    expect(prices.length).toBeGreaterThan(0)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    expect(prices.every((p: number) => p >= 2_000_000 && p <= 8_000_000)).toBe(true)
    expect(
      json.data.products.every((p: { category: { slug: string } }) => p.category.slug === 'meja-makan'),
    ).toBe(true)
    // Each facet counts the matches of every filter but its own: the chosen category counts every result,
    // other categories of "meja" stay offered, and the price buckets count the category's matches at any
    // price.
    type Facet = { slug?: string; count: number; min?: number }
    const categories: Facet[] = json.data.facets.categories
    expect(categories.find((c) => c.slug === 'meja-makan')?.count).toBe(json.data.total)
    expect(categories.length).toBeGreaterThan(1)
    const buckets: Facet[] = json.data.facets.prices
    expect(buckets.reduce((sum, b) => sum + b.count, 0)).toBeGreaterThan(json.data.total)
  })
  it('filters by department and pages stably', async () => {
    const first = await search({ category: 'kamar-tidur', page: 1, page_size: 10, sort: 'best_seller' })
    const second = await search({ category: 'kamar-tidur', page: 2, page_size: 10, sort: 'best_seller' })
    // 78 enabled products in the department, 3 of them B2B only (not on the public site).
    expect(first.json.data.total).toBe(78 - 3)
    const ids = [...first.json.data.products, ...second.json.data.products].map((p: { id: number }) => p.id)
    expect(new Set(ids).size).toBe(20)
  })
  it('keeps a listing without words until the catalogue changes: an edit reorders it at once', async () => {
    const listing = async () =>
      (await search({ category: 'kamar-tidur', page: 2, page_size: 10, sort: 'price_desc' })).json.data
    const before = await listing()
    const moved = before.products[9] as { id: number }
    expect((await listing()).products).toEqual(before.products) // asked again: the same answer
    const top = (await search({ category: 'kamar-tidur', page: 1, page_size: 1, sort: 'price_desc' })).json
      .data.products[0]
    const [doc] = (await staffFind('products', { id: { equals: moved.id } })).docs
    try {
      const raised = top.price + 1_000_000
      expect((await staffUpdate('products', moved.id, { price: raised, sale_price: null })).status).toBe(200)
      const after = await search({ category: 'kamar-tidur', page: 1, page_size: 10, sort: 'price_desc' })
      expect(after.json.data.products[0]).toMatchObject({ id: moved.id, price: raised })
      expect(after.json.data.total).toBe(before.total)
    } finally {
      await staffUpdate('products', moved.id, { price: doc.price, sale_price: doc.sale_price ?? null })
    }
  })
  it('also finds promotions and articles', async () => {
    const { json } = await search({ q: 'kasur' })
    expect(json.data.promotions.map((p: { slug: string }) => p.slug)).toContain('pekan-kasur-nyenyak')
    expect(json.data.articles.length).toBeGreaterThan(0)
  })
  it('finds what staff just renamed: the indexes in memory follow edits at once', async () => {
    const [promotion] = (await staffFind('promotions', { slug: { equals: 'pekan-kasur-nyenyak' } })).docs
    const [article] = (await staffFind('articles', { is_enabled: { equals: true } })).docs
    const [product] = (
      await staffFind('products', {
        and: [{ is_enabled: { equals: true } }, { is_informab2b: { equals: false } }],
      })
    ).docs
    await search({ q: 'zamrudkilau' }) // builds the indexes before the edits, so the edits must rebuild them
    try {
      expect(
        (await staffUpdate('promotions', promotion.id, { summary: `${promotion.summary} Zamrudkilau` }))
          .status,
      ).toBe(200)
      expect(
        (await staffUpdate('articles', article.id, { excerpt: `${article.excerpt} Zamrudkilau` })).status,
      ).toBe(200)
      expect(
        (await staffUpdate('products', product.id, { name: `${product.name} Zamrudkilau` })).status,
      ).toBe(200)
      const { json } = await search({ q: 'zamrudkilau' })
      expect(json.data.promotions.map((p: { id: number }) => p.id)).toEqual([promotion.id])
      expect(json.data.articles.map((a: { id: number }) => a.id)).toEqual([article.id])
      expect(json.data.products.map((p: { id: number }) => p.id)).toEqual([product.id])
    } finally {
      await staffUpdate('promotions', promotion.id, { summary: promotion.summary })
      await staffUpdate('articles', article.id, { excerpt: article.excerpt })
      await staffUpdate('products', product.id, { name: product.name })
    }
    expect((await search({ q: 'zamrudkilau' })).json.data.total).toBe(0)
  })
  it('answers an empty result, not an error, for nonsense', async () => {
    const { status, json } = await search({ q: 'qwxzzy' })
    expect(status).toBe(200)
    expect(json.data).toMatchObject({ total: 0, products: [] })
  })
  it.each([
    [{ page_size: 500 }, 'page_size can be at most 100'],
    [{ sort: 'cheapest' }, 'sort must be one of relevance, price_asc, price_desc, newest, best_seller'],
    [{ price_min: 9, price_max: 1 }, 'price_min cannot be above price_max'],
    [{ q: 'x'.repeat(101) }, 'q is too long'],
  ])('refuses %o', async (body, message) => {
    const { status, json } = await search(body)
    expect(status).toBe(400)
    expect(json.message).toContain(message)
  })
  it('refuses is_enabled=false without staff rights', async () => {
    expect((await search({ q: 'sofa' }, '?is_enabled=false')).status).toBe(403)
  })
})

describe('GET /api/flash/getbytype', () => {
  it('gives the live homepage flash sale with flash prices below the normal ones', async () => {
    const { json } = await call('GET', '/api/flash/getbytype?type=homepage')
    expect(json.data.flash_sale.type).toBe('homepage')
    expect(json.data.items.length).toBeGreaterThan(3)
    for (const item of json.data.items) expect(item.flash_price).toBeLessThan(item.product.price)
  })
  it('gives null for a placement with no sale, and needs a type', async () => {
    expect((await call('GET', '/api/flash/getbytype?type=nowhere')).json.data).toMatchObject({
      flash_sale: null,
      items: [],
    })
    expect((await call('GET', '/api/flash/getbytype')).json.message).toBe('type is required')
  })
})

describe('GET /api/product/recommendation', () => {
  it('gives best sellers for the homepage, most sold first, without B2B products', async () => {
    const { json } = await call(
      'GET',
      '/api/product/recommendation?url_key=homepage&is_informab2b=false&tab=best-seller',
    )
    expect(json.data.products).toHaveLength(12)
  })
  it('gives new and promo tabs', async () => {
    const fresh = await call('GET', '/api/product/recommendation?url_key=homepage&tab=new&page_size=5')
    expect(fresh.json.data.products.every((p: { is_new: boolean }) => p.is_new)).toBe(true)
    const promo = await call('GET', '/api/product/recommendation?url_key=homepage&tab=promo')
    expect(promo.json.data.products.every((p: { sale_price: number | null }) => p.sale_price !== null)).toBe(
      true,
    )
  })
  it('gives related products beside a product, and 404 for an unknown url_key', async () => {
    const search = await call('POST', '/api/product/search', { body: { q: 'RL-0101-002' } })
    const product = search.json.data.products[0]
    const { json } = await call('GET', `/api/product/recommendation?url_key=${product.url_key}`)
    expect(
      json.data.products.every(
        (p: { id: number; category: { slug: string } }) => p.id !== product.id && p.category.slug === 'sofa',
      ),
    ).toBe(true)
    expect((await call('GET', '/api/product/recommendation?url_key=nope')).status).toBe(404)
    expect((await call('GET', '/api/product/recommendation?url_key=homepage&tab=cheap')).status).toBe(400)
  })
})

describe('search ranking', () => {
  it('puts the category a query names before products that only mention it', async () => {
    // The 25 sofas the public site shows (the 26th is B2B only).
    const { json } = await call('POST', '/api/product/search', { body: { q: 'sofa', page_size: 25 } })
    expect(json.data.products.every((p: { category: { slug: string } }) => p.category.slug === 'sofa')).toBe(
      true,
    )
  })
})

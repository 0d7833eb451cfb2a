import { describe, expect, it } from 'vitest'

import { baseUrl, call, staffFind, staffUpdate } from '../support/contract'

type Detail = {
  id: number
  url_key: string
  price: number
  price_now: number
  flash_sale: { flash_price: number; stock: number } | null
  breadcrumb: { slug: string }[]
  category: { slug: string }
  related: { id: number; url_key: string }[]
}
const detail = (urlKey: string) => call('GET', `/api/product/fe/detail?url_key=${encodeURIComponent(urlKey)}`)
const page = (path: string) => fetch(`${baseUrl()}${path}`, { redirect: 'manual' })

/** A product of the seed by its SKU (staff read, whatever its flags). */
async function bySku(sku: string) {
  const { docs } = await staffFind('products', { sku: { equals: sku } })
  return docs[0] as { id: number; url_key: string; is_enabled: boolean; is_informab2b: boolean }
}

describe('GET /api/product/fe/detail', () => {
  it('gives a product with its category trail, related products and the price paid now', async () => {
    const { status, json } = await detail((await bySku('RL-0101-002')).url_key)
    expect(status).toBe(200)
    const product = json.data as Detail
    expect(product.breadcrumb.at(-1)!.slug).toBe(product.category.slug)
    expect(product.breadcrumb.length).toBeGreaterThanOrEqual(2)
    expect(product.related.length).toBeGreaterThan(0)
    expect(product.related.every((p) => p.id !== product.id)).toBe(true)
    expect(product.price_now).toBeLessThanOrEqual(product.price)
  })

  it('names the looks and rooms that feature the product, with their pages', async () => {
    const { json } = await detail((await bySku('RL-0101-009')).url_key)
    const { looks, rooms } = json.data as { looks: { path: string }[]; rooms: { path: string }[] }
    expect(looks.map((l) => l.path)).toContain('/shop-the-look#japandi-yang-menenangkan')
    expect(rooms.map((r) => r.path)).toContain('/room-of-inspiration/ruang-tamu-skandinavia-yang-cerah')
  })

  it('prices a product in a running flash sale at its flash price, with the sale’s counter', async () => {
    const flash = await call('GET', '/api/flash/getbytype?type=homepage')
    const item = flash.json.data.items[0]
    expect(item, 'the demo seed runs a homepage flash sale').toBeTruthy()
    const { json } = await detail(item.product.url_key)
    expect(json.data.price_now).toBe(item.flash_price)
    expect(json.data.flash_sale).toMatchObject({ flash_price: item.flash_price, stock: item.stock })
  })

  it('answers 404 for an unknown, a disabled and a B2B-only product, and 400 naming url_key for bad input', async () => {
    expect((await detail('tidak-ada-produk-ini')).status).toBe(404)
    const { docs } = await staffFind('products', { is_enabled: { equals: false } })
    expect(docs.length).toBeGreaterThan(0)
    expect((await detail(docs[0].url_key)).status).toBe(404)
    const b2b = (await staffFind('products', { is_informab2b: { equals: true } })).docs[0]
    expect((await detail(b2b.url_key)).status).toBe(404)
    for (const bad of ['', '<script>', 'a'.repeat(201)]) {
      const { status, json } = await detail(bad)
      expect(status).toBe(400)
      expect(JSON.stringify(json)).toContain('url_key')
    }
    expect((await call('GET', '/api/product/fe/detail')).status).toBe(400)
  })
})

describe('/produk/{url_key}', () => {
  it('renders the product with its price, details, structured data and canonical link', async () => {
    const product = (await detail((await bySku('RL-0101-002')).url_key)).json.data as Detail & {
      name: string
      sku: string
    }
    const response = await page(`/produk/${product.url_key}`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain(product.name.replace(/&/g, '&amp;'))
    expect(html).toContain(`/produk/${product.url_key}"`)
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/produk/${product.url_key}"`))
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]!),
    )
    const data = jsonLd.find((d) => d['@type'] === 'Product')
    expect(data).toMatchObject({
      sku: product.sku,
      offers: { priceCurrency: 'IDR', price: product.price_now },
    })
    // The trail goes through the product's categories to their pages.
    expect(html).toContain(`href="/kategori/${product.breadcrumb[0]!.slug}"`)
  })

  it('answers the 404 view for a disabled product, readable without JavaScript', async () => {
    const product = await bySku('RL-0101-003')
    await staffUpdate('products', product.id, { is_enabled: false })
    try {
      const response = await page(`/produk/${product.url_key}`)
      expect(response.status).toBe(404)
      expect(await response.text()).toContain('This page could not be found')
    } finally {
      await staffUpdate('products', product.id, { is_enabled: true })
    }
    expect((await page(`/produk/${product.url_key}`)).status).toBe(200)
  })
})

describe('POST /api/site/log/handoff', () => {
  /** A click in a shopper's browser on a page of the site: a browser's name, and where it says it is. */
  const fromPage = (client: string) => ({
    'user-agent':
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    'sec-fetch-site': 'same-origin',
    'x-forwarded-for': client,
  })
  const handoff = (path: string, headers: Record<string, string>) =>
    call('POST', '/api/site/log/handoff', { body: { path }, headers })

  it('counts each click once, per product page and day, and stores nothing about the shopper', async () => {
    const path = `/produk/${(await bySku('RL-0102-004')).url_key}`
    const first = await handoff(`${path}?utm_source=x`, fromPage('203.0.113.21'))
    expect(first.status).toBe(200)
    expect(first.json.data).toMatchObject({ path, counted: true })
    const second = await handoff(path, fromPage('203.0.113.22'))
    expect(second.json.data.handoffs).toBe(first.json.data.handoffs + 1)
    const { docs } = await staffFind('visit-counts', {
      path: { equals: path },
      day: { equals: first.json.data.day },
    })
    expect(docs).toHaveLength(1)
    expect(Number(docs[0].handoffs)).toBe(second.json.data.handoffs)
    // The row holds a path, a day and two counters: no address, agent or anything else of the shopper.
    expect(Object.keys(docs[0]).sort()).toEqual([
      'count',
      'createdAt',
      'day',
      'handoffs',
      'id',
      'path',
      'updatedAt',
    ])
    expect(JSON.stringify(docs[0])).not.toMatch(/203\.0\.113|Mozilla/)
  })

  it('does not count a script, a crawler, or a path that is not a product page the site shows', async () => {
    const path = `/produk/${(await bySku('RL-0102-005')).url_key}`
    const notCounted = async (headers: Record<string, string>, asked = path) =>
      expect((await handoff(asked, headers)).json.data).toMatchObject({ counted: false, handoffs: null })
    const { 'sec-fetch-site': _site, ...noFetchSite } = fromPage('203.0.113.31')
    await notCounted(noFetchSite)
    await notCounted({ ...fromPage('203.0.113.32'), 'sec-fetch-site': 'cross-site' })
    await notCounted({
      ...fromPage('203.0.113.33'),
      'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)',
    })
    await notCounted(fromPage('203.0.113.34'), '/produk/tidak-ada-produk-ini')
    const b2b = (await staffFind('products', { is_informab2b: { equals: true } })).docs[0]
    await notCounted(fromPage('203.0.113.35'), `/produk/${b2b.url_key}`)
    const { docs } = await staffFind('visit-counts', { path: { equals: path } })
    expect(docs.map((d: { handoffs: number }) => Number(d.handoffs))).toEqual([])
  })

  it('refuses a path outside the product pages with 400, and asks for the contract’s headers', async () => {
    const faq = await handoff('/faq', fromPage('203.0.113.41'))
    expect(faq.status).toBe(400)
    expect(JSON.stringify(faq.json)).toContain('path must be a product page')
    const bare = await fetch(`${baseUrl()}/api/site/log/handoff`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/produk/x' }),
    })
    expect(bare.status).toBe(401)
  })
})

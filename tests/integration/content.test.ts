import { describe, expect, it } from 'vitest'

import { baseUrl, call, staffAuthorization } from '../support/contract'

describe('content calls', () => {
  it('GET /api/brand/list gives group stores, INFORMA among them, with totals', async () => {
    const { status, json } = await call('GET', '/api/brand/list?type=store&page_size=50')
    expect(status).toBe(200)
    expect(json.data.data_brand.map((b: { code: string }) => b.code)).toContain('INFORMA')
    expect(json.data.data_brand.every((b: { type: string }) => b.type === 'store')).toBe(true)
    expect(json.data).toMatchObject({ total: 7, page: 1, page_size: 50, total_page: 1 })
  })
  it('GET /api/brand/list refuses an unknown type', async () => {
    const { status, json } = await call('GET', '/api/brand/list?type=shoe')
    expect(status).toBe(400)
    expect(json.title).toBe('type must be store or product')
  })

  it('POST /api/sl/listByType gives the header menu in order', async () => {
    const { json } = await call('POST', '/api/sl/listByType', {
      body: { type: 'FE_HEADER', page: 1, page_size: 10 },
    })
    expect(json.data.selections[0]).toMatchObject({ description: 'Promo', link: '/home-promotion' })
    expect(json.data.total).toBe(7)
  })
  it('POST /api/sl/listByType gives the chat number with its link placeholder', async () => {
    const { json } = await call('POST', '/api/sl/listByType', { body: { type: 'FE_FLOATING_WA_NO' } })
    expect(json.data.selections[0].link).toContain('{value}')
    expect(json.data.selections[0].value).toMatch(/^62\d+/)
  })
  it('POST /api/sl/listByType needs a type and a JSON body', async () => {
    expect((await call('POST', '/api/sl/listByType', { body: {} })).json.message).toBe('type is required')
    const broken = await call('POST', '/api/sl/listByType', { body: '{not json' })
    expect(broken.status).toBe(400)
    expect(broken.json.message).toBe('The request body must be valid JSON')
  })

  it('GET /api/seo/fe/detail finds the record of a path and falls back for details', async () => {
    const exact = await call('GET', '/api/seo/fe/detail?link_url=/kalender-event')
    expect(exact.json.data.meta_title).toBe('Kalender Event | Rumah Loka')
    const detail = await call('GET', '/api/seo/fe/detail?link_url=/inspirations/some-article?utm=x')
    expect(detail.json.data).toMatchObject({
      matched_url: '/inspirations',
      link_url: '/inspirations/some-article',
    })
    const unknown = await call('GET', '/api/seo/fe/detail?link_url=/no/such/page')
    expect(unknown.json.data.matched_url).toBe('/')
  })
  it("shows a staff member's new SEO record in the page's head at once, and the fallback once it is gone", async () => {
    const path = '/produk/sofa-2-dudukan-kirana-kain-boucle-rl-0101-002'
    const keywords = async () =>
      (await (await fetch(`${baseUrl()}${path}`)).text()).match(
        /<meta name="keywords" content="([^"]*)"/,
      )?.[1]
    // Without a record of its own, the page falls back to the home page's.
    const fallback = await keywords()
    expect(fallback).toBe('furnitur, sofa, kasur, dekorasi rumah')
    const staff = { ...(await staffAuthorization()), 'content-type': 'application/json' }
    const created = await fetch(`${baseUrl()}/cms-api/seo`, {
      method: 'POST',
      headers: staff,
      body: JSON.stringify({
        link_url: path,
        meta_title: 'Sofa Kirana',
        meta_keyword: 'sofa boucle, sofa 2 dudukan',
      }),
    })
    expect(created.status).toBe(201)
    const { doc } = await created.json()
    try {
      expect((await call('GET', `/api/seo/fe/detail?link_url=${path}`)).json.data.matched_url).toBe(path)
      expect(await keywords()).toBe('sofa boucle, sofa 2 dudukan')
    } finally {
      await fetch(`${baseUrl()}/cms-api/seo/${doc.id}`, { method: 'DELETE', headers: staff })
    }
    expect((await call('GET', `/api/seo/fe/detail?link_url=${path}`)).json.data.matched_url).toBe('/')
    expect(await keywords()).toBe(fallback)
  })
  it('GET /api/seo/fe/detail needs a path', async () => {
    expect((await call('GET', '/api/seo/fe/detail')).json.message).toBe('link_url is required')
    expect((await call('GET', '/api/seo/fe/detail?link_url=faq')).json.message).toBe(
      'link_url must be a path starting with /',
    )
  })

  it('GET /api/websiteconfig/get gives ref_no and 404s an unknown name', async () => {
    expect((await call('GET', '/api/websiteconfig/get?config_name=ref_no')).json.data).toEqual({
      config_name: 'ref_no',
      value: 'RL-WEB-2026',
    })
    const missing = await call('GET', '/api/websiteconfig/get?config_name=nope')
    expect(missing.status).toBe(404)
    expect(missing.json.is_ok).toBe(false)
  })

  it('GET /api/category/list gives departments and their categories', async () => {
    const roots = await call('GET', '/api/category/list?parent=root&page_size=50')
    expect(roots.json.data.total).toBe(8)
    const sub = await call('GET', '/api/category/list?parent=kamar-tidur')
    expect(sub.json.data.categories.map((c: { slug: string }) => c.slug)).toEqual([
      'tempat-tidur',
      'kasur',
      'lemari-pakaian',
    ])
  })
  it('GET /api/category/detail gives children, and 404 for an unknown slug', async () => {
    const { json } = await call('GET', '/api/category/detail?slug=dekorasi')
    expect(json.data.children).toHaveLength(5)
    expect((await call('GET', '/api/category/detail?slug=nothing-here')).status).toBe(404)
    expect((await call('GET', '/api/category/detail?slug=../etc')).status).toBe(400)
  })

  it('GET /api/article/list, fe/detail and product work together', async () => {
    const list = await call('GET', '/api/article/list?page_size=5')
    expect(list.json.data.articles).toHaveLength(5)
    expect(list.json.data.total).toBe(12)
    const slug = list.json.data.articles[0].slug
    const detail = await call('GET', `/api/article/fe/detail?slug=${slug}`)
    expect(detail.json.data.content.root.children.length).toBeGreaterThan(3)
    const products = await call('GET', `/api/article/product?slug=${slug}`)
    expect(products.json.data.products.length).toBeGreaterThan(0)
    expect(products.json.data.products[0].price).toBeGreaterThan(0)
    expect((await call('GET', '/api/article/product?slug=missing-article')).status).toBe(404)
  })
  it('GET /api/article/list filters by room', async () => {
    const { json } = await call('GET', '/api/article/list?room=kamar-tidur')
    expect(json.data.articles.every((a: { room: { slug: string } }) => a.room.slug === 'kamar-tidur')).toBe(
      true,
    )
  })

  it('GET /api/services/list and fe/detail', async () => {
    const list = await call('GET', '/api/services/list')
    expect(list.json.data.total).toBe(6)
    const detail = await call('GET', '/api/services/fe/detail?slug=jasa-perakitan')
    expect(detail.json.data.steps.length).toBeGreaterThan(1)
    expect((await call('GET', '/api/services/fe/detail')).json.message).toBe('slug is required')
  })

  it('GET /api/sps/list and /api/sp/fe/detail give looks with hotspot products', async () => {
    const list = await call('GET', '/api/sps/list')
    expect(list.json.data.total).toBe(6)
    const detail = await call('GET', `/api/sp/fe/detail?slug=${list.json.data.galleries[0].slug}`)
    const spot = detail.json.data.hotspots[0]
    expect(spot.x).toBeGreaterThanOrEqual(0)
    expect(spot.product.price).toBeGreaterThan(0)
  })

  it('POST /api/socmed/list', async () => {
    const { json } = await call('POST', '/api/socmed/list', { body: {} })
    expect(json.data.socmed.map((s: { platform: string }) => s.platform)).toContain('instagram')
  })

  it('POST /api/promo/show-list gives current promotions, filterable', async () => {
    const current = await call('POST', '/api/promo/show-list', { body: {} })
    expect(current.json.data.promotions.length).toBe(4)
    expect(current.json.data.promotions.every((p: { status: string }) => p.status === 'current')).toBe(true)
    const upcoming = await call('POST', '/api/promo/show-list', { body: { status: 'upcoming' } })
    expect(upcoming.json.data.promotions.map((p: { slug: string }) => p.slug)).toEqual(['teras-akhir-tahun'])
    const byCategory = await call('POST', '/api/promo/show-list', { body: { category: 'Kamar Tidur' } })
    expect(byCategory.json.data.promotions).toHaveLength(1)
    expect((await call('POST', '/api/promo/show-list', { body: { status: 'soon' } })).status).toBe(400)
  })
  it('GET /api/promo/fe/detail gives terms, products and catalogues', async () => {
    const { json } = await call('GET', '/api/promo/fe/detail?slug=harbolnas-12-12')
    expect(json.data.products.length).toBeGreaterThan(5)
    expect(json.data.ecatalogues[0].file.url).toMatch(/\.pdf$/)
    expect((await call('GET', '/api/promo/fe/detail?slug=nope')).status).toBe(404)
  })
  it('GET /api/promo/getlistecatalog gives catalogues with pages', async () => {
    const { json } = await call('GET', '/api/promo/getlistecatalog')
    expect(json.data.total).toBe(4)
    expect(json.data.ecatalogues[0].pages).toHaveLength(4)
  })
})

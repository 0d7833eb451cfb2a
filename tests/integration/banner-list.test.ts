import { describe, expect, it } from 'vitest'

import { call } from '../support/contract'

describe('GET /api/banner/list', () => {
  it('lists live hero banners in staff order with totals', async () => {
    const { status, json } = await call('GET', '/api/banner/list?section_name=hero')
    expect(status).toBe(200)
    expect(json.is_ok).toBe(true)
    expect(json.data.banners.length).toBe(4)
    expect(json.data).toMatchObject({ total: 4, page: 1, page_size: 10, total_page: 1 })
    expect(json.data.banners[0].title).toBe('Ruang Tamu Baru, Semangat Baru')
  })

  it('picks the mobile image for browser=mobile', async () => {
    const { json } = await call('GET', '/api/banner/list?section_name=hero&browser=mobile&page_size=1')
    const banner = json.data.banners[0]
    expect(banner.image.url).toBe(banner.img_mobile.url)
    expect(banner.image.url).toMatch(/-mobile\.webp$/)
  })

  it('gives the single secondary-float banner', async () => {
    const { json } = await call('GET', '/api/banner/list?section_name=secondary-float&page_size=1')
    expect(json.data.banners).toHaveLength(1)
    expect(json.data.total).toBe(1)
  })

  it('answers 401 without the website key and company code', async () => {
    const response = await fetch(`${(await import('../support/contract')).baseUrl()}/api/banner/list`)
    expect(response.status).toBe(401)
    expect((await response.json()).is_ok).toBe(false)
  })

  it('answers 401 with a wrong company code', async () => {
    const { status } = await call('GET', '/api/banner/list', { headers: { 'x-company-code': 'XXX' } })
    expect(status).toBe(401)
  })

  it.each([
    ['page_size=101', 'page_size can be at most 100'],
    ['page=0', 'page starts at 1'],
    ['browser=tablet', 'browser must be mobile or desktop'],
  ])('refuses %s with a 400 naming the field', async (query, message) => {
    const { status, json } = await call('GET', `/api/banner/list?${query}`)
    expect(status).toBe(400)
    expect(json).toMatchObject({ is_ok: false, message, title: message })
  })

  it('refuses is_enabled=false to callers without staff rights', async () => {
    const { status } = await call('GET', '/api/banner/list?is_enabled=false')
    expect(status).toBe(403)
  })

  it('pages beyond the end are empty, not an error', async () => {
    const { status, json } = await call('GET', '/api/banner/list?section_name=hero&page=9')
    expect(status).toBe(200)
    expect(json.data.banners).toEqual([])
    expect(json.data.total).toBe(4)
  })
})

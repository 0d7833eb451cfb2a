import { describe, expect, it } from 'vitest'

import { getPageBySlug } from '@/server/content/pages'
import { listPromotions } from '@/server/content/promotions'
import { searchProducts } from '@/server/catalog/search'
import { getFlashSale } from '@/server/catalog/flash-sales'
import { periodStatus } from '@/server/data/period'

/** Services called directly on the seeded demo database: no server, no HTTP, no cache. */
describe('content services', () => {
  it('a composed page comes as a view: its FAQ block carries its questions, its blocks in staff order', async () => {
    const page = await getPageBySlug('membership')
    expect(page).toMatchObject({ title: expect.any(String), path: '/membership' })
    expect(page!.blocks.map((b) => b.blockType)).toEqual(['richText', 'faq', 'callToAction'])
    const faq = page!.blocks.find((b) => b.blockType === 'faq')
    expect(faq && faq.blockType === 'faq' && faq.faqs.length).toBeGreaterThan(0)
  })
  it('an unknown or malformed slug is no page', async () => {
    expect(await getPageBySlug('tidak-ada')).toBeNull()
    expect(await getPageBySlug('../admin')).toBeNull()
  })
  it('promotions by status hold only promotions in that status at that moment', async () => {
    for (const status of ['current', 'upcoming', 'past'] as const) {
      const { promotions } = await listPromotions({ status, page: 1, page_size: 50, is_enabled: true })
      for (const p of promotions) expect(periodStatus(p), p.slug).toBe(status)
      expect(promotions.every((p) => p.status === status)).toBe(true)
    }
    const { promotions } = await listPromotions({
      status: 'current',
      page: 1,
      page_size: 50,
      is_enabled: true,
    })
    expect(promotions.length).toBeGreaterThan(0)
  })
  it('a flash sale a year from now is not running', async () => {
    expect((await getFlashSale('homepage', new Date(Date.now() + 365 * 86_400_000))).flash_sale).toBeNull()
  })
  it('search finds products by words, ranks the asked category first, and relates current promotions', async () => {
    const result = await searchProducts({ q: 'kursi kantor', sort: 'relevance', page: 1, page_size: 10 })
    expect(result.products.length).toBeGreaterThan(0)
    expect(result.products[0]!.name.toLowerCase()).toContain('kursi')
    for (const p of result.promotions) expect(periodStatus(p)).not.toBe('past')
  })
})

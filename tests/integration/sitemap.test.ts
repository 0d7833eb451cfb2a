import { describe, expect, it } from 'vitest'

import { baseUrl } from '../support/contract'

describe('sitemap.xml', () => {
  it('lists only pages that answer 200', async () => {
    const xml = await (await fetch(`${baseUrl()}/sitemap.xml`)).text()
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
    expect(paths.length).toBeGreaterThan(50)
    expect(new Set(paths).size).toBe(paths.length)
    // Every product page is drawn by one template from one read (product-page.test.ts tries it): the first,
    // the last and every 25th of the hundreds stand for them. Every other page is tried.
    const products = paths.filter((p) => p.startsWith('/produk/'))
    expect(products.length).toBeGreaterThan(100)
    expect(paths.filter((p) => p.startsWith('/kategori/')).length).toBeGreaterThan(10)
    const tried = paths.filter((p) => {
      const n = products.indexOf(p)
      return n === -1 || n % 25 === 0 || n === products.length - 1
    })
    const failing: string[] = []
    // A few at a time: the check is about status, not load.
    for (let i = 0; i < tried.length; i += 8) {
      const statuses = await Promise.all(
        tried.slice(i, i + 8).map(async (path) => ({
          path,
          status: (await fetch(`${baseUrl()}${path}`, { redirect: 'manual' })).status,
        })),
      )
      failing.push(...statuses.filter((s) => s.status !== 200).map((s) => `${s.path} → ${s.status}`))
    }
    expect(failing).toEqual([])
  }, 240_000)
})

describe('sitemap lists', () => {
  it('answers 404 for a numbered list the sitemap does not have (it fits in one file)', async () => {
    for (const name of ['1.xml', '0.xml', 'x.xml', '1.txt'])
      expect((await fetch(`${baseUrl()}/sitemap/${name}`)).status, name).toBe(404)
  })
})

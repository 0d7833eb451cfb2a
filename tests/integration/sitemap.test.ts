import { describe, expect, it } from 'vitest'

import { baseUrl } from '../support/contract'

describe('sitemap.xml', () => {
  it('lists only pages that answer 200', async () => {
    const xml = await (await fetch(`${baseUrl()}/sitemap.xml`)).text()
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
    expect(paths.length).toBeGreaterThan(50)
    expect(new Set(paths).size).toBe(paths.length)
    const failing: string[] = []
    // A few at a time: the check is about status, not load.
    for (let i = 0; i < paths.length; i += 8) {
      const statuses = await Promise.all(
        paths.slice(i, i + 8).map(async (path) => ({
          path,
          status: (await fetch(`${baseUrl()}${path}`, { redirect: 'manual' })).status,
        })),
      )
      failing.push(...statuses.filter((s) => s.status !== 200).map((s) => `${s.path} → ${s.status}`))
    }
    expect(failing).toEqual([])
  }, 240_000)
})

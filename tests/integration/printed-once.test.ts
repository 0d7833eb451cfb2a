import { describe, expect, it } from 'vitest'

import { baseUrl } from '../support/contract'

/** The page's flight data as Next.js writes it into the HTML, and the HTML without its scripts. */
function split(html: string) {
  const scripts = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!)
  return {
    flight: scripts.filter((s) => s.includes('self.__next_f')).join('\n'),
    markup: html.replace(/<script[\s\S]*?<\/script>/g, ''),
  }
}

// docs/performance.md, "Printed once": static markup travels in a document's HTML only, and in a navigation's
// flight data.
describe('static markup is printed once', () => {
  it('a document carries the static parts in its HTML, not in its flight data', async () => {
    const res = await fetch(`${baseUrl()}/`)
    expect(res.status).toBe(200)
    const { flight, markup } = split(await res.text())
    for (const mark of ['class="product-card', 'aria-label="Toko lain grup kami"', 'class="category-tile"']) {
      expect(markup).toContain(mark)
      expect(flight).not.toContain(mark.replaceAll('"', '\\"'))
      expect(flight).not.toContain(mark)
    }
    // The parts' ids stand in their place.
    expect(flight).toMatch(/\\"part\\":\\"p\d+\\"/)
  })

  it('a navigation in the app (flight data only) carries the markup itself', async () => {
    const res = await fetch(`${baseUrl()}/`, { headers: { rsc: '1' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/x-component')
    const flight = await res.text()
    expect(flight).toContain('class="product-card')
    expect(flight).not.toMatch(/"part":"p\d+"/)
  })
})

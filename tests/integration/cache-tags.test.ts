import { describe, expect, it } from 'vitest'

import { baseUrl, staffFind, staffUpdate } from '../support/contract'
import { untilKept } from '../support/page-cache'

/** Cached reads are tagged by collection slug (src/server/cache-tags.ts); these edits must show at once. */
describe('cache tags', () => {
  /** A page's HTML; text in it is escaped as HTML escapes it. */
  const page = async (path: string) => (await fetch(`${baseUrl()}${path}`)).text()
  const html = (text: string) => text.replace(/&/g, '&amp;')
  /** Whether the page cache answered (HIT) or rendered (MISS); read whole: a page is kept when it ends. */
  const served = async (path: string) => {
    const response = await fetch(`${baseUrl()}${path}`)
    return { cache: response.headers.get('x-page-cache'), html: await response.text() }
  }
  it("a picture's new alt text shows on a page at once (media edits drop every cached read)", async () => {
    const [service] = (await staffFind('services', { is_enabled: { equals: true }, image: { exists: true } }))
      .docs
    const path = `/services/${service.slug}`
    const [media] = (await staffFind('media', { id: { equals: service.image } })).docs
    const alt = `${media.alt} Zamrudkilau`
    expect(await page(path)).toContain(`alt="${html(media.alt)}"`) // the page and its reads are cached before the edit
    try {
      expect((await staffUpdate('media', media.id, { alt })).status).toBe(200)
      expect(await page(path)).toContain(`alt="${html(alt)}"`)
    } finally {
      await staffUpdate('media', media.id, { alt: media.alt })
    }
    expect(await page(path)).not.toContain(alt)
  })

  it('a new event calendar name shows on its events at once (its own tag, not the events tag)', async () => {
    const [calendar] = (await staffFind('event-calendars', { is_enabled: { equals: true } })).docs
    const list = () => page('/kalender-event?view=list')
    const name = `${calendar.name} Zamrudkilau`
    expect(await list()).toContain(`>${html(calendar.name)}</option>`)
    try {
      expect((await staffUpdate('event-calendars', calendar.id, { name })).status).toBe(200)
      expect(await list()).toContain(`>${html(name)}</option>`)
    } finally {
      await staffUpdate('event-calendars', calendar.id, { name: calendar.name })
    }
  })

  it('an edit drops only the cached pages that show what it changed (the tags each render read)', async () => {
    const paths = ['/faq', '/inspirations', '/store-locations']
    const caches = async () => Promise.all(paths.map(async (path) => (await served(path)).cache))
    await untilKept(caches)
    expect(await caches()).toEqual(['HIT', 'HIT', 'HIT'])

    const [faq] = (await staffFind('faqs', { is_enabled: { equals: true } })).docs
    const question = `${faq.question} Zamrudkilau`
    try {
      expect((await staffUpdate('faqs', faq.id, { question })).status).toBe(200)
      const page = await served('/faq')
      expect([page.cache, page.html.includes(html(question))]).toEqual(['MISS', true])
      expect(await caches()).toEqual(['HIT', 'HIT', 'HIT'])
    } finally {
      await staffUpdate('faqs', faq.id, { question: faq.question })
    }

    // A header link shows on every page: all of them are rendered again.
    const [link] = (await staffFind('selections', { type: { equals: 'FE_HEADER' } })).docs
    const description = `${link.description} Zamrudkilau`
    try {
      expect((await staffUpdate('selections', link.id, { description })).status).toBe(200)
      const pages = await Promise.all(paths.map(served))
      expect(pages.map((page) => [page.cache, page.html.includes(html(description))])).toEqual(
        paths.map(() => ['MISS', true]),
      )
    } finally {
      await staffUpdate('selections', link.id, { description: link.description })
    }
  })

  it("a product's edit drops its page and the pages listing products, not other products' pages", async () => {
    const shown = { is_enabled: { equals: true }, is_informab2b: { equals: false } }
    const [edited] = (await staffFind('products', shown)).docs
    // Another category and another room: the edited product is none of its related products.
    const [other] = (
      await staffFind('products', {
        ...shown,
        category: { not_equals: edited.category },
        room: { not_equals: edited.room },
      })
    ).docs
    const paths = [`/produk/${edited.url_key}`, `/produk/${other.url_key}`, '/faq', '/search']
    const caches = async () => Promise.all(paths.map(async (path) => (await served(path)).cache))
    await untilKept(caches)
    expect(await caches()).toEqual(['HIT', 'HIT', 'HIT', 'HIT'])
    const price = edited.price + 1000
    try {
      expect((await staffUpdate('products', edited.id, { price })).status).toBe(200)
      const page = await served(paths[0]!)
      expect([page.cache, page.html.includes(price.toLocaleString('id-ID'))]).toEqual(['MISS', true])
      // Another product's page and the FAQ stay; a list of products shows it: rendered again.
      expect(await caches()).toEqual(['HIT', 'HIT', 'HIT', 'MISS'])
    } finally {
      await staffUpdate('products', edited.id, { price: edited.price })
    }
  })
})

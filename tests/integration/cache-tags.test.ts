import { describe, expect, it } from 'vitest'

import { baseUrl, staffFind, staffUpdate } from '../support/contract'

/** Cached reads are tagged by collection slug (src/server/cache-tags.ts); these edits must show at once. */
describe('cache tags', () => {
  /** A page's HTML; text in it is escaped as HTML escapes it. */
  const page = async (path: string) => (await fetch(`${baseUrl()}${path}`)).text()
  const html = (text: string) => text.replace(/&/g, '&amp;')

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
})

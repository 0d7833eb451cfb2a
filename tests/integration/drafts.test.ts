import fs from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { signPreviewToken } from '@/server/preview/token'
import { isPublicPage } from '@/service-worker/rules'
import { cms } from '../support/cms'
import { baseUrl, call, staffAuthorization } from '../support/contract'
import { untilKept } from '../support/page-cache'

/*
 * Issue 55: drafts, preview, scheduled publishing and restore, over HTTP as staff, a manager with a shared
 * link, and a shopper would use them.
 */
type Json = any // eslint-disable-line @typescript-eslint/no-explicit-any

let clients = 0
const nextClient = () => `198.19.${Math.floor(++clients / 250)}.${clients % 250}`
const secret = () =>
  process.env.PAYLOAD_SECRET ??
  fs.readFileSync(path.join(inject('dataDir'), '.payload-secret'), 'utf8').trim()

/** The back-office REST API, each call from its own address (no rate limit interferes). */
const rest = (method: string, pathAndQuery: string, auth: Record<string, string> | null, body?: unknown) =>
  cms(method, pathAndQuery, auth, body, { 'x-forwarded-for': nextClient() })

async function staffOf(role: 'editor' | 'publisher', admin: Record<string, string>) {
  const email = `${role}-drafts-${Date.now()}@rumahloka.test`
  const password = `${role}-pass-${Date.now()}-x`
  expect((await rest('POST', '/users', admin, { email, password, role })).status).toBe(201)
  const session = await rest('POST', '/users/login', null, { email, password })
  return { Authorization: `JWT ${session.json.token}` }
}

/** A page as a shopper (no cookie) or as the holder of a preview cookie gets it. */
async function page(pathname: string, previewCookie?: string) {
  const response = await fetch(`${baseUrl()}${pathname}`, {
    headers: { 'x-forwarded-for': nextClient(), ...(previewCookie ? { cookie: previewCookie } : {}) },
  })
  return { status: response.status, html: await response.text(), headers: response.headers, response }
}

/** Opens a preview (`/api/preview?…`) and returns the cookie it set, or the refusal. */
async function openPreview(query: string, auth: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl()}/api/preview?${query}`, { headers: auth, redirect: 'manual' })
  const cookie = response.headers.get('set-cookie')?.split(';')[0] ?? null
  return {
    status: response.status,
    location: response.headers.get('location'),
    cookie,
    text: await response.text(),
  }
}

async function until(check: () => Promise<boolean>, seconds: number): Promise<boolean> {
  const end = Date.now() + seconds * 1000
  while (Date.now() < end) {
    if (await check()) return true
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return check()
}

let admin: Record<string, string>
let editor: Record<string, string>
let publisher: Record<string, string>
let banner: number
const made: number[] = []
const stamp = Date.now().toString(36)

/** A promotion running now, as the editor's draft (nobody has published it). */
async function draftPromotion(word: string) {
  const slug = `draf-${word}-${stamp}`
  const created = await rest('POST', '/promotions?draft=true', editor, {
    title: `Kampanye ${word} ${stamp}`,
    slug,
    summary: `Ringkasan ${word}`,
    banner,
    category: 'Furnitur',
    start_at: new Date(Date.now() - 86_400_000).toISOString(),
    end_at: new Date(Date.now() + 10 * 86_400_000).toISOString(),
  })
  expect(created.status).toBe(201)
  expect(created.json.doc._status).toBe('draft')
  made.push(created.json.doc.id)
  return { id: created.json.doc.id as number, slug, title: `Kampanye ${word} ${stamp}` }
}

beforeAll(async () => {
  admin = await staffAuthorization()
  editor = await staffOf('editor', admin)
  publisher = await staffOf('publisher', admin)
  banner = (await rest('GET', '/media?limit=1&depth=0', admin)).json.docs[0].id
})

afterAll(async () => {
  for (const id of made) await rest('DELETE', `/promotions/${id}`, admin)
})

describe('drafts and roles', () => {
  it('an editor saves drafts only; a publisher publishes and unpublishes', async () => {
    const plain = await rest('POST', '/promotions', editor, {
      title: 'Langsung terbit',
      summary: 'x',
      banner,
    })
    expect(plain.status).toBe(403)
    expect(plain.json.errors[0].message).toMatch(/Editors save drafts only/)
    const { id } = await draftPromotion('peran')
    expect(
      (await rest('PATCH', `/promotions/${id}?draft=true`, editor, { summary: 'Draf kedua' })).status,
    ).toBe(200)
    // Publishing in any form: the status, a save without draft, a restore as published.
    expect(
      (await rest('PATCH', `/promotions/${id}?draft=true`, editor, { _status: 'published' })).status,
    ).toBe(403)
    expect((await rest('PATCH', `/promotions/${id}`, editor, { summary: 'Tanpa draf' })).status).toBe(403)
    expect(
      (
        await rest('POST', `/promotions/${id}/schedule`, editor, {
          type: 'publish',
          at: new Date(Date.now() + 60_000).toISOString(),
        })
      ).status,
    ).toBe(403)
    const published = await rest('PATCH', `/promotions/${id}`, publisher, { _status: 'published' })
    expect(published.status).toBe(200)
    expect(published.json.doc._status).toBe('published')
    // Unpublishing and deleting what shoppers read are a publisher's too.
    expect((await rest('PATCH', `/promotions/${id}`, editor, { _status: 'draft' })).status).toBe(403)
    // A draft save that would rewrite the published version in place.
    const allLocales = `/promotions/${id}?draft=true&unpublishAllLocales=true`
    expect((await rest('PATCH', allLocales, editor, { summary: 'x' })).status).toBe(403)
    expect((await rest('DELETE', `/promotions/${id}`, editor)).status).not.toBe(200)
    const unpublished = await rest('PATCH', `/promotions/${id}`, publisher, { _status: 'draft' })
    expect(unpublished.json.doc._status).toBe('draft')
  })
})

describe('nothing unpublished reaches a shopper', () => {
  it('a draft is in no page, list, search, sitemap, contract answer, REST read or feed', async () => {
    const events = (await rest('GET', '/integration-events?limit=1&depth=0', admin)).json.totalDocs
    const word = `zirkonia${stamp}`
    const draft = await draftPromotion(word)
    expect((await page(`/home-promotion/${draft.slug}`)).status).toBe(404)
    expect((await page('/home-promotion')).html).not.toContain(draft.title)
    expect((await page(`/search?q=${word}`)).html).not.toContain(draft.title)
    expect((await page('/sitemap.xml')).html).not.toContain(draft.slug)
    expect((await call('GET', `/api/promo/fe/detail?slug=${draft.slug}`)).status).toBe(404)
    const list = await call('POST', '/api/promo/show-list', { body: { status: 'all', page_size: 100 } })
    expect(list.json.data.promotions.map((p: { slug: string }) => p.slug)).not.toContain(draft.slug)
    const search = () => call('POST', '/api/product/search', { body: { q: word } })
    expect((await search()).json.data.promotions).toEqual([])
    // The back-office's REST API, signed out: not the document, not its draft, not its versions.
    const where = `where[slug][equals]=${draft.slug}`
    expect((await rest('GET', `/promotions?${where}`, null)).json.totalDocs).toBe(0)
    expect((await rest('GET', `/promotions?${where}&draft=true`, null)).json.totalDocs).toBe(0)
    expect((await rest('GET', `/promotions/${draft.id}`, null)).status).toBe(404)
    expect((await rest('GET', `/promotions/${draft.id}?draft=true`, null)).status).toBe(404)
    expect((await rest('GET', `/promotions/versions?where[parent][equals]=${draft.id}`, null)).status).toBe(
      403,
    )
    // A preview that happens to rebuild the search's index (here, the first search after another
    // promotion was published) puts no draft into it for shoppers.
    const other = await rest('POST', '/promotions', publisher, {
      title: `Kampanye terbit ${word}`,
      slug: `terbit-${word}`,
      summary: 'Sudah terbit.',
      banner,
      start_at: new Date(Date.now() - 86_400_000).toISOString(),
      end_at: new Date(Date.now() + 10 * 86_400_000).toISOString(),
    })
    expect(other.json.doc._status).toBe('published')
    made.push(other.json.doc.id)
    const { cookie } = await openPreview(`path=${encodeURIComponent('/search')}`, admin)
    await page(`/search?q=${word}`, cookie!)
    expect((await search()).json.data.promotions.map((p: { slug: string }) => p.slug)).toEqual([
      `terbit-${word}`,
    ])
    // Content tells the retailer's systems nothing: no event in the feed for a draft.
    expect((await rest('GET', '/integration-events?limit=1&depth=0', admin)).json.totalDocs).toBe(events)
    // Each of these reads would show it once published: the checks above can fail.
    await rest('PATCH', `/promotions/${draft.id}`, publisher, { _status: 'published' })
    expect((await page(`/home-promotion/${draft.slug}`)).status).toBe(200)
    expect((await page('/sitemap.xml')).html).toContain(draft.slug)
    expect((await search()).json.data.promotions.map((p: { slug: string }) => p.slug)).toContain(draft.slug)
    expect((await call('GET', `/api/promo/fe/detail?slug=${draft.slug}`)).status).toBe(200)
    expect((await rest('GET', `/promotions?${where}`, null)).json.totalDocs).toBe(1)
  })

  it("a preview that rebuilds the product index puts no draft's name into it", async () => {
    const [room, other] = (await rest('GET', '/room-categories?limit=2&depth=0&sort=id', admin)).json.docs
    const secret = `Ruang rahasia ${stamp}`
    const roomNames = async () =>
      (await call('POST', '/api/product/search', { body: { q: '' } })).json.data.facets.rooms.map(
        (r: { name: string }) => r.name,
      )
    expect(await roomNames()).toContain(room.name)
    const drafted = await rest('PATCH', `/room-categories/${room.id}?draft=true`, editor, { name: secret })
    expect(drafted.status).toBe(200)
    // Another room category published: the index is rebuilt on the next search, here a preview's.
    expect(
      (await rest('PATCH', `/room-categories/${other.id}`, publisher, { _status: 'published' })).status,
    ).toBe(200)
    const { cookie } = await openPreview(`path=${encodeURIComponent('/search')}`, admin)
    expect((await page('/search?q=kursi', cookie!)).status).toBe(200)
    const names = await roomNames()
    expect(names).toContain(room.name)
    expect(names).not.toContain(secret)
    // Every answer to a preview is private, whatever the route set: a contract read kept for shoppers.
    const catalogues = '/api/promo/getlistecatalog'
    expect((await call('GET', catalogues)).headers.get('cache-control')).toMatch(/s-maxage/)
    const previewed = await call('GET', catalogues, { headers: { cookie: cookie! } })
    expect(previewed.headers.get('cache-control')).toBe('private, no-store')
  })

  it('a draft of a published page stays out of the page cache, the shared cache and the offline worker', async () => {
    const doc = await draftPromotion('cache')
    await rest('PATCH', `/promotions/${doc.id}`, publisher, { _status: 'published' })
    const url = `/home-promotion/${doc.slug}`
    const first = await page(url)
    expect(first.status).toBe(200)
    // On PostgreSQL the publish moves its tags again 2 s later: the page stays kept once that is past.
    await untilKept(async () => [(await page(url)).headers.get('x-page-cache')])
    expect((await page(url)).headers.get('x-page-cache')).toBe('HIT')
    // The editor's next draft: shoppers keep the published page, from the cache as before.
    const next = `Judul baru ${stamp}`
    expect((await rest('PATCH', `/promotions/${doc.id}?draft=true`, editor, { title: next })).status).toBe(
      200,
    )
    const shopper = await page(url)
    expect(shopper.html).toContain(doc.title)
    expect(shopper.html).not.toContain(next)
    expect(shopper.headers.get('x-page-cache')).toBe('HIT')
    // The preview shows the draft, marked, and is kept by nobody.
    const { cookie } = await openPreview(`path=${encodeURIComponent(url)}`, admin)
    const preview = await page(url, cookie!)
    expect(preview.html).toContain(next)
    expect(preview.html).toContain('Keluar dari pratinjau')
    expect(preview.headers.get('cache-control')).toMatch(/no-store/)
    expect(preview.headers.get('x-page-cache')).toBeNull()
    expect(isPublicPage(preview.response)).toBe(false)
    const after = await page(url)
    expect(after.html).not.toContain(next)
    expect(after.html).not.toContain('Keluar dari pratinjau')
    expect(isPublicPage(after.response)).toBe(true)
    // Published, the new title reaches shoppers at once.
    await rest('PATCH', `/promotions/${doc.id}`, publisher, { _status: 'published' })
    expect((await page(url)).html).toContain(next)
  })
})

describe('preview links', () => {
  it('open a draft for signed-in staff and for the holder of a shared link until it expires, for nobody else', async () => {
    const draft = await draftPromotion('pratinjau')
    const target = `path=${encodeURIComponent(`/home-promotion/${draft.slug}`)}`
    // Signed out, no link: told why, nothing set.
    const stranger = await openPreview(target)
    expect(stranger.status).toBe(401)
    expect(stranger.cookie).toBeNull()
    expect(stranger.text).toMatch(/staf/)
    // Staff: a cookie for two hours, back to the page.
    const staff = await openPreview(target, editor)
    expect(staff.status).toBe(303)
    expect(staff.location).toBe(`/home-promotion/${draft.slug}`)
    const seen = await page(`/home-promotion/${draft.slug}`, staff.cookie!)
    expect(seen.status).toBe(200)
    expect(seen.html).toContain(draft.title)
    // A link a staff member shares: opens without an account.
    expect((await rest('POST', `/promotions/${draft.id}/preview-link`, null, { hours: 1 })).status).toBe(403)
    expect((await rest('POST', `/promotions/${draft.id}/preview-link`, editor, { hours: 999 })).status).toBe(
      400,
    )
    const shared = await rest('POST', `/promotions/${draft.id}/preview-link`, editor, { hours: 24 })
    expect(shared.status).toBe(200)
    expect(Date.parse(shared.json.expires_at) - Date.now()).toBeGreaterThan(23.9 * 3600_000)
    const holder = await fetch(`${baseUrl()}${shared.json.url}`, { redirect: 'manual' })
    expect(holder.status).toBe(303)
    const holderCookie = holder.headers.get('set-cookie')!.split(';')[0]!
    expect((await page(`/home-promotion/${draft.slug}`, holderCookie)).html).toContain(draft.title)
    // Until it expires: a link valid for two more seconds works, then no longer.
    const brief = signPreviewToken(Date.now() + 2500, secret())
    const briefCookie = (await openPreview(`${target}&token=${brief}`)).cookie!
    expect((await page(`/home-promotion/${draft.slug}`, briefCookie)).status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 3000))
    expect((await page(`/home-promotion/${draft.slug}`, briefCookie)).status).toBe(404)
    expect((await openPreview(`${target}&token=${brief}`)).status).toBe(403)
    // A forged or altered token opens nothing, nor does a made-up cookie.
    const forged = signPreviewToken(Date.now() + 3600_000, 'not-the-secret')
    expect((await openPreview(`${target}&token=${forged}`)).status).toBe(403)
    expect((await page(`/home-promotion/${draft.slug}`, `rl-preview=${forged}`)).status).toBe(404)
    // Only this site's pages: no open redirect.
    expect((await openPreview('path=%2F%2Fevil.example%2F', editor)).status).toBe(400)
    expect((await openPreview('path=https%3A%2F%2Fevil.example%2F', editor)).status).toBe(400)
    // Leaving the preview clears the cookie.
    const exit = await fetch(`${baseUrl()}/api/preview/exit?path=/faq`, { redirect: 'manual' })
    expect(exit.headers.get('location')).toBe('/faq')
    expect(exit.headers.get('set-cookie')).toMatch(/^rl-preview=;.*Max-Age=0/)
  })
})

describe('scheduled publishing', () => {
  it('publishes at its time through the jobs queue, and a scheduled unpublish ends it', async () => {
    const draft = await draftPromotion('jadwal')
    const url = `/home-promotion/${draft.slug}`
    const soon = () => new Date(Date.now() + 3000).toISOString()
    const past = await rest('POST', `/promotions/${draft.id}/schedule`, publisher, {
      type: 'publish',
      at: '2020-01-01T00:00:00+07:00',
    })
    expect(past.status).toBe(400)
    const noZone = await rest('POST', `/promotions/${draft.id}/schedule`, publisher, {
      type: 'publish',
      at: '2030-01-01T00:00:00',
    })
    expect(noZone.status).toBe(400)
    const scheduled = await rest('POST', `/promotions/${draft.id}/schedule`, publisher, {
      type: 'publish',
      at: soon(),
    })
    expect(scheduled.status).toBe(201)
    expect((await page(url)).status).toBe(404)
    expect(await until(async () => (await page(url)).status === 200, 20)).toBe(true)
    expect((await rest('GET', `/promotions/${draft.id}`, admin)).json._status).toBe('published')
    await rest('POST', `/promotions/${draft.id}/schedule`, publisher, { type: 'unpublish', at: soon() })
    expect((await page(url)).status).toBe(200)
    expect(await until(async () => (await page(url)).status === 404, 20)).toBe(true)
  })
})

describe('versions', () => {
  it('restore brings back an old version; an editor may restore it only as a draft', async () => {
    const doc = await draftPromotion('versi')
    await rest('PATCH', `/promotions/${doc.id}`, publisher, { _status: 'published' })
    await rest('PATCH', `/promotions/${doc.id}`, publisher, {
      title: `Judul kedua ${stamp}`,
      _status: 'published',
    })
    const url = `/home-promotion/${doc.slug}`
    expect((await page(url)).html).toContain(`Judul kedua ${stamp}`)
    const versions = await rest(
      'GET',
      `/promotions/versions?where[parent][equals]=${doc.id}&sort=createdAt&limit=50&depth=0`,
      admin,
    )
    const first = versions.json.docs.find(
      (v: Json) => v.version.title === doc.title && v.version._status === 'published',
    )
    expect(first).toBeTruthy()
    // Who changed what and when: each version keeps its time and who saved it; the history lists them all.
    expect(versions.json.totalDocs).toBeGreaterThanOrEqual(3)
    const idOf = async (auth: Record<string, string>) => (await rest('GET', '/users/me', auth)).json.user.id
    const byVersion = versions.json.docs.map((v: Json) => v.version.edited_by)
    expect(byVersion[0]).toBe(await idOf(editor))
    expect(first.version.edited_by).toBe(await idOf(publisher))
    // Visitors of the REST API do not learn who edited.
    const signedOut = await rest('GET', `/promotions/${doc.id}`, null)
    expect(signedOut.json.title).toBe(`Judul kedua ${stamp}`)
    expect(signedOut.json).not.toHaveProperty('edited_by')
    expect((await rest('POST', `/promotions/versions/${first.id}`, editor)).status).toBe(403)
    // A draft version restored without ?draft would unpublish the live document: refused too.
    const draftVersion = versions.json.docs.find((v: Json) => v.version._status === 'draft')
    expect((await rest('POST', `/promotions/versions/${draftVersion.id}`, editor)).status).toBe(403)
    expect((await page(url)).status).toBe(200)
    expect((await rest('POST', `/promotions/versions/${first.id}?draft=true`, editor)).status).toBe(200)
    expect((await page(url)).html).toContain(`Judul kedua ${stamp}`)
    const restored = await rest('POST', `/promotions/versions/${first.id}`, publisher)
    expect(restored.status).toBe(200)
    const shown = (await page(url)).html
    expect(shown).toContain(doc.title)
    expect(shown).not.toContain(`Judul kedua ${stamp}`)
  })
})

import fs from 'node:fs'
import path from 'node:path'

import { expect, type Page } from '@playwright/test'

import { NOT_SENT_OFFLINE } from '../../src/components/api-client'
import { signCustomerLink } from '../../src/server/trust/customer-links'
import { test } from './fixtures'
import { expectNoAxeViolations, open } from './support'

// The service worker (src/service-worker/worker.ts), which the other specs block (playwright.config.ts): a
// shopper reads what they opened while the connection is gone, and nothing personal is ever kept.
test.use({ serviceWorkers: 'allow' })

const template = process.env.TEST_TEMPLATE_DATA_DIR
if (template && fs.existsSync(path.join(template, '.customer-link-secret'))) {
  process.env.CUSTOMER_LINK_SECRET ||= fs
    .readFileSync(path.join(template, '.customer-link-secret'), 'utf8')
    .trim()
}

/** Every address the worker's caches hold, as path and query. */
const keptAddresses = (page: Page) =>
  page.evaluate(async () => {
    const kept: string[] = []
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      for (const request of await cache.keys()) {
        const url = new URL(request.url)
        kept.push(url.pathname + url.search)
      }
    }
    return kept
  })

/** Waits until the worker controls the page (it registers once the page is idle). */
async function controlled(page: Page) {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), null, { timeout: 20_000 })
}

/** Opens a page and waits until the worker holds it. */
async function read(page: Page, address: string) {
  await open(page, address)
  await controlled(page)
  await expect.poll(() => keptAddresses(page), { timeout: 15_000 }).toContain(address)
}

// As shoppers have it: an in-app navigation offline may be answered from what was prefetched (fixtures.ts).
test.use({ linkPrefetch: true })

test('pages read online stay readable offline; one never opened shows the offline page', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  await read(page, '/catalogues')

  await open(page, '/kalender-event')
  const eventLink = page.locator('main a[href^="/kalender-event/detail/"]').filter({ visible: true }).first()
  const eventPath = await eventLink.getAttribute('href')
  expect(eventPath).toMatch(/^\/kalender-event\/detail\/[^/?]+$/)
  // Reached by the app's own navigation: the worker is told of it, and keeps its calendar file with it.
  await eventLink.click()
  await expect(page).toHaveURL(eventPath!)
  const eventTitle = await page.getByRole('heading', { level: 1 }).textContent()
  await expect.poll(() => keptAddresses(page), { timeout: 15_000 }).toContain(`${eventPath}/kalender.ics`)

  await read(page, '/store-locations')
  await read(page, '/home-promotion/harbolnas-12-12')

  await context.setOffline(true)
  await page.goto('/catalogues')
  await expect(page.getByRole('heading', { level: 1, name: 'E-Catalogue' })).toBeVisible()
  await expect(page.getByText('Anda sedang offline.')).toBeVisible()
  // The catalogue covers too (kept from the first page's own loads, before the worker).
  const cover = page.locator('main img[src*="catalogue-"]').first()
  await expect(cover).toBeVisible()
  expect(await cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)

  await page.goto(eventPath!)
  await expect(page.getByRole('heading', { level: 1, name: eventTitle! })).toBeVisible()
  const calendar = await page.evaluate(async (href) => {
    const answer = await fetch(href)
    return { status: answer.status, type: answer.headers.get('content-type'), text: await answer.text() }
  }, `${eventPath}/kalender.ics`)
  expect(calendar).toMatchObject({ status: 200, type: expect.stringMatching(/^text\/calendar/) })
  expect(calendar.text).toContain('BEGIN:VCALENDAR')

  await page.goto('/store-locations')
  const kemang = page.locator('article#rumah-loka-kemang')
  await expect(kemang.getByRole('link', { name: /^\(0\d+\)/ })).toHaveAttribute('href', /^tel:\d+$/)
  await expect(kemang.getByText('Senin–Jumat')).toBeVisible()

  await page.goto('/home-promotion/harbolnas-12-12')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Harbolnas 12.12: Diskon hingga 50%' }),
  ).toBeVisible()

  // Never opened: the offline page, listing what can be read, each a working link.
  const answer = await page.goto('/faq')
  expect(answer!.status()).toBe(503)
  await expect(page.getByRole('heading', { level: 1, name: 'Anda sedang offline' })).toBeVisible()
  const list = page.locator('[data-offline-pages]')
  // Links are whole addresses of this site (a path such as '//host/x' would lead elsewhere).
  const here = new URL(page.url()).origin
  await expect(list.getByRole('link', { name: 'E-Katalog' })).toHaveAttribute('href', `${here}/catalogues`)
  await expect(list.getByRole('link', { name: eventTitle!.trim() })).toHaveAttribute(
    'href',
    `${here}${eventPath}`,
  )
  await expect(list.getByRole('link', { name: 'Lokasi Toko' })).toHaveAttribute(
    'href',
    `${here}/store-locations`,
  )
  await expect(list.locator('a[href$=".ics"]')).toHaveCount(0)
  await expectNoAxeViolations(page)
  await list.getByRole('link', { name: 'Lokasi Toko' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Lokasi Toko' })).toBeVisible()

  // Back online, pages come from the server again and the notice goes.
  await context.setOffline(false)
  expect((await page.goto('/faq'))!.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Pertanyaan Umum' })).toBeVisible()
  await expect(page.getByText('Anda sedang offline.')).toHaveCount(0)
})

test('a new release takes over at once and drops what the old one kept', async ({ page }) => {
  await read(page, '/faq')
  // A new build's worker differs from the old one in its release (scripts/service-worker.mjs); the server
  // reads public/ at each request, so the file is changed in place for this test and put back after.
  const file = path.join(process.cwd(), 'public', 'sw.js')
  const built = fs.readFileSync(file, 'utf8')
  const release = /pages-([0-9a-f]{16})/.exec(built)![1]!
  const next = `${release.slice(0, -1)}${release.endsWith('z') ? 'y' : 'z'}`
  fs.writeFileSync(file, built.replaceAll(release, next))
  try {
    await page.evaluate(async () => {
      const taken = new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve),
      )
      await (await navigator.serviceWorker.getRegistration())!.update()
      await taken
    })
    // The old caches go while the new worker activates (it takes the page over as that starts).
    await expect
      .poll(async () => (await page.evaluate(() => caches.keys())).filter((n) => n.includes(release)))
      .toEqual([])
    await read(page, '/catalogues')
    expect(await page.evaluate(() => caches.keys())).toContain(`rumahloka-pages-${next}`)
    expect(await keptAddresses(page)).not.toContain('/faq')
  } finally {
    fs.writeFileSync(file, built)
  }
})

test('personal, per-visitor and staff pages are never kept', async ({ page }) => {
  test.setTimeout(90_000)
  await read(page, '/faq')
  const refund = (await signCustomerLink('refund', 'RTR-2026-0003', new Date())).token
  const personal = [
    `/refund/${refund}`,
    '/voucher-claim',
    '/register',
    '/claim',
    '/self-service/persetujuan-data',
    '/konfirmasi-newsletter?code=123456&email=ani%40example.com',
    '/berhenti-langganan',
    '/admin/login',
  ]
  for (const address of personal) {
    await page.goto(address)
    await expect(page.locator('body')).not.toBeEmpty()
  }
  // Asked for by the page too (as the app asks after its own navigation), and still refused.
  await page.goto('/faq')
  await page.evaluate(
    (addresses) =>
      navigator.serviceWorker.controller!.postMessage({
        type: 'CACHE_URLS',
        payload: { urlsToCache: addresses.map((a) => [a, { headers: { accept: 'text/html' } }]) },
      }),
    personal,
  )
  await page.waitForTimeout(2_000)
  const kept = await keptAddresses(page)
  expect(kept).toContain('/faq')
  for (const address of personal) expect(kept, address).not.toContain(address)
  expect(kept.filter((a) => /^\/(api|cms-api|admin|integration)/.test(a))).toEqual([])
})

test('a form filled offline keeps what was typed, only in memory, and says it was not sent', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  await read(page, '/contact-us')
  const typed = {
    'Nama lengkap': 'Ani Wulandari Offline',
    Email: 'ani.offline@example.com',
    'Nomor telepon': '081298765432',
    Pesan: 'Apakah sofa Japandi tersedia di toko Kemang minggu ini?',
  }
  for (const [label, value] of Object.entries(typed))
    await page.getByLabel(label, { exact: true }).fill(value)
  await page.getByLabel('Topik').selectOption({ index: 1 })

  await context.setOffline(true)
  await page.getByRole('button', { name: 'Kirim pesan' }).click()
  await expect(page.locator('[data-form-error]')).toHaveText(NOT_SENT_OFFLINE)
  await expect(page.getByText('Anda sedang offline.')).toBeVisible()
  for (const [label, value] of Object.entries(typed))
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(value)

  // Nothing typed reached the browser's storage: local and session storage, cookies, Cache Storage (bodies
  // included) and IndexedDB (the worker's expiration records).
  const stored = await page.evaluate(async () => {
    const parts: string[] = [JSON.stringify({ ...localStorage }), JSON.stringify({ ...sessionStorage })]
    parts.push(document.cookie)
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      for (const request of await cache.keys())
        parts.push(request.url, await (await cache.match(request))!.text())
    }
    for (const { name } of await indexedDB.databases()) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const opening = indexedDB.open(name!)
        opening.onsuccess = () => resolve(opening.result)
        opening.onerror = () => reject(opening.error)
      })
      for (const store of Array.from(db.objectStoreNames)) {
        const all = await new Promise<unknown[]>((resolve) => {
          const reading = db.transaction(store).objectStore(store).getAll()
          reading.onsuccess = () => resolve(reading.result)
        })
        parts.push(JSON.stringify(all))
      }
      db.close()
    }
    return parts.join('\n')
  })
  for (const value of Object.values(typed)) expect(stored).not.toContain(value)

  // Back online, the same entries go.
  await context.setOffline(false)
  await page.getByRole('button', { name: 'Kirim pesan' }).click()
  await expect(page.getByRole('heading', { name: 'Pesan Anda sudah kami terima' })).toBeVisible()
})

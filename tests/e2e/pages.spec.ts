import { expect, type Page } from '@playwright/test'

import { test } from './fixtures'
import { contentRoutes as routes } from './routes'
import { expectNoAxeViolations, open, openFilters } from './support'
import { HOME_POPUP_KEY } from '../../src/lib/storage-keys'

/**
 * Records each use of Intl (and of the toLocale… methods that go through it) in the page: the first one
 * loads ICU's data, a long task of 110–200 ms on a slowed phone (src/lib/zone-clock.ts), so none belongs in
 * a page's load.
 */
const recordIntlUse = () => {
  const used: string[] = ((window as unknown as { __intlUsed: string[] }).__intlUsed = [])
  const watch = <T extends object>(owner: T, key: keyof T & string, name: string) => {
    const original = owner[key] as unknown as (...args: unknown[]) => unknown
    owner[key] = new Proxy(original, {
      construct: (target, args) => (used.push(name), Reflect.construct(target, args)),
      apply: (target, self, args) => (used.push(name), Reflect.apply(target, self, args)),
    }) as T[typeof key]
  }
  for (const kind of [
    'DateTimeFormat',
    'NumberFormat',
    'PluralRules',
    'RelativeTimeFormat',
    'Collator',
  ] as const)
    watch(Intl, kind, `Intl.${kind}`)
  for (const method of ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'] as const)
    watch(Date.prototype, method, `Date.${method}`)
  watch(Number.prototype, 'toLocaleString', 'Number.toLocaleString')
}

for (const route of routes) {
  test(`${route.path} shows its content and has no accessibility violations`, async ({ page }) => {
    await page.addInitScript(recordIntlUse)
    const response = await open(page, route.path)
    expect(response!.status()).toBe(200)
    expect(await page.evaluate(() => (window as unknown as { __intlUsed: string[] }).__intlUsed)).toEqual([])
    await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeAttached()
    await expect(page.locator('main').getByText(route.shows).first()).toBeVisible()
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^http:\/\/127\.0\.0\.1/)
    await expectNoAxeViolations(page)
  })
}

for (const path of [
  '/home-promotion/nope',
  '/inspirations/nope',
  '/room-of-inspiration/nope',
  '/room-categories/nope',
  '/services/nope',
  '/csr-events/nope',
  '/mobile/nope',
  '/nope-page',
]) {
  test(`${path} answers 404`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response!.status()).toBe(404)
    await expect(page.getByText('This page could not be found')).toBeVisible()
  })
}

const small = (page: Page) => (page.viewportSize()?.width ?? 1440) <= 450

/**
 * Opens home as a visitor who has seen this visit's popup: it opens as a modal 1.2 s after the first paint
 * and would take focus and clicks from a test that runs longer than that on a loaded machine (shell.spec.ts
 * tests the popup).
 */
async function openHomeSeenPopup(page: Page) {
  await page.addInitScript((key) => sessionStorage.setItem(key, '1'), HOME_POPUP_KEY)
  await open(page, '/')
}

test('home: hero art by screen width, the first slide loads first, slides move and pause', async ({
  page,
}) => {
  await openHomeSeenPopup(page)
  const first = page.locator('section[aria-roledescription="carousel"] img').first()
  await expect(first).toHaveAttribute('fetchpriority', 'high')
  const src = await first.evaluate((img) => (img as HTMLImageElement).currentSrc)
  expect(src.includes('mobile')).toBe(small(page))
  await page.getByRole('button', { name: 'Pause slides' }).click()
  await page.getByRole('button', { name: 'Slide berikutnya' }).click()
  await expect(page.getByRole('group', { name: /^2 of 4/ })).toHaveAttribute('aria-hidden', 'false')
  await expect(page.getByRole('button', { name: 'Play slides' })).toBeVisible()
})

test('home: flash sale countdown, recommendation tabs with prices and Shop Now, JSON-LD', async ({
  page,
}) => {
  await openHomeSeenPopup(page)
  await expect(page.getByText('Flash sale berakhir dalam')).toBeAttached()
  const tabs = page.getByRole('tablist', { name: 'Rekomendasi produk' })
  await tabs.getByRole('tab', { name: 'Produk baru' }).click()
  const panel = page.getByRole('tabpanel', { name: 'Produk baru' })
  await expect(panel.getByText(/^Rp [\d.]+$/).first()).toBeVisible()
  await expect(panel.getByRole('link', { name: /Shop Now/ }).first()).toHaveAttribute('target', '_blank')
  await tabs.getByRole('tab', { name: 'Produk baru' }).press('ArrowRight')
  await expect(tabs.getByRole('tab', { name: 'Sedang promo' })).toBeFocused()
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents()
  expect(ld.join(' ')).toContain('"SearchAction"')
  expect(ld.join(' ')).toContain('"Organization"')
})

test('home: a recommendation tab that cannot load says so, and loads when tried again', async ({ page }) => {
  await openHomeSeenPopup(page)
  let offline = true
  await page.route('**/api/product/recommendation?**', (route) =>
    offline ? route.abort() : route.continue(),
  )
  const tabs = page.getByRole('tablist', { name: 'Rekomendasi produk' })
  await tabs.getByRole('tab', { name: 'Sedang promo' }).click()
  const panel = page.getByRole('tabpanel', { name: 'Sedang promo' })
  await expect(panel.getByRole('alert')).toContainText('Produk belum bisa dimuat')
  offline = false
  await panel.getByRole('button', { name: 'Coba lagi' }).click()
  await expect(panel.getByText(/^Rp [\d.]+$/).first()).toBeVisible()
  // The first tab came with the page; only the chosen one was fetched.
  await expect(page.getByRole('tabpanel', { name: 'Terlaris' })).toBeHidden()
})

test('promotion detail: period, countdown, terms, sharing', async ({ page }) => {
  await open(page, '/home-promotion/harbolnas-12-12')
  await expect(page.getByText(/^Periode: /)).toBeVisible()
  await expect(page.getByText('Promo berakhir dalam')).toBeAttached()
  await expect(page.getByRole('region', { name: 'Syarat dan ketentuan' })).toContainText(
    'Berlaku di semua toko',
  )
  await expect(page.getByRole('button', { name: 'Salin tautan' })).toBeVisible()
})

test('catalogues: read in the page, turn pages, download the PDF', async ({ page }) => {
  await open(page, '/catalogues')
  const item = page.locator('li', { hasText: 'E-Katalog Harbolnas 12.12' }).first()
  const download = item.getByRole('link', { name: /Unduh PDF/ })
  const pdf = await page.request.get((await download.getAttribute('href'))!)
  expect(pdf.headers()['content-type']).toContain('application/pdf')
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')
  await item.getByRole('button', { name: /Baca/ }).click()
  const reader = page.getByRole('dialog', { name: 'E-Katalog Harbolnas 12.12' })
  await expect(reader.getByText('Halaman 1 dari 4')).toBeVisible()
  await reader.getByRole('button', { name: 'Halaman berikutnya' }).click()
  await expect(reader.getByText('Halaman 2 dari 4')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(reader).toBeHidden()
})

test('shop the look: hotspots are labelled buttons that show their product', async ({ page }) => {
  await open(page, '/shop-the-look')
  const spot = page.getByRole('button', { name: /^Produk 1: / }).first()
  await spot.focus()
  await page.keyboard.press('Enter')
  await expect(spot).toHaveAttribute('aria-expanded', 'true')
  const panel = page.locator(`#${(await spot.getAttribute('aria-controls'))!.replace(/:/g, '\\:')}`)
  await expect(panel.getByText(/^Rp /)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
})

test('FAQ: the filter narrows the questions and says how many match', async ({ page }) => {
  await open(page, '/faq')
  await page.getByLabel('Cari pertanyaan').fill('garansi')
  await expect(page.getByText(/\d+ pertanyaan cocok/)).toBeVisible()
  await expect(page.getByText('Bagaimana cara mendaftarkan garansi?')).toBeVisible()
  // The printed entries are hidden in place, never removed: clearing the box shows them all again.
  await expect(page.getByText('Apakah ada biaya perakitan?')).toBeHidden()
  await page.getByLabel('Cari pertanyaan').fill('zzzz')
  await expect(page.getByText('Tidak ada pertanyaan yang cocok.')).toBeVisible()
  await expect(page.getByText('Bagaimana cara mendaftarkan garansi?')).toBeHidden()
  await page.getByLabel('Cari pertanyaan').fill('')
  await expect(page.getByText('Apakah ada biaya perakitan?')).toBeVisible()
  await expect(page.getByText(/\d+ pertanyaan cocok/)).toHaveCount(0)
  const ld = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((els) => els.map((e) => e.textContent ?? ''))
  expect(ld.filter((t) => t.includes('"FAQPage"'))).toHaveLength(1)
})

test('contact: field errors keep what was typed; a valid message gives a ticket', async ({ page }) => {
  await open(page, '/contact-us')
  await page.getByLabel('Nama lengkap').fill('Andi Wijaya')
  await page.getByLabel('Email', { exact: true }).fill('andi@contoh')
  await page.getByRole('button', { name: 'Kirim pesan' }).click()
  await expect(page.getByText('Email tidak Valid')).toBeVisible()
  await expect(
    page.getByText('Nomor telepon wajib diisi').or(page.getByText(/Nomor telepon tidak valid/)),
  ).toBeVisible()
  await expect(page.getByLabel('Nama lengkap')).toHaveValue('Andi Wijaya')
  await page.getByLabel('Email', { exact: true }).fill('andi.e2e@contoh.co.id')
  await page.getByLabel('Nomor telepon').fill('0812 1111 2222')
  await page.getByLabel('Topik').selectOption('Pengiriman')
  await page.getByLabel('Pesan').fill('Kapan sofa pesanan saya dikirim ke Bekasi?')
  await page.getByRole('button', { name: 'Kirim pesan' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Pesan Anda sudah kami terima' })).toContainText(
    /CS-\d{6}/,
  )
})

test('contact: the checking code loads as the form is entered; offline the form keeps working', async ({
  page,
  context,
}) => {
  // zod and the schemas (about 38 KB) are not part of the page: they load with the form's first focus.
  const checkingScripts: string[] = []
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return
    if ((await response.text().catch(() => '')).includes('$ZodError')) checkingScripts.push(response.url())
  })
  await open(page, '/contact-us')
  await page.waitForLoadState('networkidle')
  expect(checkingScripts).toEqual([])
  // Offline the code cannot load: nothing breaks, nothing typed is lost, the field is simply not checked yet.
  await context.setOffline(true)
  await page.getByLabel('Nama lengkap').fill('Andi Wijaya')
  await page.getByLabel('Email', { exact: true }).fill('andi@contoh')
  await page.getByLabel('Nomor telepon').focus()
  await expect(page.getByText('Email tidak Valid')).toHaveCount(0)
  await context.setOffline(false)
  await page.getByLabel('Email', { exact: true }).focus()
  await page.getByLabel('Nomor telepon').focus()
  await expect(page.getByText('Email tidak Valid')).toBeVisible()
  // The listener reads each script's body after its response event: wait for it, not the moment.
  await expect.poll(() => checkingScripts.length).toBeGreaterThan(0)
  await expect(page.getByLabel('Nama lengkap')).toHaveValue('Andi Wijaya')
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('andi@contoh')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('the contact form still sends, and keeps the typed text on an error', async ({ page }) => {
    await page.goto('/contact-us')
    await page.getByLabel('Nama lengkap').fill('Budi Santoso')
    await page.getByLabel('Email', { exact: true }).fill('budi.nojs@contoh.co.id')
    await page.getByRole('button', { name: 'Kirim pesan' }).click()
    await expect(
      page
        .getByText('Nomor telepon tidak valid (contoh: 0812 3456 7890)')
        .or(page.getByText('Nomor telepon wajib diisi')),
    ).toBeVisible()
    await expect(page.getByLabel('Nama lengkap')).toHaveValue('Budi Santoso')
    await page.getByLabel('Nomor telepon').fill('081299998888')
    await page.getByLabel('Topik').selectOption('Membership')
    await page.getByLabel('Pesan').fill('Bagaimana cara naik ke tingkat Gold?')
    await page.getByRole('button', { name: 'Kirim pesan' }).click()
    await expect(page.getByText('Pesan Anda sudah kami terima')).toBeVisible()
  })
  test('list pages paginate with plain links and search facets work', async ({ page }) => {
    await page.goto('/inspirations')
    await page.getByRole('link', { name: 'Halaman 2' }).click()
    await expect(page).toHaveURL(/page=2/)
    await expect(page.locator('main article')).toHaveCount(3)
    await page.goto('/search?q=meja')
    await openFilters(page)
    await page.getByRole('link', { name: /^Meja Makan \d+$/ }).click()
    await expect(page).toHaveURL(/category=meja-makan/)
    await expect(page.getByRole('searchbox')).toHaveValue('meja')
  })
})

test('search: facets, sort, the query kept in the box, an empty state', async ({ page }) => {
  await open(page, '/search?q=kursi')
  await expect(page.locator('#search-q')).toHaveValue('kursi')
  await expect(page.locator('main').getByRole('status')).toContainText('produk ditemukan')
  await page.locator('#search-sort').selectOption('price_asc')
  await expect(page).toHaveURL(/sort=price_asc/)
  await openFilters(page)
  await page.getByRole('link', { name: /^Di bawah Rp 500\.000/ }).click()
  await expect(page).toHaveURL(/price=under-500k/)
  await open(page, '/search?q=qwxzzy')
  await expect(page.locator('main').getByRole('status')).toHaveText('0 produk ditemukan')
  await expect(page.getByText('Belum ada produk yang cocok')).toBeVisible()
})

test('the app web view page has no header, footer or floating elements', async ({ page }) => {
  await page.goto('/mobile/membership')
  await expect(page.getByRole('heading', { level: 1, name: 'Loka Member' })).toBeVisible()
  await expect(page.getByRole('banner')).toHaveCount(0)
  await expect(page.getByRole('contentinfo')).toHaveCount(0)
  await expect(page.getByRole('navigation', { name: 'Posisi halaman' })).toHaveCount(0)
  await expect(page.getByText('Minta Bantuan IVI')).toHaveCount(0)
})

// HTTP only, no page: once.
test('sitemap.xml, robots.txt and the health check', { tag: '@once' }, async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const url of [
    '/home-promotion/harbolnas-12-12',
    '/inspirations/panduan-memilih-kasur-sesuai-posisi-tidur',
    '/services/jasa-perakitan',
    '/membership',
    '/faq',
  ])
    expect(sitemap).toContain(url)
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain('Disallow: /admin')
  expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/)
  const up = await request.get('/up')
  expect(up.headers()['cache-control']).toContain('no-store')
})

test('/developers: every call with the headers it needs and what it answers, the terms, and no accessibility violations', async ({
  page,
}) => {
  const response = await open(page, '/developers')
  expect(response!.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Contract API' })).toBeVisible()
  const consent = page
    .locator('article')
    .filter({ hasText: '/apiselfservice/api/create_persetujuan_penggunaan_data_pribadi' })
  await expect(
    consent.getByText(
      'x-website-key, x-company-code, x-business-unit, x-site-code, Authorization: Bearer <token>',
    ),
  ).toBeVisible()
  await expect(consent.getByText(/^429 Too many writes/)).toBeVisible()
  await expect(
    page
      .locator('article')
      .filter({ hasText: 'GET /api/event/detail' })
      .getByText('404 No enabled event has that slug'),
  ).toBeVisible()
  const banners = page.locator('article').filter({ hasText: 'GET /api/banner/list' })
  await banners.getByText('Answer: data').click()
  await expect(banners.getByRole('link', { name: 'Banner', exact: true })).toHaveAttribute(
    'href',
    '#schema-Banner',
  )
  await page.locator('#schema-Banner summary').click()
  await expect(page.locator('#schema-Banner')).toContainText('img_main: Image | null')
  await banners.getByText('Example answers').click()
  const bannerExample = banners.locator('pre').first()
  await expect(bannerExample).toContainText('"is_ok": true')
  await expect(bannerExample).toContainText('"img_main": {')
  // The warranty owner is one of two shapes: both are listed, each with what it is for.
  const warranty = page
    .locator('article')
    .filter({ hasText: 'POST /apiwarranty/warranty/DETAIL_WARRANTY_RECEIVE' })
  await warranty.getByText('Answer: data').click()
  await expect(warranty.getByText('One of 2, shape 1: In full, to the proven owner')).toBeVisible()
  await expect(warranty.getByText('One of 2, shape 2: Masked, until the owner is proven')).toBeVisible()
  await warranty.getByText('Example answers').click()
  await expect(warranty.getByText('A refusal the person reads')).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Terms of use' })).toBeVisible()
  await expectNoAxeViolations(page)
  // The reference is static markup whose site links navigate in the app; its link to the OpenAPI file opens
  // the file.
  await page.getByRole('link', { name: '/api/openapi.json' }).click()
  await expect(page).toHaveURL(/\/api\/openapi\.json$/)
  expect(JSON.parse(await page.locator('body').innerText())).toMatchObject({ openapi: '3.1.0' })
})

// Once: it looks at 360 and 1440 px itself.
test(
  '/developers: the integration API’s own section, each call with its scope and example, and every webhook body',
  { tag: '@once' },
  async ({ page }) => {
    await open(page, '/developers')
    await page.getByRole('link', { name: 'Integration API' }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'Integration API' })).toBeInViewport()
    const call = (name: string) =>
      page
        .locator('#integration-api article')
        .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) })
    const products = call('POST /integration/v1/products')
    await expect(products.getByText('catalog:write', { exact: true })).toBeVisible()
    await products.getByText('Row fields').click()
    await expect(products).toContainText('image_url')
    await products.getByText('Example', { exact: true }).click()
    await expect(products.locator('pre').first()).toContainText('"sku": "RL-0101-001"')
    await expect(products.getByText('Or a CSV file (text/csv)')).toBeVisible()
    await expect(products.getByText(/^403 missing_scope/)).toBeVisible()
    await expect(page.locator('#integration-api > article:not([id^="event-"])')).toHaveCount(9)
    // A call that opens something answers 201, and shows that answer.
    const openRun = call('POST /integration/v1/products/sync-runs')
    await openRun.getByText('Example', { exact: true }).click()
    await expect(openRun.getByText('Answer (201)')).toBeVisible()
    await expect(openRun.locator('pre')).toContainText('"run_id": "42"')
    // The webhooks: how to check a signature, then each event's body.
    await expect(page.getByRole('heading', { level: 3, name: 'Webhooks' })).toBeVisible()
    await expect(page.locator('#integration-api pre').filter({ hasText: 'timingSafeEqual' })).toBeVisible()
    const registered = page.locator('#event-warranty\\.registered')
    await registered.getByText('Example body').click()
    await expect(registered.locator('pre')).toContainText('"type": "warranty.registered"')
    await expect(page.locator('[id^="event-"]')).toHaveCount(11)
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      await products.scrollIntoViewIfNeeded()
      await page.screenshot({ path: test.info().outputPath(`developers-integration-${width}.png`) })
    }
    await expectNoAxeViolations(page)
  },
)

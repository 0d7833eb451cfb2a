import { expect, type Page } from '@playwright/test'

import { test } from './fixtures'
import { expectNoAxeViolations, open, openFilters } from './support'
import { HOME_POPUP_KEY } from '../../src/lib/storage-keys'

const SOFA = '/produk/sofa-2-dudukan-kirana-kain-boucle-rl-0101-002'
const canonical = (page: Page) => page.locator('link[rel="canonical"]').getAttribute('href')
const robots = (page: Page) =>
  page
    .locator('meta[name="robots"]')
    .getAttribute('content', { timeout: 1000 })
    .catch(() => null)

test('home tile → category page → its next page → a filter → a product page', async ({ page }) => {
  // The home popup has been seen (its own spec, interruptions.spec.ts, holds it to never taking a tap).
  await page.addInitScript((key) => sessionStorage.setItem(key, '1'), HOME_POPUP_KEY)
  await open(page, '/')
  await page.locator('a.category-tile', { hasText: 'Furnitur Ruang Tamu' }).click()
  await expect(page).toHaveURL(/\/kategori\/furnitur-ruang-tamu$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Furnitur Ruang Tamu' })).toBeVisible()
  expect(await canonical(page)).toMatch(/\/kategori\/furnitur-ruang-tamu$/)
  await expectNoAxeViolations(page)

  // The child categories lead on; the list pages, and each page names itself.
  await page
    .getByRole('navigation', { name: 'Kategori dalam Furnitur Ruang Tamu' })
    .getByRole('link', { name: /^Sofa/ })
    .click()
  await expect(page).toHaveURL(/\/kategori\/sofa$/)
  await expect(
    page
      .getByRole('navigation', { name: 'Posisi halaman' })
      .getByRole('link', { name: 'Furnitur Ruang Tamu' }),
  ).toBeVisible()
  await page.getByRole('link', { name: 'Halaman 2' }).click()
  await expect(page).toHaveURL(/\/kategori\/sofa\?page=2$/)
  expect(await canonical(page)).toMatch(/\/kategori\/sofa\?page=2$/)
  expect(await robots(page)).toBeNull()

  // A filter is a copy of the plain list: not indexed, its canonical the plain list.
  await openFilters(page)
  await page.getByRole('link', { name: /^Arsana \d+$/ }).click()
  await expect(page).toHaveURL(/\/kategori\/sofa\?brand=ARSANA$/)
  expect(await canonical(page)).toMatch(/\/kategori\/sofa$/)
  expect(await robots(page)).toBe('noindex, follow')
  const cards = page.locator('main article.product-card')
  await expect(cards.first()).toBeVisible()
  await expect(cards.locator('.product-card-brand')).toHaveText(Array(await cards.count()).fill('Arsana'))

  const name = (await cards.first().locator('h3').textContent())!.trim()
  await cards.first().locator('h3 a').click()
  await expect(page).toHaveURL(/\/produk\//)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
})

test('search → product page: price, gallery by keyboard, the larger view, Buy Online to the marketplace', async ({
  page,
  context,
}) => {
  // The marketplace is another site: answered here, so nothing leaves the machine.
  await context.route(/^https:\/\/www\.tokopedia\.com\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Marketplace</title><h1>Marketplace</h1>' }),
  )
  await open(page, '/search?q=RL-0101-002')
  await page.locator('main article.product-card h3 a').first().click()
  await expect(page).toHaveURL(new RegExp(`${SOFA}$`))
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sofa 2 Dudukan Kirana Kain Boucle' }),
  ).toBeVisible()
  await expect(
    page
      .locator('main')
      .getByText(/^Rp \d{1,3}(\.\d{3})+$/)
      .first(),
  ).toBeVisible()
  const trail = page.getByRole('navigation', { name: 'Posisi halaman' })
  await expect(trail.getByRole('link')).toHaveText(['Home', 'Furnitur Ruang Tamu', 'Sofa'])

  // The gallery: arrow keys on the strip, the thumbnails say which photo shows.
  const strip = page.getByRole('list', { name: /^Foto 1 dari 2/ })
  await strip.focus()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('list', { name: /^Foto 2 dari 2/ })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Foto 2 dari 2' })).toHaveAttribute('aria-current', 'true')
  await page.keyboard.press('Home')
  await expect(page.getByRole('link', { name: 'Foto 1 dari 2' })).toHaveAttribute('aria-current', 'true')
  await page.getByRole('button', { name: 'Perbesar foto' }).click()
  const zoom = page.getByRole('dialog', { name: /diperbesar/ })
  await expect(zoom).toBeVisible()
  await expect(zoom.getByText('Foto 1 dari 2')).toBeVisible()
  await page.keyboard.press('ArrowRight')
  await expect(zoom.getByText('Foto 2 dari 2')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(zoom).toBeHidden()
  await expectNoAxeViolations(page)

  const buy = page.getByRole('link', { name: /Buy Online/ })
  await expect(buy).toHaveAttribute('rel', 'noopener')
  // A script's click opens the marketplace but is no shopper's hand-off: nothing is counted.
  const handoffs: string[] = []
  page.on('request', (r) => r.url().endsWith('/api/site/log/handoff') && handoffs.push(r.postData() ?? ''))
  const [scripted] = await Promise.all([
    context.waitForEvent('page'),
    buy.evaluate((a: HTMLElement) => a.click()),
  ])
  await scripted.close()
  // A shopper's click: the marketplace opens with the campaign staff set, and the hand-off is counted.
  const [marketplace, counted] = await Promise.all([
    context.waitForEvent('page'),
    page.waitForResponse((r) => r.url().endsWith('/api/site/log/handoff')),
    buy.click(),
  ])
  await expect(marketplace).toHaveURL(
    /^https:\/\/www\.tokopedia\.com\/rumahloka\/.*utm_source=rumahloka\.co\.id/,
  )
  expect((await counted.json()).data).toMatchObject({ path: SOFA, counted: true })
  expect(handoffs).toEqual([JSON.stringify({ path: SOFA })])
  await page.screenshot({ path: test.info().outputPath('product.png'), fullPage: true })
})

test.describe('stores that have it, nearest first', () => {
  // The shopper is in Kemang, Jakarta Selatan; the browser's position is asked only when they tap.
  test.use({ permissions: ['geolocation'], geolocation: { latitude: -6.2607, longitude: 106.8137 } })
  test('product page → nearest stores first → the store on the locator', async ({ page }) => {
    await open(page, `${SOFA}#ketersediaan`)
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
    const section = page.locator('#ketersediaan')
    await expect(section.getByRole('heading', { name: 'Ketersediaan di toko' })).toBeVisible()
    await section.getByRole('button', { name: 'Urutkan dari yang terdekat' }).click()
    await expect(section.getByRole('status')).toHaveText('Toko diurutkan dari yang terdekat.')
    const stores = section.locator('li[data-store]')
    await expect(stores).toHaveCount(6)
    const distances = await stores.evaluateAll((items) =>
      items.map((li) => {
        const [, n, unit] = /([\d.,]+) (k?m) dari Anda/.exec(li.textContent ?? '')!
        const value = Number(n!.replace(/\./g, '').replace(',', '.'))
        return unit === 'km' ? value : value / 1000
      }),
    )
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    // Every store says in stock, few left, out or "ask the store": never a number of units.
    for (const text of await stores.locator('[data-stock]').allTextContents())
      expect(text).toMatch(/^(Tersedia|Stok terbatas|Stok habis|Cek ketersediaan di toko)/)
    await section.getByRole('button', { name: /^Tampilkan semua \d+ toko$/ }).click()
    await expect(stores).toHaveCount(54)
    await expectNoAxeViolations(page)
    const first = stores.first().getByRole('link').first()
    const name = (await first.textContent())!.trim()
    await first.click()
    await expect(page).toHaveURL(/\/store-locations\?city=[^#]+#rumah-loka-/)
    await expect(page.locator('article:target').getByRole('heading', { name })).toBeVisible()
  })
})

test.describe('stores that have it, without the position', () => {
  test('the position refused: a city choice instead', async ({ page }) => {
    await open(page, SOFA)
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
    const section = page.locator('#ketersediaan')
    // A folded city opens in place, its stores asked of the contract as it opens. Unanswered, the city says
    // so and keeps its link to the page with its stores; opened again, it asks again.
    await page.route('**/api/product/fe/detail?*', (route) => route.abort('internetdisconnected'), {
      times: 1,
    })
    const surabaya = section.locator('summary', { hasText: 'Surabaya' })
    await surabaya.click()
    await expect(section.getByRole('status')).toHaveText(/^Tidak ada koneksi/)
    await expect(section.getByRole('link', { name: 'Lihat 4 toko di Surabaya' })).toBeVisible()
    await surabaya.click()
    await surabaya.click()
    await expect(section.locator('details[open] li[data-store]')).toHaveCount(4)
    await section.getByRole('button', { name: 'Urutkan dari yang terdekat' }).click()
    await expect(section.getByRole('status')).toHaveText('Lokasi Anda tidak bisa dipakai. Pilih kota Anda.')
    await section.getByLabel('Atau pilih kota').selectOption('Surabaya')
    const stores = section.locator('li[data-store]')
    await expect(stores).toHaveCount(4)
    await expect(stores.getByRole('link').first()).toHaveAttribute('href', /city=Surabaya#/)
  })
})

test(
  'a reading that grows old while the page is open: the city counts it no more, its stores say ask the store',
  // The shopper's clock against printed data: the same at every width.
  { tag: '@once' },
  async ({ page }) => {
    // The shopper's clock three days on: every store's reading (at most hours old) is past the stale age.
    await page.clock.install({ time: Date.now() + 3 * 24 * 3600_000 })
    await open(page, SOFA)
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
    const surabaya = page.locator('#ketersediaan details[data-city="Surabaya"]')
    // Printed as the server read it, then settled by the shopper's clock.
    await expect(surabaya.locator('summary')).toHaveText(/^Surabaya\s*4 toko/)
    await surabaya.locator('summary').click()
    await expect(surabaya.locator('li[data-store]')).toHaveCount(4)
    for (const text of await surabaya.locator('[data-stock]').allTextContents())
      expect(text).toMatch(/^Cek ketersediaan di toko/)
  },
)

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('a product page shows its price, details and photos; thumbnails are links to each photo', async ({
    page,
  }) => {
    const response = await page.goto(SOFA)
    expect(response!.status()).toBe(200)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sofa 2 Dudukan Kirana Kain Boucle' }),
    ).toBeVisible()
    await expect(
      page
        .locator('main')
        .getByText(/^Rp \d{1,3}(\.\d{3})+$/)
        .first(),
    ).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Detail produk' })).toBeVisible()
    await expect(page.getByText('RL-0101-002')).toBeVisible()
    // The stores by city, each folded: a city opens without script, its link to the page with its stores.
    await expect(page.getByRole('heading', { name: 'Ketersediaan di toko' })).toBeVisible()
    await page.locator('#ketersediaan summary', { hasText: 'Surabaya' }).click()
    await page.getByRole('link', { name: 'Lihat 4 toko di Surabaya' }).click()
    await expect(page).toHaveURL(/\?kota=Surabaya#ketersediaan$/)
    await expect(page.locator('#ketersediaan details[open] li[data-store]')).toHaveCount(4)
    await expect(page.locator('#ketersediaan details[open] summary')).toHaveText(/^Surabaya/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${SOFA}$`))
    await page.getByRole('link', { name: 'Foto 2 dari 2' }).click()
    await expect(page).toHaveURL(/#foto-2$/)
    expect(
      await page.locator('#foto-2 img').evaluate((img) => img.getBoundingClientRect().left),
    ).toBeGreaterThanOrEqual(0)
    const unknown = await page.goto('/produk/tidak-ada-produk-ini')
    expect(unknown!.status()).toBe(404)
    await expect(page.getByText('This page could not be found')).toBeVisible()
  })
})

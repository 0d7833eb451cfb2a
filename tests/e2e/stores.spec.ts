import { expect, type Page } from '@playwright/test'

import { test } from './fixtures'
import { serveTiles } from './page-checks'
import { expectNoAxeViolations, open } from './support'

test('store locations: every store with hours, phone and directions; JSON-LD Store', async ({ page }) => {
  const response = await open(page, '/store-locations')
  expect(response!.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Lokasi Toko' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'toko' })).toHaveText('54 toko')
  await expect(page.locator('main article')).toHaveCount(54)
  const kemang = page.locator('article#rumah-loka-kemang')
  await expect(kemang.getByRole('link', { name: /^\(0\d+\)/ })).toHaveAttribute('href', /^tel:\d+$/)
  await expect(kemang.getByRole('link', { name: /Petunjuk arah/ })).toHaveAttribute(
    'href',
    /google\.com\/maps\/dir\/\?api=1&destination=-6\.\d+,106\.\d+/,
  )
  await expect(kemang.getByText('Senin–Jumat')).toBeVisible()
  const graph = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((t) => JSON.parse(t))
    .find((d) => d['@graph'])['@graph']
  expect(graph).toHaveLength(54)
  expect(graph[0]).toMatchObject({
    '@type': 'Store',
    geo: { '@type': 'GeoCoordinates' },
    address: { '@type': 'PostalAddress', addressCountry: 'ID' },
  })
  expect(graph[0].openingHoursSpecification[0].dayOfWeek).toContain('https://schema.org/Monday')
  await expectNoAxeViolations(page)
  await page.screenshot({ path: test.info().outputPath('store-locations.png') })
})

test('store locations: filter by city and by words, in the URL; nothing found says so', async ({ page }) => {
  await open(page, '/store-locations')
  await page.getByLabel('Kota', { exact: true }).selectOption('Surabaya')
  await page.getByRole('button', { name: 'Cari', exact: true }).click()
  await expect(page).toHaveURL(/city=Surabaya/)
  await expect(page.locator('main article')).toHaveCount(4)
  await expect(page.getByRole('heading', { level: 2, name: /Surabaya, Jawa Timur/ })).toBeVisible()
  await page.getByRole('link', { name: 'Hapus filter' }).click()
  await expect(page).toHaveURL(/\/store-locations$/)
  await expect(page.getByLabel('Kota', { exact: true })).toHaveValue('')
  await page.getByLabel('Nama toko, kota atau alamat').fill('Kemang')
  await page.getByRole('button', { name: 'Cari', exact: true }).click()
  await expect(page).toHaveURL(/search=Kemang/)
  await expect(page.locator('main article h3')).toHaveText(['Rumah Loka Kemang'])
  await open(page, '/store-locations?search=tidak-ada-toko')
  await expect(page.getByRole('heading', { name: 'Tidak ada toko yang cocok' })).toBeVisible()
  await expectNoAxeViolations(page)
})

// Monday 23 Nov 2026 at two instants; weekday hours are 10.00–21.00 in each store's own zone.
for (const [instant, expected] of [
  [
    '2026-11-23T01:30:00Z',
    {
      'rumah-loka-kemang': 'Tutup · buka pukul 10.00 WIB',
      'rumah-loka-sunset-road': 'Tutup · buka pukul 10.00 WITA',
      'rumah-loka-entrop': 'Buka · tutup pukul 21.00 WIT',
    },
  ],
  [
    '2026-11-23T13:30:00Z',
    {
      'rumah-loka-kemang': 'Buka · tutup pukul 21.00 WIB',
      'rumah-loka-sunset-road': 'Tutup · buka besok pukul 10.00 WITA',
      'rumah-loka-entrop': 'Tutup · buka besok pukul 10.00 WIT',
    },
  ],
] as const) {
  test(`open now at ${instant} in WIB (Kemang), WITA (Denpasar) and WIT (Jayapura)`, async ({ page }) => {
    await page.clock.setFixedTime(new Date(instant))
    await open(page, '/store-locations')
    for (const [slug, text] of Object.entries(expected))
      await expect(page.locator(`article#${slug} [data-open]`)).toHaveText(text)
  })
}

// ---- /store-locations/list-maps -------------------------------------------------------------

const small = (page: Page) => (page.viewportSize()?.width ?? 0) < 1024
/** On a phone the map is behind the list/map switch. */
async function showMap(page: Page) {
  if (small(page)) await page.getByRole('button', { name: 'Tampilkan peta' }).click()
  await expect(page.locator('.leaflet-container')).toBeVisible()
}
async function showList(page: Page) {
  if (small(page)) await page.getByRole('button', { name: 'Tampilkan daftar' }).click()
}
const listNames = (page: Page) =>
  page.locator('section[aria-label="Daftar toko"] article h2').allTextContents()

test('store map: every store listed beside a clustered map with tiles; axe clean', async ({ page }) => {
  await serveTiles(page)
  const tiles: string[] = []
  page.on('request', (r) => r.url().startsWith('http://tiles.e2e.test/') && tiles.push(r.url()))
  expect((await open(page, '/store-locations/list-maps'))!.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Peta Toko' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'toko ·' })).toHaveText('54 toko · Menurut kota')
  await expect(page.locator('section[aria-label="Daftar toko"] li')).toHaveCount(54)
  if (small(page)) await expect(page.locator('.leaflet-container')).toHaveCount(0)
  await showMap(page)
  // Zoomed out to all of Indonesia: Java's stores are clusters, Jayapura's store stands alone.
  await expect(page.locator('.store-cluster').first()).toBeVisible()
  await expect(page.locator('.leaflet-marker-icon[title="Rumah Loka Entrop"]')).toBeVisible()
  const counted = await page.locator('.store-cluster').allTextContents()
  const single = await page.locator('.store-pin').count()
  expect(counted.reduce((n, c) => n + Number(c), 0) + single).toBe(54)
  expect(tiles.length).toBeGreaterThan(0)
  await expect(page.locator('.leaflet-control-attribution')).toContainText('OpenStreetMap')
  await expectNoAxeViolations(page)
  await page.screenshot({ path: test.info().outputPath('store-map.png') })
})

test('store map: without tiles the markers still show and the list still works', async ({ page }) => {
  await page.route('http://tiles.e2e.test/**', (route) => route.abort('internetdisconnected'))
  await open(page, '/store-locations/list-maps')
  await showMap(page)
  await expect(page.locator('.leaflet-marker-icon[title="Rumah Loka Entrop"]')).toBeVisible()
  await showList(page)
  await page.getByRole('button', { name: 'Lihat di peta: Rumah Loka Kemang' }).click()
  await expect(page.locator('.leaflet-popup')).toContainText('Rumah Loka Kemang')
})

test('store map: a store chosen in the list opens on the map, a marker chosen on the map marks the list', async ({
  page,
}) => {
  await serveTiles(page)
  await open(page, '/store-locations/list-maps')
  await page.getByRole('button', { name: 'Lihat di peta: Rumah Loka Kemang' }).click()
  const popup = page.locator('.leaflet-popup')
  await expect(popup).toBeVisible()
  await expect(popup.getByText('Rumah Loka Kemang', { exact: true })).toBeVisible()
  await expect(popup.getByRole('link', { name: /Petunjuk arah/ })).toHaveAttribute(
    'href',
    /destination=-6\.\d+,106\.\d+/,
  )
  await expect(page.locator('.leaflet-marker-icon[title="Rumah Loka Kemang"]')).toBeInViewport()
  await expect(page.locator('#store-item-rumah-loka-kemang article')).toHaveAttribute('aria-current', 'true')

  // The other way: a cluster zooms in; a marker (Enter on it, as the keyboard does) opens its popup and marks
  // its entry.
  await open(page, '/store-locations/list-maps')
  await showMap(page)
  // The tiles in view name the zoom: tiles.e2e.test/{z}/{x}/{y}.png
  const zoom = async () =>
    Math.max(
      ...(await page
        .locator('img.leaflet-tile-loaded')
        .evaluateAll((imgs) =>
          imgs.map((i) => Number(new URL((i as HTMLImageElement).src).pathname.split('/')[1])),
        )),
    )
  await expect.poll(zoom).toBeGreaterThan(0)
  const before = await zoom()
  await page
    .locator('.store-cluster')
    .filter({ hasText: /^\d{2}$/ })
    .first()
    .click()
  await expect.poll(zoom).toBeGreaterThan(before)
  await open(page, '/store-locations/list-maps')
  await showMap(page)
  await page.locator('.leaflet-marker-icon[title="Rumah Loka Entrop"]').focus()
  await page.keyboard.press('Enter')
  await expect(popup.getByText('Rumah Loka Entrop', { exact: true })).toBeVisible()
  await showList(page)
  await expect(page.locator('#store-item-rumah-loka-entrop article')).toHaveAttribute('aria-current', 'true')
  await expect(page.locator('#store-item-rumah-loka-entrop')).toBeInViewport()
})

test.describe('store map near me: permission granted', () => {
  test.use({ permissions: ['geolocation'], geolocation: { latitude: -6.1754, longitude: 106.8272 } }) // Monas, Jakarta
  test('sorts nearest first and shows each distance', async ({ page }) => {
    await serveTiles(page)
    await open(page, '/store-locations/list-maps')
    await page.getByRole('button', { name: 'Toko terdekat dari lokasi saya' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'toko ·' })).toHaveText(
      '54 toko · Terdekat dari lokasi Anda',
    )
    const distances = await page.locator('[data-distance]').allTextContents()
    expect(distances).toHaveLength(54)
    expect(distances[0]).toMatch(/^\d+(,\d)? km dari lokasi Anda$/)
    const km = distances.map(
      (d) =>
        Number(
          d
            .replace(/ (km|m) dari.*/, '')
            .replace('.', '')
            .replace(',', '.'),
        ) / (d.includes(' m ') ? 1000 : 1),
    )
    expect(km).toEqual([...km].sort((a, b) => a - b))
    expect(km[0]).toBeLessThan(10)
    expect((await listNames(page)).at(-1)).toBe('Rumah Loka Entrop') // Jayapura is the farthest from Jakarta
    await showMap(page)
    await expect(page.locator('.leaflet-tooltip', { hasText: 'Lokasi Anda' })).toBeVisible()
    // The position sorts in the browser; it never enters the URL.
    expect(page.url()).not.toContain('106.8')
  })
})

test('store map near me: permission refused says so and offers the city; a city sorts by distance', async ({
  page,
  context,
}) => {
  await context.clearPermissions()
  await open(page, '/store-locations/list-maps')
  await page.getByRole('button', { name: 'Toko terdekat dari lokasi saya' }).click()
  await expect(page.locator('#locator-status')).toContainText('Izin lokasi tidak diberikan')
  await expect(page.getByLabel('Urutkan menurut jarak dari kota')).toBeFocused()
  await page.getByLabel('Urutkan menurut jarak dari kota').selectOption('Surabaya')
  await page.getByRole('button', { name: 'Urutkan', exact: true }).click()
  await expect(page).toHaveURL(/city=Surabaya/)
  await expect(page.getByRole('status').filter({ hasText: 'toko ·' })).toHaveText(
    '54 toko · Terdekat dari pusat Surabaya',
  )
  const first = page.locator('section[aria-label="Daftar toko"] article').first()
  await expect(first).toContainText('Surabaya')
  await expect(first.locator('[data-distance]')).toHaveText(/^(\d+ m|\d+(,\d)? km) dari pusat Surabaya$/)
  expect((await listNames(page)).slice(0, 4).sort()).toEqual([
    'Rumah Loka Darmo',
    'Rumah Loka Kenjeran',
    'Rumah Loka Pakuwon',
    'Rumah Loka Rungkut',
  ])
  await expectNoAxeViolations(page)
})

test('the map code loads only on the map page, and on a phone only when the map is shown', async ({
  page,
}) => {
  let leaflet = 0
  page.on('response', async (r) => {
    if (r.request().resourceType() === 'script' && (await r.text().catch(() => '')).includes('leaflet-pane'))
      leaflet++
  })
  for (const path of ['/', '/store-locations', '/kalender-event']) {
    await open(page, path)
    await page.waitForLoadState('networkidle')
  }
  expect(leaflet).toBe(0)
  await open(page, '/store-locations/list-maps')
  await page.waitForLoadState('networkidle')
  // Counted once its body is read, which may come after the network is idle on a busy machine.
  if (small(page)) expect(leaflet).toBe(0)
  else await expect.poll(() => leaflet).toBe(1)
  await showMap(page)
  await expect.poll(() => leaflet).toBe(1)
})

test('a forged X-Forwarded-Host does not reach canonical links, nor the cached page others get', async ({
  request,
}) => {
  const url = `/store-locations?city=Medan&forged=${Date.now()}`
  const forged = await (await request.get(url, { headers: { 'X-Forwarded-Host': 'evil.example' } })).text()
  expect(forged).not.toContain('evil.example')
  expect(await (await request.get(url)).text()).not.toContain('evil.example')
})

test('store search takes % and _ as text, not as wildcards', async ({ page }) => {
  await open(page, '/store-locations?search=%25')
  await expect(page.getByRole('heading', { name: 'Tidak ada toko yang cocok' })).toBeVisible()
})

test('store map by keyboard: Enter on a cluster zooms in; a marker chosen after "Lihat di peta" still brings its entry into view', async ({
  page,
}) => {
  await serveTiles(page)
  await open(page, '/store-locations/list-maps')
  await page.getByRole('button', { name: 'Lihat di peta: Rumah Loka Kemang' }).click()
  await expect(page.locator('.leaflet-popup')).toContainText('Rumah Loka Kemang')
  // Zoom out until the Jakarta stores gather into clusters.
  const cluster = page.locator('.store-cluster').first()
  for (let i = 0; i < 8 && !(await cluster.isVisible()); i++) {
    await page.getByRole('button', { name: 'Perkecil' }).click()
    await page.waitForTimeout(400)
  }
  await expect(cluster).toBeVisible()
  const before = await page.locator('.store-cluster, .store-pin').count()
  await cluster.focus()
  await page.keyboard.press('Enter')
  await expect.poll(() => page.locator('.store-cluster, .store-pin').count()).not.toBe(before)
  const pin = page.locator('.store-pin').first()
  const slug = await pin.getAttribute('title')
  await pin.click()
  await showList(page)
  const entry = page.locator('section[aria-label="Daftar toko"] article[aria-current="true"]')
  await expect(entry.locator('h2')).toHaveText(slug!)
  await expect(entry).toBeInViewport()
})

import { expect, test } from '@playwright/test'

import { expectNoAxeViolations, open } from './support'

test('store locations: every store with hours, phone and directions; JSON-LD Store', async ({ page }) => {
  const response = await open(page, '/store-locations')
  expect(response!.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Lokasi Toko' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'toko' })).toHaveText('54 toko')
  await expect(page.locator('main article')).toHaveCount(54)
  const kemang = page.locator('article#rumah-loka-kemang')
  await expect(kemang.getByRole('link', { name: /^\(0\d+\)/ })).toHaveAttribute('href', /^tel:\d+$/)
  await expect(kemang.getByRole('link', { name: /Petunjuk arah/ })).toHaveAttribute('href', /google\.com\/maps\/dir\/\?api=1&destination=-6\.\d+,106\.\d+/)
  await expect(kemang.getByText('Senin–Jumat')).toBeVisible()
  const graph = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t)).find((d) => d['@graph'])['@graph']
  expect(graph).toHaveLength(54)
  expect(graph[0]).toMatchObject({ '@type': 'Store', geo: { '@type': 'GeoCoordinates' }, address: { '@type': 'PostalAddress', addressCountry: 'ID' } })
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
  ['2026-11-23T01:30:00Z', { 'rumah-loka-kemang': 'Tutup · buka pukul 10.00', 'rumah-loka-sunset-road': 'Tutup · buka pukul 10.00', 'rumah-loka-entrop': 'Buka · tutup pukul 21.00' }],
  ['2026-11-23T13:30:00Z', { 'rumah-loka-kemang': 'Buka · tutup pukul 21.00', 'rumah-loka-sunset-road': 'Tutup · buka besok pukul 10.00', 'rumah-loka-entrop': 'Tutup · buka besok pukul 10.00' }],
] as const) {
  test(`open now at ${instant} in WIB (Kemang), WITA (Denpasar) and WIT (Jayapura)`, async ({ page }) => {
    await page.clock.setFixedTime(new Date(instant))
    await open(page, '/store-locations')
    for (const [slug, text] of Object.entries(expected)) await expect(page.locator(`article#${slug} [data-open]`)).toHaveText(text)
  })
}

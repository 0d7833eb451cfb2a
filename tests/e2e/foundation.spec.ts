import { expect } from '@playwright/test'

import { test } from './fixtures'
import { expectNoAxeViolations, staff } from './support'

test('the home page shows the seeded hero banner', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveTitle(/Rumah Loka/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByText('Ruang Tamu Baru, Semangat Baru', { exact: true })).toBeVisible()
  await expectNoAxeViolations(page)
})

// HTTP only, no page: once.
test('the health page reports the database reachable', { tag: '@once' }, async ({ request }) => {
  const response = await request.get('/up')
  expect(response.status()).toBe(200)
  expect(await response.json()).toMatchObject({ status: 'ok', database: 'reachable' })
})

// HTTP only, no page: once.
test(
  'the CMS REST API lives at /cms-api and shows shoppers only enabled products',
  { tag: '@once' },
  async ({ request }) => {
    const response = await request.get('/cms-api/products?limit=1&where[is_enabled][equals]=false')
    expect(response.status()).toBe(200)
    expect((await response.json()).totalDocs).toBe(0)
    const all = await request.get('/cms-api/products?limit=1')
    expect((await all.json()).totalDocs).toBeGreaterThanOrEqual(600)
  },
)

// HTTP only, no page: once.
test('submissions are not readable without a staff session', { tag: '@once' }, async ({ request }) => {
  const response = await request.get('/cms-api/sales-receipts')
  expect(response.status()).toBe(403)
})

// The back-office's sign-in: once, at 1440 px.
test('staff sign in to the back-office and see the seeded catalogue', { tag: '@once' }, async ({ page }) => {
  test.skip(!staff.password, 'TEST_ADMIN_PASSWORD is set by npm test')
  await page.goto('/admin')
  await expect(page).not.toHaveURL(/create-first-user/)
  await page.locator('input[name="email"]').fill(staff.email)
  await page.locator('input[name="password"]').fill(staff.password)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  await page.goto('/admin/collections/products')
  await expect(page.getByText(/of 6\d\d/)).toBeVisible()
  await page.goto('/admin/collections/stores')
  await expect(page.getByText(/of 5\d/)).toBeVisible()
})

// The back-office's sign-in: once, at 1440 px.
test('a wrong password is refused with a message', { tag: '@once' }, async ({ page }) => {
  await page.goto('/admin/login')
  await page.locator('input[name="email"]').fill('nobody@rumahloka.test')
  await page.locator('input[name="password"]').fill('wrong-password')
  await page.locator('button[type="submit"]').click()
  await expect(page.getByText(/incorrect|invalid/i).first()).toBeVisible()
})

import { expect } from '@playwright/test'

import { test } from './fixtures'
import { signIn, staff } from './support'

test('back-office lists and edit views show rupiah and Jakarta time, not raw values', async ({ page }) => {
  test.skip(!staff.password, 'TEST_ADMIN_PASSWORD is set by npm test')
  await signIn(page, staff, '/admin/collections/products')
  await expect(page).toHaveURL(/\/admin\/collections\/products/)

  // Prices: Rp 3.169.000, never 3169000.
  const priceCells = page.locator('table tbody td.cell-price')
  await expect(priceCells.first()).toHaveText(/^Rp \d{1,3}(\.\d{3})+$/)
  await page.screenshot({ path: test.info().outputPath('products.png') })

  // The edit view spells out what is typed.
  await page.locator('table tbody tr a').first().click()
  const price = page.locator('input[name="price"]')
  await price.fill('3169000')
  await expect(page.getByText('Rp 3.169.000')).toBeVisible()

  // Dates in lists: 12 Nov 2026, 10.00 WIB.
  await page.goto('/admin/collections/events')
  await expect(page.locator('table tbody td.cell-starts_at').first()).toHaveText(
    /^\d{1,2} \w{3} \d{4}, \d{2}\.\d{2} WIB$/,
  )
  await page.screenshot({ path: test.info().outputPath('events.png') })
})

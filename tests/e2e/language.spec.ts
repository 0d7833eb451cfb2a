import { expect } from '@playwright/test'

import { test } from './fixtures'
import { misMarked } from './page-checks'

/*
 * Which language each part of a page says it is in (issue 51, WCAG 3.1.2 Language of Parts; the words and
 * the rule: misMarked in page-checks.ts). Every route shape's own text, hidden labels included, is judged
 * by the walk at 1440 px (overlap.spec.ts); here, what a page shows only on request and the missing page.
 * Runs once (the `once` project): what the markup says is the same at every width.
 */

test('what opens on request, and the missing page, mark their regions’ language', async ({
  page,
  context,
}) => {
  const wrong: string[] = []
  await page.goto('/halaman-yang-tidak-ada')
  await expect(page.locator('main')).toBeVisible()
  wrong.push(...(await misMarked(page)).map((m) => `the missing page: ${m}`))

  // The search box, the phone's side menu, a toast, the home popup's dialog.
  // A new visit, for the popup: it shows once per visit.
  await page.evaluate(() => sessionStorage.clear())
  await page.goto('/')
  const popup = page.getByRole('dialog', { name: /Diskon 10%/ })
  await expect(popup).toBeVisible({ timeout: 5000 })
  wrong.push(...(await misMarked(page)).map((m) => `/ with the popup: ${m}`))
  await popup.getByRole('button', { name: 'Tutup' }).click()
  await page.getByRole('button', { name: 'Buka pencarian' }).click()
  await expect(page.getByRole('search')).toBeVisible()
  wrong.push(...(await misMarked(page)).map((m) => `/ with the search box: ${m}`))
  await page.setViewportSize({ width: 412, height: 900 })
  await page.goto('/membership')
  await page.getByRole('button', { name: 'Buka menu' }).click()
  await expect(page.getByRole('button', { name: 'Tutup menu' })).toBeVisible()
  wrong.push(...(await misMarked(page)).map((m) => `side menu: ${m}`))
  await page.keyboard.press('Escape')
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.getByRole('button', { name: 'Salin tautan' }).click()
  await expect(page.locator('[data-toast-type="success"]')).toBeVisible()
  wrong.push(...(await misMarked(page)).map((m) => `toast: ${m}`))

  expect(wrong).toEqual([])
})

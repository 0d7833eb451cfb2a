import { expect, test, type Page } from '@playwright/test'

import { open } from './support'

/*
 * A hurried shopper starts at once, while the home popup is still due (1.2 s after the page is ready):
 * nothing that appears later may take focus or a key from what they are using (issue 51). Each test types
 * slowly enough to span that moment (14 keys, 150 ms apart). At 412 px (the small project) the popup is a
 * card in the page; at 1440 px ("large") a dialog that opens only for a shopper who has not started.
 */

const slowly = { delay: 150 }
const dialogWidth = (page: Page) => (page.viewportSize()?.width ?? 1440) >= 451

test('typing a search through the popup’s moment ends on the search results', async ({ page }) => {
  await open(page, '/')
  await page.getByRole('button', { name: 'Buka pencarian' }).click()
  const box = page.locator('header').getByRole('searchbox')
  await expect(box).toBeFocused()
  await box.pressSequentially('sofa minimalis', slowly)
  await box.press('Enter')
  await expect(page).toHaveURL(/\/search\?q=sofa%20minimalis$/)
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('subscribing in the footer through the popup’s moment ends with the subscription toast', async ({
  page,
}) => {
  await open(page, '/')
  const email = page.locator('footer').getByLabel('Alamat email')
  await email.click()
  await email.pressSequentially(`cepat-${test.info().project.name}-${Date.now()}@contoh.co.id`, slowly)
  await page.locator('footer').getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.locator('[data-toast-type="success"]')).toContainText('Cek email Anda')
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('a field typed into through the popup’s moment keeps its value and its focus', async ({ page }) => {
  await open(page, '/')
  const email = page.locator('footer').getByLabel('Alamat email')
  await email.focus()
  await email.pressSequentially('tetap.di.sini@contoh', slowly)
  // Past the moment, still typing and still here.
  await page.waitForTimeout(500)
  await email.press('End')
  await email.pressSequentially('.co.id', slowly)
  await expect(email).toHaveValue('tetap.di.sini@contoh.co.id')
  await expect(email).toBeFocused()
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('a shopper who has not started: the dialog takes focus itself on a large screen, a card in the page on a phone', async ({
  page,
}) => {
  await open(page, '/')
  const card = page.getByRole('complementary', { name: /Diskon 10%/ })
  if (!dialogWidth(page)) {
    await expect(card.getByRole('link')).toBeVisible()
    await page.waitForTimeout(2000)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    return
  }
  await expect(card).toBeHidden()
  const popup = page.getByRole('dialog', { name: /Diskon 10%/ })
  await expect(popup).toBeVisible({ timeout: 5000 })
  // Focus on the dialog itself: an Enter then follows no link.
  expect(await popup.evaluate((d) => document.activeElement === d)).toBe(true)
  await page.keyboard.press('Enter')
  await expect(popup).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  await popup.getByRole('button', { name: 'Tutup' }).click()
  await expect(popup).toBeHidden()
  // Once per visit.
  await page.reload()
  await page.waitForTimeout(2000)
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

import { expect, test } from '@playwright/test'

import { waitForMail } from './mail'
import { expectNoAxeViolations, open } from './support'

test('newsletter double opt-in: sign up, open the e-mailed link, confirm with the button', async ({
  page,
}) => {
  const address = `optin-${test.info().project.name}-${Date.now()}@contoh.co.id`
  await open(page, '/membership')
  await page.getByLabel('Email address').fill(address)
  await page.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.locator('[data-toast-type="success"]')).toContainText('Cek email Anda')

  const link = (await waitForMail(address, /./)).text.match(
    /https?:\/\/\S+(\/konfirmasi-newsletter\?\S+)/,
  )![1]!
  await open(page, link)
  await expect(page.getByRole('heading', { name: 'Konfirmasi langganan newsletter' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.screenshot({ path: test.info().outputPath('newsletter-confirm.png'), fullPage: true })
  await page.getByRole('button', { name: 'Konfirmasi langganan' }).click()
  await expect(page.getByRole('heading', { name: 'Langganan aktif' })).toBeVisible()
  await expect(page).toHaveURL(/status=confirmed/)
  await expectNoAxeViolations(page)

  // The same link a second time, or a link with a wrong code, cannot be used again.
  await open(page, link.replace(/k=\d{6}/, 'k=000000'))
  await page.getByRole('button', { name: 'Konfirmasi langganan' }).click()
  await expect(page.getByRole('heading', { name: 'Tautan tidak dapat digunakan' })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('the confirmation page without a link explains what to do', async ({ page }) => {
  const response = await open(page, '/konfirmasi-newsletter')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { name: 'Tautan tidak dapat digunakan' })).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
})

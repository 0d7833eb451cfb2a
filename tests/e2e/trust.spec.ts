import { expect } from '@playwright/test'

import { test } from './fixtures'
import { waitForMail } from './mail'
import { expectNoAxeViolations, open, staff } from './support'
import { contractHeaders } from '../../scripts/contract-headers.mjs'

test('newsletter double opt-in: sign up, open the e-mailed link, confirm with the button', async ({
  page,
}) => {
  const address = `optin-${test.info().project.name}-${Date.now()}@contoh.co.id`
  await open(page, '/membership')
  await page.getByLabel('Alamat email').fill(address)
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

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a subscriber leaves through the link of a newsletter e-mail; the retailer hears of it', async ({
    page,
    browser,
  }) => {
    test.skip(!staff.password, 'TEST_ADMIN_PASSWORD is set by npm test')
    const address = `keluar-${test.info().project.name}-${Date.now()}@contoh.co.id`
    expect(
      (
        await page.request.post('/api/subscribe', { data: { email: address }, headers: contractHeaders() })
      ).status(),
    ).toBe(200)
    const confirm = (await waitForMail(address, /Kode verifikasi/)).text.match(
      /https?:\/\/\S+(\/konfirmasi-newsletter\?\S+)/,
    )![1]!
    await page.goto(confirm)
    await page.getByRole('button', { name: 'Konfirmasi langganan' }).click()
    await expect(page.getByRole('heading', { name: 'Langganan aktif' })).toBeVisible()

    // Signing up again sends the "already subscribed" mail; like every newsletter mail, it has the way out.
    expect(
      (
        await page.request.post('/api/subscribe', { data: { email: address }, headers: contractHeaders() })
      ).status(),
    ).toBe(200)
    const leave = (await waitForMail(address, /sudah berlangganan/)).text.match(
      /https?:\/\/\S+(\/berhenti-langganan\?s=\d+&t=[0-9a-f]{64})/,
    )![1]!
    // A tampered proof opens nothing and tells what to do.
    await page.goto(leave.replace(/t=[0-9a-f]/, (m) => (m.endsWith('0') ? 't=1' : 't=0')))
    await expect(page.getByRole('heading', { name: 'Tautan tidak dapat digunakan' })).toBeVisible()

    const response = await page.goto(leave)
    expect(response?.headers()['cache-control']).toMatch(/no-store|private/)
    await expect(page.getByRole('heading', { name: 'Berhenti berlangganan newsletter' })).toBeVisible()
    await expect(page.getByText(`${address[0]}***@contoh.co.id`)).toBeVisible()
    await expect(page.getByText(address)).toHaveCount(0)
    await page.screenshot({ path: test.info().outputPath('newsletter-unsubscribe.png'), fullPage: true })
    // axe needs script: the same page in a context that runs it.
    const withScript = await browser.newContext({ javaScriptEnabled: true })
    const checked = await withScript.newPage()
    await open(checked, leave)
    await expectNoAxeViolations(checked)
    await withScript.close()
    await page.getByRole('button', { name: 'Berhenti berlangganan' }).click()
    await expect(page.getByRole('heading', { name: 'Anda sudah berhenti berlangganan' })).toBeVisible()
    // The link again: already done, said so.
    await page.goto(leave)
    await expect(page.getByRole('heading', { name: 'Anda sudah berhenti berlangganan' })).toBeVisible()

    const login = await page.request.post('/cms-api/users/login', { data: staff })
    const auth = { authorization: `JWT ${(await login.json()).token}` }
    const where = `where[email][equals]=${encodeURIComponent(address)}`
    const subscriber = (
      await (await page.request.get(`/cms-api/newsletter-subscribers?${where}`, { headers: auth })).json()
    ).docs[0]
    expect(subscriber).toMatchObject({ status: 'unsubscribed', unsubscribed_at: expect.any(String) })
    const events = (
      await (
        await page.request.get(
          `/cms-api/integration-events?where[subject_email][equals]=${encodeURIComponent(address)}&sort=id`,
          { headers: auth },
        )
      ).json()
    ).docs.map((e: { type: string; body: { data: Record<string, unknown> } }) => [e.type, e.body.data])
    expect(events).toEqual([
      ['newsletter.confirmed', expect.objectContaining({ email: address })],
      ['newsletter.unsubscribed', expect.objectContaining({ email: address })],
    ])
    // The event carries no unsubscribe link: the site's never expires (docs/security.md).
    expect(events[0][1]).not.toHaveProperty('unsubscribe_url')
  })
})

import fs from 'node:fs'
import path from 'node:path'

import { expect, type Page } from '@playwright/test'

import { signCustomerLink } from '../../src/server/trust/customer-links'
import { contractHeaders as defaultContractHeaders } from '../../scripts/contract-headers.mjs'
import { test } from './fixtures'
import { contentRoutes, otherRoutes } from './routes'

/*
 * Every route shape and every error view without JavaScript (issue 42): blocked scripts, scripts that failed
 * to load, a slow phone still parsing, a crawler. The HTML alone must hold the page's heading and a way back:
 * a visible link home in the header or the view itself.
 */

const template = process.env.TEST_TEMPLATE_DATA_DIR
if (template && fs.existsSync(path.join(template, '.customer-link-secret')))
  process.env.CUSTOMER_LINK_SECRET ||= fs
    .readFileSync(path.join(template, '.customer-link-secret'), 'utf8')
    .trim()

test.use({ javaScriptEnabled: false })

/** The page's one top-level heading, shown, with `name` when given, and a visible link to the home page. */
async function expectReadable(page: Page, name?: string | RegExp) {
  const heading = page.getByRole('heading', { level: 1, ...(name ? { name } : {}) })
  await expect(heading.first()).toBeVisible()
  expect((await heading.first().innerText()).trim().length).toBeGreaterThan(0)
  await expect(page.locator('a[href="/"]:visible').first()).toBeVisible()
}

const routeShapes = [...contentRoutes.map((r) => r.path), ...otherRoutes]

test('every route shape shows its heading and a way home in its HTML', async ({ page, request }) => {
  test.setTimeout(180_000)
  const events = await request.get('/api/event/list?page_size=1', { headers: defaultContractHeaders() })
  const [event] = (await events.json()).data.events as { slug: string }[]
  const links = [
    `/refund/${(await signCustomerLink('refund', 'RTR-2026-0001')).token}`,
    `/detail_receipt/${(await signCustomerLink('receipt', 'STR-2026-00001')).token}`,
    `/voucher-claim/${(await signCustomerLink('voucher', 'v1')).token}`,
  ]
  for (const url of [
    ...routeShapes,
    `/kalender-event/detail/${event!.slug}`,
    `/kalender-event/registrasi/${event!.slug}`,
    ...links,
  ]) {
    await test.step(url, async () => {
      const response = await page.goto(url)
      expect(response?.status(), url).toBe(200)
      await expectReadable(page)
      // Nothing moves the chat and sale badge aside without scripts: they stand in the footer's room at the
      // page's end, never over the page (a product's price on a phone).
      const [stackTop, footerTop] = await page.evaluate(() =>
        ['.floating-stack', 'body > footer'].map((s) => {
          const box = document.querySelector(s)!.getBoundingClientRect()
          return box.top + scrollY
        }),
      )
      expect(stackTop, `${url}: the floating stack above the footer`).toBeGreaterThanOrEqual(footerTop!)
    })
  }
})

test('controls only scripts make work are not shown: the hero’s slide controls, the menu button, the FAQ filter', async ({
  page,
}) => {
  await page.goto('/')
  // In the HTML (so a name change cannot pass this unseen), and not shown (`.needs-script`).
  for (const control of [
    page.locator('button[aria-label="Pause slides"]'),
    page.locator('button[aria-label="Slide berikutnya"]'),
    page.locator('button[aria-label="Buka menu"]'),
  ]) {
    await expect(control).toBeAttached()
    await expect(control).toBeHidden()
  }
  // What works without scripts still shows: the first slide's link, the header's links.
  await expect(page.getByRole('link', { name: /Lihat selengkapnya/ }).first()).toBeVisible()
  await expect(page.locator('header a[href="/search"]').first()).toBeVisible()
  // The FAQ's filter box could filter nothing: every question shows instead.
  await page.goto('/faq')
  await expect(page.locator('main input[type="search"]')).toBeAttached()
  await expect(page.locator('main input[type="search"]')).toBeHidden()
  await expect(page.getByText('Bagaimana cara mendaftarkan garansi?')).toBeVisible()
  await expect(page.getByText('Apakah ada biaya perakitan?')).toBeVisible()
})

test('every not-found and dead-link view says so in its HTML, with the way back', async ({ page }) => {
  test.setTimeout(120_000)
  const notFound = 'This page could not be found'
  const views: [string, string | RegExp][] = [
    ['/a-page-that-does-not-exist', notFound],
    ['/a/nested/path/nobody/made', notFound],
    ['/home-promotion/tidak-ada', notFound],
    ['/inspirations/tidak-ada', notFound],
    ['/room-of-inspiration/tidak-ada', notFound],
    ['/room-categories/tidak-ada', notFound],
    ['/services/tidak-ada', notFound],
    ['/csr-events/tidak-ada', notFound],
    ['/self-service/tidak-ada', notFound],
    ['/kalender-event/detail/tidak-ada', notFound],
    ['/kalender-event/registrasi/tidak-ada', notFound],
    ['/refund/bukan-tautan-yang-sah', /tautan/i],
    ['/detail_receipt/bukan-tautan-yang-sah', /tautan/i],
    ['/voucher-claim/bukan-tautan-yang-sah', /tautan/i],
  ]
  for (const [url, heading] of views) {
    await test.step(url, async () => {
      const response = await page.goto(url)
      expect(response?.status(), url).toBe(404)
      expect(await page.locator('html').getAttribute('id'), `${url}: Next's empty error shell`).not.toBe(
        '__next_error__',
      )
      await expectReadable(page, heading)
      await expect(page.getByRole('banner')).toBeVisible()
      await expect(page.locator('main a[href="/"]')).toBeVisible()
    })
  }
  // The app's web view has no header: its 404 says so without one.
  const response = await page.goto('/mobile/tidak-ada')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: notFound })).toBeVisible()
})

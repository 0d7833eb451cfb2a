import { expect, type Page } from '@playwright/test'

import { test } from './fixtures'
import { expectNoAxeViolations, open, signIn, staff } from './support'

// A shopper's browser: the counter skips crawlers, and headless Chromium names itself one.
test.use({
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
})

/** The next visit beacon the page sends, and the status it got. */
const nextBeacon = (page: Page) =>
  page
    .waitForResponse((r) => r.url().endsWith('/api/site/log/insert'))
    .then((r) => ({ sent: r.request().postDataJSON() as { path: string }, status: r.status() }))

test('each page shown is counted once, and staff read the visits in the back-office', async ({ page }) => {
  test.skip(!staff.password, 'TEST_ADMIN_PASSWORD is set by npm test')
  const landing = nextBeacon(page)
  await open(page, '/faq?utm_source=newsletter')
  expect(await landing).toEqual({ sent: { path: '/faq' }, status: 200 })

  // A navigation inside the site counts the page it leads to.
  const link = page.getByRole('contentinfo').locator('a[href^="/"]:not([href="/faq"])').first()
  const target = (await link.getAttribute('href'))!.split('?')[0]!
  const navigated = nextBeacon(page)
  await link.click()
  expect((await navigated).sent.path).toBe(target)

  // An error page is not a view.
  let counted404 = false
  page.on('request', (r) => (counted404 ||= r.url().endsWith('/api/site/log/insert')))
  await open(page, '/no-such-page-for-visits')
  await page.waitForTimeout(3500)
  expect(counted404).toBe(false)

  // A shopper's Buy Online is a hand-off to the marketplace (answered here: nothing leaves the machine).
  await page
    .context()
    .route(/^https:\/\/www\.tokopedia\.com\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Marketplace</title>' }),
    )
  const product = '/produk/sofa-2-dudukan-kirana-kain-boucle-rl-0101-002'
  await open(page, product)
  const [marketplace] = await Promise.all([
    page.context().waitForEvent('page'),
    page.waitForResponse((r) => r.url().endsWith('/api/site/log/handoff')),
    page.getByRole('link', { name: /Buy Online/ }).click(),
  ])
  await marketplace.close()

  await signIn(page, staff, '/admin/visits')
  await expect(page).toHaveURL(/\/admin\/visits$/)
  await expect(page.getByRole('heading', { name: 'Visits', level: 1 })).toBeVisible()
  const today = page.locator('section', { has: page.getByRole('heading', { name: 'Today' }) })
  await expect(today.getByRole('row').filter({ hasText: '/faq' })).toBeVisible()
  await expect(today.getByRole('link', { name: '/no-such-page-for-visits' })).toHaveCount(0)
  await expect(page.getByRole('img', { name: /Views per day from/ })).toBeVisible()
  const handoffs = page.locator('section', {
    has: page.getByRole('heading', { name: /^Hand-offs to the marketplace/ }),
  })
  const cells = handoffs.getByRole('row').filter({ hasText: product }).getByRole('cell')
  await expect(cells).toHaveCount(3)
  expect(Number(await cells.last().textContent())).toBeGreaterThanOrEqual(1)
  await expectNoAxeViolations(page)
  await page.screenshot({ path: test.info().outputPath('visits.png'), fullPage: true })

  await today.getByRole('link', { name: '/faq', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Views per day of /faq' })).toBeVisible()
  // The navigation's own link to the view.
  await expect(page.locator('a.nav__link[href="/admin/visits"]')).toHaveCount(1)
})

test('a page view reports its Core Web Vitals, which staff read per route and per day', async ({ page }) => {
  test.skip(!staff.password, 'TEST_ADMIN_PASSWORD is set by npm test')
  const product = '/produk/sofa-3-dudukan-nara-kain-linen-rl-0101-001'
  const landing = nextBeacon(page)
  await open(page, product)
  await landing
  const sent: Record<string, unknown>[] = []
  page.on('request', (r) => {
    if (r.url().endsWith('/api/site/log/vitals')) sent.push(r.postDataJSON())
  })
  // The first input settles LCP, once web-vitals (loaded after the view is counted) listens: a click before
  // that settles nothing, so the test clicks until the LCP call leaves.
  const heading = page.getByRole('heading', { level: 1 })
  await expect(async () => {
    await heading.click()
    expect(sent.length).toBe(1)
  }).toPass({ timeout: 15_000 })
  // The click's timing is recorded after the next frame; hiding the page before would leave INP empty.
  await page.waitForFunction(() => performance.getEntriesByType('first-input').length > 0)
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
  // Hiding the page (leaving it, switching tabs) gives INP and CLS. Headless Chromium never hides a page, so
  // the test does what the browser would: web-vitals' own tests do the same.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' })
    document.dispatchEvent(new Event('visibilitychange'))
  })
  await expect.poll(() => sent.length).toBe(2)
  expect(sent[0]).toEqual({ path: product, lcp: expect.any(Number) })
  expect(sent[1]).toEqual({ path: product, inp: expect.any(Number), cls: expect.any(Number) })

  await signIn(page, staff, '/admin/visits')
  const vitals = page.locator('section', { has: page.getByRole('heading', { name: /^Page experience/ }) })
  const row = vitals.getByRole('row').filter({ hasText: '/produk/[url_key]' })
  await expect(row).toBeVisible()
  await expect(row.getByRole('cell')).toHaveCount(5)
  await row.getByRole('link').click()
  await expect(page.getByRole('heading', { name: 'Per day: /produk/[url_key]' })).toBeVisible()
  await expect(vitals.getByRole('table')).toHaveCount(2)
  await expectNoAxeViolations(page)
  await vitals.screenshot({ path: test.info().outputPath('vitals.png') })
})

test('the visits view is for staff only', async ({ page }) => {
  await page.goto('/admin/visits')
  await expect(page).toHaveURL(/\/admin\/login/)
})

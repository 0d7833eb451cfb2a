import { expect, test, type Page } from '@playwright/test'

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

test('the visits view is for staff only', async ({ page }) => {
  await page.goto('/admin/visits')
  await expect(page).toHaveURL(/\/admin\/login/)
})

import fs from 'node:fs'
import { createRequire } from 'node:module'

import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** Opens a path and waits until React has hydrated it, so clicks are handled. */
export async function open(page: Page, path: string) {
  const response = await page.goto(path)
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
  return response
}

/** Unfolds a list's filters where they are folded (phones); from the large layout they are always open. */
export async function openFilters(page: Page) {
  const summary = page.locator('details.filter-fold > summary')
  if (await summary.isVisible()) await summary.click()
}

/**
 * axe-core's minified build (0.65 MB; AxeBuilder's default is the 1.5 MB unminified one), run only where the
 * document has none yet: AxeBuilder runs the source once more for each frame, and a page checked twice keeps
 * the first copy.
 */
const axeOnce = `if (!window.axe) {\n${fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')}\n}`

/**
 * axe with the WCAG 2.2 AA rules (24 × 24 px targets included); any violation fails with its rule ids and
 * targets.
 */
export async function expectNoAxeViolations(page: Page) {
  // Legacy mode: axe.run in the page itself. The default runs axe in each frame, then again in a new blank
  // page to merge the frames' results (three copies of the source and a page per check); no page of the site
  // has a frame. It was half of each check's CPU (docs/testing.md). Only violations are reported in full: the
  // nodes that pass (every text for colour contrast) were most of the run and 90 % of the result's bytes.
  const results = await new AxeBuilder({ page, axeSource: axeOnce })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
  expect(summary).toEqual([])
}

export const staff = {
  email: process.env.TEST_ADMIN_EMAIL || 'admin@rumahloka.test',
  password: process.env.TEST_ADMIN_PASSWORD || '',
}

/**
 * Signs in on the back-office's login page (to `redirect` afterwards, when given) as staff or another
 * account.
 */
export async function signIn(
  page: Page,
  account: { email: string; password: string } = staff,
  redirect?: string,
) {
  await page.goto(redirect ? `/admin/login?redirect=${encodeURIComponent(redirect)}` : '/admin/login')
  await page.locator('input[name="email"]').fill(account.email)
  await page.locator('input[name="password"]').fill(account.password)
  await page.locator('button[type="submit"]').click()
}

import AxeBuilder from '@axe-core/playwright'
import { expect } from '@playwright/test'

import { test } from './fixtures'
import { signIn, staff } from './support'

test('after sign-in, the dashboard shows what needs a person, each count opening its filtered list', async ({
  page,
}) => {
  test.skip(!staff.password, 'TEST_ADMIN_PASSWORD is set by npm test')
  await signIn(page)
  await expect(page).toHaveURL(/\/admin\/?$/)

  const work = page.getByRole('region', { name: 'Needs attention' })
  await expect(work).toBeVisible()
  for (const group of [
    'Messages and requests',
    'Warranty claims',
    'Personal data',
    'Registrations, events in the next 30 days',
  ]) {
    await expect(work.getByRole('region', { name: group })).toBeVisible()
  }
  await expect(work.getByRole('link', { name: /seats left/ }).first()).toBeVisible()
  // Administrators see the state of backups; this server has taken none, which is a warning.
  const backups = work.getByRole('region', { name: 'Backups' })
  await expect(backups.getByRole('status')).toHaveText(/No backup has been taken yet/)
  await expect(backups.getByRole('link', { name: 'Every backup' })).toHaveAttribute(
    'href',
    '/admin/collections/backup-runs',
  )
  const axe = await new AxeBuilder({ page })
    .include('section[aria-labelledby="work-title"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  expect(axe.violations.map((v) => v.id)).toEqual([])
  await page.screenshot({ path: test.info().outputPath('dashboard.png'), fullPage: true })

  // The count is the filtered list's length.
  const received = work.getByRole('link', { name: /Diterima/ })
  const count = Number((await received.locator('span').first().innerText()).replace(/\D/g, ''))
  await received.click()
  await expect(page).toHaveURL(/\/admin\/collections\/warranty-claims\?where/)
  if (count > 0) await expect(page.locator('table tbody tr')).toHaveCount(Math.min(count, 10))
  else await expect(page.getByRole('heading', { name: 'No Results.' })).toBeVisible()
})

test('an editor, who may not read personal data, sees no counts of it', async ({ page, request }) => {
  test.skip(!staff.password, 'TEST_ADMIN_PASSWORD is set by npm test')
  const login = await request.post('/cms-api/users/login', {
    data: { email: staff.email, password: staff.password },
  })
  const token = (await login.json()).token as string
  const editor = {
    email: `editor-${Date.now()}-${test.info().project.name}@rumahloka.test`,
    password: 'editor-pass-12345',
  }
  const created = await request.post('/cms-api/users', {
    data: { ...editor, role: 'editor' },
    headers: { Authorization: `JWT ${token}` },
  })
  expect(created.status()).toBe(201)

  await signIn(page, editor)
  await expect(page).toHaveURL(/\/admin\/?$/)
  await expect(page.getByRole('heading', { name: 'Content', level: 2 }).first()).toBeVisible()
  const work = page.getByRole('region', { name: 'Needs attention' })
  await expect(work).toBeVisible()
  for (const group of [
    'Warranty claims',
    'Personal data',
    'Registrations, events in the next 30 days',
    'Backups',
  ]) {
    await expect(work.getByRole('region', { name: group })).toHaveCount(0)
  }
  await expect(page.getByRole('link', { name: /New contact messages/ })).toHaveCount(0)
})

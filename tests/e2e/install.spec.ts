import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { chromium, expect } from '@playwright/test'

import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs'
import { test } from './fixtures'

/*
 * The site installs as an app (issue 42): Chromium reports no installability error (DevTools protocol
 * Page.getInstallabilityErrors; Lighthouse no longer audits it), and the manifest's icons are the PNGs it
 * names. A profile on disk: Playwright's usual contexts are incognito, where nothing installs.
 */
test('Chromium finds the site installable, with icons drawn from the brand mark', async ({
  request,
  baseURL,
}) => {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'rumahloka-install-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    args: chromiumArgs,
    baseURL,
  })
  try {
    const page = await context.newPage()
    await page.goto('/membership')
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest')
    const cdp = await context.newCDPSession(page)
    await expect
      .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors)
      .toEqual([])
  } finally {
    await context.close()
    fs.rmSync(profile, { recursive: true, force: true })
  }
  const manifest = await (await request.get('/manifest.webmanifest')).json()
  expect(manifest).toMatchObject({ name: 'Rumah Loka', start_url: '/', display: 'standalone' })
  for (const icon of manifest.icons.filter((i: { type: string }) => i.type === 'image/png')) {
    const response = await request.get(icon.src)
    expect(response.status(), icon.src).toBe(200)
    expect(response.headers()['content-type']).toBe('image/png')
    const png = await response.body()
    // The PNG's own width and height (IHDR) are the size the manifest says.
    const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)]
    expect(`${width}x${height}`, icon.src).toBe(icon.sizes)
  }
})

// Developer tool: screenshots of pages at the spec's small and large widths.
// Usage: node scripts/screenshots.mjs http://localhost:3000 / /faq …  (writes to test-results/screens)
import fs from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'

import { chromiumArgs, chromiumPath, explainMissingChromium } from './chromium.mjs'

const [base, ...paths] = process.argv.slice(2)
const out = path.resolve('test-results/screens')
fs.mkdirSync(out, { recursive: true })
let browser
try {
  browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
} catch (error) {
  console.error(explainMissingChromium(error))
  process.exit(1)
}
for (const width of [412, 1440]) {
  const page = await browser.newPage({
    viewport: { width, height: width < 500 ? 915 : 900 },
    deviceScaleFactor: 1,
  })
  for (const p of paths.length ? paths : ['/']) {
    await page.goto(new URL(p, base).href, { waitUntil: 'load' })
    const file = path.join(out, `${p.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${width}.png`)
    await page.screenshot({ path: file, fullPage: process.env.FULL !== '0' })
    console.log(file)
  }
  await page.close()
}
await browser.close()

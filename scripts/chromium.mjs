// Finds the Chromium the tests and tools drive: CHROME_PATH, else Debian's /usr/bin/chromium,
// else Playwright's own download; explains what to do when there is none.
import fs from 'node:fs'

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export function chromiumPath() {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ].filter(Boolean)
  const found = candidates.find((p) => fs.existsSync(p))
  if (found) return found
  return undefined // Playwright's own browser, if `npx playwright install chromium` was run.
}

export function explainMissingChromium(error) {
  return (
    `Chromium could not be started (${error?.message ?? error}).\n` +
    'Install it (Debian/Ubuntu: sudo apt-get install -y chromium), set CHROME_PATH to a Chrome or Chromium binary, ' +
    'or run `npx playwright install chromium`.'
  )
}

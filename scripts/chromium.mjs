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

/**
 * The browser of the end-to-end tests: Debian's chromium-headless-shell when installed (Chromium's old
 * headless mode, Playwright's own default for headless runs: the same engine without the browser's UI, which
 * in the full binary's headless mode starts a UI renderer for every new window and costs about five times the
 * CPU per test context on this machine), else the full Chromium. CHROME_PATH, when set, is used as is. The
 * installability test launches the full Chromium itself (only the full browser installs apps).
 */
export function e2eChromiumPath() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH
  const shell = ['/usr/bin/chromium-headless-shell', '/usr/lib/chromium/chromium-headless-shell'].find((p) =>
    fs.existsSync(p),
  )
  return shell ?? chromiumPath()
}

export function explainMissingChromium(error) {
  return (
    `Chromium could not be started (${error?.message ?? error}).\n` +
    'Install it (Debian/Ubuntu: sudo apt-get install -y chromium), set CHROME_PATH to a Chrome or Chromium binary, ' +
    'or run `npx playwright install chromium`.'
  )
}

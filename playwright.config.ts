import os from 'node:os'
import path from 'node:path'

import { defineConfig, devices } from '@playwright/test'

import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs'

const port = Number(process.env.E2E_PORT || 3220)
// Where the web server's test SMTP server writes each message; the specs read it (tests/e2e/mail.ts).
process.env.E2E_MAIL_DIR ||= path.join(os.tmpdir(), `rumahloka-e2e-mail-${port}`)

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // One retry everywhere (CI does not set CI=1): a test failing twice fails the run; one passing on its retry
  // counts as passed and is listed as flaky in the output, to be fixed at its cause.
  retries: 1,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-results.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    trace: 'retain-on-failure',
    // The service worker registers once a page is idle and then answers the page's requests itself, out of
    // sight of page.route and of the request counts the specs make; tests/e2e/offline.spec.ts allows it and
    // tries what it does.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'small',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 412, height: 915 },
        isMobile: false,
        hasTouch: true,
      },
    },
    { name: 'large', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
  ],
  webServer: {
    command: `node tests/support/e2e-server.mjs ${port}`,
    url: `http://127.0.0.1:${port}/up`,
    timeout: 90_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})

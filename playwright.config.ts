import os from 'node:os'
import path from 'node:path'

import { defineConfig, devices } from '@playwright/test'

import { chromiumArgs, e2eChromiumPath } from './scripts/chromium.mjs'

/**
 * Workers, each with a server of its own on its own copy of the seeded database (E2E_WORKERS, default 2): a
 * test spends much of its time waiting on one page, and no test sees another's writes, limits or mail. The
 * whole suite alone took 8.3 min with two (2026-11-28).
 */
const workers = Math.max(1, Number(process.env.E2E_WORKERS || 2))
// Ports of their own (each server and, at port + 5, its SMTP receiver; the next worker's 10 above): npm test
// runs the integration suite (3210 and up to 3299) at the same time.
const firstPort = Number(process.env.E2E_PORT || 3320)
const portOf = (lane: number) => firstPort + 10 * lane
/** Where a server's test SMTP receiver writes each message; the specs read it (tests/e2e/mail.ts). */
const mailDirOf = (lane: number) => path.join(os.tmpdir(), `rumahloka-e2e-mail-${portOf(lane)}`)
// Playwright loads this file in each worker too, with the worker's lane in TEST_PARALLEL_INDEX.
const lane = Number(process.env.TEST_PARALLEL_INDEX || 0)
const port = portOf(lane)
process.env.E2E_MAIL_DIR = mailDirOf(lane)

/** Spec files with nothing of a shopper's layout in them, run once (the 'once' project). */
const runOnce = [
  // The back-office's own screens and the integration API.
  'admin-display.spec.ts',
  'admin-lists.spec.ts',
  'work-dashboard.spec.ts',
  // Drafts, preview (at 412 and 1440 px inside the test), scheduling and versions.
  'drafts.spec.ts',
  'integrations.spec.ts',
  // Installability: the manifest and its icons.
  'install.spec.ts',
  // What the offline worker keeps and serves.
  'offline.spec.ts',
  // Counting views, and the back-office's view of them.
  'visits.spec.ts',
  // Which language each part of a page says it is in: markup, the same at every width.
  'language.spec.ts',
]

export default defineConfig({
  testDir: 'tests/e2e',
  // Its own folder: Playwright empties it on start, and test-results holds the other runners' reports.
  outputDir: 'test-results/e2e',
  // 45 s was too little for the longest specs (voucher refusals: 44–48 s) on a machine 2.5 times slower.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers,
  // One retry everywhere (CI does not set CI=1): a test failing twice fails the run; one passing on its retry
  // counts as passed and is listed as flaky in the output, to be fixed at its cause.
  retries: 1,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-results.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: e2eChromiumPath(), args: chromiumArgs },
    // A trace of a failing test's retry (every failure is retried once): recording one for every test cost
    // time on each.
    trace: 'on-first-retry',
    // The service worker registers once a page is idle and then answers the page's requests itself, out of
    // sight of page.route and of the request counts the specs make; tests/e2e/offline.spec.ts allows it and
    // tries what it does.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
  },
  projects: [
    // What has no reason to run at two widths runs once, at 1440 px: the files below whole, and tests tagged
    // @once elsewhere (each says why beside its tag).
    {
      name: 'once',
      // Matched against "project file describe title tags".
      grep: [/@once/, ...runOnce.map((file) => new RegExp(file.replace('.', '\\.')))],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    {
      name: 'small',
      testIgnore: runOnce,
      grepInvert: /@once/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 412, height: 915 },
        isMobile: false,
        hasTouch: true,
      },
    },
    {
      name: 'large',
      testIgnore: runOnce,
      grepInvert: /@once/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
  ],
  // E2E_NO_SERVER=1: the specs run against servers already listening on the workers' ports, such as one
  // started by hand under a profiler (`NODE_OPTIONS='--cpu-prof --cpu-prof-dir=DIR' node
  // tests/support/e2e-server.mjs 3320`; SIGINT to the server writes its profile).
  webServer: process.env.E2E_NO_SERVER
    ? []
    : Array.from({ length: workers }, (_, lane) => ({
        command: `node tests/support/e2e-server.mjs ${portOf(lane)}`,
        url: `http://127.0.0.1:${portOf(lane)}/up`,
        env: { E2E_MAIL_DIR: mailDirOf(lane) },
        timeout: 90_000,
        reuseExistingServer: false,
        stdout: 'ignore' as const,
        stderr: 'pipe' as const,
      })),
})

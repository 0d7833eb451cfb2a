// Playwright's web server: the production build on a fresh copy of the seeded template database,
// sending its e-mail to a real SMTP server on 127.0.0.1 that writes each message to E2E_MAIL_DIR.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { spawnProductionServer } from '../../scripts/lib.mjs'

const port = process.argv[2] || '3320'
const template = process.env.TEST_TEMPLATE_DATA_DIR
if (!template || !fs.existsSync(path.join(template, 'site.db'))) {
  console.error('No seeded template database: run the tests with `npm test`, or set TEST_TEMPLATE_DATA_DIR.')
  process.exit(1)
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rumahloka-e2e-'))
fs.cpSync(template, dataDir, { recursive: true })
const mailDir = process.env.E2E_MAIL_DIR || path.join(dataDir, 'mail')
fs.rmSync(mailDir, { recursive: true, force: true })
const smtpPort = Number(process.env.E2E_SMTP_PORT || Number(port) + 5)
// Node 24 runs the TypeScript receiver as is (type stripping).
const { startSmtpReceiver } = await import('./smtp-receiver.ts')
const { testSecrets } = await import('./secrets.ts')
const smtp = await startSmtpReceiver(smtpPort, mailDir)
const child = spawnProductionServer({
  port,
  stdio: 'inherit',
  env: {
    ...testSecrets,
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_RETRY_BASE_SECONDS: '1',
    MAIL_POLL_SECONDS: '1',
    WEBHOOKS_ALLOW_HTTP_LOOPBACK: 'true',
    WEBHOOK_POLL_SECONDS: '1',
    // Map tiles from a host the specs answer themselves (tests/support/blank-tile.ts): nothing leaves the
    // machine.
    MAP_TILE_URL: 'http://tiles.e2e.test/{z}/{x}/{y}.png',
    // Scheduled publishes looked for every second (tests/e2e/drafts.spec.ts waits for one).
    SCHEDULED_PUBLISH_CRON: '* * * * * *',
  },
})
const stop = () => child.kill('SIGTERM')
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
child.on('exit', (code) => smtp.close(() => process.exit(code ?? 0)))

import fs from 'node:fs'

import type { TestProject } from 'vitest/node'

import { freshDataDir, startServer } from './server'
import { startSmtpReceiver } from './smtp-receiver'

const port = Number(process.env.INTEGRATION_PORT || 3210)
const smtpPort = Number(process.env.INTEGRATION_SMTP_PORT || 3225)

/**
 * Vitest global setup: one production server on a fresh seeded database for the integration
 * suite, sending its e-mail to a real SMTP server on 127.0.0.1 that keeps every message.
 */
export default async function setup(project: TestProject) {
  const dataDir = freshDataDir('integration')
  const mailDir = `${dataDir}-mail`
  const smtp = await startSmtpReceiver(smtpPort, mailDir)
  // Behind a trusted proxy, so each test call can come from its own client address (see support/contract.ts).
  process.env.TRUST_PROXY = 'true'
  // Scheduled publishing looked for every second, so a publish set 3 s ahead is seen within the test.
  process.env.SCHEDULED_PUBLISH_CRON = '* * * * * *'
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`
  // Retries after 1 s, 6 s, … instead of 30 s, 3 min, …, so the retry test stays short.
  process.env.MAIL_RETRY_BASE_SECONDS = '1'
  process.env.MAIL_POLL_SECONDS = '1'
  // Webhooks to the tests' receiver on 127.0.0.1, retried after 1 s, 6 s, … and given 2 s to answer.
  process.env.WEBHOOKS_ALLOW_HTTP_LOOPBACK = 'true'
  process.env.WEBHOOK_RETRY_BASE_SECONDS = '1'
  process.env.WEBHOOK_POLL_SECONDS = '1'
  process.env.WEBHOOK_TIMEOUT_SECONDS = '2'
  // Feed events show once 1 s old (5 s in production), so the feed test sees the wait and stays short.
  process.env.INTEGRATION_FEED_SETTLE_SECONDS = '1'
  // Garbage collected after 2, 5 and 10 s of quiet (5, 30 and 90 s in production), so the fuzz test's memory
  // check waits seconds, not minutes; IDLE_COLLECTION_SECONDS=off shows what the collections give back.
  process.env.IDLE_COLLECTION_SECONDS ??= '2,5,10'
  // A CSV record may hold 16 KB here (64 in production), so the cap is tried with a small file.
  process.env.CSV_MAX_RECORD_KB = '16'
  // Metrics on, as operators run it: the fuzz test reads what the bounded caches and V8's heap hold.
  const metricsPort = port + 16
  const server = await startServer(port, dataDir, { METRICS_PORT: String(metricsPort) })
  // Everything the server prints, whole, for tests that check what it logged (an uncaught exception).
  const serverLog = `${dataDir}-server.log`
  const log = fs.createWriteStream(serverLog)
  server.stdout?.pipe(log, { end: false })
  server.stderr?.pipe(log, { end: false })
  project.provide('baseUrl', `http://127.0.0.1:${port}`)
  project.provide('dataDir', dataDir)
  project.provide('databaseUrl', server.databaseUrl)
  project.provide('mailDir', mailDir)
  project.provide('serverPid', server.pid ?? 0)
  project.provide('metricsUrl', `http://127.0.0.1:${metricsPort}/metrics`)
  project.provide('serverLog', serverLog)
  return async () => {
    // Gone before the receiver closes and the next pass starts: a draining server still sends its e-mail.
    const exited = new Promise((resolve) => server.once('exit', resolve))
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM')
      // Cleared once the server is gone: a timer left running kept Vitest from exiting for 10 s every pass.
      let timer: NodeJS.Timeout | undefined
      await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 30_000)))])
      clearTimeout(timer)
    }
    await new Promise<void>((resolve) => smtp.close(() => resolve()))
    await new Promise((resolve) => log.end(resolve))
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    dataDir: string
    databaseUrl: string
    mailDir: string
    serverPid: number
    metricsUrl: string
    serverLog: string
  }
}

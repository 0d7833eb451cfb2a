import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import nodemailer from 'nodemailer'
import { type DestinationStream, pino } from 'pino'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { collections } from './collections'
import { isAdminUser } from './collections/access'
import { staffDisplayDateFormat, withStaffDisplay } from './collections/fields/staff-display'
import { withAnonymousReadBounds } from './collections/hooks/anonymous-read-bounds'
import { withReadTags } from './collections/hooks/read-tags'
import { lookUpClockBoundariesWith } from './server/clock-boundaries'
import { dataDir } from './lib/paths'
import { makeDataPrivate } from './lib/private-files'
import { resolvePayloadSecret } from './lib/secret'
import { migrations as postgresMigrations } from './migrations/postgres'
import { migrations as sqliteMigrations } from './migrations/sqlite'
import { backupQueue, backupTask } from './server/backup/task'
import { sqliteFileOf } from './server/backup/database-dump'
import { withMigrationLock } from './server/database-lock'
import { currentRequestId, watchApp } from './server/observability'
import { startDeliveryLoop } from './server/mail/outbox'
import { startWebhookLoop } from './server/webhooks/deliver'
import { applyRetention } from './server/privacy/retention'
import { warmProductIndex } from './server/catalog/search-index'
import { fetchProductImageTask, productImageQueue } from './server/integration/product-images'
import { watchStaleJobs } from './server/jobs/stale-jobs'
import { ensureFirstStaffAccount } from './server/staff/bootstrap'
import { uploadStorage } from './server/storage'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const databaseUrl = process.env.DATABASE_URL ?? ''
const usePostgres = /^postgres(ql)?:\/\//.test(databaseUrl)

const sqliteUrl = process.env.SQLITE_URL || `file:${path.join(dataDir, 'site.db')}`
// SQLite cannot create the folder of its file; a fresh machine has none yet. DATA_DIR, its upload folders
// and the database file are the server user's only (src/lib/private-files.ts).
makeDataPrivate({
  sqliteFile: usePostgres ? null : sqliteFileOf(sqliteUrl)?.split('?')[0],
  uploads: !process.env.S3_BUCKET,
})

// The schema only ever changes through committed migrations, applied on start of the server (and the seed),
// never by a one-off command beside a running server (BACKGROUND_WORK=off: npm run backup), which could be a
// newer build than the server.
const oneOff = process.env.BACKGROUND_WORK === 'off'
const db = usePostgres
  ? withMigrationLock(
      postgresAdapter({
        pool: { connectionString: databaseUrl, max: Number(process.env.DATABASE_POOL_MAX || 10) },
        push: false,
        migrationDir: path.resolve(dirname, 'migrations/postgres'),
        prodMigrations: oneOff ? undefined : postgresMigrations,
      }),
      databaseUrl,
    )
  : sqliteAdapter({
      client: { url: sqliteUrl },
      push: false,
      // FULL (the default): every commit is synced to disk before the call returns, so nothing acknowledged
      // is lost even to a power cut; no measurable cost to sign-ups on the bench machine (docs/deploy.md).
      // SQLITE_SYNCHRONOUS=NORMAL syncs at checkpoints only, for disks where a sync is slow.
      wal: { synchronous: process.env.SQLITE_SYNCHRONOUS === 'NORMAL' ? 'NORMAL' : 'FULL' },
      busyTimeout: 5000,
      migrationDir: path.resolve(dirname, 'migrations/sqlite'),
      prodMigrations: oneOff ? undefined : sqliteMigrations,
    })

// Outgoing e-mail goes through SMTP when SMTP_URL is set (smtp://user:pass@host:587); otherwise
// messages stay in the Outbox collection (src/server/mail/outbox.ts) for staff to read.
// Pooled connections unless the URL says otherwise: 44 ms a message instead of 150 ms on loopback.
const smtpUrl = process.env.SMTP_URL ? new URL(process.env.SMTP_URL) : null
if (smtpUrl && !smtpUrl.searchParams.has('pool')) smtpUrl.searchParams.set('pool', 'true')
const email = smtpUrl
  ? nodemailerAdapter({
      defaultFromAddress: process.env.MAIL_FROM_ADDRESS || 'no-reply@rumahloka.test',
      defaultFromName: process.env.MAIL_FROM_NAME || 'Rumah Loka',
      // A mail server that is down at start must not stop the site; failures are retried per message.
      skipVerify: true,
      transport: nodemailer.createTransport(smtpUrl.toString()),
    })
  : undefined

export default buildConfig({
  serverURL: process.env.SITE_URL || '',
  secret: resolvePayloadSecret(),
  routes: { admin: '/admin', api: '/cms-api' },
  graphQL: { disable: true },
  admin: {
    user: 'users',
    // The built-in avatar: Gravatar would load images from the internet.
    avatar: 'default',
    // The retailer's mark in the browser tab, on the sign-in page and atop the navigation
    // (components/admin/Brand).
    meta: {
      titleSuffix: ' · Rumah Loka back-office',
      icons: [{ rel: 'icon', type: 'image/svg+xml', url: '/icon.svg' }],
    },
    dateFormat: staffDisplayDateFormat,
    // Scheduled publishing asks for a time in Jakarta's (the shoppers' and the staff's) zone.
    timezones: {
      supportedTimezones: [{ label: 'WIB (Jakarta)', value: 'Asia/Jakarta' }],
      defaultTimezone: 'Asia/Jakarta',
    },
    importMap: { baseDir: dirname },
    // Sign-in with an optional one-time code for accounts with two-step sign-in (src/server/staff/totp.ts).
    components: {
      graphics: { Logo: '/components/admin/Brand#BrandLogo', Icon: '/components/admin/Brand#BrandIcon' },
      beforeNavLinks: ['/components/admin/Brand#BrandNav'],
      views: {
        login: { Component: '/components/admin/StaffLogin#StaffLogin' },
        // Page views of the public site, counted by /api/site/log/insert (src/server/visits).
        visits: { Component: '/components/admin/VisitsView#VisitsView', path: '/visits' },
      },
      afterNavLinks: ['/components/admin/VisitsNavLink#VisitsNavLink'],
      // The first screen after sign-in: what needs a person (src/server/staff/work.ts), above the
      // collections.
      beforeDashboard: ['/components/admin/WorkDashboard#WorkDashboard'],
    },
  },
  collections: collections.map((c) => withReadTags(withAnonymousReadBounds(withStaffDisplay(c)))),
  editor: lexicalEditor(),
  db,
  sharp,
  // Uploads on this instance's disk, or in a shared S3-compatible store when S3_BUCKET is set
  // (src/server/storage.ts).
  plugins: [uploadStorage()],
  telemetry: false,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  email,
  // Background jobs (Payload's queue, in the app process): the nightly removal of personal data past its
  // retention period (src/server/privacy/retention.ts), looked for every 10 minutes; and product images by
  // URL from the ERP, run as soon as a batch has answered and every minute for retries; the nightly backup
  // (src/server/backup/task.ts).
  jobs: {
    tasks: [
      fetchProductImageTask,
      backupTask(),
      {
        slug: 'erase-expired-personal-data',
        label: 'Hapus data pribadi yang melewati masa simpan',
        schedule: [{ cron: '0 30 2 * * *', queue: 'privacy' }],
        retries: 2,
        outputSchema: [{ name: 'removed', type: 'json' }],
        handler: async ({ req }) => ({ output: { removed: await applyRetention(req) } }),
      },
    ],
    autoRun: [
      { cron: '0 */10 * * * *', queue: 'privacy' },
      { cron: '0 * * * * *', queue: productImageQueue, limit: 20 },
      { cron: '0 */10 * * * *', queue: backupQueue, limit: 1 },
      // Scheduled publishing and unpublishing of drafts (collections/drafts.ts): Payload queues them on the
      // default queue with the time staff chose; checked each minute (SCHEDULED_PUBLISH_CRON, six fields).
      { cron: process.env.SCHEDULED_PUBLISH_CRON || '0 * * * * *', queue: 'default', limit: 50 },
    ],
    access: {
      run: ({ req }) => isAdminUser(req.user),
      queue: ({ req }) => isAdminUser(req.user),
      cancel: ({ req }) => isAdminUser(req.user),
    },
  },
  // Under scripts/serve.mjs (LOG_FORMAT=json): JSON lines, each with the id of the request that caused it
  // (scripts/observability.mjs); commands and development keep Payload's readable default.
  ...(process.env.LOG_FORMAT === 'json'
    ? {
        logger: {
          // The request log's destination (scripts/observability.mjs): one writer for stdout.
          destination: (globalThis as { __rumahLokaObservability?: { destination?: DestinationStream } })
            .__rumahLokaObservability?.destination,
          options: {
            name: 'payload',
            timestamp: pino.stdTimeFunctions.isoTime,
            formatters: { level: (label: string) => ({ level: label }) },
            mixin: () => {
              const requestId = currentRequestId()
              return requestId ? { requestId } : {}
            },
          },
        },
      }
    : {}),
  onInit: async (payload) => {
    // A one-off command (npm run backup) sets BACKGROUND_WORK=off: the server does the rest.
    if (oneOff) return
    await ensureFirstStaffAccount(payload)
    watchApp(payload)
    startDeliveryLoop(payload)
    startWebhookLoop(payload)
    // In the server (scripts/serve.mjs): the product search index built before the first search asks, and
    // jobs a crash cut off handed back to their queue.
    if ('__rumahLokaLifecycle' in globalThis) {
      warmProductIndex(payload)
      watchStaleJobs(payload)
      lookUpClockBoundariesWith(payload)
    }
  },
})

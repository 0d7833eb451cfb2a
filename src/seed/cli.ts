/**
 * Prepares a database for serving: applies committed migrations, makes the first staff account
 * and, when the database is empty (or with --force), loads the demo content.
 * Run through `payload run` with NODE_ENV=production so no development schema is pushed.
 */
import { getPayload } from 'payload'

import config from '../payload.config'
import { withDatabaseLock } from '../server/database-lock'
import { isDatabaseEmpty, seedDemoContent } from './index'

// `payload run` passes no flags to the script, so the options travel as environment variables.
const force = process.env.SEED_FORCE === 'true'
const skipSeed = process.env.SEED_DEMO_CONTENT === 'false'

const payload = await getPayload({ config })
try {
  // Instances started at once on one empty database: one seeds, the others then find content.
  await withDatabaseLock(process.env.DATABASE_URL ?? '', 'rumahloka:seed', async () => {
    if (!skipSeed && (force || (await isDatabaseEmpty(payload)))) {
      await seedDemoContent(payload, (message) => payload.logger.info(`[seed] ${message}`))
    } else {
      payload.logger.info('[seed] database already has content; demo content not loaded')
    }
  })
} finally {
  await payload.destroy()
}
process.exit(0)

/**
 * `npm run backup`: one backup of the site this environment names (DATA_DIR, DATABASE_URL, BACKUP_*), taken
 * while it runs. Run through `payload run` with NODE_ENV=production, so it records the run where the
 * back-office reads it.
 */
import { getPayload } from 'payload'

import config from '../../payload.config'
import { takeBackup } from './backup'

// BACKGROUND_WORK=off (package.json, src/server/backup/task.ts): mail and webhooks are the running server's
// to deliver, and its migrations are the server's to apply, not this command's (payload.config.ts).
const payload = await getPayload({ config })
let code = 0
try {
  const started = Date.now()
  const { location, bytes, manifest } = await takeBackup(
    payload,
    process.env.BACKUP_TRIGGER === 'schedule' ? 'schedule' : 'command',
  )
  const rows = Object.values(manifest.database.tables).reduce((a, b) => a + b, 0)
  console.log(
    [
      `Backup written: ${location}`,
      `  ${(bytes / 1e6).toFixed(2)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      `  database (${manifest.database.kind}): ${Object.keys(manifest.database.tables).length} tables, ${rows} rows`,
      `  files: ${manifest.files.length}, ${(manifest.files.reduce((a, f) => a + f.bytes, 0) / 1e6).toFixed(2)} MB`,
      manifest.uploads.in === 's3'
        ? `  uploads: in the S3 bucket ${manifest.uploads.bucket}, not copied`
        : '',
      manifest.secrets.fromEnvironment.length
        ? `  not in the archive, set as variables here (keep them with it): ${manifest.secrets.fromEnvironment.join(', ')}`
        : '',
    ]
      .filter(Boolean)
      .join('\n'),
  )
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`)
  code = 1
} finally {
  await payload.destroy()
}
process.exit(code)

import type { TaskConfig } from 'payload'

import { takeBackup } from './backup'
import { backupSettings } from './settings'

export const backupQueue = 'backups'

/**
 * The nightly backup (BACKUP_CRON, default 02:00; BACKUP_SCHEDULE=off turns it off), on Payload's queue, so
 * of several instances only one takes it. A failure is recorded in backup-runs for the dashboard to show.
 */
export const backupTask = (): TaskConfig => {
  const { cron } = backupSettings()
  return {
    slug: 'backup-site',
    label: 'Cadangkan basis data dan berkas',
    schedule: cron ? [{ cron, queue: backupQueue }] : [],
    retries: 1,
    outputSchema: [
      { name: 'location', type: 'text' },
      { name: 'bytes', type: 'number' },
    ],
    handler: async ({ req }) => {
      const { location, bytes } = await takeBackup(req.payload, 'schedule')
      return { output: { location, bytes } }
    },
  }
}

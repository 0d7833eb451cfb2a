import Link from 'next/link'

import { getPayloadClient } from '@/server/payload'
import { backupHealth, latestBackupRuns } from '@/server/backup/status'

import styles from './WorkDashboard.module.css'

const at = new Intl.DateTimeFormat('id-ID', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Jakarta',
})

/** For administrators: the last good backup (when, how big, where) and what needs acting on. */
export async function BackupStatus() {
  const health = backupHealth(await latestBackupRuns(await getPayloadClient()), new Date())
  return (
    <section
      aria-labelledby="backup-title"
      className={styles.group}
      data-warning={health.warning ? '' : undefined}
    >
      <h3 id="backup-title" className={styles.groupTitle}>
        Backups
      </h3>
      {health.warning && (
        <p role="status" className={styles.warning}>
          {health.warning}
        </p>
      )}
      {health.last && (
        <p>
          Last backup {at.format(new Date(health.last.started_at))} WIB
          {health.last.bytes ? `, ${(health.last.bytes / 1e6).toFixed(1)} MB` : ''}, in{' '}
          <code>{health.last.location}</code>
        </p>
      )}
      <p>
        <Link href="/admin/collections/backup-runs">Every backup</Link>
      </p>
    </section>
  )
}

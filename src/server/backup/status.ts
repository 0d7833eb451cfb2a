import type { Payload } from 'payload'

import type { BackupRun } from '@/payload-types'

/** A backup older than this is a warning on the dashboard (issue 41: "older than two days"). */
export const backupStaleAfterMs = 2 * 86_400_000

export type BackupHealth = {
  /** The newest successful backup, if any. */
  last: Pick<BackupRun, 'started_at' | 'bytes' | 'location'> | null
  /** What an administrator must act on; null when all is well. */
  warning: string | null
}

/**
 * What the dashboard says of backups, from the newest attempts (newest first): the last good one, and a
 * warning when the newest attempt failed, the last good one is over two days old, or there is none.
 */
export function backupHealth(
  runs: Pick<BackupRun, 'status' | 'started_at' | 'bytes' | 'location' | 'error'>[],
  now: Date,
): BackupHealth {
  const lastOk = runs.find((r) => r.status === 'ok') ?? null
  const last = lastOk && { started_at: lastOk.started_at, bytes: lastOk.bytes, location: lastOk.location }
  const newest = runs[0]
  if (newest?.status === 'failed')
    return { last, warning: `The last backup failed: ${newest.error ?? 'no reason given'}` }
  if (!lastOk)
    return {
      last,
      warning: 'No backup has been taken yet: run `npm run backup`, or wait for the nightly one.',
    }
  if (now.getTime() - new Date(lastOk.started_at).getTime() > backupStaleAfterMs)
    return {
      last,
      warning: 'The last backup is more than two days old: is the nightly backup turned off or failing?',
    }
  return { last, warning: null }
}

/** The newest attempts, for backupHealth. */
export async function latestBackupRuns(payload: Payload) {
  const { docs } = await payload.find({
    collection: 'backup-runs',
    sort: '-started_at',
    limit: 20,
    depth: 0,
    overrideAccess: true,
    select: { status: true, started_at: true, bytes: true, location: true, error: true },
  })
  return docs
}

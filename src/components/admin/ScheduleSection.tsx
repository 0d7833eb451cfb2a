import Link from 'next/link'
import type { Payload } from 'payload'

import { formatDateTime } from '@/lib/format'
import { type ScheduledChange, scheduleDays, upcomingChanges } from '@/server/staff/schedule'

import styles from './WorkDashboard.module.css'

const actionLabel: Record<ScheduledChange['action'], string> = {
  publish: 'Goes live (scheduled publish)',
  unpublish: 'Comes off (scheduled unpublish)',
  starts: 'Period starts',
  ends: 'Period ends',
}

/** The dashboard's list of what goes live or ends in the next seven days (server/staff/schedule.ts). */
export async function ScheduleSection({ payload }: { payload: Payload }) {
  const changes = await upcomingChanges(payload)
  return (
    <section aria-labelledby="schedule-title" className={styles.schedule}>
      <h2 id="schedule-title" className={styles.title}>
        Going live or ending in the next {scheduleDays} days
      </h2>
      {changes.length === 0 ? (
        <p>Nothing is scheduled to go live or end in the next {scheduleDays} days.</p>
      ) : (
        // Scrolls sideways on a phone rather than squeezing the columns (the region is named for it).
        <div className={styles.scheduleScroll}>
          <table className={styles.scheduleTable}>
            <thead>
              <tr>
                <th scope="col">When (WIB)</th>
                <th scope="col">What happens</th>
                <th scope="col">Collection</th>
                <th scope="col">Document</th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change) => (
                <tr key={`${change.href}|${change.action}|${change.at}`}>
                  <td>{formatDateTime(change.at)}</td>
                  <td>{actionLabel[change.action]}</td>
                  <td>{change.collectionLabel}</td>
                  <td>
                    <Link href={change.href}>{change.title}</Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}

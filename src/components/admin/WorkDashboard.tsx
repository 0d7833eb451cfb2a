import Link from 'next/link'
import type { ServerProps } from 'payload'

import { isAdminUser } from '@/collections/access'
import { workToDo } from '@/server/staff/work'
import type { User } from '@/payload-types'

import { BackupStatus } from './BackupStatus'
import { ScheduleSection } from './ScheduleSection'
import styles from './WorkDashboard.module.css'

const number = new Intl.NumberFormat('id-ID')

/**
 * Above the back-office's collection grid: what needs a person now, each a count that opens the filtered
 * list.
 */
export async function WorkDashboard({ user, payload }: ServerProps) {
  if (!user) return null
  const groups = await workToDo(user as User)
  return (
    <section aria-labelledby="work-title" className={styles.work}>
      <h2 id="work-title" className={styles.title}>
        Needs attention
      </h2>
      {groups.length === 0 && <p>Nothing here needs you: your role reads none of the submissions.</p>}
      <div className={styles.groups}>
        {groups.map((group) => (
          <section key={group.title} aria-label={group.title} className={styles.group}>
            <h3 className={styles.groupTitle}>{group.title}</h3>
            <ul className={styles.items}>
              {group.items.map((item) => (
                <li key={item.href}>
                  <Link href={item.href} className={styles.item} data-pending={item.count > 0 || undefined}>
                    <span className={styles.count}>{number.format(item.count)}</span>
                    <span>{item.label}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
        {isAdminUser(user) && <BackupStatus />}
      </div>
      <ScheduleSection payload={payload} />
    </section>
  )
}

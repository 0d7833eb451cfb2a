'use client'

import { Button } from '@payloadcms/ui'
import Link from 'next/link'
import { useSearchParams } from 'next/navigation'
import { parse } from 'qs-esm'

import styles from './ListTools.module.css'
import { listQueryString, resolveQuickFilter, type QuickFilter } from '@/collections/admin/list-tools'

type Props = { slug: string; filters: QuickFilter[]; csv: boolean }

/** Quick filters and the CSV download above a back-office list (declared per collection with `listTools`). */
export function ListTools({ slug, filters, csv }: Props) {
  const params = parse(useSearchParams().toString()) as { where?: unknown; sort?: unknown }
  const current = listQueryString(params.where)
  const base = `/admin/collections/${slug}`
  if (filters.length === 0 && !csv) return null
  return (
    <div className={styles.tools}>
      {filters.length > 0 && (
        <nav aria-label="Quick filters" className={styles.filters}>
          <Link href={base} className={styles.filter} aria-current={current === '' ? 'true' : undefined}>
            All
          </Link>
          {filters.map((f) => {
            const query = listQueryString(resolveQuickFilter(f.where))
            return (
              <Link
                key={f.label}
                href={`${base}?${query}`}
                className={styles.filter}
                aria-current={query === current ? 'true' : undefined}
              >
                {f.label}
              </Link>
            )
          })}
        </nav>
      )}
      {csv && (
        <Button
          el="anchor"
          url={`/cms-api/${slug}/export.csv?${listQueryString(params.where, params.sort)}`}
          buttonStyle="secondary"
          size="small"
          margin={false}
          className={styles.csv}
        >
          Download CSV{current ? ' (filtered)' : ''}
        </Button>
      )}
    </div>
  )
}

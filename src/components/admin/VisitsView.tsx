import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import Link from 'next/link'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'

import { isStaffUser } from '@/collections/access'
import { visitReport, type DailyViews, type TopPage } from '@/server/visits/report'
import { vitalsReport } from '@/server/visits/vitals-report'

import { VitalsSection } from './VitalsSection'

import styles from './VisitsView.module.css'

const dayLabel = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short', timeZone: 'UTC' })
const number = new Intl.NumberFormat('id-ID')
const labelOf = (day: string) => dayLabel.format(new Date(`${day}T00:00:00Z`))

/**
 * Staff's view of how the public site is used: the pages viewed most, views per day, and the products whose
 * Shop Now or Buy Online sent shoppers to the marketplace (hand-offs), per product and per day, and the
 * Core Web Vitals shoppers' browsers measured (`/admin/visits`).
 */
export async function VisitsView({
  initPageResult,
  params,
  searchParams,
}: AdminViewServerProps & { searchParams?: Record<string, string | string[] | undefined> }) {
  const { req, visibleEntities, permissions, locale } = initPageResult
  if (!req.user || !isStaffUser(req.user))
    redirect(`/admin/login?redirect=${encodeURIComponent('/admin/visits')}`)
  const asked =
    typeof searchParams?.path === 'string' && searchParams.path.startsWith('/') ? searchParams.path : null
  const vitalsRoute =
    typeof searchParams?.vitals === 'string' && searchParams.vitals.startsWith('/')
      ? searchParams.vitals.slice(0, 300)
      : null
  const [report, vitals] = await Promise.all([visitReport(asked), vitalsReport(vitalsRoute)])
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      req={req}
      searchParams={searchParams}
      user={req.user}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <h1 className={styles.title}>Visits</h1>
        <p className={styles.lead}>
          Views of the public site&apos;s pages, counted per page and day (Jakarta time), and hand-offs:
          clicks on a product&apos;s Shop Now or Buy Online, which send the shopper to the marketplace,
          counted for the product&apos;s page. Crawlers, prefetches, scripts and error pages are not counted;
          nothing about visitors is kept.
        </p>
        <section aria-labelledby="visits-daily">
          <h2 id="visits-daily" className={styles.heading}>
            {report.daily.path ? (
              <>
                Views per day of <code>{report.daily.path}</code>
              </>
            ) : (
              'Views per day, all pages'
            )}
          </h2>
          <p className={styles.lead}>
            {number.format(report.daily.total)} views and {number.format(report.daily.handoffs)} hand-offs to
            the marketplace in the last 30 days.{' '}
            {report.daily.path && <Link href="/admin/visits">Show all pages</Link>}
          </p>
          <DailyChart days={report.daily.days} />
        </section>
        <div className={styles.tops}>
          <TopTable id="visits-today" title="Today" pages={report.top.today} />
          <TopTable id="visits-week" title="Last 7 days" pages={report.top.week} />
          <TopTable id="visits-month" title="Last 30 days" pages={report.top.month} />
          <TopTable
            id="visits-handoffs"
            title="Hand-offs to the marketplace, last 30 days"
            pages={report.handoffs}
            empty="No hand-offs yet."
          />
        </div>
        <VitalsSection report={vitals} />
      </Gutter>
    </DefaultTemplate>
  )
}

function TopTable({
  id,
  title,
  pages,
  empty = 'No views yet.',
}: {
  id: string
  title: string
  pages: TopPage[]
  empty?: string
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {pages.length === 0 ? (
        <p className={styles.lead}>{empty}</p>
      ) : (
        <ViewsTable
          heading="Page"
          rows={pages.map((p) => ({
            key: p.path,
            label: (
              <Link
                href={`/admin/visits?path=${encodeURIComponent(p.path)}`}
                title="Views per day of this page"
              >
                {p.path}
              </Link>
            ),
            views: p.views,
            handoffs: p.handoffs,
          }))}
        />
      )}
    </section>
  )
}

/** A table of what was viewed: how many times, and how many hand-offs to the marketplace it made. */
function ViewsTable({
  heading,
  rows,
}: {
  heading: string
  rows: { key: string; label: ReactNode; views: number; handoffs: number }[]
}) {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{heading}</th>
          <th scope="col" className={styles.num}>
            Views
          </th>
          <th scope="col" className={styles.num}>
            Hand-offs
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <td>{row.label}</td>
            <td className={styles.num}>{number.format(row.views)}</td>
            <td className={styles.num}>{number.format(row.handoffs)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** 30 bars, one a day, in plain SVG; the numbers are also in a table for screen readers and copying. */
function DailyChart({ days }: { days: DailyViews[] }) {
  const max = Math.max(1, ...days.map((d) => d.views))
  const width = 720,
    height = 160,
    gap = 4
  const bar = (width - gap * (days.length - 1)) / days.length
  return (
    <figure className={styles.figure}>
      <svg
        viewBox={`0 0 ${width} ${height + 1}`}
        className={styles.chart}
        role="img"
        aria-label={`Views per day from ${labelOf(days[0]!.day)} to ${labelOf(days.at(-1)!.day)}, at most ${number.format(max)} a day`}
      >
        {days.map((d, i) => {
          const h = Math.round((d.views / max) * height)
          return (
            <rect
              key={d.day}
              x={i * (bar + gap)}
              y={height - h}
              width={bar}
              height={Math.max(h, d.views ? 1 : 0)}
              className={styles.bar}
            >
              <title>{`${labelOf(d.day)}: ${number.format(d.views)}`}</title>
            </rect>
          )
        })}
        <line x1={0} x2={width} y1={height + 0.5} y2={height + 0.5} className={styles.axis} />
      </svg>
      {/* Outside the SVG, so the labels keep their size when the chart shrinks to a phone's width. */}
      <div className={styles.ticks} aria-hidden="true">
        <span>{labelOf(days[0]!.day)}</span>
        <span>{labelOf(days.at(-1)!.day)}</span>
      </div>
      <details>
        <summary>Numbers per day</summary>
        <ViewsTable
          heading="Day"
          rows={days.map((d) => ({
            key: d.day,
            label: labelOf(d.day),
            views: d.views,
            handoffs: d.handoffs,
          }))}
        />
      </details>
    </figure>
  )
}

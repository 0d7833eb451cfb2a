import Link from 'next/link'

import {
  type VitalMetric,
  type VitalRating,
  type VitalSummary,
  bucketOf,
  ratingOf,
  vitalMetrics,
} from '@/server/visits/vitals-histogram'
import { type VitalsOf, type VitalsReport, measuredViews } from '@/server/visits/vitals-report'

import styles from './VisitsView.module.css'

const number = new Intl.NumberFormat('id-ID')
const percent = new Intl.NumberFormat('id-ID', { style: 'percent', maximumFractionDigits: 0 })
const dayLabel = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short', timeZone: 'UTC' })

const names: Record<VitalMetric, string> = {
  LCP: 'Largest contentful paint',
  INP: 'Interaction to next paint',
  CLS: 'Cumulative layout shift',
}
const ratingLabels: Record<VitalRating, string> = {
  good: 'good',
  'needs-improvement': 'needs improvement',
  poor: 'poor',
}

const valueOf = (metric: VitalMetric, value: number) =>
  metric === 'CLS' ? value.toFixed(2) : value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${value} ms`

/** A metric's 75th percentile with its rating in words, and the shares of good, middling and poor views. */
function VitalCell({ metric, summary }: { metric: VitalMetric; summary: VitalSummary | null }) {
  if (!summary) return <td className={styles.num}>–</td>
  const rating = ratingOf(metric, bucketOf(metric, summary.p75))
  return (
    <td className={styles.num}>
      <span className={styles[rating]}>
        {valueOf(metric, summary.p75)} <small>({ratingLabels[rating]})</small>
      </span>
      <br />
      <small className={styles.shares}>
        {percent.format(summary.good)} / {percent.format(summary.needsImprovement)} /{' '}
        {percent.format(summary.poor)}
      </small>
    </td>
  )
}

function VitalsTable({
  heading,
  rows,
}: {
  heading: string
  rows: ({ key: string; label: React.ReactNode } & VitalsOf)[]
}) {
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{heading}</th>
            <th scope="col" className={styles.num}>
              Views measured
            </th>
            {vitalMetrics.map((m) => (
              <th key={m} scope="col" className={styles.num}>
                <abbr title={names[m]}>{m}</abbr> p75
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <td>{row.label}</td>
              <td className={styles.num}>{number.format(measuredViews(row))}</td>
              {vitalMetrics.map((m) => (
                <VitalCell key={m} metric={m} summary={row[m]} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/**
 * What shoppers' own browsers measured (Core Web Vitals): per route shape over the last 30 days, and per
 * day for one route (`/admin/visits?vitals=<route>`).
 */
export function VitalsSection({ report }: { report: VitalsReport }) {
  return (
    <section aria-labelledby="vitals" className={styles.vitals}>
      <h2 id="vitals" className={styles.heading}>
        Page experience in shoppers&apos; browsers, last 30 days
      </h2>
      <p className={styles.lead}>
        Core Web Vitals as each visitor&apos;s browser measured the page they landed on, by route (every
        product page counts for <code>/produk/[url_key]</code>). p75 is the value 3 in 4 page views met or
        beat, as search engines rank it: good up to 2.5 s LCP, 200 ms INP and 0.1 CLS; poor above 4 s, 500 ms
        and 0.25. Under each value, the shares of views that were good / needed improvement / poor.
      </p>
      {report.routes.length === 0 ? (
        <p className={styles.lead}>No readings yet: pages report them as shoppers leave them.</p>
      ) : (
        <VitalsTable
          heading="Route"
          rows={report.routes.map((r) => ({
            ...r,
            key: r.route,
            label: (
              <Link
                href={`/admin/visits?vitals=${encodeURIComponent(r.route)}#vitals-daily`}
                title="Per day for this route"
              >
                {r.route}
              </Link>
            ),
          }))}
        />
      )}
      {report.daily && (
        <>
          <h3 id="vitals-daily" className={styles.heading}>
            Per day: <code>{report.daily.route}</code>
          </h3>
          {report.daily.days.length === 0 ? (
            <p className={styles.lead}>No readings of this route in the last 30 days.</p>
          ) : (
            <VitalsTable
              heading="Day"
              rows={report.daily.days.map((d) => ({
                ...d,
                key: d.day,
                label: dayLabel.format(new Date(`${d.day}T00:00:00Z`)),
              }))}
            />
          )}
        </>
      )}
    </section>
  )
}

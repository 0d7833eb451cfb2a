import { and, eq, gte, sql } from '@payloadcms/db-sqlite/drizzle'

import { drizzleOf, tableOf } from '../data/drizzle'
import { getPayloadClient } from '../payload'
import { lastDays } from './report'
import {
  type Histogram,
  type VitalMetric,
  type VitalSummary,
  addTo,
  summarize,
  vitalMetrics,
} from './vitals-histogram'

/** One histogram row: readings of a metric in one bucket, of a route (and a day, or summed over days). */
export type VitalRow = { route: string; day?: string; metric: VitalMetric; bucket: number; count: number }
export type VitalsOf = Record<VitalMetric, VitalSummary | null>
export type VitalsReport = {
  /** Each route shape over the last 30 days, the most measured first. */
  routes: ({ route: string } & VitalsOf)[]
  /** One route shape per day over the last 30 days, oldest first (days without readings left out). */
  daily: { route: string; days: ({ day: string } & VitalsOf)[] } | null
}

const summaries = (histograms: Map<string, Histogram>, key: (metric: VitalMetric) => string): VitalsOf =>
  Object.fromEntries(
    vitalMetrics.map((m) => [m, summarize(m, histograms.get(key(m)) ?? new Map())]),
  ) as VitalsOf

/** The most readings any metric of a summary counted (a page view reports LCP, CLS, and INP when used). */
export const measuredViews = (vitals: VitalsOf) =>
  Math.max(0, ...vitalMetrics.map((m) => vitals[m]?.count ?? 0))

/** The report from the rows (pure: tests/unit/vitals.test.ts). */
export function buildVitalsReport(
  totals: VitalRow[],
  days: VitalRow[] | null,
  route: string | null,
  now = new Date(),
): VitalsReport {
  const byRoute = new Map<string, Histogram>()
  for (const r of totals) addTo(byRoute, `${r.route} ${r.metric}`, r.bucket, r.count)
  const routes = [...new Set(totals.map((r) => r.route))]
    .map((name) => ({ route: name, ...summaries(byRoute, (m) => `${name} ${m}`) }))
    .sort((a, b) => measuredViews(b) - measuredViews(a) || a.route.localeCompare(b.route))
  if (route === null || days === null) return { routes, daily: null }
  const byDay = new Map<string, Histogram>()
  for (const r of days)
    if (r.route === route && r.day) addTo(byDay, `${r.day} ${r.metric}`, r.bucket, r.count)
  return {
    routes,
    daily: {
      route,
      days: lastDays(30, now)
        .map((day) => ({ day, ...summaries(byDay, (m) => `${day} ${m}`) }))
        .filter((d) => measuredViews(d) > 0),
    },
  }
}

/**
 * Reads the last 30 days' histograms, summed per route (one grouped query), and per day for `route` when
 * asked, and builds the report.
 */
export async function vitalsReport(route: string | null, now = new Date()): Promise<VitalsReport> {
  const adapter = drizzleOf(await getPayloadClient())
  const t = tableOf(adapter, 'vital_counts')
  const since = gte(t.day as never, lastDays(30, now)[0]!)
  const rows = (list: Record<string, unknown>[]) =>
    list.map((r) => ({
      route: String(r.route),
      day: r.day === undefined ? undefined : String(r.day),
      metric: r.metric as VitalMetric,
      // PostgreSQL's numeric columns and sums come back as strings.
      bucket: Number(r.bucket),
      count: Number(r.count),
    }))
  const totals = await adapter.drizzle
    .select({ route: t.route, metric: t.metric, bucket: t.bucket, count: sql`sum(${t.count})` })
    .from(t)
    .where(since)
    .groupBy(t.route, t.metric, t.bucket)
  const days =
    route === null
      ? null
      : await adapter.drizzle
          .select({ route: t.route, day: t.day, metric: t.metric, bucket: t.bucket, count: t.count })
          .from(t)
          .where(and(since, eq(t.route as never, route)))
  return buildVitalsReport(rows(totals), days && rows(days), route, now)
}

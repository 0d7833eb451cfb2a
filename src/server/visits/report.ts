import { jakartaDay } from './visits'
import { getPayloadClient } from '../payload'

export type VisitRow = { path: string; day: string; count: number }
export type TopPage = { path: string; views: number }
export type DailyViews = { day: string; views: number }
export type VisitReport = {
  today: string
  /** The most viewed pages today, in the last 7 days and in the last 30 days (today included). */
  top: { today: TopPage[]; week: TopPage[]; month: TopPage[] }
  /** Views per day over the last 30 days, oldest first, of one page or (path null) of the whole site. */
  daily: { path: string | null; days: DailyViews[]; total: number }
}

const dayMs = 86_400_000
/** The `n` Jakarta days ending today, oldest first. */
export const lastDays = (n: number, now = new Date()) =>
  Array.from({ length: n }, (_, i) => jakartaDay(new Date(now.getTime() - (n - 1 - i) * dayMs)))

function topOf(rows: VisitRow[], fromDay: string, limit: number): TopPage[] {
  const views = new Map<string, number>()
  for (const r of rows) if (r.day >= fromDay) views.set(r.path, (views.get(r.path) ?? 0) + r.count)
  return [...views]
    .map(([path, v]) => ({ path, views: v }))
    .sort((a, b) => b.views - a.views || a.path.localeCompare(b.path))
    .slice(0, limit)
}

/** The report from the counts of the last 30 days (pure: tests/unit/visit-report.test.ts). */
export function buildVisitReport(
  rows: VisitRow[],
  path: string | null,
  now = new Date(),
  limit = 20,
): VisitReport {
  const days = lastDays(30, now)
  const byDay = new Map(days.map((d) => [d, 0]))
  for (const r of rows)
    if ((path === null || r.path === path) && byDay.has(r.day)) byDay.set(r.day, byDay.get(r.day)! + r.count)
  const daily = days.map((day) => ({ day, views: byDay.get(day)! }))
  return {
    today: days.at(-1)!,
    top: {
      today: topOf(rows, days.at(-1)!, limit),
      week: topOf(rows, days.at(-7)!, limit),
      month: topOf(rows, days[0]!, limit),
    },
    daily: { path, days: daily, total: daily.reduce((sum, d) => sum + d.views, 0) },
  }
}

/** Reads the last 30 days of counts (one row per page and day) and builds the report. */
export async function visitReport(path: string | null, now = new Date()): Promise<VisitReport> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'visit-counts',
    where: { day: { greater_than_equal: lastDays(30, now)[0] } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { path: true, day: true, count: true },
  })
  return buildVisitReport(
    docs.map((d) => ({ path: d.path, day: d.day, count: Number(d.count) })),
    path,
    now,
  )
}

import { jakartaDay } from './visits'
import { getPayloadClient } from '../payload'

/** A page's counts of a day: its views and (a product page) its hand-offs to the marketplace. */
export type VisitRow = { path: string; day: string; count: number; handoffs?: number }
export type TopPage = { path: string; views: number; handoffs: number }
export type DailyViews = { day: string; views: number; handoffs: number }
export type VisitReport = {
  today: string
  /** The most viewed pages today, in the last 7 days and in the last 30 days (today included). */
  top: { today: TopPage[]; week: TopPage[]; month: TopPage[] }
  /** The products most handed off to the marketplace in the last 30 days. */
  handoffs: TopPage[]
  /** Views and hand-offs per day over the last 30 days, oldest first, of one page or (null) all. */
  daily: { path: string | null; days: DailyViews[]; total: number; handoffs: number }
}

const dayMs = 86_400_000
/** The `n` Jakarta days ending today, oldest first. */
export const lastDays = (n: number, now = new Date()) =>
  Array.from({ length: n }, (_, i) => jakartaDay(new Date(now.getTime() - (n - 1 - i) * dayMs)))

function topOf(
  rows: VisitRow[],
  fromDay: string,
  limit: number,
  by: 'views' | 'handoffs' = 'views',
): TopPage[] {
  const pages = new Map<string, TopPage>()
  for (const r of rows) {
    if (r.day < fromDay) continue
    const page = pages.get(r.path) ?? { path: r.path, views: 0, handoffs: 0 }
    page.views += r.count
    page.handoffs += r.handoffs ?? 0
    pages.set(r.path, page)
  }
  return [...pages.values()]
    .filter((p) => p[by] > 0)
    .sort((a, b) => b[by] - a[by] || a.path.localeCompare(b.path))
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
  const byDay = new Map(days.map((day) => [day, { day, views: 0, handoffs: 0 }]))
  for (const r of rows) {
    const day = byDay.get(r.day)
    if (!day || (path !== null && r.path !== path)) continue
    day.views += r.count
    day.handoffs += r.handoffs ?? 0
  }
  const daily = days.map((day) => byDay.get(day)!)
  return {
    today: days.at(-1)!,
    top: {
      today: topOf(rows, days.at(-1)!, limit),
      week: topOf(rows, days.at(-7)!, limit),
      month: topOf(rows, days[0]!, limit),
    },
    handoffs: topOf(rows, days[0]!, limit, 'handoffs'),
    daily: {
      path,
      days: daily,
      total: daily.reduce((sum, d) => sum + d.views, 0),
      handoffs: daily.reduce((sum, d) => sum + d.handoffs, 0),
    },
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
    select: { path: true, day: true, count: true, handoffs: true },
  })
  return buildVisitReport(
    docs.map((d) => ({
      path: d.path,
      day: d.day,
      count: Number(d.count),
      handoffs: Number(d.handoffs ?? 0),
    })),
    path,
    now,
  )
}

import { describe, expect, it } from 'vitest'

import {
  type VitalMetric,
  bucketEdge,
  bucketOf,
  ratingOf,
  summarize,
} from '../../src/server/visits/vitals-histogram'
import { buildVitalsReport, type VitalRow } from '../../src/server/visits/vitals-report'
import { routeShapeOf } from '../../src/server/visits/vitals'

const histogram = (metric: VitalMetric, values: number[]) => {
  const h = new Map<number, number>()
  for (const v of values) h.set(bucketOf(metric, v), (h.get(bucketOf(metric, v)) ?? 0) + 1)
  return h
}

describe('Core Web Vitals histograms', () => {
  it('puts each threshold in the bucket of its rating, to the edge', () => {
    const cases: [VitalMetric, number, string][] = [
      ['LCP', 0, 'good'],
      ['LCP', 2500, 'good'],
      ['LCP', 2500.1, 'needs-improvement'],
      ['LCP', 4000, 'needs-improvement'],
      ['LCP', 4000.5, 'poor'],
      ['INP', 200, 'good'],
      ['INP', 201, 'needs-improvement'],
      ['INP', 500, 'needs-improvement'],
      ['INP', 504, 'poor'],
      ['CLS', 0.1, 'good'],
      ['CLS', 0.1 + 0.2 - 0.2, 'good'],
      ['CLS', 0.1001, 'needs-improvement'],
      ['CLS', 0.25, 'needs-improvement'],
      ['CLS', 0.2501, 'poor'],
    ]
    expect(cases.map(([m, v]) => [m, v, ratingOf(m, bucketOf(m, v))])).toEqual(cases)
  })

  it('holds a reading in the bucket whose edge is the first at or above it, the largest in the last', () => {
    expect([bucketOf('LCP', 2401), bucketEdge('LCP', bucketOf('LCP', 2401))]).toEqual([25, 2500])
    expect(bucketEdge('INP', bucketOf('INP', 36))).toBe(40)
    expect(bucketEdge('CLS', bucketOf('CLS', 0.031))).toBe(0.04)
    expect(bucketOf('LCP', 590_000)).toBe(600)
    expect(bucketOf('INP', 0)).toBe(0)
  })

  it('reads the 75th percentile and the shares as Google counts them', () => {
    // 8 views: 6 good, 1 needing improvement, 1 poor; the 6th of 8 (75 %) is 2,300 ms.
    const lcp = summarize('LCP', histogram('LCP', [900, 1200, 1500, 1800, 2100, 2300, 3000, 5200]))
    expect(lcp).toEqual({ count: 8, p75: 2300, good: 0.75, needsImprovement: 0.125, poor: 0.125 })
    expect(summarize('INP', histogram('INP', [40, 40, 40, 600]))?.p75).toBe(40)
    expect(summarize('INP', histogram('INP', [40, 40, 600, 600]))?.p75).toBe(600)
    expect(summarize('CLS', new Map())).toBeNull()
  })
})

describe('the vitals report', () => {
  const now = new Date('2026-11-22T20:00:00Z') // 23 Nov in Jakarta
  const row = (route: string, day: string, metric: VitalMetric, value: number, count = 1): VitalRow => ({
    route,
    day,
    metric,
    bucket: bucketOf(metric, value),
    count,
  })
  const days = [
    row('/produk/[url_key]', '2026-11-23', 'LCP', 1800, 3),
    row('/produk/[url_key]', '2026-11-23', 'LCP', 4600, 1),
    row('/produk/[url_key]', '2026-11-22', 'LCP', 2200, 2),
    row('/produk/[url_key]', '2026-11-22', 'CLS', 0, 2),
    row('/faq', '2026-11-23', 'LCP', 900, 1),
    row('/produk/[url_key]', '2026-10-01', 'LCP', 9000, 50),
  ]
  // What the grouped query answers: the rows of the last 30 days summed over days.
  const totals = days
    .filter((r) => r.day! >= '2026-10-25')
    .map(({ route, metric, bucket, count }) => ({ route, metric, bucket, count }))

  it('summarises each route over the last 30 days, the most measured first', () => {
    const report = buildVitalsReport(totals, null, null, now)
    expect(report.daily).toBeNull()
    expect(report.routes.map((r) => [r.route, r.LCP?.count, r.LCP?.p75, r.INP])).toEqual([
      ['/produk/[url_key]', 6, 2200, null],
      ['/faq', 1, 900, null],
    ])
    expect(report.routes[0]!.LCP!.poor).toBeCloseTo(1 / 6)
  })

  it("gives one route's days, oldest first, leaving out days without readings and older than 30", () => {
    const report = buildVitalsReport(totals, days, '/produk/[url_key]', now)
    expect(report.daily!.days.map((d) => [d.day, d.LCP?.count, d.LCP?.p75, d.CLS?.p75])).toEqual([
      ['2026-11-22', 2, 2200, 0],
      ['2026-11-23', 4, 1800, undefined],
    ])
  })

  it('counts a page for its route shape, not its own path', () => {
    expect(routeShapeOf('/produk/sofa-nara')).toBe('/produk/[url_key]')
    expect(routeShapeOf('/')).toBe('/')
    expect(routeShapeOf('/faq')).toBe('/faq')
    expect(routeShapeOf('/kategori/sofa')).toBe('/kategori/[slug]')
  })
})

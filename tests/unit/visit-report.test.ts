import { describe, expect, it } from 'vitest'

import { buildVisitReport, lastDays } from '../../src/server/visits/report'
import { jakartaDay, visitPath } from '../../src/server/visits/visits'

// 22 Nov 2026, 20:00 UTC: already 23 Nov in Jakarta (UTC+7).
const now = new Date('2026-11-22T20:00:00Z')

describe('visit counting', () => {
  it('counts a day in Jakarta time and a path without query, fragment or trailing slash', () => {
    expect(jakartaDay(now)).toBe('2026-11-23')
    expect(jakartaDay(new Date('2026-11-22T16:59:59Z'))).toBe('2026-11-22')
    expect(visitPath('/faq/?utm_source=x#top')).toBe('/faq')
    expect(visitPath('/')).toBe('/')
    expect(visitPath('/?q=1')).toBe('/')
  })

  it('lists the last 30 Jakarta days, oldest first, ending today', () => {
    const days = lastDays(30, now)
    expect(days).toHaveLength(30)
    expect(days.at(-1)).toBe('2026-11-23')
    expect(days[0]).toBe('2026-10-25')
  })
})

describe('the visits report', () => {
  const rows = [
    { path: '/', day: '2026-11-23', count: 5 },
    { path: '/faq', day: '2026-11-23', count: 7 },
    { path: '/', day: '2026-11-20', count: 10 },
    { path: '/promotions', day: '2026-11-10', count: 40 },
    // 31 days ago: outside every period.
    { path: '/old', day: '2026-10-24', count: 99 },
  ]
  const report = buildVisitReport(rows, null, now)

  it('ranks pages per period, most viewed first', () => {
    expect(report.today).toBe('2026-11-23')
    expect(report.top.today).toEqual([
      { path: '/faq', views: 7, handoffs: 0 },
      { path: '/', views: 5, handoffs: 0 },
    ])
    expect(report.top.week).toEqual([
      { path: '/', views: 15, handoffs: 0 },
      { path: '/faq', views: 7, handoffs: 0 },
    ])
    expect(report.top.month).toEqual([
      { path: '/promotions', views: 40, handoffs: 0 },
      { path: '/', views: 15, handoffs: 0 },
      { path: '/faq', views: 7, handoffs: 0 },
    ])
  })

  it('gives views per day for the whole site, days without views included', () => {
    expect(report.daily.days).toHaveLength(30)
    expect(report.daily.days.at(-1)).toEqual({ day: '2026-11-23', views: 12, handoffs: 0 })
    expect(report.daily.days.find((d) => d.day === '2026-11-21')).toEqual({
      day: '2026-11-21',
      views: 0,
      handoffs: 0,
    })
    expect(report.daily.total).toBe(62)
  })

  it('gives views per day of one page', () => {
    const home = buildVisitReport(rows, '/', now)
    expect(home.daily.path).toBe('/')
    expect(home.daily.total).toBe(15)
    expect(home.daily.days.find((d) => d.day === '2026-11-20')?.views).toBe(10)
  })

  it('counts hand-offs to the marketplace beside views: per product, per day, and in the totals', () => {
    const withHandoffs = [
      ...rows,
      { path: '/produk/sofa-a', day: '2026-11-23', count: 9, handoffs: 3 },
      { path: '/produk/sofa-a', day: '2026-11-22', count: 0, handoffs: 2 },
      { path: '/produk/meja-b', day: '2026-11-20', count: 4, handoffs: 4 },
    ]
    const site = buildVisitReport(withHandoffs, null, now)
    expect(site.handoffs).toEqual([
      { path: '/produk/sofa-a', views: 9, handoffs: 5 },
      { path: '/produk/meja-b', views: 4, handoffs: 4 },
    ])
    expect(site.daily.handoffs).toBe(9)
    expect(site.daily.days.find((d) => d.day === '2026-11-22')).toEqual({
      day: '2026-11-22',
      views: 0,
      handoffs: 2,
    })
    // A day with hand-offs and no views is not a viewed page.
    expect(site.top.today.map((p) => p.path)).toEqual(['/produk/sofa-a', '/faq', '/'])
    expect(buildVisitReport(withHandoffs, '/produk/sofa-a', now).daily).toMatchObject({
      total: 9,
      handoffs: 5,
    })
  })

  it('keeps the top lists short', () => {
    const many = Array.from({ length: 50 }, (_, i) => ({ path: `/p${i}`, day: '2026-11-23', count: i + 1 }))
    const top = buildVisitReport(many, null, now, 20).top.today
    expect(top).toHaveLength(20)
    expect(top[0]).toEqual({ path: '/p49', views: 50, handoffs: 0 })
  })
})

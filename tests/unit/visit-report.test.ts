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
      { path: '/faq', views: 7 },
      { path: '/', views: 5 },
    ])
    expect(report.top.week).toEqual([
      { path: '/', views: 15 },
      { path: '/faq', views: 7 },
    ])
    expect(report.top.month).toEqual([
      { path: '/promotions', views: 40 },
      { path: '/', views: 15 },
      { path: '/faq', views: 7 },
    ])
  })

  it('gives views per day for the whole site, days without views included', () => {
    expect(report.daily.days).toHaveLength(30)
    expect(report.daily.days.at(-1)).toEqual({ day: '2026-11-23', views: 12 })
    expect(report.daily.days.find((d) => d.day === '2026-11-21')).toEqual({ day: '2026-11-21', views: 0 })
    expect(report.daily.total).toBe(62)
  })

  it('gives views per day of one page', () => {
    const home = buildVisitReport(rows, '/', now)
    expect(home.daily.path).toBe('/')
    expect(home.daily.total).toBe(15)
    expect(home.daily.days.find((d) => d.day === '2026-11-20')?.views).toBe(10)
  })

  it('keeps the top lists short', () => {
    const many = Array.from({ length: 50 }, (_, i) => ({ path: `/p${i}`, day: '2026-11-23', count: i + 1 }))
    const top = buildVisitReport(many, null, now, 20).top.today
    expect(top).toHaveLength(20)
    expect(top[0]).toEqual({ path: '/p49', views: 50 })
  })
})

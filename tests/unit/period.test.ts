import { describe, expect, it } from 'vitest'

import { periodStatus, periodWhere } from '@/server/data/period'

const now = new Date('2026-11-23T05:00:00.000Z')

describe('periods', () => {
  it('places a period before, inside or after a moment, both ends inclusive', () => {
    expect(
      periodStatus({ start_at: '2026-11-24T00:00:00.000Z', end_at: '2026-11-30T00:00:00.000Z' }, now),
    ).toBe('upcoming')
    expect(
      periodStatus({ start_at: '2026-11-23T05:00:00.000Z', end_at: '2026-11-23T05:00:00.000Z' }, now),
    ).toBe('current')
    expect(
      periodStatus({ start_at: '2026-11-01T00:00:00.000Z', end_at: '2026-11-23T04:59:59.999Z' }, now),
    ).toBe('past')
  })
  it('treats an empty start as begun and an empty end as never ending', () => {
    expect(periodStatus({}, now)).toBe('current')
    expect(periodStatus({ start_at: null, end_at: '2026-12-01T00:00:00.000Z' }, now)).toBe('current')
    expect(periodStatus({ start_at: '2026-01-01T00:00:00.000Z', end_at: null }, now)).toBe('current')
  })
  it('asks the database the same: current accepts empty ends, upcoming and past need the date', () => {
    const iso = now.toISOString()
    expect(periodWhere('current', now)).toEqual([
      {
        or: [
          { start_at: { exists: false } },
          { start_at: { equals: null } },
          { start_at: { less_than_equal: iso } },
        ],
      },
      {
        or: [
          { end_at: { exists: false } },
          { end_at: { equals: null } },
          { end_at: { greater_than_equal: iso } },
        ],
      },
    ])
    expect(periodWhere('not-past', now)).toEqual([periodWhere('current', now)[1]])
    expect(periodWhere('upcoming', now)).toEqual([{ start_at: { greater_than: iso } }])
    expect(periodWhere('past', now)).toEqual([{ end_at: { less_than: iso } }])
    expect(periodWhere('all', now)).toEqual([])
  })
})

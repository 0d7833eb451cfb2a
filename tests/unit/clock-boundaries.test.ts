import type { Payload } from 'payload'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { clockBoundary, clockEpochs, lookUpClockBoundariesWith } from '../../src/server/clock-boundaries'
import { bumpContentVersion, contentVersion } from '../../src/server/content-version'

/** A Payload whose collections hold one document with each date field at the moments given. */
function payloadWith(moments: Record<string, Record<string, string>>) {
  const asked: string[] = []
  const find = vi.fn(
    async ({ collection, where, sort }: { collection: string; where: object; sort: string }) => {
      asked.push(`${collection}.${sort}`)
      const after = Object.values(where)[0].greater_than_equal as string
      const value = moments[collection]?.[sort]
      return { docs: value && value >= after ? [{ [sort]: value }] : [] }
    },
  )
  return { payload: { find } as unknown as Payload, asked }
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('clock boundaries', () => {
  afterEach(() => vi.useRealTimers())

  it('keeps an answer until the first moment its content begins or ends, looked up once per edit', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-12-01T00:00:00Z') })
    const { payload, asked } = payloadWith({
      promotions: { start_at: '2026-12-01T06:00:00.000Z', end_at: '2026-12-01T03:00:00.000Z' },
      events: { starts_at: '2026-12-02T00:00:00.000Z' },
    })
    lookUpClockBoundariesWith(payload)
    // Not known yet: kept only a short while.
    expect(clockBoundary(['promotions'])).toBe(Date.now() + 30_000)
    await settle()
    // Just after the end: a period includes its end.
    expect(clockBoundary(['promotions', 'faqs'])).toBe(Date.parse('2026-12-01T03:00:00Z') + 1)
    expect(clockBoundary(['faqs', 'stores'])).toBe(Infinity)
    expect(asked).toEqual(['promotions.start_at', 'promotions.end_at'])
    clockBoundary(['promotions'])
    expect(asked).toHaveLength(2)

    // An edit may add a nearer moment: looked up again.
    bumpContentVersion('promotions')
    expect(clockBoundary(['promotions'])).toBe(Date.now() + 30_000)
    await settle()
    expect(asked).toHaveLength(4)
  })

  it('moves the version of cached reads once a moment has passed, so they are read again', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-12-01T00:00:00Z') })
    const { payload } = payloadWith({ 'flash-sales': { end_at: '2026-12-01T01:00:00.000Z' } })
    lookUpClockBoundariesWith(payload)
    clockEpochs(['flash-sales'])
    await settle()
    const before = contentVersion(['flash-sales', 'media'])
    expect(contentVersion(['flash-sales', 'media'])).toBe(before)
    vi.setSystemTime(Date.parse('2026-12-01T01:00:01Z'))
    const after = contentVersion(['flash-sales', 'media'])
    expect(after).not.toBe(before)
    await settle()
    // No moment ahead: kept until an edit.
    expect(clockBoundary(['flash-sales'])).toBe(Infinity)
    expect(contentVersion(['flash-sales', 'media'])).toBe(after)
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'

import { madeOnce } from '../../src/lib/made-once'
import { changesAt, notKept } from '../../src/lib/render-clock'
import { inRender, leaveRender } from '../support/render-reads'

describe('madeOnce: made once per frozen answer', () => {
  afterEach(() => {
    leaveRender()
    vi.useRealTimers()
  })

  it('makes a part once per answer and part, again for a new answer (an edit) or another part', () => {
    const make = vi.fn(() => 'markup')
    const answer = Object.freeze({ stores: [] })
    expect(madeOnce(answer, 'cards', make)).toBe('markup')
    expect(madeOnce(answer, 'cards', make)).toBe('markup')
    expect(make).toHaveBeenCalledTimes(1)
    madeOnce(answer, 'json-ld|https://a.test', make)
    madeOnce(Object.freeze({ stores: [] }), 'cards', make)
    expect(make).toHaveBeenCalledTimes(3)
  })

  it('keeps the parts used most: a 17th part pushes out the one used least recently', () => {
    const answer = Object.freeze({})
    const make = vi.fn((n: number) => `part ${n}`)
    for (let n = 0; n < 16; n++) madeOnce(answer, `p${n}`, () => make(n))
    madeOnce(answer, 'p0', () => make(0)) // used again: now the most recent
    madeOnce(answer, 'p16', () => make(16))
    expect(make).toHaveBeenCalledTimes(17)
    madeOnce(answer, 'p0', () => make(0))
    expect(make).toHaveBeenCalledTimes(17)
    madeOnce(answer, 'p1', () => make(1))
    expect(make).toHaveBeenCalledTimes(18)
  })

  it('does not share the clock-boundary store of server/clock-boundaries.ts', () => {
    madeOnce(Object.freeze({}), 'cards', () => 'markup')
    const g = globalThis as { __rumahLokaClock?: unknown }
    // Either not made yet, or made by clock-boundaries with its own fields, never by the render clock.
    expect(g.__rumahLokaClock === undefined || 'known' in (g.__rumahLokaClock as object)).toBe(true)
  })

  it('makes every time from what is not frozen (a preview, a script reading around the cache)', () => {
    const make = vi.fn(() => 'markup')
    const draft = { stores: [] }
    madeOnce(draft, 'cards', make)
    madeOnce(draft, 'cards', make)
    expect(make).toHaveBeenCalledTimes(2)
  })

  it('keeps a part until the moment it read of the clock, and tells each render that uses it', () => {
    vi.useFakeTimers({ now: Date.parse('2026-12-01T05:00:00Z') })
    const closes = Date.parse('2026-12-01T14:00:00Z')
    const answer = Object.freeze({})
    let made = 0
    const make = () => {
      changesAt(closes)
      return `open (${++made})`
    }
    const first = inRender()
    expect(madeOnce(answer, 'cards', make)).toBe('open (1)')
    expect(first.until).toBe(closes)
    leaveRender()
    // A later render gets the kept part, and the same moment, without making it.
    const second = inRender()
    expect(madeOnce(answer, 'cards', make)).toBe('open (1)')
    expect(second.until).toBe(closes)
    // From that moment it is made again.
    vi.setSystemTime(closes)
    expect(madeOnce(answer, 'cards', make)).toBe('open (2)')
  })

  it('does not keep what is made not to be kept (a read that failed)', () => {
    const answer = Object.freeze({})
    const make = vi.fn(() => {
      notKept()
      return 'fallback'
    })
    madeOnce(answer, 'cards', make)
    madeOnce(answer, 'cards', make)
    expect(make).toHaveBeenCalledTimes(2)
  })
})

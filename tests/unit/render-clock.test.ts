import { afterEach, describe, expect, it } from 'vitest'

import { openState } from '../../src/lib/opening-hours'
import { changesAt, nextLocalMinute } from '../../src/lib/render-clock'
import { inRender, leaveRender } from '../support/render-reads'

describe('moments a render changes with the clock', () => {
  afterEach(leaveRender)

  it('finds the next local time of day in a zone, tomorrow once it has passed today', () => {
    const at = (iso: string) => new Date(iso)
    expect(nextLocalMinute(at('2026-12-01T16:59:30Z'), 420, 1440)).toBe(Date.parse('2026-12-01T17:00:00Z'))
    expect(nextLocalMinute(at('2026-12-01T03:00:00Z'), 420, 600)).toBe(Date.parse('2026-12-02T03:00:00Z'))
    expect(nextLocalMinute(at('2026-12-01T02:59:00Z'), 420, 600)).toBe(Date.parse('2026-12-01T03:00:00Z'))
    expect(nextLocalMinute(at('2026-12-01T12:59:00Z'), 480, 1260)).toBe(Date.parse('2026-12-01T13:00:00Z'))
  })

  it("keeps a store's open-now text until it opens, closes or the day turns, and the earliest moment wins", () => {
    const reads = inRender()
    const hours = [{ days: 'Senin–Minggu', open: '10:00', close: '21:00' }]
    // 12:00 WIB: open until 21:00 WIB (14:00 UTC).
    expect(openState(hours, 'Asia/Jakarta', new Date('2026-12-01T05:00:00Z'))?.open).toBe(true)
    expect(reads.until).toBe(Date.parse('2026-12-01T14:00:00Z'))
    // 22:00 WITA (14:00 UTC): closed until midnight WITA, when "besok" becomes today.
    openState(hours, 'Asia/Makassar', new Date('2026-12-01T14:00:00Z'))
    expect(reads.until).toBe(Date.parse('2026-12-01T14:00:00Z'))
    changesAt(Date.parse('2026-12-01T10:00:00Z'))
    expect(reads.until).toBe(Date.parse('2026-12-01T10:00:00Z'))
  })

  it('records nothing outside a render the page cache keeps', () => {
    expect(() => changesAt(Date.now())).not.toThrow()
  })
})

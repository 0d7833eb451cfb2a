import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'

import { Countdown } from '@/components/ui/Countdown'

import { inRender, leaveRender } from '../support/render-reads'

describe('a countdown on a page the page cache keeps', () => {
  afterEach(leaveRender)
  const now = '2026-12-10T05:00:00.000Z'

  it('prints no figures, only same-size boxes, and the end date for readers without script', () => {
    const reads = inRender()
    const html = renderToStaticMarkup(
      <Countdown end="2026-12-12T16:59:00.000Z" serverNow={now} label="Flash sale berakhir dalam" />,
    )
    expect(html.match(/<b[^>]*>--<\/b>/g)).toHaveLength(4)
    expect(html).not.toMatch(/<b[^>]*>\d/)
    // The time left is said once the script counts it; until then, and without script, the end date is.
    expect(html).not.toContain('Flash sale berakhir dalam')
    expect(html).toMatch(/<p class="[^"]*">Berakhir 12 Des 2026, 23.59 WIB<\/p>/)
    expect(html).toMatch(/aria-hidden="true" class="[^"]*noscript:hidden/)
    // Kept until its last day begins, when the day box goes: not half a minute.
    expect(reads.until).toBe(Date.parse('2026-12-11T16:59:00.000Z'))
  })

  it('draws no day box and sets no end of its own within the last day', () => {
    const reads = inRender()
    const html = renderToStaticMarkup(
      <Countdown end="2026-12-10T09:00:00.000Z" serverNow={now} label="Promo" showEnd={false} />,
    )
    expect(html.match(/<b[^>]*>--<\/b>/g)).toHaveLength(3)
    expect(html).not.toContain('hari')
    expect(html).not.toContain('Berakhir')
    expect(reads.until).toBe(Infinity)
  })
})

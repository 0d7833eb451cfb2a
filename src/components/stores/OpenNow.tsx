'use client'

import { useCallback, useState } from 'react'

import { openNowClass } from './open-now-text'
import { useMinuteClock } from './use-minute-clock'
import { type OpenState, type OpeningHours, openState } from '@/lib/opening-hours'
import type { TimeZone } from '@/lib/time-zone'

/**
 * "Buka · tutup pukul 21.00": rendered by the server, then kept true by the visitor's clock each minute,
 * so a page held in a cache never shows a store open after it closed.
 */
export function OpenNow({
  hours,
  zone,
  initial,
}: {
  hours: OpeningHours[]
  zone: TimeZone
  initial: OpenState | null
}) {
  const [state, setState] = useState(initial)
  // Same text as shown: keep the state object, so React skips the re-render (tens of stores hydrate at once).
  const update = useCallback(() => {
    const next = openState(hours, zone, new Date())
    setState((shown) => (shown?.text === next?.text ? shown : next))
  }, [hours, zone])
  useMinuteClock(update)
  if (!state) return null
  return (
    <p data-open={state.open} className={openNowClass(state.open)}>
      {state.text}
    </p>
  )
}

'use client'

import { useEffect, useState } from 'react'

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
  useEffect(() => {
    // Same text as shown: keep the state object, so React skips the re-render (tens of stores hydrate at
    // once).
    const update = () => {
      const next = openState(hours, zone, new Date())
      setState((shown) => (shown?.text === next?.text ? shown : next))
    }
    // The first look waits for an idle moment: the server's text is right when the page is served (the page
    // cache keeps it only until a store opens or closes), and the store list's tens of stores hydrating at
    // once would otherwise each compute it inside the page's first long task.
    const idle = 'requestIdleCallback' in window
    const first = idle ? requestIdleCallback(update, { timeout: 2000 }) : window.setTimeout(update, 200)
    const timer = setInterval(update, 60_000)
    return () => {
      if (idle) cancelIdleCallback(first)
      else clearTimeout(first)
      clearInterval(timer)
    }
  }, [hours, zone])
  if (!state) return null
  return (
    <p
      data-open={state.open}
      className={`mt-1 text-sm font-semibold ${state.open ? 'text-brand-700' : 'text-red-800'}`}
    >
      {state.text}
    </p>
  )
}

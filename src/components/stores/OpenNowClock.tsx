'use client'

import { useEffect } from 'react'

import { refreshOpenNow } from './open-now-text'

/**
 * Keeps every printed open-now line of the page (`OpenNowText`) true by the visitor's clock, each minute: one
 * component for a list of tens of stores, where a client component per store would each hydrate.
 */
export function OpenNowClock() {
  useEffect(() => {
    const update = () => refreshOpenNow(document)
    // The first look waits for an idle moment: the server's text is right when the page is served (the page
    // cache keeps it only until a store opens or closes).
    const idle = 'requestIdleCallback' in window
    const first = idle ? requestIdleCallback(update, { timeout: 2000 }) : window.setTimeout(update, 200)
    const timer = setInterval(update, 60_000)
    return () => {
      if (idle) cancelIdleCallback(first)
      else clearTimeout(first)
      clearInterval(timer)
    }
  }, [])
  return null
}

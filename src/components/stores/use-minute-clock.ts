'use client'

import { useEffect } from 'react'

/**
 * Runs `update` at the page's first idle moment, then each minute: open-now texts kept true by the visitor's
 * clock. The first look waits for an idle moment: the server's text is right when the page is served (the
 * page cache keeps it only until a store opens or closes), and tens of stores hydrating at once would
 * otherwise each compute it inside the page's first long task.
 */
export function useMinuteClock(update: () => void) {
  useEffect(() => {
    const idle = 'requestIdleCallback' in window
    const first = idle ? requestIdleCallback(update, { timeout: 2000 }) : window.setTimeout(update, 200)
    const timer = setInterval(update, 60_000)
    return () => {
      if (idle) cancelIdleCallback(first)
      else clearTimeout(first)
      clearInterval(timer)
    }
  }, [update])
}

'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { NAVIGATION_START } from './navigation-events'

/** Spec: the bar appears only after 200 ms (throttle) and gives up after 5000 ms. */
export const PROGRESS_THROTTLE_MS = 200
export const PROGRESS_MAX_MS = 5000

/** A thin bar at the top while a route change takes a moment. */
export function ProgressBar() {
  const location = `${usePathname()}?${useSearchParams().toString()}`
  // The location a navigation started from; the bar shows only while we are still there.
  const [pendingFrom, setPendingFrom] = useState<string | null>(null)
  const [late, setLate] = useState(false)
  const current = useRef(location)
  const timers = useRef<ReturnType<typeof setTimeout>[]>([])

  useEffect(() => {
    current.current = location
  }, [location])

  useEffect(() => {
    const start = () => {
      timers.current.forEach(clearTimeout)
      setLate(false)
      setPendingFrom(current.current)
      timers.current = [
        setTimeout(() => setLate(true), PROGRESS_THROTTLE_MS),
        setTimeout(() => setPendingFrom(null), PROGRESS_MAX_MS),
      ]
    }
    // Capture phase: Next's <Link> prevents the default before a bubbling listener would see the click.
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const link = (event.target as Element | null)?.closest?.('a')
      if (
        !link ||
        link.target === '_blank' ||
        link.hasAttribute('download') ||
        link.getAttribute('role') === 'button'
      )
        return
      const url = new URL(link.href, window.location.href)
      if (url.origin !== window.location.origin) return
      if (url.pathname === window.location.pathname && url.search === window.location.search) return
      start()
    }
    document.addEventListener('click', onClick, true)
    window.addEventListener(NAVIGATION_START, start)
    return () => {
      document.removeEventListener('click', onClick, true)
      window.removeEventListener(NAVIGATION_START, start)
      timers.current.forEach(clearTimeout)
    }
  }, [])

  const visible = late && pendingFrom === location
  return (
    <div
      aria-hidden="true"
      data-visible={visible}
      className={`fixed inset-x-0 top-0 z-[60] h-[3px] ${visible ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
    >
      <div className={`h-full bg-accent-500 ${visible ? 'progress-run' : ''}`} />
    </div>
  )
}

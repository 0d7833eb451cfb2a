'use client'

import Link from 'next/link'
import { type ComponentProps, useSyncExternalStore } from 'react'

type Connection = {
  saveData?: boolean
  effectiveType?: string
  addEventListener?: (t: string, l: () => void) => void
  removeEventListener?: (t: string, l: () => void) => void
}
const connection = () => (navigator as Navigator & { connection?: Connection }).connection

/** Prefetching is skipped on a slow 2g connection, with data saver on, or offline (spec, "Shared layout"). */
export function canPrefetch(): boolean {
  if (!navigator.onLine) return false
  const c = connection()
  if (c?.saveData) return false
  return !(c?.effectiveType && /(^|-)2g$/.test(c.effectiveType))
}

const subscribe = (notify: () => void) => {
  window.addEventListener('online', notify)
  window.addEventListener('offline', notify)
  connection()?.addEventListener?.('change', notify)
  return () => {
    window.removeEventListener('online', notify)
    window.removeEventListener('offline', notify)
    connection()?.removeEventListener?.('change', notify)
  }
}

/** A link that prefetches its page when it scrolls into view, when the connection allows. */
export function SmartLink(props: ComponentProps<typeof Link>) {
  const allowed = useSyncExternalStore(subscribe, canPrefetch, () => false)
  return <Link {...props} prefetch={allowed ? props.prefetch : false} />
}

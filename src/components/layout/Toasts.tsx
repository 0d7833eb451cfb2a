'use client'

import { useEffect, useSyncExternalStore } from 'react'

import { lazyComponent } from '../ui/lazy-component'
import { type Toast, toastStore } from '@/lib/toast-store'

// A toast's code (countdown, pause, sanitizer) loads with the first toast, or with the visitor's first
// press or key, since most toasts answer one: most page views never show a toast.
const ToastItem = lazyComponent(() => import('./ToastItem').then((m) => m.ToastItem))

const server = () => [] as Toast[]

/** The toast group at bottom-center, announced to screen readers. */
export function Toasts() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.current, server)
  useEffect(() => {
    const warm = () => void ToastItem.preload().catch(() => {})
    const options = { once: true, capture: true, passive: true }
    window.addEventListener('pointerdown', warm, options)
    window.addEventListener('keydown', warm, options)
    return () => {
      window.removeEventListener('pointerdown', warm, options)
      window.removeEventListener('keydown', warm, options)
    }
  }, [])
  return (
    <ol
      lang="id"
      aria-label="Notifikasi"
      data-floating-layer
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 mx-auto flex w-[min(28rem,calc(100%-2rem))] flex-col gap-2"
    >
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} />
      ))}
    </ol>
  )
}

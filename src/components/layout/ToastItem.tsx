'use client'

import { useEffect, useRef, useState } from 'react'

import { CloseIcon } from '../ui/icons'
import { type Toast, toastStore } from '@/lib/toast-store'

/** Spec §9: the countdown moves in 10 ms steps. */
export const TOAST_STEP_MS = 10

const tone: Record<Toast['type'], string> = {
  success: 'border-brand-500 bg-brand-50 text-brand-900',
  info: 'border-sky-600 bg-sky-50 text-sky-950',
  error: 'border-red-700 bg-red-50 text-red-950',
}
const bar: Record<Toast['type'], string> = {
  success: 'bg-brand-500',
  info: 'bg-sky-600',
  error: 'bg-red-700',
}
const labels: Record<Toast['type'], string> = { success: 'Berhasil', info: 'Informasi', error: 'Galat' }

/** One toast: its countdown, paused while hovered or focused, and its close button. */
export function ToastItem({ toast }: { toast: Toast }) {
  const [left, setLeft] = useState(toast.lifetime)
  const [paused, setPaused] = useState(false)
  const leftRef = useRef(toast.lifetime)
  const item = useRef<HTMLLIElement>(null)
  // Hovering or focusing the toast pauses its countdown.
  useEffect(() => {
    const el = item.current
    if (!el) return
    const pause = () => setPaused(true)
    const resume = () => setPaused(false)
    el.addEventListener('pointerenter', pause)
    el.addEventListener('pointerleave', resume)
    el.addEventListener('focusin', pause)
    el.addEventListener('focusout', resume)
    return () => {
      el.removeEventListener('pointerenter', pause)
      el.removeEventListener('pointerleave', resume)
      el.removeEventListener('focusin', pause)
      el.removeEventListener('focusout', resume)
    }
  }, [])
  useEffect(() => {
    if (paused) return
    // Counted on the clock, not in ticks: a busy phone runs the ticks late, and a toast counting 10 ms a tick
    // outlived its lifetime (a 3-s toast still showed after 4.5 s on a loaded test machine).
    const end = performance.now() + leftRef.current
    const timer = setInterval(() => {
      leftRef.current = Math.max(0, end - performance.now())
      setLeft(leftRef.current)
      if (leftRef.current <= 0) toastStore.dismiss(toast.id)
    }, TOAST_STEP_MS)
    return () => clearInterval(timer)
  }, [paused, toast.id])
  // The sanitizer loads only for a toast that carries HTML (it would weigh on every page otherwise).
  const [html, setHtml] = useState<string | null>(null)
  useEffect(() => {
    if (!toast.html) return
    let live = true
    void import('dompurify').then(
      ({ default: purify }) =>
        live && setHtml(purify.sanitize(toast.html!, { USE_PROFILES: { html: true } })),
    )
    return () => {
      live = false
    }
  }, [toast.html])
  return (
    <li
      ref={item}
      data-toast-type={toast.type}
      className={`pointer-events-auto relative w-full overflow-hidden rounded-xl border-l-4 shadow-lg ${tone[toast.type]}`}
    >
      <div className="flex items-start gap-3 p-3 pr-2">
        {/* The role sits inside the item: a list item with another role breaks the list
            for screen readers. */}
        <div role={toast.type === 'error' ? 'alert' : 'status'} className="flex-1 text-sm">
          <span className="sr-only">{labels[toast.type]}: </span>
          <p className="font-semibold">{toast.message}</p>
          {toast.jsonMessage && (
            <ul className="mt-1 list-disc pl-5">
              {Object.entries(toast.jsonMessage).map(([field, message]) => (
                <li key={field}>{message}</li>
              ))}
            </ul>
          )}
          {html && <div className="mt-1 [&_a]:underline" dangerouslySetInnerHTML={{ __html: html }} />}
        </div>
        <button
          type="button"
          onClick={() => toastStore.dismiss(toast.id)}
          className="inline-flex size-8 shrink-0 items-center justify-center rounded-full hover:bg-black/5"
          aria-label="Tutup notifikasi"
        >
          <CloseIcon className="size-4" />
        </button>
      </div>
      <div
        className="absolute bottom-0 left-0 h-1 transition-none"
        aria-hidden="true"
        style={{ width: `${Math.max(0, (left / toast.lifetime) * 100)}%` }}
      >
        <div className={`h-full w-full ${bar[toast.type]}`} />
      </div>
    </li>
  )
}

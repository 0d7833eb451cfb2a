'use client'

import { SmartLink } from '@/components/ui/SmartLink'
import { type ReactNode, useEffect, useRef, useState } from 'react'

import { useBackdropClose } from './use-backdrop-close'
import { CloseIcon } from '../ui/icons'
import { HOME_POPUP_KEY } from '@/lib/storage-keys'
import type { ShellData } from '@/server/shell/shell'

/** From this width the popup is a dialog; below it, the banner is a card in the page (HomePopupCard). */
const DIALOG_FROM = '(min-width: 451px)'
/** The page's first paint comes first; a shopper who has done anything by then is never interrupted. */
const OPENS_AFTER_MS = 1200
/** What says the shopper has started: any of these, from the first moment the script listens. */
const interactions = ['keydown', 'pointerdown', 'wheel', 'touchstart', 'scroll', 'focusin', 'input'] as const
const field = 'input,select,textarea,[contenteditable=""],[contenteditable="true"]'

/**
 * Whether the shopper has already started before the script could listen (an input the browser buffered as
 * the first input, a scroll, a focused field) or has something open (a menu, the search box, a dialog).
 */
function shopperBusy(): boolean {
  if (window.scrollY > 0 || document.activeElement?.matches(field)) return true
  if (document.querySelector('dialog[open],[aria-expanded="true"],[aria-modal="true"]')) return true
  return performance.getEntriesByType('first-input').length > 0
}

/**
 * The home page's popup banner on tablets and desktops (docs/site-shell.md): once per visit, only if the
 * shopper has not yet pressed a key, tapped, scrolled or focused anything since the page loaded, never while
 * something is open; it takes focus itself (not its link, so an Enter meant for something else follows no
 * link), and closes with its button, Escape or the backdrop.
 */
export function HomePopup({
  banner,
  picture,
}: {
  banner: Pick<NonNullable<ShellData['popupBanner']>, 'title' | 'url_link'>
  picture: ReactNode
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [show, setShow] = useState(false)
  useEffect(() => {
    if (!window.matchMedia(DIALOG_FROM).matches) return
    try {
      if (sessionStorage.getItem(HOME_POPUP_KEY)) return
    } catch {
      // No storage: it may show, once for this page view.
    }
    const options = { capture: true, passive: true } as const
    const stop = () => {
      clearTimeout(timer)
      for (const type of interactions) window.removeEventListener(type, stop, options)
    }
    for (const type of interactions) window.addEventListener(type, stop, options)
    const timer = setTimeout(() => {
      stop()
      if (shopperBusy()) return
      try {
        sessionStorage.setItem(HOME_POPUP_KEY, '1')
      } catch {
        // Shown once for this page view.
      }
      setShow(true)
    }, OPENS_AFTER_MS)
    return stop
  }, [])
  useEffect(() => {
    const d = dialog.current
    if (!show || !d || d.open) return
    d.showModal()
    d.focus()
  }, [show])
  const close = () => {
    dialog.current?.close()
    setShow(false)
  }
  useBackdropClose(dialog, close)
  if (!show) return null
  return (
    <dialog
      ref={dialog}
      tabIndex={-1}
      aria-label={banner.title}
      onClose={close}
      className="m-auto w-[min(26rem,calc(100%-2rem))] overflow-visible rounded-2xl bg-transparent p-0 outline-none backdrop:bg-black/50"
    >
      <div className="relative overflow-hidden rounded-2xl bg-white shadow-2xl">
        <SmartLink href={banner.url_link ?? '/'} onClick={close} className="block">
          {picture}
          <span className="block p-4 text-center font-bold">{banner.title}</span>
        </SmartLink>
        <button
          type="button"
          onClick={close}
          className="absolute top-2 right-2 icon-button bg-white/90 shadow hover:bg-white"
          aria-label="Tutup"
        >
          <CloseIcon className="size-5" />
        </button>
      </div>
    </dialog>
  )
}

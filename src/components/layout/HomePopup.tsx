'use client'

import Link from 'next/link'
import { type ReactNode, useEffect, useRef, useState } from 'react'

import { useBackdropClose } from './use-backdrop-close'
import { CloseIcon } from '../ui/icons'
import { HOME_POPUP_KEY } from '@/lib/storage-keys'
import type { ShellData } from '@/server/shell/shell'

/**
 * The home page's popup banner: once per visit (session), closable with its button, Escape or the backdrop.
 * The server draws its picture (`picture`), so this component needs no image code of its own.
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
    try {
      if (sessionStorage.getItem(HOME_POPUP_KEY)) return
      sessionStorage.setItem(HOME_POPUP_KEY, '1')
    } catch {
      // No storage: show it, once for this page view.
    }
    // Give the page its first paint before the popup takes the stage.
    const timer = setTimeout(() => setShow(true), 1200)
    return () => clearTimeout(timer)
  }, [])
  useEffect(() => {
    if (show && dialog.current && !dialog.current.open) dialog.current.showModal()
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
      aria-label={banner.title}
      onClose={close}
      className="m-auto w-[min(26rem,calc(100%-2rem))] overflow-visible rounded-2xl bg-transparent p-0 backdrop:bg-black/50"
    >
      <div className="relative overflow-hidden rounded-2xl bg-white shadow-2xl">
        <Link href={banner.url_link ?? '/'} onClick={close} className="block">
          {picture}
          <span className="block p-4 text-center font-bold">{banner.title}</span>
        </Link>
        <button
          type="button"
          onClick={close}
          className="absolute top-2 right-2 icon-button bg-white/90 shadow hover:bg-white"
          aria-label="Close"
        >
          <CloseIcon className="size-5" />
        </button>
      </div>
    </dialog>
  )
}

'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { useBackdropClose } from './use-backdrop-close'

import { MenuIcon } from '../ui/icons'
import { lazyComponent } from '../ui/lazy-component'
import type { MenuLink } from '@/server/shell/shell'

const SideMenuContents = lazyComponent(() => import('./SideMenuContents').then((m) => m.SideMenuContents))

/** Spec §9: the side menu is 300 px wide. */
export const SIDE_MENU_WIDTH = 300

/**
 * The slide-in menu of smaller screens, a modal <dialog>: focus stays inside, Escape and the
 * backdrop close it, page scroll is locked while it is open, and a route change closes it.
 * Focus returns to the menu button when it closes.
 */
export function SideMenu({ links, marketplaceUrl }: { links: MenuLink[]; marketplaceUrl: string }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [open, setOpen] = useState(false)
  // The menu's contents, and their code, come when it first opens, not with every page; the header's own
  // navigation carries the same links for crawlers and wide screens.
  const [opened, setOpened] = useState(false)
  if (open && !opened) setOpened(true)
  const pathname = usePathname()
  // A route change closes the menu (adjusting state during render, not in an effect).
  const [shownPath, setShownPath] = useState(pathname)
  if (pathname !== shownPath) {
    setShownPath(pathname)
    setOpen(false)
  }
  useBackdropClose(dialog, () => setOpen(false))

  useEffect(() => {
    const d = dialog.current
    if (!d) return
    if (open && !d.open) d.showModal()
    if (!open && d.open) d.close()
    document.documentElement.style.overflow = open ? 'hidden' : ''
    return () => {
      document.documentElement.style.overflow = ''
    }
  }, [open])

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-expanded={open}
        className="needs-script icon-button hover:bg-sand-100 large:hidden"
        aria-label="Buka menu"
      >
        <MenuIcon className="size-6" />
      </button>
      <dialog
        ref={dialog}
        aria-label="Menu"
        onClose={() => setOpen(false)}
        style={{ width: SIDE_MENU_WIDTH }}
        className="side-menu fixed inset-y-0 left-0 m-0 h-dvh max-h-none max-w-[85vw] bg-white p-0 text-ink shadow-2xl backdrop:bg-black/40"
      >
        {opened && (
          <SideMenuContents links={links} marketplaceUrl={marketplaceUrl} onClose={() => setOpen(false)} />
        )}
      </dialog>
    </>
  )
}

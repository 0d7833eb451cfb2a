'use client'

import { SmartLink as Link } from '../ui/SmartLink'
import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { useBackdropClose } from './use-backdrop-close'

import { BagIcon, CatalogueIcon, CloseIcon, MenuIcon, StoreIcon } from '../ui/icons'
import type { MenuLink } from '@/server/shell/shell'

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
  // The menu's contents are drawn when it first opens (which takes scripts), not in every page's document;
  // the header's own navigation carries the same links for crawlers and wide screens.
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

  const item = 'side-menu-link'
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-expanded={open}
        className="icon-button hover:bg-sand-100 large:hidden"
        aria-label="Open menu"
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
          <div className="flex h-full flex-col">
            <div className="flex items-center justify-between border-b border-sand-200 px-4 py-2">
              <span className="font-bold">Menu</span>
              <button
                type="button"
                onClick={() => setOpen(false)}
                className="icon-button hover:bg-sand-100"
                aria-label="Close menu"
              >
                <CloseIcon className="size-6" />
              </button>
            </div>
            <nav aria-label="Main" className="flex-1 overflow-y-auto p-2">
              <ul>
                {links.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} className={item}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
              <ul className="mt-2 border-t border-sand-200 pt-2">
                <li>
                  <Link href="/store-locations" className={item}>
                    <StoreIcon className="size-5 text-brand-700" />
                    Store Location
                  </Link>
                </li>
                <li>
                  <Link href="/catalogues" className={item}>
                    <CatalogueIcon className="size-5 text-brand-700" />
                    E-Catalogue
                  </Link>
                </li>
              </ul>
            </nav>
            <div className="border-t border-sand-200 p-4">
              <a
                href={marketplaceUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="flex min-h-12 items-center justify-center gap-2 rounded-full bg-brand-700 font-semibold text-white hover:bg-brand-800"
              >
                <BagIcon className="size-5" /> Buy Online
              </a>
            </div>
          </div>
        )}
      </dialog>
    </>
  )
}

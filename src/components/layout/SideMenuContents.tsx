'use client'

import { SmartLink as Link } from '../ui/SmartLink'

import { BagIcon, CatalogueIcon, CloseIcon, StoreIcon } from '../ui/icons'
import type { MenuLink } from '@/server/shell/shell'

type Props = { links: MenuLink[]; marketplaceUrl: string; onClose: () => void }

/** What the side menu holds; its code loads when the menu first opens (SideMenu). */
export function SideMenuContents({ links, marketplaceUrl, onClose }: Props) {
  const item = 'side-menu-link'
  return (
    <div className="flex h-full flex-col">
      <div className="flex items-center justify-between border-b border-sand-200 px-4 py-2">
        <span className="font-bold">Menu</span>
        <button
          type="button"
          onClick={onClose}
          className="icon-button hover:bg-sand-100"
          aria-label="Tutup menu"
        >
          <CloseIcon className="size-6" />
        </button>
      </div>
      <nav aria-label="Utama" className="flex-1 overflow-y-auto p-2">
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
            <Link href="/store-locations" className={item} lang="en">
              <StoreIcon className="size-5 text-brand-700" />
              Store Location
            </Link>
          </li>
          <li>
            <Link href="/catalogues" className={item} lang="en">
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
          <BagIcon className="size-5" /> <span lang="en">Buy Online</span>
        </a>
      </div>
    </div>
  )
}

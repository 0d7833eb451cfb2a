import { AppStrip } from './AppStrip'
import { BrandStrip } from './BrandStrip'
import { Logo } from './Logo'
import { SearchBox } from './SearchBox'
import { SideMenu } from './SideMenu'
import { StaticPart } from './StaticPart'
import { BagIcon, CatalogueIcon, StoreIcon } from '../ui/icons'
import type { ShellData } from '@/server/shell/shell'

const iconLink = 'icon-button hover:bg-sand-100'

/**
 * Header: the app strip, the group's brands, the menu, logo, main links, search and Shop Now. What never
 * changes in the browser is printed as static markup (`staticMarkup`), made once per shell (`madeFrom`);
 * `contents` keeps it in the row.
 */
export function SiteHeader({ shell }: { shell: ShellData }) {
  return (
    <header lang="id">
      <AppStrip appStoreUrl={shell.links.appStore} playStoreUrl={shell.links.playStore} />
      <StaticPart madeFrom={{ source: shell, part: 'brands' }}>
        <BrandStrip brands={shell.brands} />
      </StaticPart>
      <div className="relative border-b border-sand-200 bg-white">
        <div className="container flex min-h-16 items-center gap-1 large:gap-4">
          <SideMenu links={shell.headerMenu} marketplaceUrl={shell.links.marketplace} />
          <StaticPart madeFrom={{ source: shell, part: 'main-links' }}>
            <MainLinks links={shell.headerMenu} />
          </StaticPart>
          <SearchBox />
          <StaticPart madeFrom={{ source: shell, part: 'shop-now' }}>
            <ShopNow href={shell.links.marketplace} />
          </StaticPart>
        </div>
      </div>
    </header>
  )
}

// Plain anchors: StaticLinks navigates them in the app, as next/link would.
/* eslint-disable @next/next/no-html-link-for-pages */
export function MainLinks({ links }: { links: ShellData['headerMenu'] }) {
  return (
    <>
      <a href="/" className="mr-auto shrink-0 rounded large:mr-4" aria-label="Rumah Loka, beranda">
        <Logo className="h-8 w-auto medium:h-9" />
      </a>
      <nav aria-label="Utama" className="mr-auto hidden large:block">
        <ul className="flex items-center gap-0.5">
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href} className="header-nav-link">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <a href="/store-locations" className={iconLink} aria-label="Store Location" lang="en">
        <StoreIcon />
      </a>
      <a href="/catalogues" className={iconLink} aria-label="E-Catalogue" lang="en">
        <CatalogueIcon />
      </a>
    </>
  )
}

/* eslint-enable @next/next/no-html-link-for-pages */

export function ShopNow({ href }: { href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="ml-1 hidden min-h-11 items-center gap-2 rounded-full bg-brand-700 px-4 text-sm font-semibold whitespace-nowrap text-white hover:bg-brand-800 medium:inline-flex"
    >
      <BagIcon className="size-5" /> <span lang="en">Shop Now</span>
    </a>
  )
}

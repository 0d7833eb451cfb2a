import { SmartLink as Link } from '../ui/SmartLink'

import { AppStrip } from './AppStrip'
import { BrandStrip } from './BrandStrip'
import { Logo } from './Logo'
import { SearchBox } from './SearchBox'
import { SideMenu } from './SideMenu'
import { BagIcon, CatalogueIcon, StoreIcon } from '../ui/icons'
import type { ShellData } from '@/server/shell/shell'

const iconLink = 'icon-button hover:bg-sand-100'

export function SiteHeader({ shell }: { shell: ShellData }) {
  return (
    <header lang="id">
      <AppStrip appStoreUrl={shell.links.appStore} playStoreUrl={shell.links.playStore} />
      <BrandStrip brands={shell.brands} />
      <div className="relative border-b border-sand-200 bg-white">
        <div className="container flex min-h-16 items-center gap-1 large:gap-4">
          <SideMenu links={shell.headerMenu} marketplaceUrl={shell.links.marketplace} />
          <Link href="/" className="mr-auto shrink-0 rounded large:mr-4" aria-label="Rumah Loka, beranda">
            <Logo className="h-8 w-auto medium:h-9" />
          </Link>
          <nav aria-label="Utama" className="mr-auto hidden large:block">
            <ul className="flex items-center gap-0.5">
              {shell.headerMenu.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className="header-nav-link">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <Link href="/store-locations" className={iconLink} aria-label="Store Location" lang="en">
            <StoreIcon />
          </Link>
          <Link href="/catalogues" className={iconLink} aria-label="E-Catalogue" lang="en">
            <CatalogueIcon />
          </Link>
          <SearchBox />
          <a
            href={shell.links.marketplace}
            target="_blank"
            rel="noopener noreferrer"
            className="ml-1 hidden min-h-11 items-center gap-2 rounded-full bg-brand-700 px-4 text-sm font-semibold whitespace-nowrap text-white hover:bg-brand-800 medium:inline-flex"
          >
            <BagIcon className="size-5" /> <span lang="en">Shop Now</span>
          </a>
        </div>
      </div>
    </header>
  )
}

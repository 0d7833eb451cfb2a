import { Logo } from './Logo'
import { NewsletterForm } from './NewsletterForm'
import { StaticPart } from './StaticPart'
import { SocialIcon } from '../ui/icons'
import type { ShellData } from '@/server/shell/shell'
import { telHref } from '@/lib/contact-links'
import { changesAt } from '@/lib/render-clock'

/**
 * Footer: two link columns, social and app links, newsletter, company details, group logo, copyright. All
 * but the newsletter form is printed as static markup (`staticMarkup`): it never changes in the browser.
 */
export function SiteFooter({ shell }: { shell: ShellData }) {
  const year = new Date().getFullYear()
  changesAt(new Date(year + 1, 0, 1).getTime())
  return (
    <footer lang="id" className="mt-16 bg-brand-900 text-white">
      <div className="container grid grid-cols-1 gap-10 py-12 medium:grid-cols-2 large:grid-cols-[1.2fr_1fr_1fr_1.4fr]">
        <StaticPart madeFrom={{ source: shell, part: 'columns' }}>
          <CompanyAndColumns shell={shell} />
        </StaticPart>
        <div>
          <h2 className="font-bold">Newsletter</h2>
          <p className="mt-1 text-sm text-white/80">
            Promo, inspirasi dan undangan event, langsung ke email Anda.
          </p>
          <NewsletterForm />
          <StaticPart prefetch={false} madeFrom={{ source: shell, part: 'follow' }}>
            <Follow shell={shell} />
          </StaticPart>
        </div>
      </div>
      {/* The end of every page keeps room for the floating chat and sale badge (FloatingStack): there
         they show over nothing. */}
      <StaticPart
        prefetch={false}
        className="border-t border-white/10 pb-36 medium:pb-40"
        madeFrom={{ source: shell, part: `closing|${year}` }}
      >
        <Closing shell={shell} year={year} />
      </StaticPart>
    </footer>
  )
}

export function CompanyAndColumns({ shell }: { shell: ShellData }) {
  return (
    <>
      <div>
        <div className="inline-block rounded-lg bg-white px-3 py-2">
          <Logo className="h-8 w-auto" />
        </div>
        <p className="mt-4 font-semibold">{shell.company.name}</p>
        <address className="mt-1 text-sm not-italic text-white/80">{shell.company.address}</address>
        {shell.company.phone && (
          <p className="mt-2 text-sm text-white/80">
            Layanan pelanggan:{' '}
            <a className="underline" href={telHref(shell.company.phone)}>
              {shell.company.phone}
            </a>
          </p>
        )}
        {shell.company.email && (
          <p className="text-sm text-white/80">
            <a className="underline" href={`mailto:${shell.company.email}`}>
              {shell.company.email}
            </a>
          </p>
        )}
      </div>
      {shell.footerColumns.map((column) => (
        <nav key={column.title} aria-label={column.title}>
          <h2 className="font-bold">{column.title}</h2>
          <ul className="mt-3 space-y-1 text-sm text-white/85">
            {column.links.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="footer-link">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </>
  )
}

const appLink = 'inline-flex min-h-11 items-center rounded-lg border border-white/30 px-3 hover:bg-white/10'

export function Follow({ shell }: { shell: ShellData }) {
  return (
    <>
      <h2 className="mt-4 font-bold">Ikuti kami</h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {shell.social.map((s) => (
          <li key={s.id}>
            <a
              href={s.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={s.name}
              className="icon-button bg-white/10 hover:bg-white/20"
            >
              <SocialIcon platform={s.platform} className="size-5" />
            </a>
          </li>
        ))}
      </ul>
      <h2 className="mt-4 font-bold">Aplikasi Rumah Loka</h2>
      <ul className="mt-2 flex flex-wrap gap-2 text-sm">
        {shell.links.playStore && (
          <li>
            <a href={shell.links.playStore} target="_blank" rel="noopener noreferrer" className={appLink}>
              Google Play
            </a>
          </li>
        )}
        {shell.links.appStore && (
          <li>
            <a href={shell.links.appStore} target="_blank" rel="noopener noreferrer" className={appLink}>
              App Store
            </a>
          </li>
        )}
      </ul>
    </>
  )
}

export function Closing({ shell, year }: { shell: ShellData; year: number }) {
  return (
    <div className="container flex flex-wrap items-center justify-between gap-3 py-4 text-sm text-white/80">
      {shell.company.group && (
        <p className="flex items-center gap-2">
          <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true">
            <circle cx="9" cy="12" r="7" fill="#e8b04b" />
            <circle cx="15" cy="12" r="7" fill="#4f7d5c" fillOpacity=".85" />
          </svg>
          Bagian dari {shell.company.group}
        </p>
      )}
      <p>
        © {year} {shell.company.name}. Hak cipta dilindungi.
      </p>
    </div>
  )
}

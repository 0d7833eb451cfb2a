import { SmartLink } from '@/components/ui/SmartLink'
import type { Metadata } from 'next'

import { telHref } from '@/lib/contact-links'
import { getShellData } from '@/server/shell/shell'

/**
 * Pages opened from a customer link carry its token in the address: never indexed, never sent on as a
 * referrer. (Next.js answers these request-time pages with Cache-Control: private, no-store; the page
 * cache in front of it skips their paths.)
 */
export const privateLinkMetadata = (title: string): Metadata => ({
  title: `${title} | Rumah Loka`,
  robots: { index: false, follow: false, noarchive: true, googleBot: { index: false, follow: false } },
  referrer: 'no-referrer',
})

/** Who to contact, as the site footer shows it (website config: customer service phone and e-mail). */
export async function CustomerServiceContact() {
  const { company } = await getShellData()
  return (
    <div className="mt-6 rounded-2xl bg-sand-50 p-4 medium:p-5" data-contact>
      <h2 className="font-bold">Hubungi layanan pelanggan</h2>
      <ul className="mt-2 grid gap-1">
        {company.phone && (
          <li>
            Telepon:{' '}
            <a
              className="inline-flex min-h-6 items-center font-semibold text-brand-700 underline"
              href={telHref(company.phone)}
            >
              {company.phone}
            </a>
          </li>
        )}
        {company.email && (
          <li>
            Email:{' '}
            <a
              className="inline-flex min-h-6 items-center font-semibold text-brand-700 underline"
              href={`mailto:${company.email}`}
            >
              {company.email}
            </a>
          </li>
        )}
        <li>
          <SmartLink
            className="inline-flex min-h-6 items-center font-semibold text-brand-700 underline"
            href="/contact-us"
          >
            Kirim pesan lewat halaman Hubungi Kami
          </SmartLink>
        </li>
      </ul>
    </div>
  )
}

/**
 * A link that cannot be used, or a record that allows nothing more: what happened and who to contact; no
 * data.
 */
export async function LinkNotice({
  state,
  title,
}: {
  state: { kind: 'dead' | 'closed'; title: string; message: string }
  title?: string
}) {
  return (
    <main id="main" className="container pb-12" data-link-state={state.kind}>
      <div className="max-w-2xl">
        <h1 className="text-3xl font-extrabold large:text-4xl">{title ?? state.title}</h1>
        <p className="mt-3 text-lg">{state.message}</p>
        <CustomerServiceContact />
        <p className="mt-6">
          <SmartLink
            href="/"
            className="inline-flex min-h-6 items-center font-semibold text-brand-700 underline"
          >
            Kembali ke beranda
          </SmartLink>
        </p>
      </div>
    </main>
  )
}

import { notFoundPage } from '@/components/layout/NotFoundPage'
import {
  CustomerServiceContact,
  LinkNotice,
  privateLinkMetadata,
} from '@/components/customer-links/LinkNotice'
import { voucherPageState } from '@/components/customer-links/page-states'
import { VoucherClaim } from '@/components/customer-links/VoucherClaim'
import { formatDate, formatIDR } from '@/lib/format'

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props) {
  const state = await voucherPageState((await params).slug)
  return privateLinkMetadata(state.kind === 'open' ? 'Klaim Voucher' : state.title)
}

/**
 * /voucher-claim/{token}: the voucher a link names; claimed with a code e-mailed to the address it was issued
 * to.
 */
export default async function VoucherLinkPage({ params }: Props) {
  const state = await voucherPageState((await params).slug)
  if (state.kind === 'dead') return notFoundPage(<LinkNotice state={state} />)
  if (state.kind === 'closed') return <LinkNotice state={state} />
  const v = state.voucher
  return (
    <main id="main" className="container pb-12">
      <div className="max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Voucher Rumah Loka</p>
        <h1 className="mt-1 text-3xl font-extrabold large:text-4xl">{v.title}</h1>
        <div className="mt-6 rounded-2xl bg-brand-700 p-5 text-white medium:p-6">
          <p className="text-sm">Nilai voucher</p>
          <p className="text-4xl font-extrabold tabular-nums" data-voucher-value>
            {formatIDR(v.value)}
          </p>
          <dl className="mt-4 grid gap-x-6 gap-y-2 medium:grid-cols-2">
            <div>
              <dt className="text-sm text-white/85">Minimum belanja</dt>
              <dd className="font-semibold">
                {v.min_purchase > 0 ? formatIDR(v.min_purchase) : 'Tanpa minimum'}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-white/85">Masa berlaku</dt>
              <dd className="font-semibold">
                {formatDate(v.valid_from)} – {formatDate(v.valid_until)}
              </dd>
            </div>
          </dl>
        </div>
        <h2 className="mt-6 text-xl font-bold">Syarat dan ketentuan</h2>
        <ul className="mt-2 list-disc pl-5">
          {v.description && <li>{v.description}</li>}
          <li>
            Minimum belanja {v.min_purchase > 0 ? formatIDR(v.min_purchase) : 'tidak ada'} dalam satu
            transaksi.
          </li>
          <li>Berlaku hingga {formatDate(v.valid_until)}; tidak dapat ditukar dengan uang tunai.</li>
          <li>Setelah diklaim, tunjukkan kode atau kode QR voucher di kasir sebelum membayar.</li>
        </ul>
        {v.issued_to ? (
          <VoucherClaim token={state.token} issuedTo={v.issued_to} />
        ) : (
          <section aria-labelledby="claim-title" className="mt-8">
            <h2 id="claim-title" className="text-xl font-bold">
              Voucher belum dapat diklaim di sini
            </h2>
            <p className="mt-2">
              Voucher ini belum terhubung ke alamat email, jadi kami tidak dapat mengirim kode verifikasi.
              Hubungi layanan pelanggan untuk mengklaimnya.
            </p>
            <CustomerServiceContact />
          </section>
        )}
      </div>
    </main>
  )
}

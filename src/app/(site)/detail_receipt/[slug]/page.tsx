import { notFoundPage } from '@/components/layout/NotFoundPage'
import { LinkNotice, privateLinkMetadata } from '@/components/customer-links/LinkNotice'
import { receiptPageState } from '@/components/customer-links/page-states'
import { PrintButton } from '@/components/customer-links/PrintButton'
import { LinkButton } from '@/components/ui/Button'
import { formatDateTime, formatIDR } from '@/lib/format'
import { registerPrefillHref } from '@/lib/link-pages'

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props) {
  const state = await receiptPageState((await params).slug)
  return privateLinkMetadata(state.kind === 'open' ? 'Detail Struk' : state.title)
}

/**
 * /detail_receipt/{token}: the paid rows of a receipt, printable, with a way to register each warrantied
 * item.
 */
export default async function ReceiptPage({ params }: Props) {
  const state = await receiptPageState((await params).slug)
  if (state.kind === 'dead') return notFoundPage(<LinkNotice state={state} />)
  if (state.kind === 'closed') return <LinkNotice state={state} />
  const receipt = state.receipt
  const withSerial = receipt.rows.some((row) => row.serial_no)
  return (
    <main id="main" className="container pb-12">
      <div className="max-w-3xl">
        <div className="flex flex-wrap items-end justify-between gap-3 print:hidden">
          <div>
            <h1 className="text-3xl font-extrabold large:text-4xl">Detail Struk</h1>
            <p className="mt-2 text-lg text-muted">Rincian belanja Anda yang sudah dibayar.</p>
          </div>
          <PrintButton label="Cetak struk" />
        </div>
        <section
          aria-labelledby="receipt-title"
          className="print-receipt mt-6 rounded-2xl border border-sand-200 bg-white p-4 medium:p-6"
        >
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            Rumah Loka · Struk belanja
          </p>
          <h2 id="receipt-title" className="mt-1 text-2xl font-extrabold" data-receipt-no>
            {receipt.receipt_no}
          </h2>
          <dl className="mt-3 grid gap-x-6 gap-y-2 medium:grid-cols-2">
            <div>
              <dt className="text-sm text-muted">Toko</dt>
              <dd className="font-semibold">{receipt.store?.name ?? '-'}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted">Tanggal</dt>
              <dd className="font-semibold">{formatDateTime(receipt.purchased_at)}</dd>
            </div>
          </dl>
          <h3 className="mt-5 font-bold">Barang</h3>
          <ul className="mt-2 divide-y divide-sand-200 border-y border-sand-200">
            {receipt.rows.map((row, i) => (
              <li
                key={`${row.sku}-${i}`}
                className="grid gap-2 py-3 medium:grid-cols-[1fr_auto] medium:items-start medium:gap-4"
                data-receipt-row
              >
                <div>
                  <p className="font-semibold">{row.name}</p>
                  <p className="text-sm text-muted">
                    SKU {row.sku} · {row.qty} × {formatIDR(row.price)}
                  </p>
                  {row.serial_no && (
                    <p className="text-sm">
                      Nomor seri: <span className="font-mono font-semibold">{row.serial_no}</span>
                    </p>
                  )}
                </div>
                <div className="flex flex-wrap items-center justify-between gap-3 medium:flex-col medium:items-end">
                  <p className="font-semibold tabular-nums">{formatIDR(row.subtotal)}</p>
                  {row.serial_no && (
                    <LinkButton
                      href={registerPrefillHref(receipt.receipt_no, row.serial_no)}
                      variant="invert"
                      className="print:hidden"
                    >
                      Daftarkan garansi<span className="sr-only"> {row.name}</span>
                    </LinkButton>
                  )}
                </div>
              </li>
            ))}
          </ul>
          <p className="mt-4 flex flex-wrap items-baseline justify-between gap-2">
            <span className="text-lg font-semibold">Total dibayar</span>
            <span className="text-2xl font-extrabold tabular-nums" data-receipt-total>
              {formatIDR(receipt.total_paid)}
            </span>
          </p>
        </section>
        {withSerial && (
          <p className="mt-4 text-sm text-muted print:hidden">
            Barang dengan nomor seri bergaransi. Tekan &ldquo;Daftarkan garansi&rdquo; untuk mendaftarkannya;
            nomor struk dan nomor seri sudah terisi.
          </p>
        )}
      </div>
    </main>
  )
}

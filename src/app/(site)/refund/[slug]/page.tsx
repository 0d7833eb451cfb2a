import { notFoundPage } from '@/components/layout/NotFoundPage'
import { LinkNotice, privateLinkMetadata } from '@/components/customer-links/LinkNotice'
import { refundPageState } from '@/components/customer-links/page-states'
import { RefundDecision } from '@/components/customer-links/RefundDecision'
import { formatDate, formatIDR } from '@/lib/format'

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props) {
  const state = await refundPageState((await params).slug)
  return privateLinkMetadata(state.kind === 'open' ? 'Persetujuan Pengembalian Dana' : state.title)
}

/** /refund/{token}: the return the customer's e-mail names, to approve or reject once (spec §2). */
export default async function RefundPage({ params }: Props) {
  const state = await refundPageState((await params).slug)
  if (state.kind === 'dead') return notFoundPage(<LinkNotice state={state} />)
  if (state.kind === 'closed') return <LinkNotice state={state} />
  const r = state.detail
  return (
    <main id="main" className="container pb-12">
      <div className="max-w-3xl">
        <h1 className="text-3xl font-extrabold large:text-4xl">Persetujuan Pengembalian Dana</h1>
        <p className="mt-2 text-lg text-muted">
          Periksa rincian retur di bawah, lalu setujui atau tolak pengembalian dananya.
        </p>
        <dl className="mt-6 grid gap-x-6 gap-y-3 rounded-2xl bg-sand-50 p-4 medium:grid-cols-2 medium:p-6">
          <div>
            <dt className="text-sm text-muted">Nomor retur</dt>
            <dd className="font-bold" data-return-no>
              {r.return_no}
            </dd>
          </div>
          {r.receipt && (
            <div>
              <dt className="text-sm text-muted">Nomor struk</dt>
              <dd className="font-semibold">{r.receipt.receipt_no}</dd>
            </div>
          )}
          {r.receipt?.store && (
            <div>
              <dt className="text-sm text-muted">Toko</dt>
              <dd className="font-semibold">{r.receipt.store}</dd>
            </div>
          )}
          {r.receipt && (
            <div>
              <dt className="text-sm text-muted">Tanggal pembelian</dt>
              <dd>{formatDate(r.receipt.purchased_at)}</dd>
            </div>
          )}
          <div className="medium:col-span-2">
            <dt className="text-sm text-muted">Alasan retur</dt>
            <dd>{r.reason}</dd>
          </div>
          <div className="medium:col-span-2">
            <dt className="text-sm text-muted">Metode pengembalian dana</dt>
            <dd>{r.refund_method}</dd>
          </div>
        </dl>
        <h2 className="mt-8 text-xl font-bold">Barang yang dikembalikan</h2>
        <ul className="mt-3 divide-y divide-sand-200 border-y border-sand-200">
          {r.items.map((item) => (
            <li key={item.sku} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3">
              <div>
                <p className="font-semibold">{item.name}</p>
                <p className="text-sm text-muted">
                  SKU {item.sku} · {item.qty} × {formatIDR(item.price)}
                </p>
              </div>
              <p className="font-semibold tabular-nums">{formatIDR(item.qty * item.price)}</p>
            </li>
          ))}
        </ul>
        <p className="mt-4 flex flex-wrap items-baseline justify-between gap-2 text-lg">
          <span className="font-semibold">Total pengembalian dana</span>
          <span className="text-2xl font-extrabold tabular-nums" data-refund-amount>
            {formatIDR(r.amount)}
          </span>
        </p>
        <RefundDecision token={state.token} returnNo={r.return_no} amount={r.amount} />
      </div>
    </main>
  )
}

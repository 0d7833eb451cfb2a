import type { ClaimSummary, WarrantyDetail } from './warranty-api'
import { formatDate } from '@/lib/format'
import { problemCategories } from '@/lib/warranty-choices'

const category = (value: string | null | undefined) => problemCategories.find((c) => c.value === value)?.label

/** The registration's coverage and the claims made on it, with their state and the staff's note. */
export function ClaimHistory({ detail }: { detail: Omit<WarrantyDetail, 'verification' | 'owner'> }) {
  return (
    <section aria-labelledby="warranty-summary" className="rounded-2xl border border-sand-200 bg-white p-5">
      <h3 id="warranty-summary" className="text-lg font-bold">
        {detail.product_name}
      </h3>
      <dl className="mt-2 grid gap-x-6 gap-y-2 text-sm medium:grid-cols-2">
        <div>
          <dt className="text-muted">Nomor registrasi</dt>
          <dd className="font-semibold">{detail.registration_no}</dd>
        </div>
        <div>
          <dt className="text-muted">Nomor seri</dt>
          <dd>{detail.serial_no}</dd>
        </div>
        <div>
          <dt className="text-muted">Garansi</dt>
          <dd>
            {formatDate(detail.purchased_at)} – {formatDate(detail.coverage_until)}
          </dd>
        </div>
        <div>
          <dt className="text-muted">Status garansi</dt>
          <dd className={`font-semibold ${detail.is_active ? 'text-brand-700' : 'text-red-800'}`}>
            {detail.is_active ? 'Aktif' : 'Berakhir'}
          </dd>
        </div>
      </dl>
      <h4 className="mt-4 font-bold">Klaim untuk produk ini</h4>
      {detail.claims.length === 0 ? (
        <p className="text-sm text-muted">Belum ada klaim untuk produk ini.</p>
      ) : (
        <ul className="mt-2 grid gap-2">
          {detail.claims.map((c: ClaimSummary) => (
            <li key={c.claim_no} className="rounded-xl bg-sand-50 p-3 text-sm">
              <p>
                <b>{c.claim_no}</b> · diajukan {formatDate(c.created_at)} ·{' '}
                <span className="font-semibold" data-claim-status>
                  {c.status_label}
                </span>
              </p>
              {category(c.problem_category) && <p className="text-muted">{category(c.problem_category)}</p>}
              {c.status_note && <p className="mt-1">Catatan petugas: {c.status_note}</p>}
              {c.next && <p className="mt-1 text-muted">{c.next}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

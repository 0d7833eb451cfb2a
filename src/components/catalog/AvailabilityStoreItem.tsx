import type { ReactNode } from 'react'

import { telHref } from '@/lib/contact-links'
import { formatDistance } from '@/lib/geo'
import { askTheStore, stockLabels } from '@/lib/stock-status'

import type { AvailabilityStore } from './availability-list'

const badge: Record<string, string> = {
  in_stock: 'bg-brand-50 text-brand-800 border-brand-200',
  few_left: 'bg-amber-50 text-amber-900 border-amber-300',
  out_of_stock: 'bg-sand-50 text-muted border-sand-200',
}

/**
 * One store of a product's availability list: a plain component, so the server prints it as static markup
 * (the city a `?kota=` address opens) and StoreAvailability renders it in the browser alike. `fresh`: the
 * reading is recent enough to show a level, else "ask the store"; `openNow`: the store's open-now line, as
 * the caller keeps it true.
 */
export function AvailabilityStoreItem({
  store: s,
  fresh,
  distance = null,
  openNow,
}: {
  store: AvailabilityStore
  fresh: boolean
  distance?: number | null
  openNow: ReactNode
}) {
  return (
    <li
      data-store={s.code}
      className="grid gap-2 rounded-xl border border-sand-200 bg-white p-3 medium:grid-cols-[1fr_auto] medium:p-4"
    >
      <div>
        <a href={s.path} className="font-bold text-brand-700 underline">
          {s.name}
        </a>
        {openNow}
        <p className="text-sm text-muted">
          {distance !== null && `${formatDistance(distance)} dari Anda · `}
          {s.address}
        </p>
      </div>
      <div className="medium:text-right">
        {fresh && s.stock ? (
          <>
            <p
              data-stock={s.stock}
              className={`inline-block rounded-full border px-3 py-1 text-sm font-bold ${badge[s.stock]}`}
            >
              {stockLabels[s.stock]}
            </p>
            {s.on_display && <p className="mt-1 text-sm font-semibold">Dipajang di showroom</p>}
          </>
        ) : (
          <p data-stock="ask" className="text-sm font-semibold">
            {askTheStore}
            {s.phone && (
              <>
                {': '}
                <a href={telHref(s.phone)} className="text-brand-700 underline">
                  {s.phone}
                </a>
              </>
            )}
          </p>
        )}
        {s.reported_text && <p className="mt-1 text-xs text-muted">Laporan stok {s.reported_text}</p>}
      </div>
    </li>
  )
}

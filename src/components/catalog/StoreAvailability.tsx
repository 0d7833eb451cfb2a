'use client'

import { useMemo, useState, useSyncExternalStore } from 'react'

import { useHydrated } from '@/components/ui/use-hydrated'

import { OpenNow } from '@/components/stores/OpenNow'
import { telHref } from '@/lib/contact-links'
import { distanceKm, formatDistance } from '@/lib/geo'
import { openState } from '@/lib/opening-hours'
import { askTheStore, stockLabels } from '@/lib/stock-status'
import type { StoreStock } from '@/server/stock/availability'

/** What the list shows of a store: the page leaves the rest out of what it sends to the browser. */
export type AvailabilityStore = Omit<StoreStock, 'slug' | 'area' | 'reported_at'> & {
  reported_text: string | null
}

type Order = { near: { lat: number; lng: number } } | { city: string }

/** The shopper's clock to the minute (the same value within a minute, so React renders once a minute). */
const thisMinute = () => Math.floor(Date.now() / 60_000) * 60_000
const everyMinute = (changed: () => void) => {
  const timer = setInterval(changed, 15_000)
  return () => clearInterval(timer)
}

/** Stores shown nearest first before "show all". */
const NEAREST = 6

const badge: Record<string, string> = {
  in_stock: 'bg-brand-50 text-brand-800 border-brand-200',
  few_left: 'bg-amber-50 text-amber-900 border-amber-300',
  out_of_stock: 'bg-sand-50 text-muted border-sand-200',
}

/**
 * Which stores have the product (issue 53): by city as the server renders it (also without JavaScript), or,
 * on the shopper's request, nearest first from the browser's location, or one city. A reading that grows too
 * old while the page is open (or kept offline) turns into "ask the store", by the shopper's clock.
 */
export function StoreAvailability({
  stores,
  readAt,
  city: asked,
}: {
  stores: AvailabilityStore[]
  readAt: string
  /** The city the address asks to open (`?kota=`, the way a city opens without JavaScript). */
  city?: string
}) {
  const [order, setOrder] = useState<Order>({ city: '' })
  // The cities unfolded: their stores are rendered only then (a page renders 54 stores' rows for nobody
  // otherwise: half of a product page's server time, docs/catalogue.md).
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set(asked ? [asked] : []))
  const now = useSyncExternalStore(everyMinute, thisMinute, () => null)
  const ready = useHydrated()
  const [message, setMessage] = useState('')
  const [locating, setLocating] = useState(false)
  const [showAll, setShowAll] = useState(false)
  const cities = useMemo(
    () => [...new Set(stores.map((s) => s.city))].sort((a, b) => a.localeCompare(b)),
    [stores],
  )
  // The server's judgement until the page is live, then the shopper's clock.
  const fresh = (s: AvailabilityStore) =>
    s.stock !== null && (now === null || (s.stale_at !== null && Date.parse(s.stale_at) > now))

  function locate() {
    if (!('geolocation' in navigator)) {
      setMessage('Peramban ini tidak memberi lokasi. Pilih kota Anda.')
      return
    }
    setLocating(true)
    setMessage('Mencari lokasi Anda…')
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false)
        setOrder({ near: { lat: position.coords.latitude, lng: position.coords.longitude } })
        setShowAll(false)
        setMessage('Toko diurutkan dari yang terdekat.')
      },
      () => {
        setLocating(false)
        setMessage('Lokasi Anda tidak bisa dipakai. Pilih kota Anda.')
      },
      { maximumAge: 600_000, timeout: 15_000 },
    )
  }

  const item = (s: AvailabilityStore, distance: number | null) => {
    const known = fresh(s)
    return (
      <li
        key={s.id}
        data-store={s.code}
        className="grid gap-2 rounded-xl border border-sand-200 bg-white p-3 medium:grid-cols-[1fr_auto] medium:p-4"
      >
        <div>
          <a href={s.path} className="font-bold text-brand-700 underline">
            {s.name}
          </a>
          <OpenNow
            hours={s.opening_hours}
            zone={s.time_zone}
            initial={openState(s.opening_hours, s.time_zone, new Date(readAt))}
          />
          <p className="text-sm text-muted">
            {distance !== null && `${formatDistance(distance)} dari Anda · `}
            {s.address}
          </p>
        </div>
        <div className="medium:text-right">
          {known ? (
            <>
              <p
                data-stock={s.stock}
                className={`inline-block rounded-full border px-3 py-1 text-sm font-bold ${badge[s.stock!]}`}
              >
                {stockLabels[s.stock!]}
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

  const hasIt = (s: AvailabilityStore) =>
    fresh(s) && (s.stock === 'in_stock' || s.stock === 'few_left' || Boolean(s.on_display))
  let body: React.ReactNode
  if ('near' in order) {
    const near = order.near
    const sorted = stores
      .map((s) => ({ s, d: distanceKm(near, s) }))
      .sort((a, b) => a.d - b.d || a.s.id - b.s.id)
    const shown = showAll ? sorted : sorted.slice(0, NEAREST)
    body = (
      <>
        <ul className="grid gap-3">{shown.map(({ s, d }) => item(s, d))}</ul>
        {!showAll && sorted.length > NEAREST && (
          <button
            type="button"
            onClick={() => setShowAll(true)}
            className="btn btn-invert mt-3 min-h-11 px-4"
          >
            Tampilkan semua {sorted.length} toko
          </button>
        )}
      </>
    )
  } else if (order.city) {
    body = (
      <ul className="grid gap-3">{stores.filter((s) => s.city === order.city).map((s) => item(s, null))}</ul>
    )
  } else {
    // Every city folded: a phone sees the cities first, and opens its own. A city's stores are rendered when
    // it opens; until the page is live (and without JavaScript) a folded city holds a link to the page with
    // that city open.
    body = (
      <div className="divide-y divide-sand-200 rounded-2xl border border-sand-200 bg-white">
        {cities.map((city) => {
          const here = stores.filter((s) => s.city === city)
          const count = here.filter(hasIt).length
          const open = opened.has(city)
          return (
            <details
              key={city}
              open={open}
              onToggle={(event) => {
                const nowOpen = event.currentTarget.open
                setOpened((was) => {
                  if (was.has(city) === nowOpen) return was
                  const next = new Set(was)
                  if (nowOpen) next.add(city)
                  else next.delete(city)
                  return next
                })
              }}
              className="group px-4"
            >
              <summary className="flex min-h-12 cursor-pointer items-center justify-between gap-3 py-2 font-semibold">
                <span>{city}</span>
                <span className="flex items-center gap-2 text-sm font-normal text-muted">
                  {count ? `ada di ${count} dari ${here.length} toko` : `${here.length} toko`}
                  <span aria-hidden="true" className="transition-transform group-open:rotate-180">
                    ▾
                  </span>
                </span>
              </summary>
              {open ? (
                <ul className="grid gap-3 pb-4">{here.map((s) => item(s, null))}</ul>
              ) : (
                <p className="pb-4">
                  <a
                    href={`?${new URLSearchParams({ kota: city })}#ketersediaan`}
                    rel="nofollow"
                    className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
                  >
                    Lihat {here.length} toko di {city}
                  </a>
                </p>
              )}
            </details>
          )
        })}
      </div>
    )
  }

  return (
    <div>
      <div hidden={!ready} className="mb-4 flex flex-col gap-3 medium:flex-row medium:items-end">
        <button
          type="button"
          onClick={locate}
          disabled={locating}
          className="btn btn-invert min-h-11 px-4"
          aria-describedby="availability-status"
        >
          Urutkan dari yang terdekat
        </button>
        <div>
          <label htmlFor="availability-city" className="block text-sm font-semibold">
            Atau pilih kota
          </label>
          <select
            id="availability-city"
            value={'city' in order ? order.city : ''}
            onChange={(event) => {
              setOrder({ city: event.target.value })
              setShowAll(false)
              setMessage('')
            }}
            className="mt-1 min-h-11 rounded-lg border border-sand-200 bg-white px-3"
          >
            <option value="">Semua kota</option>
            {cities.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p id="availability-status" role="status" className="mb-2 min-h-5 text-sm">
        {message}
      </p>
      {body}
    </div>
  )
}

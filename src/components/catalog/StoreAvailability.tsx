'use client'

import { useRef, useState, useSyncExternalStore } from 'react'

import { apiRequest } from '@/components/api-client'
import { useHydrated } from '@/components/ui/use-hydrated'

import { OpenNow } from '@/components/stores/OpenNow'
import { telHref } from '@/lib/contact-links'
import { distanceKm, formatDistance } from '@/lib/geo'
import { openState } from '@/lib/opening-hours'
import { askTheStore, stockLabels } from '@/lib/stock-status'

import { type AvailabilityCity, type AvailabilityStore, toAvailabilityStore } from './availability-list'

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
 *
 * The page sends the cities and their counts, and the rows of the city its address opens (`?kota=`, how a
 * city opens without JavaScript); the stores themselves come from the contract (`/api/product/fe/detail`)
 * when the shopper first opens a city or orders them: 54 stores' rows in every page's data were a quarter
 * of a product page's server time, for a list most visitors never open (docs/catalogue.md).
 */
export function StoreAvailability({
  urlKey,
  cities,
  readAt: pageReadAt,
  city: asked,
  askedStores,
}: {
  urlKey: string
  cities: AvailabilityCity[]
  readAt: string
  /** The city the address asks to open (`?kota=`). */
  city?: string
  /** That city's stores, rendered by the server. */
  askedStores: AvailabilityStore[]
}) {
  const [order, setOrder] = useState<Order>({ city: '' })
  // The cities unfolded: their stores are rendered only then.
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set(asked ? [asked] : []))
  const now = useSyncExternalStore(everyMinute, thisMinute, () => null)
  const ready = useHydrated()
  const [message, setMessage] = useState('')
  const [locating, setLocating] = useState(false)
  const [showAll, setShowAll] = useState(false)
  const [loaded, setLoaded] = useState<{ stores: AvailabilityStore[]; readAt: string } | null>(null)
  const [loadFailed, setLoadFailed] = useState(false)
  const loading = useRef<Promise<AvailabilityStore[] | null> | null>(null)
  const readAt = loaded?.readAt ?? pageReadAt
  const cityNames = cities.map((c) => c.city)
  // The server's judgement until the page is live, then the shopper's clock.
  const fresh = (s: AvailabilityStore) =>
    s.stock !== null && (now === null || (s.stale_at !== null && Date.parse(s.stale_at) > now))

  /** Every store's reading of this product, asked once; a failure says so and may be asked again. */
  function load(): Promise<AvailabilityStore[] | null> {
    if (loaded) return Promise.resolve(loaded.stores)
    if (!loading.current) setLoadFailed(false)
    loading.current ??= apiRequest('/api/product/fe/detail', {
      params: { url_key: urlKey },
      quiet: true,
    }).then((answer) => {
      loading.current = null
      if (!answer.ok) {
        setLoadFailed(true)
        setMessage(answer.status === 0 ? answer.message : 'Daftar toko belum bisa dimuat. Coba lagi.')
        return null
      }
      const stores = answer.data.availability.stores.map(toAvailabilityStore)
      setLoadFailed(false)
      setLoaded({ stores, readAt: answer.data.availability.read_at })
      return stores
    })
    return loading.current
  }
  const storesOf = (city: string) =>
    loaded ? loaded.stores.filter((s) => s.city === city) : city === asked ? askedStores : null

  function locate() {
    if (!('geolocation' in navigator)) {
      setMessage('Peramban ini tidak memberi lokasi. Pilih kota Anda.')
      return
    }
    setLocating(true)
    setMessage('Mencari lokasi Anda…')
    const stores = load()
    navigator.geolocation.getCurrentPosition(
      async (position) => {
        const near = { lat: position.coords.latitude, lng: position.coords.longitude }
        const found = await stores
        setLocating(false)
        if (!found) return
        setOrder({ near })
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

  const waiting = (
    <p className="pb-2 text-sm text-muted">
      {loadFailed ? 'Daftar toko belum bisa dimuat.' : 'Memuat daftar toko…'}
    </p>
  )
  let body: React.ReactNode
  if ('near' in order && loaded) {
    const near = order.near
    const sorted = loaded.stores
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
  } else if ('city' in order && order.city) {
    const here = storesOf(order.city)
    body = here ? <ul className="grid gap-3">{here.map((s) => item(s, null))}</ul> : waiting
  } else {
    // Every city folded: a phone sees the cities first, and opens its own. A city's stores are rendered when
    // it opens; until the page is live (and without JavaScript) a folded city holds a link to the page with
    // that city open.
    body = (
      <div className="divide-y divide-sand-200 rounded-2xl border border-sand-200 bg-white">
        {cities.map(({ city, stores: total, haveUntil }) => {
          const count = haveUntil.filter((t) => now === null || Date.parse(t) > now).length
          const open = opened.has(city)
          const here = open ? storesOf(city) : null
          return (
            <details
              key={city}
              open={open}
              onToggle={(event) => {
                const nowOpen = event.currentTarget.open
                if (nowOpen && !storesOf(city)) void load()
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
                  {count ? `ada di ${count} dari ${total} toko` : `${total} toko`}
                  <span aria-hidden="true" className="transition-transform group-open:rotate-180">
                    ▾
                  </span>
                </span>
              </summary>
              {here ? (
                <ul className="grid gap-3 pb-4">{here.map((s) => item(s, null))}</ul>
              ) : (
                <>
                  {open && waiting}
                  <p className="pb-4">
                    <a
                      href={`?${new URLSearchParams({ kota: city })}#ketersediaan`}
                      rel="nofollow"
                      className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
                    >
                      Lihat {total} toko di {city}
                    </a>
                  </p>
                </>
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
              const city = event.target.value
              if (city && !storesOf(city)) void load()
              setOrder({ city })
              setShowAll(false)
              setMessage('')
            }}
            className="mt-1 min-h-11 rounded-lg border border-sand-200 bg-white px-3"
          >
            <option value="">Semua kota</option>
            {cityNames.map((c) => (
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

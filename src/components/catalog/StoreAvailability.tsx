'use client'

import {
  type ReactNode,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import { createPortal } from 'react-dom'

import { apiRequest } from '@/components/api-client'
import { useHydrated } from '@/components/ui/use-hydrated'

import { OpenNow } from '@/components/stores/OpenNow'
import { distanceKm } from '@/lib/geo'
import { openState } from '@/lib/opening-hours'

import { AvailabilityStoreItem } from './AvailabilityStoreItem'
import { type AvailabilityStore, cityCountText, toAvailabilityStore } from './availability-list'

type Order = { near: { lat: number; lng: number } } | { city: string }

/** The shopper's clock to the minute (the same value within a minute, so React renders once a minute). */
const thisMinute = () => Math.floor(Date.now() / 60_000) * 60_000
const everyMinute = (changed: () => void) => {
  const timer = setInterval(changed, 15_000)
  return () => clearInterval(timer)
}

/** Stores shown nearest first before "show all". */
const NEAREST = 6

/** Said where a city's stores will show while the list of every store is on its way. */
const loadingStores = <p className="pb-2 text-sm text-muted">Memuat daftar toko…</p>

/** A folded city of the printed list (AvailabilityCities) and where its stores go once it opens. */
const cityBox = (root: HTMLElement | null, city: string) =>
  [...(root?.querySelectorAll<HTMLElement>('details[data-city]') ?? [])]
    .find((d) => d.dataset.city === city)
    ?.querySelector<HTMLElement>('[data-city-stores]') ?? null

/**
 * Which stores have the product (issue 53), on the shopper's request nearest first from the browser's
 * location, or one city. The stores by city (`children`: AvailabilityCities, printed by the server as static
 * markup) are the list until then; a city opened there gets its stores rendered into it. A reading that grows
 * too old while the page is open (or kept offline) turns into "ask the store", by the shopper's clock.
 *
 * The page sends the cities' names, and the stores of the city its address opens (`?kota=`, how a city opens
 * without JavaScript); the other stores come from the contract (`/api/product/fe/detail`) when the shopper
 * first opens a city or orders them: 54 stores' rows in every page's data were a quarter of a product page's
 * server time, for a list most visitors never open (docs/catalogue.md).
 */
export function StoreAvailability({
  urlKey,
  cityNames,
  readAt: pageReadAt,
  city: asked,
  askedStores,
  children,
}: {
  urlKey: string
  cityNames: string[]
  readAt: string
  /** The city the address asks to open (`?kota=`). */
  city?: string
  /** That city's stores, printed open by the server. */
  askedStores: AvailabilityStore[]
  /** The stores by city, as printed (AvailabilityCities). */
  children: ReactNode
}) {
  const [order, setOrder] = useState<Order>({ city: '' })
  // The printed list's cities opened, and where their stores go (found once the page is live).
  const [opened, setOpened] = useState<ReadonlyMap<string, HTMLElement>>(new Map())
  const now = useSyncExternalStore(everyMinute, thisMinute, () => null)
  const ready = useHydrated()
  const [message, setMessage] = useState('')
  const [locating, setLocating] = useState(false)
  const [showAll, setShowAll] = useState(false)
  const [loaded, setLoaded] = useState<{ stores: AvailabilityStore[]; readAt: string } | null>(null)
  const [loadFailed, setLoadFailed] = useState(false)
  const loading = useRef<Promise<AvailabilityStore[] | null> | null>(null)
  const printed = useRef<HTMLDivElement>(null)
  const readAt = loaded?.readAt ?? pageReadAt
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
      setLoaded({ stores, readAt: answer.data.availability.read_at })
      return stores
    })
    return loading.current
  }
  const storesOf = (city: string) =>
    loaded ? loaded.stores.filter((s) => s.city === city) : city === asked ? askedStores : null

  /** A city of the printed list opened or folded: an opened one gets its stores. */
  const cityToggled = useEffectEvent((city: string, open: boolean, box: HTMLElement) => {
    if (open && !storesOf(city)) void load()
    setOpened((was) => {
      if (was.has(city) === open) return was
      const next = new Map(was)
      if (open) next.set(city, box)
      else next.delete(city)
      return next
    })
  })
  // The printed list comes to life: the city the address opened is rendered here from now on (its printed
  // stores give way before the first paint), and a city the shopper opens or folds is followed.
  useLayoutEffect(() => {
    const root = printed.current
    if (!root) return
    const box = asked ? cityBox(root, asked) : null
    if (asked && box) {
      box.replaceChildren()
      cityToggled(asked, true, box)
    }
    const onToggle = (event: Event) => {
      const details = event.target as HTMLDetailsElement
      const city = details.dataset?.city
      const box = city !== undefined ? cityBox(root, city) : null
      if (city !== undefined && box) cityToggled(city, details.open, box)
    }
    // `toggle` does not bubble: listened for on the way down.
    root.addEventListener('toggle', onToggle, true)
    return () => root.removeEventListener('toggle', onToggle, true)
  }, [asked])

  // The printed counts follow the shopper's clock: a store whose reading grew old no longer counts.
  useEffect(() => {
    if (now === null) return
    for (const details of printed.current?.querySelectorAll<HTMLElement>('details[data-city]') ?? []) {
      const line = details.querySelector<HTMLElement>('[data-city-count]')
      if (!line) continue
      const have = (details.dataset.haveUntil ?? '').split(' ').filter((t) => t && Date.parse(t) > now)
      const text = cityCountText(have.length, Number(line.dataset.cityCount))
      if (line.textContent !== text) line.textContent = text
    }
  }, [now])

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

  const item = (s: AvailabilityStore, distance: number | null) => (
    <AvailabilityStoreItem
      key={s.id}
      store={s}
      fresh={fresh(s)}
      distance={distance}
      openNow={
        <OpenNow
          hours={s.opening_hours}
          zone={s.time_zone}
          initial={openState(s.opening_hours, s.time_zone, new Date(readAt))}
        />
      }
    />
  )
  const list = (stores: AvailabilityStore[], className = 'grid gap-3') => (
    <ul className={className}>{stores.map((s) => item(s, null))}</ul>
  )

  let chosen: ReactNode = null
  if ('near' in order && loaded) {
    const near = order.near
    const sorted = loaded.stores
      .map((s) => ({ s, d: distanceKm(near, s) }))
      .sort((a, b) => a.d - b.d || a.s.id - b.s.id)
    const shown = showAll ? sorted : sorted.slice(0, NEAREST)
    chosen = (
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
    chosen = here ? list(here) : loadingStores
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
            {/* Hidden until the page is live: the server prints no choices. */}
            {ready &&
              cityNames.map((c) => (
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
      {chosen}
      <div ref={printed} hidden={chosen !== null}>
        {children}
      </div>
      {/* The opened cities' stores, while the printed list shows. */}
      {[...opened].map(([city, box]) => {
        if (chosen !== null) return null
        const here = storesOf(city)
        // Unanswered, the city shows its printed link again (the status line says why).
        if (!here && loadFailed) return null
        return createPortal(here ? list(here, 'grid gap-3 pb-4') : loadingStores, box, city)
      })}
    </div>
  )
}

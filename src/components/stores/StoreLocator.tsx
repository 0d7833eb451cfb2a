'use client'

import dynamic from 'next/dynamic'
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react'

import { StoreListItem } from './StoreListItem'
import type { LocatorStore, MapSelection } from './locator-types'
import { Button } from '@/components/ui/Button'
import { useHydrated } from '@/components/ui/use-hydrated'
import { byDistance } from '@/lib/geo'
import type { MapTiles } from '@/server/stores/map-tiles'

// Leaflet is loaded only when the map is first on screen: never on other pages, and on a phone only after
// "Peta".
const StoreMap = dynamic(() => import('./StoreMap'), {
  ssr: false,
  loading: () => <p className="p-6 text-muted">Memuat peta…</p>,
})

type Locating =
  | { state: 'idle' | 'locating' }
  | { state: 'located'; lat: number; lng: number }
  | { state: 'failed'; message: string }

const locationError = (e: GeolocationPositionError | null) =>
  e?.code === 1
    ? 'Izin lokasi tidak diberikan, jadi kami tidak dapat mengurutkan dari lokasi Anda. Pilih kota pada "Urutkan menurut jarak dari kota" untuk mengurutkan toko menurut jarak.'
    : 'Lokasi Anda tidak dapat ditentukan saat ini. Pilih kota pada "Urutkan menurut jarak dari kota" untuk mengurutkan toko menurut jarak.'

/**
 * The list and the map of stores, kept in step: choosing a store in the list flies the map to it and opens
 * its popup; choosing a marker marks and scrolls to its entry. The list comes first and carries every store,
 * so the map is an enhancement for those who can see and point at it.
 */
export function StoreLocator({
  stores,
  sortedFrom,
  tiles,
  cityFilter,
}: {
  stores: LocatorStore[]
  sortedFrom: string | null
  tiles: MapTiles
  cityFilter: ReactNode
}) {
  const [locating, setLocating] = useState<Locating>({ state: 'idle' })
  const [selection, setSelection] = useState<MapSelection | null>(null)
  const [view, setView] = useState<'list' | 'map'>('list')
  const hydrated = useHydrated()
  const [mapWanted, setMapWanted] = useState(false)
  const mapBox = useRef<HTMLDivElement>(null)
  const panes = useRef<HTMLDivElement>(null)
  const list = useRef<HTMLElement>(null)

  const origin = locating.state === 'located' ? { lat: locating.lat, lng: locating.lng } : null
  const shown = useMemo(
    () => (origin ? byDistance(stores, origin) : stores),
    // The point's coordinates, not the object made anew each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [stores, origin?.lat, origin?.lng],
  )

  // The map box is display:none on a phone until "Peta" is chosen, so it never intersects until then.
  useEffect(() => {
    const box = mapBox.current
    if (!box || mapWanted) return
    const seen = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && setMapWanted(true),
    )
    seen.observe(box)
    return () => seen.disconnect()
  }, [mapWanted])
  // The chosen store's entry is in view whenever the list is: at once on a desktop, after "Tampilkan daftar"
  // on a phone.
  useEffect(() => {
    const desktop = window.matchMedia('(min-width: 1024px)').matches
    if (selection && (desktop || view === 'list'))
      document
        .getElementById(`store-item-${selection.slug}`)
        ?.scrollIntoView({ block: desktop ? 'nearest' : 'center' })
  }, [selection, view])

  // After a choice the whole map must be on screen: on a phone the map replaces the list; on a desktop list
  // and map fill the screen.
  useEffect(() => {
    const desktop = window.matchMedia('(min-width: 1024px)').matches
    const target = desktop
      ? selection || locating.state === 'located'
        ? panes.current
        : null
      : view === 'map'
        ? mapBox.current
        : null
    if (
      target &&
      (target.getBoundingClientRect().top < 0 ||
        target.getBoundingClientRect().bottom > window.innerHeight + 1)
    )
      target.scrollIntoView({
        block: 'start',
        behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
      })
  }, [view, selection?.n, locating.state]) // eslint-disable-line react-hooks/exhaustive-deps
  // Sorted anew from the visitor's position: the nearest store is at the top of the list.
  useEffect(() => {
    if (locating.state === 'located') list.current?.scrollTo({ top: 0 })
  }, [locating])

  const locate = () => {
    if (locating.state === 'locating') return
    if (!('geolocation' in navigator)) return setLocating({ state: 'failed', message: locationError(null) })
    setLocating({ state: 'locating' })
    navigator.geolocation.getCurrentPosition(
      (p) => setLocating({ state: 'located', lat: p.coords.latitude, lng: p.coords.longitude }),
      (e) => {
        setLocating({ state: 'failed', message: locationError(e) })
        document.getElementById('locator-city')?.focus()
      },
      { timeout: 15_000, maximumAge: 300_000 },
    )
  }
  const showOnMap = (slug: string) => {
    setSelection((s) => ({ slug, from: 'list', n: (s?.n ?? 0) + 1 }))
    setMapWanted(true)
    setView('map')
    // On a phone the list (and the pressed button) is hidden: the map takes the focus.
    if (!window.matchMedia('(min-width: 1024px)').matches)
      requestAnimationFrame(() => mapBox.current?.focus({ preventScroll: true }))
  }

  const fromLabel = origin ? 'dari lokasi Anda' : sortedFrom ? `dari pusat ${sortedFrom}` : null
  const order = origin
    ? 'Terdekat dari lokasi Anda'
    : sortedFrom
      ? `Terdekat dari pusat ${sortedFrom}`
      : 'Menurut kota'

  return (
    <>
      {/* A phone shows the list or the map; the switch stays at the top of the screen as the visitor scrolls,
         over content already read rather than over what comes next (a floating pill covered store cards). */}
      {hydrated && (
        <div className="sticky top-0 z-20 -mx-4 mb-3 bg-white/95 px-4 py-2 shadow-sm lg:hidden">
          <Button
            onClick={() => {
              setView(view === 'list' ? 'map' : 'list')
              setMapWanted(true)
            }}
            variant="invert"
            className="w-full"
          >
            {view === 'list' ? 'Tampilkan peta' : 'Tampilkan daftar'}
          </Button>
        </div>
      )}
      <div
        ref={panes}
        className="grid scroll-mt-20 gap-4 lg:scroll-mt-4 lg:h-[min(calc(100vh-2rem),52rem)] lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]"
      >
        <div className="flex min-h-0 flex-col gap-3">
          <div className="flex flex-col items-start gap-3 rounded-2xl bg-sand-50 p-4">
            <Button
              onClick={locate}
              aria-disabled={locating.state === 'locating' || undefined}
              aria-describedby="locator-status"
              className="js-only"
            >
              {locating.state === 'locating' ? 'Mencari lokasi Anda…' : 'Toko terdekat dari lokasi saya'}
            </Button>
            {cityFilter}
          </div>
          <div id="locator-status" role="status">
            {locating.state === 'failed' && (
              <p className="mb-2 rounded-xl bg-amber-50 p-3 text-amber-950">{locating.message}</p>
            )}
            <p className="font-semibold">{`${shown.length} toko · ${order}`}</p>
          </div>
          <section
            ref={list}
            aria-label="Daftar toko"
            className={`${view === 'map' ? 'hidden lg:block' : ''} min-h-0 flex-1 lg:overflow-y-auto lg:pr-2`}
          >
            <ol className="grid gap-3">
              {shown.map((s) => (
                <li key={s.slug} id={`store-item-${s.slug}`} className="scroll-mt-20 lg:scroll-mt-4">
                  <StoreListItem
                    store={s}
                    selected={selection?.slug === s.slug}
                    distanceLabel={fromLabel}
                    onShowOnMap={() => showOnMap(s.slug)}
                  />
                </li>
              ))}
            </ol>
          </section>
        </div>
        <div
          ref={mapBox}
          tabIndex={-1}
          aria-label="Peta toko"
          role="region"
          className={`${view === 'list' ? 'hidden lg:block' : ''} relative outline-none h-[calc(100vh-6rem)] overflow-hidden rounded-2xl bg-sand-100 lg:h-full`}
        >
          {mapWanted ? (
            <StoreMap
              stores={shown}
              frameNearest={Boolean(origin || sortedFrom)}
              selection={selection}
              onSelect={(slug) =>
                setSelection((s) => (s?.slug === slug ? s : { slug, from: 'map', n: (s?.n ?? 0) + 1 }))
              }
              origin={origin}
              tiles={tiles}
              visible={view === 'map'}
            />
          ) : (
            <noscript>
              <p className="p-6">Peta membutuhkan JavaScript. Semua toko ada di daftar.</p>
            </noscript>
          )}
        </div>
      </div>
    </>
  )
}

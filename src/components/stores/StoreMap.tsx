'use client'

import 'leaflet/dist/leaflet.css'
import './store-map.css'

import L from 'leaflet'
import { SmartLink } from '@/components/ui/SmartLink'
import { useEffect, useMemo, useRef, useState } from 'react'
import {
  AttributionControl,
  CircleMarker,
  MapContainer,
  Marker,
  Popup,
  TileLayer,
  Tooltip,
  useMap,
  useMapEvents,
  ZoomControl,
} from 'react-leaflet'

import { OpenNow } from './OpenNow'
import type { LocatorStore, MapSelection } from './locator-types'
import { storeClusters } from './store-clusters'
import { directionsUrl, telHref } from '@/lib/contact-links'
import type { MapTiles } from '@/server/stores/map-tiles'

type Props = {
  stores: LocatorStore[]
  frameNearest: boolean
  selection: MapSelection | null
  onSelect: (slug: string) => void
  origin: { lat: number; lng: number } | null
  tiles: MapTiles
  visible: boolean
}

/** Zoom at which a chosen store is shown: streets readable, and past the last clustering zoom. */
const STORE_ZOOM = 15

const pin = (selected: boolean) =>
  L.divIcon({
    className: 'store-pin',
    html: `<svg viewBox="0 0 24 32" width="${selected ? 34 : 28}" height="${selected ? 45 : 37}" aria-hidden="true"><path d="M12 31s10-10.2 10-18.5A10 10 0 0 0 2 12.5C2 20.8 12 31 12 31z" fill="${selected ? '#b45309' : '#2f5439'}" stroke="#fff" stroke-width="2"/><circle cx="12" cy="12.5" r="4" fill="#fff"/></svg>`,
    iconSize: selected ? [34, 45] : [28, 37],
    iconAnchor: selected ? [17, 44] : [14, 36],
    popupAnchor: [0, selected ? -40 : -33],
  })
// One icon object each, so a re-render never replaces a marker's element (and the keyboard focus on it).
const pins = { plain: pin(false), selected: pin(true) }
const clusterIcons = new Map<number, L.DivIcon>()
const clusterIcon = (count: number) => {
  if (!clusterIcons.has(count))
    clusterIcons.set(
      count,
      L.divIcon({
        className: 'store-cluster',
        html: `<span class="flex size-full items-center justify-center rounded-full border-4 border-white bg-brand-700 text-sm font-bold text-white shadow-md">${count}</span>`,
        iconSize: count < 10 ? [38, 38] : [46, 46],
      }),
    )
  return clusterIcons.get(count)!
}

/** Indonesia with a margin: the map does not wander off to an empty world. */
const indonesia = L.latLngBounds([-15, 90], [10, 145])

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches

/**
 * The Leaflet map of the locator: stores clustered when zoomed out, a popup per store, the visitor's
 * position.
 */
export default function StoreMap(props: Props) {
  // Sorted from a city: open on its nearest stores; else on all of them.
  const bounds = useMemo(
    () =>
      L.latLngBounds(
        (props.frameNearest ? props.stores.slice(0, 4) : props.stores).map((s) => [s.lat, s.lng]),
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  )
  return (
    <MapContainer
      bounds={bounds}
      boundsOptions={{ padding: [32, 32], maxZoom: STORE_ZOOM }}
      minZoom={3}
      maxBounds={indonesia}
      maxBoundsViscosity={0.8}
      className="store-map size-full"
      style={{ background: 'var(--color-sand-100)' }}
      attributionControl={false}
      zoomControl={false}
    >
      <ZoomControl zoomInTitle="Perbesar" zoomOutTitle="Perkecil" />
      {/* Bottom left: the site's help button floats at the bottom right. */}
      <AttributionControl position="bottomleft" />
      <TileLayer url={props.tiles.url} attribution={props.tiles.attribution} />
      <StoreMarkers {...props} />
    </MapContainer>
  )
}

function StoreMarkers({ stores, selection, onSelect, origin, visible }: Props) {
  const map = useMap()
  const clusters = useMemo(() => storeClusters(stores), [stores])
  const [frame, setFrame] = useState(() => ({ bounds: map.getBounds(), zoom: map.getZoom() }))
  useMapEvents({ moveend: () => setFrame({ bounds: map.getBounds(), zoom: map.getZoom() }) })
  const items = useMemo(() => clusters.at(frame.bounds, frame.zoom), [clusters, frame])
  const markers = useRef(new Map<string, L.Marker>())
  const popupFor = useRef<string | null>(null)

  // A name and a role for the map itself; Leaflet makes it focusable (arrows pan, +/− zoom).
  useEffect(() => {
    const box = map.getContainer()
    box.setAttribute('role', 'region')
    box.setAttribute('aria-label', 'Peta toko. Panah untuk menggeser, plus dan minus untuk memperbesar.')
  }, [map])
  // Shown again after being hidden on a phone: Leaflet must measure its box anew.
  useEffect(() => {
    if (visible) map.invalidateSize()
  }, [map, visible])
  // A store chosen in the list: fly there; its popup opens once the marker stands alone at that zoom.
  useEffect(() => {
    if (selection?.from !== 'list') return
    const store = stores.find((s) => s.slug === selection.slug)
    if (!store) return
    popupFor.current = store.slug
    map.invalidateSize()
    const zoom = Math.max(map.getZoom(), STORE_ZOOM)
    if (reducedMotion()) map.setView([store.lat, store.lng], zoom, { animate: false })
    else map.flyTo([store.lat, store.lng], zoom, { duration: 0.8 })
  }, [selection]) // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    const slug = popupFor.current
    const marker = slug ? markers.current.get(slug) : undefined
    if (!marker || !map.getBounds().contains(marker.getLatLng())) return
    popupFor.current = null
    marker.openPopup()
  }, [items, map])
  // The visitor's position: frame it with the nearest stores.
  useEffect(() => {
    if (!origin) return
    map.closePopup()
    map.fitBounds(
      L.latLngBounds([
        [origin.lat, origin.lng],
        ...stores.slice(0, 3).map((s) => [s.lat, s.lng] as [number, number]),
      ]),
      { padding: [48, 48], maxZoom: STORE_ZOOM, animate: !reducedMotion() },
    )
  }, [origin?.lat, origin?.lng]) // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <>
      {origin && (
        <CircleMarker
          center={[origin.lat, origin.lng]}
          radius={9}
          pathOptions={{ color: '#fff', weight: 3, fillColor: '#1d4ed8', fillOpacity: 1 }}
        >
          <Tooltip permanent direction="top" offset={[0, -10]}>
            Lokasi Anda
          </Tooltip>
        </CircleMarker>
      )}
      {items.map((item) =>
        item.kind === 'cluster' ? (
          <Marker
            key={`cluster-${item.id}`}
            position={[item.lat, item.lng]}
            icon={clusterIcon(item.count)}
            title={`${item.count} toko di sini; perbesar peta`}
            eventHandlers={{
              click: () =>
                map.flyTo([item.lat, item.lng], clusters.expansionZoom(item.id), {
                  animate: !reducedMotion(),
                }),
              // Enter or Space on a focused cluster zooms in, as a click does.
              keypress: (e) => {
                const key = (e.originalEvent as KeyboardEvent).key
                if (key === 'Enter' || key === ' ')
                  map.flyTo([item.lat, item.lng], clusters.expansionZoom(item.id), {
                    animate: !reducedMotion(),
                  })
              },
            }}
          />
        ) : (
          <Marker
            key={item.store.slug}
            position={[item.store.lat, item.store.lng]}
            icon={selection?.slug === item.store.slug ? pins.selected : pins.plain}
            title={item.store.name}
            zIndexOffset={selection?.slug === item.store.slug ? 1000 : 0}
            ref={(m) => {
              if (m) markers.current.set(item.store.slug, m)
              else markers.current.delete(item.store.slug)
            }}
            // The popup opens on a click or on Enter (Leaflet's keyboard path fires no click).
            eventHandlers={{
              popupopen: (e) => {
                e.popup
                  .getElement()
                  ?.querySelector('.leaflet-popup-close-button')
                  ?.setAttribute('aria-label', 'Tutup info toko')
                onSelect(item.store.slug)
              },
            }}
          >
            <Popup>
              <StorePopup store={item.store} />
            </Popup>
          </Marker>
        ),
      )}
    </>
  )
}

function StorePopup({ store }: { store: LocatorStore }) {
  return (
    <div className="store-popup">
      <p className="store-popup__name">{store.name}</p>
      <OpenNow hours={store.opening_hours} zone={store.time_zone} initial={store.open} />
      <p>{store.address}</p>
      {store.phone && (
        <p>
          <a href={telHref(store.phone)}>{store.phone}</a>
        </p>
      )}
      <p className="store-popup__links">
        <a href={directionsUrl(store)} target="_blank" rel="noopener noreferrer">
          Petunjuk arah<span className="sr-only"> (tab baru)</span>
        </a>
        <SmartLink href={`/store-locations#${store.slug}`}>Jam &amp; layanan</SmartLink>
      </p>
    </div>
  )
}

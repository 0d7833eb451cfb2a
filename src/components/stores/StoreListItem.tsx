import { SmartLink } from '@/components/ui/SmartLink'

import { OpenNow } from './OpenNow'
import type { LocatorStore } from './locator-types'
import { directionsUrl, telHref } from '@/lib/contact-links'
import { formatDistance } from '@/lib/geo'

const action =
  'inline-flex min-h-11 items-center rounded-full border border-sand-200 px-4 text-sm font-semibold hover:bg-sand-100'

/** One store in the locator's list: the map button is how list and map meet. */
export function StoreListItem({
  store,
  selected,
  distanceLabel,
  onShowOnMap,
}: {
  store: LocatorStore
  selected: boolean
  distanceLabel: string | null
  onShowOnMap: () => void
}) {
  return (
    <article
      aria-current={selected ? 'true' : undefined}
      className={`rounded-2xl border bg-white p-4 ${selected ? 'border-brand-700 ring-2 ring-brand-700' : 'border-sand-200'}`}
    >
      <h2 className="text-lg leading-snug font-bold">{store.name}</h2>
      <OpenNow hours={store.opening_hours} zone={store.time_zone} initial={store.open} />
      {store.distance_km !== null && distanceLabel && (
        <p className="text-sm font-semibold" data-distance>
          {formatDistance(store.distance_km)} {distanceLabel}
        </p>
      )}
      <p className="mt-1 text-sm">{store.address}</p>
      {store.phone && (
        <p className="mt-1 text-sm">
          <a href={telHref(store.phone)} className="font-semibold text-brand-700 underline">
            {store.phone}
          </a>
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={onShowOnMap}
          aria-label={`Lihat di peta: ${store.name}`}
          className={`js-only ${action}`}
        >
          Lihat di peta
        </button>
        <a href={directionsUrl(store)} target="_blank" rel="noopener noreferrer" className={action}>
          Petunjuk arah<span className="sr-only"> ke {store.name} (tab baru)</span>
        </a>
        <SmartLink
          href={`/store-locations#${store.slug}`}
          className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-brand-700 underline"
        >
          Jam &amp; layanan<span className="sr-only"> {store.name}</span>
        </SmartLink>
      </div>
    </article>
  )
}

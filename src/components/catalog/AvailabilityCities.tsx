import { AvailabilityStoreItem } from './AvailabilityStoreItem'
import { type AvailabilityCity, type AvailabilityStore, cityCountText } from './availability-list'
import { OpenNowText } from '@/components/stores/OpenNowText'

/**
 * A product's stores by city, every city folded but the one the address opens (`?kota=`), printed by the
 * server as static markup (`StaticPart`): how the list reads without JavaScript, and what a crawler gets
 * (25 cities as client-rendered markup were a fifth of a product page's render: docs/performance.md).
 * StoreAvailability brings the list to life in the browser: a city opened asks for its stores and renders
 * them into the city's `data-city-stores`, and the counts follow the shopper's clock (`data-have-until`).
 * A folded city holds a link to the page with that city open; the link shows while the city has no stores
 * rendered.
 */
export function AvailabilityCities({
  cities,
  asked,
  askedStores,
  readAt,
}: {
  cities: AvailabilityCity[]
  /** The city the address opens. */
  asked?: string
  /** Its stores, as the server read them at `readAt`. */
  askedStores: AvailabilityStore[]
  readAt: string
}) {
  const now = new Date(readAt)
  return (
    <div className="divide-y divide-sand-200 rounded-2xl border border-sand-200 bg-white">
      {cities.map(({ city, stores: total, haveUntil }) => (
        <details
          key={city}
          open={city === asked}
          data-city={city}
          data-have-until={haveUntil.join(' ')}
          className="group px-4"
        >
          <summary className="flex min-h-12 cursor-pointer items-center justify-between gap-3 py-2 font-semibold">
            <span>{city}</span>
            <span className="flex items-center gap-2 text-sm font-normal text-muted">
              <span data-city-count={total}>{cityCountText(haveUntil.length, total)}</span>
              <span aria-hidden="true" className="transition-transform group-open:rotate-180">
                ▾
              </span>
            </span>
          </summary>
          <div data-city-stores className="peer">
            {city === asked && (
              <ul className="grid gap-3 pb-4">
                {askedStores.map((s) => (
                  <AvailabilityStoreItem
                    key={s.id}
                    store={s}
                    fresh={s.stock !== null}
                    openNow={<OpenNowText store={s} now={now} />}
                  />
                ))}
              </ul>
            )}
          </div>
          <p className="hidden pb-4 peer-empty:block">
            <a
              href={`?${new URLSearchParams({ kota: city })}#ketersediaan`}
              rel="nofollow"
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
            >
              Lihat {total} toko di {city}
            </a>
          </p>
        </details>
      ))}
    </div>
  )
}

import { OpenNowText } from './OpenNowText'
import { directionsUrl, telHref } from '@/lib/contact-links'
import { formatDistance } from '@/lib/geo'
import { timeZones } from '@/lib/time-zone'
import type { StoreView } from '@/server/stores/stores'
import { routes } from '@/lib/routes'

/**
 * One store: address, phone, hours with open-now in the store's own zone, services and directions; its id is
 * the store's anchor. Plain elements only, printed as static markup: a page lists tens of stores, and the
 * open-now lines are kept true by the page's one `OpenNowClock`.
 */
export function StoreCard({
  store,
  now,
  headingLevel = 3,
}: {
  store: StoreView
  now: Date
  headingLevel?: 2 | 3 | 4
}) {
  const Heading = `h${headingLevel}` as const
  return (
    <article id={store.slug} className="h-full scroll-mt-28 rounded-2xl border border-sand-200 bg-white p-5">
      <Heading className="text-lg leading-snug font-bold">{store.name}</Heading>
      <OpenNowText store={store} now={now} />
      {store.distance_km !== null && (
        <p className="text-sm text-muted">{formatDistance(store.distance_km)} dari Anda</p>
      )}
      <p className="mt-2">{store.address}</p>
      {store.phone && (
        <p className="mt-1">
          <a href={telHref(store.phone)} className="font-semibold text-brand-700 underline">
            {store.phone}
          </a>
        </p>
      )}
      {store.opening_hours.length > 0 && (
        <dl
          className="mt-3 grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1 text-sm"
          aria-label={`Jam buka (${timeZones[store.time_zone]})`}
        >
          {store.opening_hours.map((h) => (
            <div key={h.days} className="contents">
              <dt className="text-muted">{h.days}</dt>
              {/* The days wrap on a phone; the hours stay on one line. */}
              <dd className="whitespace-nowrap">
                {h.open.replace(':', '.')}–{h.close.replace(':', '.')} {timeZones[store.time_zone]}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {store.services.length > 0 && (
        <p className="mt-3 text-sm">
          <span className="text-muted">Layanan: </span>
          {store.services.map((s, i) => (
            <span key={s.slug}>
              {i > 0 && ', '}
              <a href={routes.service(s.slug)} className="underline">
                {s.title}
              </a>
            </span>
          ))}
        </p>
      )}
      <p className="mt-4">
        <a
          href={directionsUrl(store)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center rounded-full border border-sand-200 px-4 font-semibold hover:bg-sand-100"
        >
          Petunjuk arah<span className="sr-only"> ke {store.name} (tab baru)</span>
        </a>
      </p>
    </article>
  )
}

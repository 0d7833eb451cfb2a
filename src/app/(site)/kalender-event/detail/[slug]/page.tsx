import { notFoundPage } from '@/components/layout/NotFoundPage'
import { RichContent } from '@/components/content/RichContent'
import { AddToCalendar } from '@/components/events/AddToCalendar'
import { EventStatus } from '@/components/events/EventStatus'
import { GiftCheck } from '@/components/events/GiftCheck'
import { LinkButton } from '@/components/ui/Button'
import { JsonLd } from '@/components/ui/JsonLd'
import { ShareButtons } from '@/components/ui/ShareButtons'
import { mapSearchUrl, telHref } from '@/lib/contact-links'
import { formatDayIn, formatEventTime, formatTimeIn, timeZones } from '@/lib/time-zone'
import { calendarLinks } from '@/server/events/calendar-file'
import { type EventState, stateNow } from '@/server/events/views'
import { notFoundMetadata, seoMetadata, siteOrigin } from '@/server/seo/metadata'
import { readEvent } from '@/server/events/events'
import { routes } from '@/lib/routes'
import { eventData } from '@/server/seo/structured-data'
import { LeadImage } from '@/components/content/LeadImage'

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props) {
  const event = await readEvent((await params).slug)
  if (!event) return notFoundMetadata
  return seoMetadata(event.path, { title: event.title, description: event.summary, image: event.cover?.url })
}

/** Why registration is not possible, in the shopper's words. */
const whyNot: Record<Exclude<EventState, 'open'>, string> = {
  full: 'Kuota event ini sudah penuh. Lihat event lain di kalender.',
  closed: 'Pendaftaran event ini sudah ditutup.',
  past: 'Event ini sudah berlangsung.',
}

export default async function EventDetailPage({ params }: Props) {
  const [event, origin] = await Promise.all([readEvent((await params).slug), siteOrigin()])
  if (!event) return notFoundPage()
  const state = stateNow(event)
  const zone = event.time_zone
  const mapHref = mapSearchUrl(event.store ?? `${event.venue}, ${event.city}`)
  return (
    <main id="main" className="container pb-8">
      <article className="grid gap-8 large:grid-cols-[3fr_2fr]">
        <div>
          {event.event_calendar && (
            <p className="text-sm font-bold tracking-wide text-brand-700 uppercase">
              {event.event_calendar.name}
            </p>
          )}
          <h1 className="mt-1 text-3xl font-extrabold large:text-4xl">{event.title}</h1>
          <div className="mt-3">
            <ShareButtons title={event.title} path={event.path} />
          </div>
          <LeadImage image={event.cover} sizes="(min-width: 1024px) 60vw, 100vw" className="mt-6" />
          <p className="mt-6 text-lg font-medium">{event.summary}</p>
          <RichContent data={event.content} className="leading-relaxed" />
          {event.gifts.length > 0 && (
            <section id="hadiah" aria-labelledby="gifts" className="mt-8 rounded-2xl bg-sand-50 p-6">
              <h2 id="gifts" className="text-xl font-bold">
                Hadiah untuk peserta
              </h2>
              <ul className="mt-3 list-disc space-y-1 pl-5">
                {event.gifts.map((g) => (
                  <li key={g.name}>
                    <span className="font-semibold">{g.name}</span>
                    {g.description && <span className="text-muted"> — {g.description}</span>}
                  </li>
                ))}
              </ul>
              <p className="mt-3 text-sm">
                Tunjukkan kode registrasi dari email Anda di meja registrasi untuk mengambil hadiah.
              </p>
              <GiftCheck />
            </section>
          )}
        </div>
        <aside
          aria-labelledby="event-facts"
          className="h-fit space-y-5 rounded-2xl border border-sand-200 p-6 large:sticky large:top-24"
        >
          <h2 id="event-facts" className="sr-only">
            Waktu, tempat dan pendaftaran
          </h2>
          <dl className="space-y-4">
            <div>
              <dt className="text-sm text-muted">Waktu ({timeZones[zone]}, waktu setempat)</dt>
              <dd className="font-semibold">
                <time dateTime={event.starts_at}>
                  {formatEventTime(event.starts_at, event.ends_at, zone)}
                </time>
              </dd>
            </div>
            <div>
              <dt className="text-sm text-muted">Tempat</dt>
              <dd>
                <span className="font-semibold">{event.venue}</span>
                {event.store && <span className="block">{event.store.address}</span>}
                {!event.store && <span className="block">{event.city}</span>}
                <a
                  href={mapHref}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-1 inline-block font-semibold text-brand-700 underline"
                >
                  Lihat peta<span className="sr-only"> {event.venue} (tab baru)</span>
                </a>
                {event.store?.phone && (
                  <a
                    href={telHref(event.store.phone)}
                    className="ml-4 inline-block font-semibold text-brand-700 underline"
                  >
                    {event.store.phone}
                  </a>
                )}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-muted">Kuota</dt>
              <dd>
                <EventStatus state={state} seatsLeft={event.seats_left} />{' '}
                <span className="text-sm text-muted">dari {event.capacity} kursi</span>
              </dd>
            </div>
            {state !== 'past' && (
              <div>
                <dt className="text-sm text-muted">Batas pendaftaran</dt>
                <dd className="font-semibold">
                  {formatDayIn(event.registration_closes_at, zone)},{' '}
                  {formatTimeIn(event.registration_closes_at, zone)}
                </dd>
              </div>
            )}
          </dl>
          {state === 'open' ? (
            <LinkButton
              href={routes.eventRegistration(event.slug)}
              className="min-h-12 w-full justify-center"
            >
              Daftar sekarang
            </LinkButton>
          ) : (
            <p role="status" className="rounded-xl bg-sand-100 p-3 font-semibold">
              {whyNot[state]}
            </p>
          )}
          {state !== 'past' && <AddToCalendar links={calendarLinks(event)} />}
        </aside>
      </article>
      <JsonLd data={eventData(origin, event, state === 'open')} />
    </main>
  )
}

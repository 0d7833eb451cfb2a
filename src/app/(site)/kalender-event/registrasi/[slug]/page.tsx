import { notFoundPage } from '@/components/layout/NotFoundPage'
import { SmartLink } from '@/components/ui/SmartLink'
import { EventRegistrationForm } from '@/components/events/EventRegistrationForm'
import { EventStatus } from '@/components/events/EventStatus'
import { Img } from '@/components/ui/Img'
import { formatEventTime } from '@/lib/time-zone'
import { stateNow } from '@/server/events/views'
import { notFoundMetadata, seoMetadata } from '@/server/seo/metadata'
import { readEvent } from '@/server/events/events'
import { routes } from '@/lib/routes'

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props) {
  const event = await readEvent((await params).slug)
  if (!event) return notFoundMetadata
  return seoMetadata(routes.eventRegistration(event.slug), {
    title: `Daftar: ${event.title}`,
    description: event.summary,
  })
}

const whyNot = {
  full: 'Maaf, kuota event ini sudah penuh.',
  closed: 'Pendaftaran event ini sudah ditutup.',
  past: 'Event ini sudah berlangsung.',
} as const

export default async function EventRegistrationPage({ params }: Props) {
  const event = await readEvent((await params).slug)
  if (!event) return notFoundPage()
  const state = stateNow(event)
  const maxParticipants = Math.max(1, Math.min(event.max_participants_per_registration, event.seats_left))
  return (
    <main id="main" className="container pb-8">
      <div className="grid gap-8 large:grid-cols-[3fr_2fr]">
        <div>
          <h1 className="text-3xl font-extrabold large:text-4xl">Daftar event</h1>
          <p className="mt-2 text-lg text-muted">
            Gratis. Isi data Anda lalu konfirmasi lewat tautan di email; kode registrasi menyusul setelah
            konfirmasi.
          </p>
          <div className="mt-6">
            {state === 'open' ? (
              <EventRegistrationForm slug={event.slug} maxParticipants={maxParticipants} />
            ) : (
              <div role="status" className="rounded-2xl bg-sand-100 p-6">
                <p className="text-lg font-bold">{whyNot[state]}</p>
                <p className="mt-2">
                  <SmartLink href="/kalender-event" className="font-semibold text-brand-700 underline">
                    Cari event lain di kalender
                  </SmartLink>
                </p>
              </div>
            )}
          </div>
        </div>
        <aside
          aria-labelledby="registration-event"
          className="h-fit overflow-hidden rounded-2xl border border-sand-200"
        >
          {event.cover && (
            <Img
              src={event.cover.url}
              alt=""
              width={event.cover.width}
              height={event.cover.height}
              sizes="(min-width: 1024px) 40vw, 100vw"
              className="aspect-[16/9] h-auto w-full object-cover"
            />
          )}
          <div className="space-y-2 p-5">
            {event.event_calendar && <p className="eyebrow">{event.event_calendar.name}</p>}
            <h2 id="registration-event" className="text-xl leading-snug font-bold">
              <SmartLink href={event.path} className="hover:underline">
                {event.title}
              </SmartLink>
            </h2>
            <p>
              <time dateTime={event.starts_at}>
                {formatEventTime(event.starts_at, event.ends_at, event.time_zone)}
              </time>
            </p>
            <p className="text-muted">
              {event.venue}
              {event.store ? `, ${event.store.address}` : `, ${event.city}`}
            </p>
            <EventStatus state={state} seatsLeft={event.seats_left} />
          </div>
        </aside>
      </div>
    </main>
  )
}
